import { describe, expect, it } from 'vitest';
import { CONTACT } from './limits';
import { CONTACT_MESSAGES } from './messages/index';
import { contactRequestSchema } from './contact';

describe('contact form', () => {
  const valid = { name: 'Ada', email: 'ada@example.com', subject: 'Hi', message: 'Hello there' };

  it('accepts the limits exactly', () => {
    expect(
      contactRequestSchema.safeParse({
        ...valid,
        subject: 'x'.repeat(CONTACT.subjectMax),
        message: 'y'.repeat(CONTACT.messageMax),
      }).success,
    ).toBe(true);
  });

  it.each([
    ['name', { name: '' }, CONTACT_MESSAGES.nameRequired],
    ['email', { email: '' }, CONTACT_MESSAGES.emailRequired],
    ['email', { email: 'x@' }, CONTACT_MESSAGES.emailInvalid],
    ['subject', { subject: '' }, CONTACT_MESSAGES.subjectRequired],
    ['subject', { subject: 'x'.repeat(26) }, CONTACT_MESSAGES.subjectTooLong],
    ['message', { message: ' ' }, CONTACT_MESSAGES.messageRequired],
    ['message', { message: 'x'.repeat(501) }, CONTACT_MESSAGES.messageTooLong],
  ])('refuses a bad %s', (field, change, message) => {
    const result = contactRequestSchema.safeParse({ ...valid, ...change });
    expect(result.error?.issues.find((i) => i.path[0] === field)?.message).toBe(message);
  });
});
