import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { itemDecisionStates, items, profiles, voteBallots, voteOverrules, votes } from '../../db/schema';

export type VoteRow = typeof votes.$inferSelect;
export type BallotRow = typeof voteBallots.$inferSelect;
export type OverruleRow = typeof voteOverrules.$inferSelect;

/** A folder's votes, newest first: the first is the current one unless it was replaced. */
export function findVotes(db: DbOrTx, folderId: string): Promise<VoteRow[]> {
  return db
    .select()
    .from(votes)
    .where(eq(votes.folderId, folderId))
    .orderBy(desc(votes.openedAt), desc(votes.id));
}

/** The folder's current vote, its row locked for the caller's transaction. */
export async function lockCurrentVote(db: DbOrTx, folderId: string): Promise<VoteRow | undefined> {
  const [row] = await db
    .select()
    .from(votes)
    .where(and(eq(votes.folderId, folderId), isNull(votes.replacedAt)))
    .orderBy(desc(votes.openedAt))
    .limit(1)
    .for('update');
  return row;
}

export function findBallots(db: DbOrTx, voteIds: readonly string[]): Promise<BallotRow[]> {
  if (voteIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(voteBallots)
    .where(inArray(voteBallots.voteId, [...voteIds]));
}

export function findOverrules(db: DbOrTx, voteIds: readonly string[]): Promise<OverruleRow[]> {
  if (voteIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(voteOverrules)
    .where(inArray(voteOverrules.voteId, [...voteIds]));
}

/** Names of items (those since deleted are absent). */
export async function findItemNames(db: DbOrTx, itemIds: readonly string[]): Promise<Map<string, string>> {
  if (itemIds.length === 0) return new Map();
  const rows = await db
    .select({ id: items.id, name: items.name })
    .from(items)
    .where(inArray(items.id, [...new Set(itemIds)]));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** People's names as the app shows them: full name, else nickname. */
export async function findNames(db: DbOrTx, userIds: readonly string[]): Promise<Map<string, string>> {
  const ids = [...new Set(userIds)].filter(Boolean);
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: profiles.id, fullName: profiles.fullName, nickname: profiles.nickname })
    .from(profiles)
    .where(inArray(profiles.id, ids));
  return new Map(rows.map((r) => [r.id, r.fullName || r.nickname || '']));
}

/** The folder's own shared items with their decision status ('considering' when none is set). */
export function findFolderItems(
  db: DbOrTx,
  folderId: string,
): Promise<Array<{ id: string; name: string; status: string }>> {
  return db
    .select({
      id: items.id,
      name: items.name,
      status: sql<string>`coalesce(${itemDecisionStates.status}, 'considering')`,
    })
    .from(items)
    .leftJoin(itemDecisionStates, eq(itemDecisionStates.itemId, items.id))
    .where(and(eq(items.folderId, folderId), eq(items.isPrivate, false)))
    .orderBy(items.createdAt, items.id);
}

export async function replaceCurrentVotes(db: DbOrTx, folderId: string, now: Date): Promise<void> {
  await db
    .update(votes)
    .set({ replacedAt: now })
    .where(and(eq(votes.folderId, folderId), isNull(votes.replacedAt)));
}

export async function insertVote(
  db: DbOrTx,
  values: { folderId: string; openedBy: string; itemIds: string[]; openedAt: Date; closesAt: Date | null },
): Promise<VoteRow> {
  const [row] = await db.insert(votes).values(values).returning();
  return row!;
}

export async function updateVote(
  db: DbOrTx,
  voteId: string,
  set: Partial<Pick<VoteRow, 'closedAt' | 'revealedAt' | 'remindedAt'>>,
): Promise<void> {
  await db.update(votes).set(set).where(eq(votes.id, voteId));
}

export async function upsertBallot(
  db: DbOrTx,
  values: {
    voteId: string;
    userId: string;
    folderId: string;
    dots: Record<string, number>;
    dotsTotal: number;
    vetoItemId: string | null;
    vetoReason: string | null;
    castAt: Date;
  },
): Promise<void> {
  await db
    .insert(voteBallots)
    .values(values)
    .onConflictDoUpdate({
      target: [voteBallots.voteId, voteBallots.userId],
      set: {
        dots: sql`excluded.dots`,
        dotsTotal: sql`excluded.dots_total`,
        vetoItemId: sql`excluded.veto_item_id`,
        vetoReason: sql`excluded.veto_reason`,
        castAt: sql`excluded.cast_at`,
      },
    });
}

export async function insertOverrule(
  db: DbOrTx,
  values: {
    voteId: string;
    itemId: string;
    folderId: string;
    overruledBy: string;
    reason: string;
    overruledAt: Date;
  },
): Promise<void> {
  await db.insert(voteOverrules).values(values);
}
