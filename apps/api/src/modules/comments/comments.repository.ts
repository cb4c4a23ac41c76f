import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { itemComments, profiles } from '../../db/schema';

export interface CommentRow {
  id: string;
  itemId: string;
  text: string;
  authorId: string | null;
  authorNickname: string | null;
  authorFullName: string | null;
  authorAvatarUrl: string | null;
  createdAt: Date;
  updatedAt: Date;
  editedAt: Date | null;
}

/** An item's comments with their authors, oldest first (or the named ones): one statement. */
export function findComments(db: DbOrTx, itemId: string, commentId?: string): Promise<CommentRow[]> {
  return db
    .select({
      id: itemComments.id,
      itemId: itemComments.itemId,
      text: itemComments.text,
      authorId: itemComments.authorId,
      authorNickname: profiles.nickname,
      authorFullName: profiles.fullName,
      authorAvatarUrl: profiles.avatarUrl,
      createdAt: itemComments.createdAt,
      updatedAt: itemComments.updatedAt,
      editedAt: itemComments.editedAt,
    })
    .from(itemComments)
    .leftJoin(profiles, eq(profiles.id, itemComments.authorId))
    .where(
      commentId
        ? and(eq(itemComments.itemId, itemId), eq(itemComments.id, commentId))
        : eq(itemComments.itemId, itemId),
    )
    .orderBy(asc(itemComments.createdAt), asc(itemComments.id));
}

export async function insertComment(
  db: DbOrTx,
  values: { itemId: string; authorId: string; text: string; createdAt: Date },
): Promise<string> {
  const [row] = await db
    .insert(itemComments)
    .values({ ...values, updatedAt: values.createdAt })
    .returning({ id: itemComments.id });
  return row!.id;
}

export async function updateCommentText(
  db: DbOrTx,
  commentId: string,
  values: { text: string; editedAt: Date },
): Promise<void> {
  await db
    .update(itemComments)
    .set({ text: values.text, editedAt: values.editedAt, updatedAt: values.editedAt })
    .where(eq(itemComments.id, commentId));
}

export async function deleteComment(db: DbOrTx, commentId: string): Promise<void> {
  await db.delete(itemComments).where(eq(itemComments.id, commentId));
}

/** Who has written on an item's thread (accounts that still exist), each once. */
export async function findThreadAuthorIds(db: DbOrTx, itemId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ authorId: itemComments.authorId })
    .from(itemComments)
    .where(and(eq(itemComments.itemId, itemId), isNotNull(itemComments.authorId)));
  return rows.map((r) => r.authorId!);
}

export interface PersonRow {
  id: string;
  nickname: string | null;
  fullName: string | null;
  avatarUrl: string | null;
}

const personColumns = {
  id: profiles.id,
  nickname: profiles.nickname,
  fullName: profiles.fullName,
  avatarUrl: profiles.avatarUrl,
};

/** The people with these nicknames (nicknames are unique case-insensitively). One statement. */
export function findPeopleByNickname(db: DbOrTx, nicknames: readonly string[]): Promise<PersonRow[]> {
  if (nicknames.length === 0) return Promise.resolve([]);
  return db
    .select(personColumns)
    .from(profiles)
    .where(
      inArray(
        sql`lower(${profiles.nickname})`,
        nicknames.map((n) => n.toLowerCase()),
      ),
    );
}

/** The people with these ids, by nickname. One statement. */
export function findPeople(db: DbOrTx, ids: readonly string[]): Promise<PersonRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select(personColumns)
    .from(profiles)
    .where(inArray(profiles.id, [...ids]))
    .orderBy(sql`lower(${profiles.nickname}) nulls last`, asc(profiles.id));
}
