import nodemailer from 'nodemailer';
import type { MailMessage, Mailer } from './mailer';
import { withHtml } from './template';

/** Real SMTP through nodemailer (Mailpit in docker compose, any provider in production). */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    async send(message: MailMessage) {
      await transport.sendMail({ from, ...withHtml(message) });
    },
    async close() {
      transport.close();
    },
  };
}
