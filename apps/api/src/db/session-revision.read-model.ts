import { sql } from 'drizzle-orm';
import { defineReadModel } from './read-model';
import { homeFingerprint, sessionColumns, sessionOf, treesFingerprint } from './session-fingerprint';

/** The columns a session check reads about its user. */
export interface SessionUserRow {
  id: string;
  email: string;
  tokensValidAfter: Date;
  deletedAt: Date | null;
  emailConfirmed: boolean;
  subscriptionPlan: string | null;
}

/** The session row as the read models' statements return it: its times as text. */
export type RawSessionRow = Omit<SessionUserRow, 'tokensValidAfter' | 'deletedAt'> & {
  tokensValidAfter: string;
  deletedAt: string | null;
  fingerprint: string | null;
};

/*
 * A revalidation's one light statement: the session user's row and the fingerprint of the answer's scope,
 * read before the answer is built (http/revision's `revalidated`).
 */

/** The scope of some folder trees; the ids are comma-separated uuids (empty: none). */
export const sessionAndTreesRevision = defineReadModel<
  { viewer: string; folderIds: string; itemIds: string },
  RawSessionRow
>({
  name: 'session_and_trees_revision',
  parameters: ['viewer', 'folderIds', 'itemIds'],
  statement: (p) =>
    sql`select ${sessionColumns}, ${treesFingerprint(
      sql`string_to_array(${p.folderIds}::text, ',')`,
      sql`string_to_array(${p.itemIds}::text, ',')`,
    )} as "fingerprint" ${sessionOf(p.viewer)}`,
});

/** The scope of the session user's home list. */
export const sessionAndHomeRevision = defineReadModel<{ viewer: string }, RawSessionRow>({
  name: 'session_and_home_revision',
  parameters: ['viewer'],
  statement: (p) =>
    sql`select ${sessionColumns}, ${homeFingerprint(sql`u.id`)} as "fingerprint" ${sessionOf(p.viewer)}`,
});

/** No scope: the session alone. */
export const sessionOnly = defineReadModel<{ viewer: string }, RawSessionRow>({
  name: 'session_only',
  parameters: ['viewer'],
  statement: (p) => sql`select ${sessionColumns}, null::text as "fingerprint" ${sessionOf(p.viewer)}`,
});
