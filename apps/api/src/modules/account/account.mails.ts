import { ACCOUNT_MAIL_TEXTS as T } from '@shortlist/contracts';
import type { MailMessage } from '../../integrations/mailer';

/**
 * The e-mails of this feature, in contracts' words. Codes are never in the subject (it shows on lock screens
 * and in notification previews); the code stands on a line of its own, which the template sets large.
 */
export const accountMails = {
  resetCode: (to: string, code: string): MailMessage => ({
    to,
    subject: T.resetCodeSubject,
    text: T.resetCodeText(code),
  }),
  emailChangeCode: (to: string, code: string): MailMessage => ({
    to,
    subject: T.emailChangeCodeSubject,
    text: T.emailChangeCodeText(code),
  }),
  emailChanged: (
    oldEmail: string,
    newEmail: string,
    undoLink: string,
    supportEmail: string,
  ): MailMessage => ({
    to: oldEmail,
    subject: T.emailChangedSubject,
    text: T.emailChangedText(oldEmail, newEmail, undoLink, supportEmail),
  }),
};
