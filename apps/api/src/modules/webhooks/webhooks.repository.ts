import { and, asc, count, desc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { WebhookEvent, WebhookStatus } from '@shortlist/contracts';
import { WEBHOOK_WORKER } from '../../config/tunables';
import type { DbOrTx } from '../../db/client';
import { folders, users, webhookDeliveries, webhooks } from '../../db/schema';

export type WebhookRow = typeof webhooks.$inferSelect;
export type DeliveryRow = typeof webhookDeliveries.$inferSelect;

export function listWebhooksOfFolder(db: DbOrTx, folderId: string): Promise<WebhookRow[]> {
  return db.select().from(webhooks).where(eq(webhooks.folderId, folderId)).orderBy(asc(webhooks.createdAt));
}

export async function countWebhooksOfFolder(db: DbOrTx, folderId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(webhooks).where(eq(webhooks.folderId, folderId));
  return row?.n ?? 0;
}

export async function findWebhook(db: DbOrTx, id: string): Promise<WebhookRow | undefined> {
  const [row] = await db.select().from(webhooks).where(eq(webhooks.id, id)).limit(1);
  return row;
}

export async function insertWebhook(
  db: DbOrTx,
  values: {
    folderId: string;
    createdBy: string;
    url: string;
    events: WebhookEvent[];
    secret: string;
    now: Date;
  },
): Promise<WebhookRow> {
  const { now, ...rest } = values;
  const [row] = await db
    .insert(webhooks)
    .values({ ...rest, createdAt: now, updatedAt: now })
    .returning();
  return row!;
}

export async function updateWebhook(
  db: DbOrTx,
  id: string,
  changes: Partial<Pick<WebhookRow, 'url' | 'events' | 'status' | 'failingSince' | 'pausedAt'>> & {
    now: Date;
  },
): Promise<WebhookRow> {
  const { now, ...rest } = changes;
  const [row] = await db
    .update(webhooks)
    .set({ ...rest, updatedAt: now })
    .where(eq(webhooks.id, id))
    .returning();
  return row!;
}

export async function deleteWebhook(db: DbOrTx, id: string): Promise<void> {
  await db.delete(webhooks).where(eq(webhooks.id, id));
}

/** Deliveries of a webhook still waiting: due at once (a resumed webhook sends what waited). */
export async function makePendingDue(db: DbOrTx, webhookId: string, now: Date): Promise<void> {
  await db
    .update(webhookDeliveries)
    .set({ nextAttemptAt: now, claimedUntil: null })
    .where(and(eq(webhookDeliveries.webhookId, webhookId), eq(webhookDeliveries.status, 'pending')));
}

export function listDeliveries(db: DbOrTx, webhookId: string, limit: number): Promise<DeliveryRow[]> {
  return db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.webhookId, webhookId))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(limit);
}

export async function insertDelivery(
  db: DbOrTx,
  values: { webhookId: string; event: string; payload: Record<string, unknown>; now: Date },
): Promise<DeliveryRow> {
  const [row] = await db
    .insert(webhookDeliveries)
    .values({
      webhookId: values.webhookId,
      event: values.event,
      payload: values.payload,
      nextAttemptAt: values.now,
      createdAt: values.now,
      // the caller sends it at once; the worker takes it only if that caller died mid-send
      claimedUntil: new Date(values.now.getTime() + WEBHOOK_WORKER.claimMs),
    })
    .returning();
  return row!;
}

/**
 * Claims due deliveries of active webhooks for `claimMs` (skipping rows another worker holds), oldest first,
 * with what sending them needs.
 */
export async function claimDueDeliveries(db: DbOrTx, now: Date, claimUntil: Date, limit: number) {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .innerJoin(webhooks, eq(webhooks.id, webhookDeliveries.webhookId))
      .where(
        and(
          eq(webhookDeliveries.status, 'pending'),
          lte(webhookDeliveries.nextAttemptAt, now),
          or(isNull(webhookDeliveries.claimedUntil), lt(webhookDeliveries.claimedUntil, now)),
          eq(webhooks.status, 'active'),
        ),
      )
      .orderBy(asc(webhookDeliveries.nextAttemptAt))
      .limit(limit)
      .for('update', { of: webhookDeliveries, skipLocked: true });
    if (due.length === 0) return [];
    const ids = due.map((d) => d.id);
    await tx
      .update(webhookDeliveries)
      .set({ claimedUntil: claimUntil })
      .where(inArray(webhookDeliveries.id, ids));
    return tx
      .select({
        delivery: webhookDeliveries,
        url: webhooks.url,
        secret: webhooks.secret,
        folderId: webhooks.folderId,
        ownerId: webhooks.createdBy,
        failingSince: webhooks.failingSince,
      })
      .from(webhookDeliveries)
      .innerJoin(webhooks, eq(webhooks.id, webhookDeliveries.webhookId))
      .where(inArray(webhookDeliveries.id, ids));
  });
}

export async function recordAttempt(
  db: DbOrTx,
  id: string,
  result: {
    status: DeliveryRow['status'];
    attempts: number;
    at: Date;
    nextAttemptAt: Date;
    responseStatus: number | null;
    error: string | null;
  },
): Promise<void> {
  await db
    .update(webhookDeliveries)
    .set({
      status: result.status,
      attempts: result.attempts,
      lastAttemptAt: result.at,
      nextAttemptAt: result.nextAttemptAt,
      responseStatus: result.responseStatus,
      lastError: result.error,
      claimedUntil: null,
    })
    .where(eq(webhookDeliveries.id, id));
}

/** A success clears the failing streak. */
export async function markWebhookHealthy(db: DbOrTx, id: string): Promise<void> {
  await db.update(webhooks).set({ failingSince: null }).where(eq(webhooks.id, id));
}

/** The first failure of a streak starts it (a streak already running keeps its start); answers the start. */
export async function markWebhookFailing(db: DbOrTx, id: string, at: Date): Promise<Date> {
  const [row] = await db
    .update(webhooks)
    .set({ failingSince: sql`coalesce(${webhooks.failingSince}, ${at.toISOString()}::timestamptz)` })
    .where(eq(webhooks.id, id))
    .returning({ failingSince: webhooks.failingSince });
  return row?.failingSince ?? at;
}

/** Pauses an active webhook; false when it was paused already (another worker told the owner). */
export async function pauseWebhook(db: DbOrTx, id: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(webhooks)
    .set({ status: 'paused' satisfies WebhookStatus, pausedAt: at, updatedAt: at })
    .where(and(eq(webhooks.id, id), eq(webhooks.status, 'active')))
    .returning({ id: webhooks.id });
  return rows.length > 0;
}

export async function folderName(db: DbOrTx, folderId: string): Promise<string> {
  const [row] = await db
    .select({ name: folders.name })
    .from(folders)
    .where(eq(folders.id, folderId))
    .limit(1);
  return row?.name ?? '';
}

/** The address the paused-webhook mail goes to (none for a deleted account). */
export async function ownerAddress(db: DbOrTx, userId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ email: users.email, deletedAt: users.deletedAt })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row && !row.deletedAt ? row.email : undefined;
}
