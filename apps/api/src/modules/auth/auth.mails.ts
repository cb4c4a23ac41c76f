import { ACCOUNT_MAIL_TEXTS as T } from '@shortlist/contracts';
import type { MailMessage } from '../../integrations/mailer';

/** The confirmation e-mail, in contracts' words: the link that proves a new address (sign-up, e-mail change). */
export const authMails = {
  confirmEmail: (to: string, link: string, reason: ConfirmationReason): MailMessage => ({
    to,
    subject: T.confirmEmailSubject,
    text: reason === 'email_change' ? T.confirmNewEmailText(link) : T.confirmEmailText(link),
  }),
};

/** Why an address needs confirming: a new account, or an e-mail change to it. */
export type ConfirmationReason = 'sign_up' | 'email_change';
