import {
  APP_PATHS,
  DAY_MS,
  SECOND_MS,
  WEBHOOK_TEXTS,
  WEBHOOKS,
  appUrl,
  type WebhookEventBody,
} from '@shortlist/contracts';
import { WEBHOOK_WORKER } from '../../config/tunables';
import type { AppDeps } from '../../deps';
import { safePost } from '../../integrations/link-reader/safe-post';
import { kickOutbox, queueMail } from '../../integrations/mailer/outbox';
import { notify } from '../notifications/notifications.service';
import { deliveryHeaders } from './webhook-signature';
import * as repo from './webhooks.repository';

/** The job that sends due deliveries (scheduled each minute, and triggered when a test or resume needs it). */
export const WEBHOOK_DELIVERIES_QUEUE = 'webhook-deliveries';

/** The wait after the n-th failed attempt (1-based): the schedule's last step repeats. */
export function retryDelayMs(failedAttempts: number): number {
  const steps = WEBHOOKS.retryDelaysSeconds;
  return steps[Math.min(failedAttempts, steps.length) - 1]! * SECOND_MS;
}

/** The body of a delivery: the same bytes on every retry (its id lets a receiver drop a repeat). */
export function deliveryBody(delivery: repo.DeliveryRow): string {
  const body = {
    id: delivery.id,
    timestamp: delivery.createdAt.toISOString(),
    event: delivery.event,
    data: delivery.payload,
  } as WebhookEventBody;
  return JSON.stringify(body);
}

/** One attempt: a signed POST through the outbound guard; a 2xx is a success, anything else a failure. */
export async function sendDelivery(
  deps: AppDeps,
  target: { url: string; secret: string },
  delivery: repo.DeliveryRow,
): Promise<{ ok: boolean; row: Parameters<typeof repo.recordAttempt>[2] }> {
  const at = deps.clock.now();
  const body = deliveryBody(delivery);
  const outcome = await safePost(target.url, body, {
    headers: deliveryHeaders(target.secret, delivery, Math.floor(at.getTime() / SECOND_MS), body),
    timeoutMs: WEBHOOKS.timeoutMs,
    allowLoopbackForTests: deps.config.linkReaderAllowLoopback,
  });
  const ok = outcome.status !== null && outcome.status >= 200 && outcome.status < 300;
  return {
    ok,
    row: {
      status: ok ? 'delivered' : 'failed',
      attempts: delivery.attempts + 1,
      at,
      nextAttemptAt: at,
      responseStatus: outcome.status,
      error: outcome.status === null ? outcome.error.slice(0, WEBHOOK_WORKER.errorMax) : null,
    },
  };
}

type Claimed = Awaited<ReturnType<typeof repo.claimDueDeliveries>>[number];

/**
 * One claimed delivery: sent, then recorded. A failure waits its turn in the retry schedule; once the webhook
 * has failed for WEBHOOKS.pauseAfterFailingDays with no success in between, the webhook is paused and its owner
 * told (a notification, and a mail). Answers whether mail was queued.
 */
async function attempt(deps: AppDeps, claimed: Claimed): Promise<boolean> {
  const { delivery } = claimed;
  const sent = await sendDelivery(deps, claimed, delivery);
  const db = deps.database.db;
  if (sent.ok) {
    await db.transaction(async (tx) => {
      await repo.recordAttempt(tx, delivery.id, sent.row);
      await repo.markWebhookHealthy(tx, delivery.webhookId);
    });
    return false;
  }
  const at = sent.row.at;
  return db.transaction(async (tx) => {
    const since = await repo.markWebhookFailing(tx, delivery.webhookId, at);
    if (at.getTime() - since.getTime() < WEBHOOKS.pauseAfterFailingDays * DAY_MS) {
      await repo.recordAttempt(tx, delivery.id, {
        ...sent.row,
        status: 'pending',
        nextAttemptAt: new Date(at.getTime() + retryDelayMs(sent.row.attempts)),
      });
      return false;
    }
    await repo.recordAttempt(tx, delivery.id, sent.row);
    if (!(await repo.pauseWebhook(tx, delivery.webhookId, at))) return false;
    const folderName = await repo.folderName(tx, claimed.folderId);
    const told = await notify(tx, deps, {
      userIds: [claimed.ownerId],
      kind: 'webhook.paused',
      payload: { folderName, url: claimed.url },
      folderId: claimed.folderId,
      dedupeKey: `webhook.paused:${delivery.webhookId}:${at.toISOString()}`,
    });
    if (told.mailed > 0) return true;
    // the owner hears of it by mail whatever their notification mail setting: their integration stopped
    const to = await repo.ownerAddress(tx, claimed.ownerId);
    if (!to) return false;
    const link = appUrl(deps.config.publicUrl, APP_PATHS.folder(claimed.folderId));
    await queueMail(tx, deps, {
      to,
      subject: WEBHOOK_TEXTS.pausedTitle(folderName),
      text: `${WEBHOOK_TEXTS.pausedBody(claimed.url)}\n\n${link}`,
    });
    return true;
  });
}

/**
 * Sends every due delivery of active webhooks: claimed in batches (instances never send one at once), a few
 * at a time. Answers how many were attempted.
 */
export async function runWebhookDeliveries(deps: AppDeps): Promise<number> {
  let attempted = 0;
  let mailed = false;
  for (;;) {
    const now = deps.clock.now();
    const claimed = await repo.claimDueDeliveries(
      deps.database.db,
      now,
      new Date(now.getTime() + WEBHOOK_WORKER.claimMs),
      WEBHOOK_WORKER.batchSize,
    );
    if (claimed.length === 0) break;
    for (let i = 0; i < claimed.length; i += WEBHOOK_WORKER.concurrency) {
      const results = await Promise.all(
        claimed.slice(i, i + WEBHOOK_WORKER.concurrency).map((c) => attempt(deps, c)),
      );
      mailed ||= results.some(Boolean);
    }
    attempted += claimed.length;
    if (claimed.length < WEBHOOK_WORKER.batchSize) break;
  }
  if (mailed) kickOutbox(deps);
  return attempted;
}
