import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { CONTACT } from './limits';
import { CONTACT_MESSAGES } from './messages/index';
import { okSchema, plainString } from './common';

export const contactRequestSchema = z.object({
  name: plainString({ error: CONTACT_MESSAGES.nameRequired })
    .trim()
    .min(1, CONTACT_MESSAGES.nameRequired)
    .max(CONTACT.nameMax),
  email: z
    .string({ error: CONTACT_MESSAGES.emailRequired })
    .trim()
    .min(1, CONTACT_MESSAGES.emailRequired)
    .pipe(z.email({ error: CONTACT_MESSAGES.emailInvalid })),
  subject: plainString({ error: CONTACT_MESSAGES.subjectRequired })
    .trim()
    .min(1, CONTACT_MESSAGES.subjectRequired)
    .max(CONTACT.subjectMax, CONTACT_MESSAGES.subjectTooLong),
  message: plainString({ error: CONTACT_MESSAGES.messageRequired })
    .trim()
    .min(1, CONTACT_MESSAGES.messageRequired)
    .max(CONTACT.messageMax, CONTACT_MESSAGES.messageTooLong),
});
export type ContactRequest = z.input<typeof contactRequestSchema>;

export const contactEndpoints = {
  send: defineEndpoint({
    method: 'post',
    path: '/api/contact',
    summary: 'Store a contact message and e-mail it to support',
    tag: 'contact',
    auth: false,
    status: 201,
    body: contactRequestSchema,
    response: okSchema,
  }),
};
