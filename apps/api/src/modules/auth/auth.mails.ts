import { ACCOUNT_MAIL_TEXTS as T } from '@shortlist/contracts';
import type { MailMessage } from '../../integrations/mailer';

/** The e-mail of sign-up, in contracts' words: the link that proves the new address. */
export const authMails = {
  confirmEmail: (to: string, link: string): MailMessage => ({
    to,
    subject: T.confirmEmailSubject,
    text: T.confirmEmailText(link),
  }),
};
