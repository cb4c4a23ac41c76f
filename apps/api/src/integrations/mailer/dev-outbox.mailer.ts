import type { Logger } from 'pino';
import type { Db } from '../../db/client';
import { devMailbox } from '../../db/schema';
import type { MailMessage, Mailer } from './mailer';

/**
 * Development mail: each message is logged (codes are readable in the server log) and kept in the database,
 * readable at /dev/mailbox. Never used in production.
 */
export function createDevOutboxMailer(db: Db, logger: Logger, from: string): Mailer {
  return {
    kind: 'dev-outbox',
    async send(message: MailMessage) {
      await db.insert(devMailbox).values({
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html ?? null,
        headers: { from, ...(message.replyTo ? { 'reply-to': message.replyTo } : {}) },
      });
      logger.info(
        { mail: { to: message.to, subject: message.subject, text: message.text } },
        'dev outbox: e-mail sent',
      );
    },
    async close() {},
  };
}
