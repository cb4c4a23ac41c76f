import { and, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { itemNotes, profiles } from '../../db/schema';

export interface NoteRow {
  id: string;
  itemId: string;
  title: string;
  content: string;
  creatorId: string | null;
  creatorNickname: string | null;
  creatorFullName: string | null;
  creatorAvatarUrl: string | null;
  createdAt: Date;
  updatedAt: Date;
}

/** An item's notes with their creators, newest first: one statement. */
export function findNotes(db: DbOrTx, itemId: string, noteIds?: readonly string[]): Promise<NoteRow[]> {
  return db
    .select({
      id: itemNotes.id,
      itemId: itemNotes.itemId,
      title: itemNotes.title,
      content: itemNotes.content,
      creatorId: itemNotes.creatorId,
      creatorNickname: profiles.nickname,
      creatorFullName: profiles.fullName,
      creatorAvatarUrl: profiles.avatarUrl,
      createdAt: itemNotes.createdAt,
      updatedAt: itemNotes.updatedAt,
    })
    .from(itemNotes)
    .leftJoin(profiles, eq(profiles.id, itemNotes.creatorId))
    .where(
      noteIds
        ? and(eq(itemNotes.itemId, itemId), inArray(itemNotes.id, [...noteIds]))
        : eq(itemNotes.itemId, itemId),
    )
    .orderBy(desc(itemNotes.createdAt), desc(itemNotes.id));
}

export async function insertNotes(
  db: DbOrTx,
  rows: Array<{ itemId: string; title: string; content: string; creatorId: string; createdAt: Date }>,
): Promise<string[]> {
  if (rows.length === 0) return [];
  const inserted = await db
    .insert(itemNotes)
    .values(rows.map((r) => ({ ...r, updatedAt: r.createdAt })))
    .returning({ id: itemNotes.id });
  return inserted.map((r) => r.id);
}

/** Updates one note of the item; false when the item has no such note. */
export async function updateNote(
  db: DbOrTx,
  itemId: string,
  noteId: string,
  values: { title: string; content: string; updatedAt: Date },
): Promise<boolean> {
  const rows = await db
    .update(itemNotes)
    .set(values)
    .where(and(eq(itemNotes.id, noteId), eq(itemNotes.itemId, itemId)))
    .returning({ id: itemNotes.id });
  return rows.length === 1;
}

/** Deletes notes of the item; answers how many existed. */
export async function deleteNotes(db: DbOrTx, itemId: string, noteIds: readonly string[]): Promise<number> {
  if (noteIds.length === 0) return 0;
  const rows = await db
    .delete(itemNotes)
    .where(and(eq(itemNotes.itemId, itemId), inArray(itemNotes.id, [...noteIds])))
    .returning({ id: itemNotes.id });
  return rows.length;
}
