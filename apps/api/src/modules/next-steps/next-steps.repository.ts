import { and, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { itemNextSteps, profiles } from '../../db/schema';

export interface StepRow {
  id: string;
  itemId: string;
  text: string;
  completed: boolean;
  completedAt: Date | null;
  creatorId: string | null;
  creatorNickname: string | null;
  creatorFullName: string | null;
  creatorAvatarUrl: string | null;
  createdAt: Date;
}

/** An item's next steps with their creators, newest first: one statement. */
export function findSteps(db: DbOrTx, itemId: string, stepIds?: readonly string[]): Promise<StepRow[]> {
  return db
    .select({
      id: itemNextSteps.id,
      itemId: itemNextSteps.itemId,
      text: itemNextSteps.text,
      completed: itemNextSteps.completed,
      completedAt: itemNextSteps.completedAt,
      creatorId: itemNextSteps.creatorId,
      creatorNickname: profiles.nickname,
      creatorFullName: profiles.fullName,
      creatorAvatarUrl: profiles.avatarUrl,
      createdAt: itemNextSteps.createdAt,
    })
    .from(itemNextSteps)
    .leftJoin(profiles, eq(profiles.id, itemNextSteps.creatorId))
    .where(
      stepIds
        ? and(eq(itemNextSteps.itemId, itemId), inArray(itemNextSteps.id, [...stepIds]))
        : eq(itemNextSteps.itemId, itemId),
    )
    .orderBy(desc(itemNextSteps.createdAt), desc(itemNextSteps.id));
}

export async function insertSteps(
  db: DbOrTx,
  rows: Array<{
    itemId: string;
    text: string;
    completed: boolean;
    completedAt: Date | null;
    creatorId: string;
    createdAt: Date;
  }>,
): Promise<string[]> {
  if (rows.length === 0) return [];
  const inserted = await db.insert(itemNextSteps).values(rows).returning({ id: itemNextSteps.id });
  return inserted.map((r) => r.id);
}

/** Updates one step of the item; false when the item has no such step. */
export async function updateStep(
  db: DbOrTx,
  itemId: string,
  stepId: string,
  values: { text?: string; completed?: boolean; completedAt?: Date | null },
): Promise<boolean> {
  const rows =
    Object.keys(values).length === 0
      ? await db
          .select({ id: itemNextSteps.id })
          .from(itemNextSteps)
          .where(and(eq(itemNextSteps.id, stepId), eq(itemNextSteps.itemId, itemId)))
      : await db
          .update(itemNextSteps)
          .set(values)
          .where(and(eq(itemNextSteps.id, stepId), eq(itemNextSteps.itemId, itemId)))
          .returning({ id: itemNextSteps.id });
  return rows.length === 1;
}

export async function deleteSteps(db: DbOrTx, itemId: string, stepIds: readonly string[]): Promise<number> {
  if (stepIds.length === 0) return 0;
  const rows = await db
    .delete(itemNextSteps)
    .where(and(eq(itemNextSteps.itemId, itemId), inArray(itemNextSteps.id, [...stepIds])))
    .returning({ id: itemNextSteps.id });
  return rows.length;
}
