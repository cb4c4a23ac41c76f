import {
  WEBHOOK_ERRORS,
  WEBHOOKS,
  type BodyOf,
  type Webhook,
  type WebhookDelivery,
  type webhooksEndpoints,
} from '@shortlist/contracts';
import { requireFolderAccess } from '../../access/folder-access';
import type { DbOrTx } from '../../db/client';
import type { AppDeps } from '../../deps';
import { errors } from '../../http/app-error';
import type { SessionUser } from '../../http/session';
import { addressAllowed, ipLiteral } from '../../integrations/link-reader/address-guard';
import { newWebhookSecret } from './webhook-signature';
import { sendDelivery } from './webhook-deliveries';
import * as repo from './webhooks.repository';

const iso = (d: Date | null) => d?.toISOString() ?? null;

export function presentWebhook(row: repo.WebhookRow): Webhook {
  return {
    id: row.id,
    folderId: row.folderId,
    url: row.url,
    events: row.events,
    status: row.status,
    failingSince: iso(row.failingSince),
    pausedAt: iso(row.pausedAt),
    createdAt: row.createdAt.toISOString(),
  };
}

export function presentDelivery(row: repo.DeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    event: row.event,
    status: row.status,
    attempts: row.attempts,
    createdAt: row.createdAt.toISOString(),
    lastAttemptAt: iso(row.lastAttemptAt),
    nextAttemptAt: row.status === 'pending' ? row.nextAttemptAt.toISOString() : null,
    responseStatus: row.responseStatus,
    error: row.lastError,
  };
}

/** The folder's owner only: everyone else, collaborators included, gets 404 (webhooks are the owner's). */
async function requireOwner(db: DbOrTx, user: SessionUser, folderId: string): Promise<void> {
  const access = await requireFolderAccess(db, user.id, folderId, 'view');
  if (access.role !== 'owner') throw errors.notFound();
}

async function requireOwnWebhook(db: DbOrTx, user: SessionUser, id: string): Promise<repo.WebhookRow> {
  const webhook = await repo.findWebhook(db, id);
  if (!webhook) throw errors.notFound();
  await requireOwner(db, user, webhook.folderId);
  return webhook;
}

/**
 * An address a webhook may post to: https, and not an IP literal in a blocked range (host names are checked
 * where it matters, when each delivery connects). Plain http is allowed only to loopback under the test
 * allowance, where local receivers listen.
 */
function checkWebhookUrl(deps: AppDeps, raw: string): string {
  const url = new URL(raw);
  const allowLoopback = deps.config.linkReaderAllowLoopback;
  const literal = ipLiteral(url.hostname);
  const loopbackHost =
    url.hostname === 'localhost' ||
    (literal !== null && addressAllowed(literal, false) === 'loopbackAddress');
  if (url.protocol !== 'https:' && !(allowLoopback && loopbackHost && url.protocol === 'http:'))
    throw errors.validation({ url: WEBHOOK_ERRORS.httpsOnly });
  if (url.username || url.password) throw errors.validation({ url: WEBHOOK_ERRORS.urlInvalid });
  if (literal && addressAllowed(literal, allowLoopback))
    throw errors.validation({ url: WEBHOOK_ERRORS.addressBlocked });
  return url.toString();
}

export async function listWebhooks(deps: AppDeps, user: SessionUser, folderId: string): Promise<Webhook[]> {
  const db = deps.database.db;
  await requireOwner(db, user, folderId);
  return (await repo.listWebhooksOfFolder(db, folderId)).map(presentWebhook);
}

export async function createWebhook(
  deps: AppDeps,
  user: SessionUser,
  folderId: string,
  input: BodyOf<typeof webhooksEndpoints.create>,
): Promise<{ webhook: Webhook; secret: string }> {
  const url = checkWebhookUrl(deps, input.url);
  const secret = newWebhookSecret();
  const row = await deps.database.db.transaction(async (tx) => {
    await requireOwner(tx, user, folderId);
    if ((await repo.countWebhooksOfFolder(tx, folderId)) >= WEBHOOKS.perFolderMax)
      throw errors.conflict(WEBHOOK_ERRORS.tooMany);
    return repo.insertWebhook(tx, {
      folderId,
      createdBy: user.id,
      url,
      events: input.events,
      secret,
      now: deps.clock.now(),
    });
  });
  return { webhook: presentWebhook(row), secret };
}

/** Changes the address or events; `active` resumes a paused webhook, and what waited goes at once. */
export async function updateWebhook(
  deps: AppDeps,
  user: SessionUser,
  id: string,
  input: BodyOf<typeof webhooksEndpoints.update>,
): Promise<Webhook> {
  const url = input.url === undefined ? undefined : checkWebhookUrl(deps, input.url);
  const now = deps.clock.now();
  const row = await deps.database.db.transaction(async (tx) => {
    const webhook = await requireOwnWebhook(tx, user, id);
    const resumes = input.status === 'active' && webhook.status === 'paused';
    const pauses = input.status === 'paused' && webhook.status === 'active';
    const updated = await repo.updateWebhook(tx, id, {
      ...(url !== undefined ? { url } : {}),
      ...(input.events !== undefined ? { events: input.events } : {}),
      ...(resumes ? { status: 'active', pausedAt: null, failingSince: null } : {}),
      ...(pauses ? { status: 'paused', pausedAt: now } : {}),
      now,
    });
    if (resumes) await repo.makePendingDue(tx, id, now);
    return updated;
  });
  return presentWebhook(row);
}

export async function removeWebhook(deps: AppDeps, user: SessionUser, id: string): Promise<void> {
  await deps.database.db.transaction(async (tx) => {
    await requireOwnWebhook(tx, user, id);
    await repo.deleteWebhook(tx, id);
  });
}

export async function listWebhookDeliveries(
  deps: AppDeps,
  user: SessionUser,
  id: string,
): Promise<WebhookDelivery[]> {
  const db = deps.database.db;
  await requireOwnWebhook(db, user, id);
  return (await repo.listDeliveries(db, id, WEBHOOKS.logShown)).map(presentDelivery);
}

/** "Send test event": one signed delivery now, sent in the request, logged, never retried. */
export async function sendTestEvent(deps: AppDeps, user: SessionUser, id: string): Promise<WebhookDelivery> {
  const db = deps.database.db;
  const webhook = await requireOwnWebhook(db, user, id);
  const delivery = await repo.insertDelivery(db, {
    webhookId: id,
    event: WEBHOOKS.testEvent,
    payload: { folderId: webhook.folderId, itemId: null, actorId: user.id, details: { test: true } },
    now: deps.clock.now(),
  });
  const { row } = await sendDelivery(deps, webhook, delivery);
  await repo.recordAttempt(db, delivery.id, row);
  return presentDelivery({
    ...delivery,
    status: row.status,
    attempts: row.attempts,
    lastAttemptAt: row.at,
    nextAttemptAt: row.nextAttemptAt,
    responseStatus: row.responseStatus,
    lastError: row.error,
  });
}
