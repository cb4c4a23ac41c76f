import { and, desc, eq, gte, lt } from 'drizzle-orm';
import type { SecurityEventKind } from '@shortlist/contracts';
import type { DbOrTx } from '../../db/client';
import { securityEvents, users } from '../../db/schema';

export async function insertSecurityEvent(
  db: DbOrTx,
  values: {
    userId: string;
    kind: SecurityEventKind;
    detail: string | null;
    newDevice: boolean;
    userAgent: string | null;
    ip: string | null;
    createdAt: Date;
  },
): Promise<void> {
  await db.insert(securityEvents).values(values);
}

/** Drops a person's events older than `before` (the history keeps a fixed number of days). */
export async function deleteSecurityEventsBefore(db: DbOrTx, userId: string, before: Date): Promise<void> {
  await db
    .delete(securityEvents)
    .where(and(eq(securityEvents.userId, userId), lt(securityEvents.createdAt, before)));
}

export async function listSecurityEvents(db: DbOrTx, userId: string, since: Date, limit: number) {
  return db
    .select({
      id: securityEvents.id,
      kind: securityEvents.kind,
      detail: securityEvents.detail,
      newDevice: securityEvents.newDevice,
      userAgent: securityEvents.userAgent,
      ip: securityEvents.ip,
      createdAt: securityEvents.createdAt,
    })
    .from(securityEvents)
    .where(and(eq(securityEvents.userId, userId), gte(securityEvents.createdAt, since)))
    .orderBy(desc(securityEvents.createdAt), desc(securityEvents.id))
    .limit(limit);
}

/** The address a security mail goes to: the account's current one (none for a deleted account). */
export async function findMailAddress(db: DbOrTx, userId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ email: users.email, deletedAt: users.deletedAt })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row && !row.deletedAt ? row.email : undefined;
}
