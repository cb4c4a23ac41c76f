import { describe, expect, it } from 'vitest';
import { accountMails } from '../../src/modules/account/account.mails';
import { renderHtml, withHtml } from '../../src/integrations/mailer/template';

describe('the mail template', () => {
  it('adds an HTML part with the same paragraphs, escaped, links as anchors, the code set large', () => {
    const html = renderHtml(
      'Hi <you>',
      'Hello <b>Ada</b> & co.\n\n12345\n\nSee https://example.com/a?b=1&c=2.',
    );
    expect(html).toContain('<title>Hi &lt;you&gt;</title>');
    expect(html).toContain('Hello &lt;b&gt;Ada&lt;/b&gt; &amp; co.');
    expect(html).not.toContain('<b>Ada</b>');
    expect(html).toMatch(/font-size:28px[^>]*>12345<\/p>/);
    expect(html).toContain('<a href="https://example.com/a?b=1&amp;c=2"');
  });

  it('keeps a hand-written HTML part', () => {
    expect(withHtml({ to: 'a@b.c', subject: 's', text: 't', html: '<p>x</p>' }).html).toBe('<p>x</p>');
  });

  it('never puts a code in a subject', () => {
    for (const mail of [
      accountMails.resetCode('a@b.c', '12345'),
      accountMails.emailChangeCode('a@b.c', '12345'),
    ]) {
      expect(mail.subject).not.toMatch(/\d{5}/);
      expect(mail.text).toContain('12345');
    }
  });
});
