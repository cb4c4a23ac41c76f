import { VERIFICATION_CODE } from '@shortlist/contracts';
import type { MailMessage } from '../../integrations/mailer';

/**
 * The e-mails of this feature. Codes are never in the subject (it shows on lock screens and in notification
 * previews); the code stands on a line of its own, which the template sets large.
 */
export const accountMails = {
  resetCode: (to: string, code: string): MailMessage => ({
    to,
    subject: 'Your Shortlist password reset code',
    text:
      `Your verification code is:\n\n${code}\n\n` +
      `Enter it on the password reset screen within ${VERIFICATION_CODE.ttlMinutes} minutes. ` +
      `If you did not ask to reset your password, you can ignore this e-mail: your password stays as it is.`,
  }),
  emailChangeCode: (to: string, code: string): MailMessage => ({
    to,
    subject: 'Your Shortlist e-mail change code',
    text:
      `Your verification code is:\n\n${code}\n\n` +
      `Enter it in your profile within ${VERIFICATION_CODE.ttlMinutes} minutes to change your e-mail address. ` +
      `If you did not ask for this, someone may be using your account: change your password.`,
  }),
  emailChanged: (oldEmail: string, newEmail: string, supportEmail: string): MailMessage => ({
    to: oldEmail,
    subject: 'Your Shortlist e-mail address was changed',
    text:
      `The e-mail address of your Shortlist account was changed from ${oldEmail} to ${newEmail}.\n\n` +
      `If you did not make this change, contact us at ${supportEmail} straight away.`,
  }),
};
