import { API_TOKENS, RATE_LIMITS, WEBHOOKS } from './limits';

/**
 * The guide at the top of the API reference (/api/docs): how a script signs in with a personal API token (a
 * curl call and a typed client generated from this document) and how a webhook receiver checks a delivery.
 */
export const API_GUIDE = `The Shortlist REST API.

## Personal API tokens

Create a token on your profile (**API tokens**): a name, *Read* or *Read and write*, and an expiry (${API_TOKENS.expiryDays.join(
  ', ',
)} days or never). It is shown once; Shortlist keeps only its SHA-256. Send it as \`Authorization: Bearer ${API_TOKENS.prefix}...\` (\`SHORTLIST_URL\` is this server's address):

\`\`\`sh
curl -H "Authorization: Bearer $SHORTLIST_TOKEN" "$SHORTLIST_URL/api/folders"
\`\`\`

A read token answers GET requests only (403 otherwise). No token works on the routes that change how you sign in (password, e-mail, deletion, tokens, passkeys, two-factor, sessions): 403. A revoked or expired token is 401. Each token may make ${RATE_LIMITS.apiToken.limit} requests per ${RATE_LIMITS.apiToken.windowMs / 1000} seconds (429 past it).

A typed client, generated from this document with openapi-typescript and called with openapi-fetch:

\`\`\`sh
npx openapi-typescript "$SHORTLIST_URL/api/openapi.json" -o shortlist.d.ts
\`\`\`

\`\`\`ts
import createClient from 'openapi-fetch';
import type { paths } from './shortlist';

const shortlist = createClient<paths>({
  baseUrl: process.env.SHORTLIST_URL,
  headers: { Authorization: \`Bearer \${process.env.SHORTLIST_TOKEN}\` },
});
const { data } = await shortlist.GET('/api/folders');
const folder = data!.folders[0]!;
const { data: items } = await shortlist.GET('/api/folders/{id}/items', { params: { path: { id: folder.id } } });
\`\`\`

The web app itself signs in with POST /api/auth/sign-in and sends the 15-minute access token the same way; it renews it with the refresh cookie (POST /api/auth/refresh).

## Webhooks

A folder's owner adds webhooks in the folder's menu (**Webhooks**): an https address and its events (${WEBHOOKS.events.join(
  ', ',
)}). Each delivery is a POST with a JSON body \`{ "id", "timestamp", "event", "data" }\`; the id stays the same on every retry. A 2xx answer within ${WEBHOOKS.timeoutMs / 1000} seconds is a success; otherwise it is retried after ${WEBHOOKS.retryDelaysSeconds
  .map((s) => (s < 3600 ? `${s / 60} min` : `${s / 3600} h`))
  .join(
    ', ',
  )} and then every ${WEBHOOKS.retryDelaysSeconds.at(-1)! / 3600} h. A webhook that keeps failing for ${WEBHOOKS.pauseAfterFailingDays} days is paused and its owner told.

Every delivery carries \`Shortlist-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256>\`, computed over \`<t>.<raw body>\` with the webhook's signing secret (\`${WEBHOOKS.secretPrefix}...\`, shown when the webhook is added). Check it against the raw bytes, before parsing:

\`\`\`ts
import { createHmac, timingSafeEqual } from 'node:crypto';

export function verifyShortlistSignature(secret: string, header: string, rawBody: string, toleranceSeconds = ${WEBHOOKS.signatureToleranceSeconds}) {
  const parts = Object.fromEntries(header.split(',').map((part) => part.split('=')));
  const t = Number(parts.t);
  if (!Number.isFinite(t) || Math.abs(Date.now() / 1000 - t) > toleranceSeconds) return false;
  const expected = createHmac('sha256', secret).update(\`\${t}.\${rawBody}\`).digest();
  const given = Buffer.from(parts.v1 ?? '', 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
\`\`\`

Deliveries also carry the Standard Webhooks headers (\`webhook-id\`, \`webhook-timestamp\`, \`webhook-signature\`), so its libraries verify them with the same secret.`;
