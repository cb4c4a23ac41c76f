import { and, desc, eq, gt, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { itemPresence, profiles } from '../../db/schema';

/** Upserts the caller's presence on an item (a heartbeat); only a changed `editing` is an event (trigger). */
export async function upsertPresence(
  db: DbOrTx,
  input: { itemId: string; userId: string; editing: boolean; seenAt: Date },
): Promise<void> {
  await db
    .insert(itemPresence)
    .values(input)
    .onConflictDoUpdate({
      target: [itemPresence.itemId, itemPresence.userId],
      set: { editing: input.editing, seenAt: input.seenAt },
    });
}

export async function deletePresence(db: DbOrTx, itemId: string, userId: string): Promise<void> {
  await db.delete(itemPresence).where(and(eq(itemPresence.itemId, itemId), eq(itemPresence.userId, userId)));
}

/** The others seen on the item since `since`, those editing first. */
export function findPresentOthers(db: DbOrTx, itemId: string, userId: string, since: Date) {
  return db
    .select({
      id: itemPresence.userId,
      editing: itemPresence.editing,
      nickname: profiles.nickname,
      fullName: profiles.fullName,
      avatarUrl: profiles.avatarUrl,
    })
    .from(itemPresence)
    .leftJoin(profiles, eq(profiles.id, itemPresence.userId))
    .where(
      and(eq(itemPresence.itemId, itemId), ne(itemPresence.userId, userId), gt(itemPresence.seenAt, since)),
    )
    .orderBy(desc(itemPresence.editing), itemPresence.userId);
}
