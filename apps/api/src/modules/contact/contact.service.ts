import { CONTACT_FORM_TEXTS } from '@shortlist/contracts';
import type { AppDeps } from '../../deps';
import { kickOutbox, queueMail } from '../../integrations/mailer/outbox';
import { insertContactMessage } from './contact.repository';

/**
 * Stores a contact message and queues its e-mail to support (reply-to: the sender) in the same transaction:
 * with the mail server down the message is kept and the outbox retries it; the sender is never told "error"
 * for a message that was in fact received.
 */
export async function sendContactMessage(
  deps: AppDeps,
  input: { name: string; email: string; subject: string; message: string },
): Promise<void> {
  await deps.database.db.transaction(async (tx) => {
    const { id } = await insertContactMessage(tx, input);
    await queueMail(tx, deps, {
      to: deps.config.supportEmail,
      replyTo: input.email,
      subject: CONTACT_FORM_TEXTS.mailSubject(input.subject),
      text: CONTACT_FORM_TEXTS.mailText({ ...input, id }),
    });
  });
  kickOutbox(deps);
}
