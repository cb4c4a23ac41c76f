import type { AppDeps } from '../../deps';
import { insertContactMessage } from './contact.repository';

/** Stores a contact message, then e-mails it to the support address (reply-to: the sender). */
export async function sendContactMessage(
  deps: AppDeps,
  input: { name: string; email: string; subject: string; message: string },
): Promise<void> {
  const { id } = await insertContactMessage(deps.database.db, input);
  await deps.mailer.send({
    to: deps.config.supportEmail,
    replyTo: input.email,
    subject: `[Contact] ${input.subject}`,
    text: `From: ${input.name} <${input.email}>\nMessage id: ${id}\n\n${input.message}`,
  });
}
