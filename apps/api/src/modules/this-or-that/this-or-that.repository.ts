import { and, asc, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  categoryAttributes,
  itemAttributeValues,
  itemDecisionStates,
  items,
  thisOrThatRounds,
} from '../../db/schema';

export type RoundRow = typeof thisOrThatRounds.$inferSelect;

export async function findRound(db: DbOrTx, folderId: string, userId: string): Promise<RoundRow | undefined> {
  const [row] = await db
    .select()
    .from(thisOrThatRounds)
    .where(and(eq(thisOrThatRounds.folderId, folderId), eq(thisOrThatRounds.userId, userId)))
    .for('update');
  return row;
}

/** A new round replaces the person's last one in the folder. */
export async function startRound(
  db: DbOrTx,
  values: { folderId: string; userId: string; itemIds: string[]; startedAt: Date },
): Promise<RoundRow> {
  const [row] = await db
    .insert(thisOrThatRounds)
    .values({ ...values, answers: [] })
    .onConflictDoUpdate({
      target: [thisOrThatRounds.folderId, thisOrThatRounds.userId],
      set: {
        id: sql`gen_random_uuid()`,
        itemIds: sql`excluded.item_ids`,
        answers: sql`'[]'::jsonb`,
        startedAt: sql`excluded.started_at`,
        finishedAt: sql`null`,
      },
    })
    .returning();
  return row!;
}

export async function saveAnswers(
  db: DbOrTx,
  roundId: string,
  answers: Array<[string, string, string]>,
  finishedAt: Date | null,
): Promise<void> {
  await db.update(thisOrThatRounds).set({ answers, finishedAt }).where(eq(thisOrThatRounds.id, roundId));
}

/** The folder's items the person sees (shared ones and their own private ones) that are not rejected. */
export async function findRankableItemIds(db: DbOrTx, folderId: string, userId: string): Promise<string[]> {
  const rows = await db
    .select({ id: items.id })
    .from(items)
    .leftJoin(itemDecisionStates, eq(itemDecisionStates.itemId, items.id))
    .where(
      and(
        eq(items.folderId, folderId),
        or(eq(items.isPrivate, false), eq(items.creatorId, userId)),
        or(isNull(itemDecisionStates.status), ne(itemDecisionStates.status, 'rejected')),
      ),
    )
    .orderBy(asc(items.createdAt), asc(items.id));
  return rows.map((r) => r.id);
}

/** What a pair card shows of each item: name, price, first photo's path and the characteristics with a value. */
export async function findPairItems(db: DbOrTx, itemIds: readonly string[]) {
  if (itemIds.length === 0) return { cards: [], facts: [] };
  const [cards, facts] = await Promise.all([
    db
      .select({
        id: items.id,
        name: items.name,
        priceCents: items.priceCents,
        currency: items.currency,
        coverPath: sql<
          string | null
        >`(select coalesce(m.thumbnail_path, m.file_path) from item_media m where m.item_id = ${items.id} order by m.created_at, m.id limit 1)`,
      })
      .from(items)
      .where(inArray(items.id, [...itemIds])),
    db
      .select({
        itemId: itemAttributeValues.itemId,
        label: categoryAttributes.name,
        unit: categoryAttributes.unit,
        value: itemAttributeValues.value,
      })
      .from(itemAttributeValues)
      .innerJoin(categoryAttributes, eq(categoryAttributes.id, itemAttributeValues.categoryAttributeId))
      .where(inArray(itemAttributeValues.itemId, [...itemIds]))
      .orderBy(asc(categoryAttributes.displayOrder), asc(categoryAttributes.name)),
  ]);
  return { cards, facts };
}
