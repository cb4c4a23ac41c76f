import { createHmac, randomBytes } from 'node:crypto';
import {
  WEBHOOK_DELIVERY_HEADER,
  WEBHOOK_EVENT_HEADER,
  WEBHOOK_SIGNATURE_HEADER,
  WEBHOOKS,
} from '@shortlist/contracts';

/** A new signing secret: `whsec_` and random bytes in base64 (the form Standard Webhooks libraries read). */
export function newWebhookSecret(): string {
  return `${WEBHOOKS.secretPrefix}${randomBytes(WEBHOOKS.secretBytes).toString('base64')}`;
}

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`, keyed with the whole secret: Stripe's scheme. */
export function signatureHeader(secret: string, timestampSeconds: number, body: string): string {
  const v1 = createHmac('sha256', secret).update(`${timestampSeconds}.${body}`).digest('hex');
  return `t=${timestampSeconds},v1=${v1}`;
}

/** Standard Webhooks' `v1,<base64 HMAC of "<id>.<t>.<body>">`, keyed with the secret's decoded bytes. */
function standardSignature(secret: string, id: string, timestampSeconds: number, body: string): string {
  const key = Buffer.from(secret.slice(WEBHOOKS.secretPrefix.length), 'base64');
  return `v1,${createHmac('sha256', key).update(`${id}.${timestampSeconds}.${body}`).digest('base64')}`;
}

/** Every header of a delivery: the content type, what it is, and both signatures of the same bytes. */
export function deliveryHeaders(
  secret: string,
  delivery: { id: string; event: string },
  timestampSeconds: number,
  body: string,
): Record<string, string> {
  return {
    'content-type': 'application/json',
    'user-agent': 'Shortlist-Webhooks/1.0',
    [WEBHOOK_SIGNATURE_HEADER.toLowerCase()]: signatureHeader(secret, timestampSeconds, body),
    [WEBHOOK_EVENT_HEADER.toLowerCase()]: delivery.event,
    [WEBHOOK_DELIVERY_HEADER.toLowerCase()]: delivery.id,
    'webhook-id': delivery.id,
    'webhook-timestamp': String(timestampSeconds),
    'webhook-signature': standardSignature(secret, delivery.id, timestampSeconds, body),
  };
}
