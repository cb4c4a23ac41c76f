import { CONTACT, contactEndpoints, type ContactRequest } from '@shortlist/contracts';
import { callEndpoint } from '@/lib/api-client';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sends a contact message (stored, then e-mailed to support). It takes at least the spec's wait (CONTACT.simulatedDelayMs), so the
 * form's sending state is always seen, however fast the server answers.
 */
export async function sendContactMessage(message: ContactRequest): Promise<void> {
  await Promise.all([callEndpoint(contactEndpoints.send, { body: message }), wait(CONTACT.simulatedDelayMs)]);
}
