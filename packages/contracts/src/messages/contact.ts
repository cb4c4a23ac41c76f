import { CONTACT } from '../limits';

/** Contact form: accounts §5, §8. */
export const CONTACT_MESSAGES = {
  nameRequired: 'Name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address.',
  subjectRequired: 'Subject is required',
  subjectTooLong: `Subject must be at most ${CONTACT.subjectMax} characters`,
  messageRequired: 'Message is required',
  messageTooLong: `Message must be at most ${CONTACT.messageMax} characters`,
  sentTitle: 'Message sent successfully!',
  sentDescription: "We'll respond as soon as possible.",
  failedTitle: 'Error sending message',
  failedDescription: 'Please try again later.',
} as const;

/** Labels of the contact form, and the e-mail it sends to the support address. */
export const CONTACT_FORM_TEXTS = {
  formLabel: 'Contact form',
  name: 'Name',
  email: 'Email',
  subject: 'Subject',
  message: 'Message',
  mailSubject: (subject: string) => `[Contact] ${subject}`,
  mailText: (input: { name: string; email: string; id: string; message: string }) =>
    `From: ${input.name} <${input.email}>\nMessage id: ${input.id}\n\n${input.message}`,
} as const;
