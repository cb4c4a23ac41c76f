import { createHash, randomBytes } from 'node:crypto';
import { LIVE, SECOND_MS } from '@shortlist/contracts';
import type { CounterStore } from '../../deps';

/**
 * Stream tickets. EventSource cannot send `Authorization`, and a Bearer token in a URL would sit
 * in logs for 15 minutes; a ticket works once, for LIVE.ticketSeconds. It carries whom it was issued to, the
 * session's tokens_valid_after and when the access token that asked for it expires; the shared counters (memory, or Redis for every instance) hold only its SHA-256,
 * counted: 1 when issued, 2 at its one redemption. A forged, altered, spent or expired ticket counts anything else.
 */
const TICKET_WINDOW_MS = LIVE.ticketSeconds * SECOND_MS;

const keyOf = (ticket: string) => `live-ticket:${createHash('sha256').update(ticket).digest('hex')}`;

export interface TicketHolder {
  userId: string;
  tokensValidAfterMs: number;
  /** When the access token that asked for the ticket expires (ms): the stream it opens ends then. */
  tokenExpiresAtMs: number;
}

export async function issueTicket(
  counters: CounterStore,
  holder: TicketHolder,
): Promise<{ ticket: string; expiresAt: Date }> {
  const ticket = [
    holder.userId,
    holder.tokensValidAfterMs,
    holder.tokenExpiresAtMs,
    randomBytes(32).toString('base64url'),
  ].join('.');
  const { resetAt } = await counters.hit(keyOf(ticket), TICKET_WINDOW_MS);
  return { ticket, expiresAt: resetAt };
}

/** The ticket's holder when this is its first use within its window; undefined otherwise. */
export async function redeemTicket(
  counters: CounterStore,
  ticket: string,
): Promise<TicketHolder | undefined> {
  const match = /^([0-9a-f-]{36})\.(\d{1,15})\.(\d{1,15})\.[\w-]{43}$/.exec(ticket);
  if (!match) return undefined;
  const { count } = await counters.hit(keyOf(ticket), TICKET_WINDOW_MS);
  if (count !== 2) return undefined;
  return { userId: match[1]!, tokensValidAfterMs: Number(match[2]), tokenExpiresAtMs: Number(match[3]) };
}
