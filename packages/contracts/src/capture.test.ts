import { describe, expect, it } from 'vitest';
import { bulkImportCreateSchema, captureItemSchema, findSharedLink, splitBulkLinks } from './capture';
import { CAPTURE } from './limits';
import { CAPTURE_ERRORS } from './messages/capture';
import { publicTokenSchema } from './public-links';

const ID = '00000000-0000-4000-8000-000000000001';

describe('findSharedLink', () => {
  it('takes the url a share sheet filled', () => {
    expect(findSharedLink({ url: 'https://shop.example/a', title: 'A chair' })).toEqual({
      ok: true,
      url: 'https://shop.example/a',
      title: 'A chair',
    });
  });

  it('finds the link inside shared text, without the sentence punctuation after it', () => {
    expect(findSharedLink({ text: 'Look (https://shop.example/a?x=1).', title: 'Chair' })).toEqual({
      ok: true,
      url: 'https://shop.example/a?x=1',
      title: 'Chair',
    });
    expect(findSharedLink({ title: 'https://shop.example/b' })).toEqual({
      ok: true,
      url: 'https://shop.example/b',
      title: null,
    });
  });

  it('refuses other schemes and text without a link', () => {
    expect(findSharedLink({ url: 'javascript:alert(1)' })).toEqual({
      ok: false,
      error: CAPTURE_ERRORS.notHttpLink,
    });
    expect(findSharedLink({ url: 'file:///etc/passwd' })).toEqual({
      ok: false,
      error: CAPTURE_ERRORS.notHttpLink,
    });
    expect(findSharedLink({ text: 'nothing to see' })).toEqual({
      ok: false,
      error: CAPTURE_ERRORS.noLinkInText,
    });
    expect(findSharedLink({})).toEqual({ ok: false, error: CAPTURE_ERRORS.noLinkInText });
  });
});

describe('bulk add', () => {
  it('splits a paste into links, dropping blank lines', () => {
    expect(splitBulkLinks(' https://a.example \r\n\n https://b.example\n')).toEqual([
      'https://a.example',
      'https://b.example',
    ]);
  });

  it(`takes 1 to ${CAPTURE.bulkLinksMax} links`, () => {
    const links = (n: number) => Array.from({ length: n }, (_, i) => `https://a.example/${i}`);
    expect(
      bulkImportCreateSchema.safeParse({ categoryId: ID, links: links(CAPTURE.bulkLinksMax) }).success,
    ).toBe(true);
    const over = bulkImportCreateSchema.safeParse({ categoryId: ID, links: links(CAPTURE.bulkLinksMax + 1) });
    expect(over.error?.issues[0]?.message).toBe(CAPTURE_ERRORS.tooManyLinks);
    expect(CAPTURE_ERRORS.tooManyLinks).toBe('Paste at most 50 links at a time.');
    const none = bulkImportCreateSchema.safeParse({ categoryId: ID, links: [' '] });
    expect(none.error?.issues[0]?.message).toBe(CAPTURE_ERRORS.noLinks);
  });
});

describe('capture', () => {
  it('leaves rating, price and note optional, and needs an http(s) link', () => {
    const base = { folderId: ID, categoryId: ID, name: 'A', sourceUrl: 'https://a.example' };
    expect(captureItemSchema.parse(base)).toMatchObject({ rating: null, priceCents: null, note: null });
    const ftp = captureItemSchema.safeParse({ ...base, sourceUrl: 'ftp://a.example' });
    expect(ftp.error?.issues[0]?.message).toBe(CAPTURE_ERRORS.notHttpLink);
  });

  it('public tokens are 43 base64url characters', () => {
    expect(publicTokenSchema.safeParse('A'.repeat(43)).success).toBe(true);
    expect(publicTokenSchema.safeParse('A'.repeat(42)).success).toBe(false);
  });
});
