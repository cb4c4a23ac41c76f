/** An e-mail to send. Text is required; HTML optional. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
}

/** The one mail interface: the dev outbox by default, SMTP when SMTP_URL is set. */
export interface Mailer {
  readonly kind: 'dev-outbox' | 'smtp';
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}
