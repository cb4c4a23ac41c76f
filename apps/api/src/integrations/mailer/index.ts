import type { Logger } from 'pino';
import type { Config } from '../../config/env';
import type { Db } from '../../db/client';
import { createDevOutboxMailer } from './dev-outbox.mailer';
import type { Mailer } from './mailer';
import { createSmtpMailer } from './smtp.mailer';

export type { MailMessage, Mailer } from './mailer';

export function createMailer(config: Config, db: Db, logger: Logger): Mailer {
  if (config.smtpUrl) return createSmtpMailer(config.smtpUrl, config.mailFrom);
  if (config.env === 'production') throw new Error('SMTP_URL is required in production.');
  return createDevOutboxMailer(db, logger, config.mailFrom);
}
