import type { Database } from '../db/client';
import { preparedRows, type PreparedStatement } from '../db/prepared';

/** The columns a session check reads about its user. */
export interface SessionUserRow {
  id: string;
  email: string;
  tokensValidAfter: Date;
  deletedAt: Date | null;
  emailConfirmed: boolean;
  subscriptionPlan: string | null;
}

/**
 * What a cached answer depends on, besides who asks: the folder trees holding some folders and items, or the
 * caller's home list (their top-level folders and those shared with them).
 */
export type RevisionScope =
  { kind: 'trees'; folderIds: readonly string[]; itemIds: readonly string[] } | { kind: 'home' };

/** The session columns of a statement `from users u left join profiles p ...` (SESSION_FROM). */
export const SESSION_COLUMNS = `u.id::text as "id", u.email as "email", u.tokens_valid_after as "tokensValidAfter",
  u.deleted_at as "deletedAt", u.email_confirmed as "emailConfirmed", p.subscription_plan as "subscriptionPlan"`;
/** The session user, `$1`. */
export const SESSION_FROM = `from users u left join profiles p on p.id = u.id where u.id = $1::uuid`;

/** The md5 over `roots`, a FROM item of (id, revision) rows, one per tree root: the fingerprint's one format. */
const rootsFingerprintSql = (roots: string) =>
  `(select md5(string_agg(r.id::text || ':' || r.revision, ',' order by r.id)) from ${roots} r)`;

/**
 * The fingerprint of a scope is an md5 over (root id, revision) of every tree in it, sorted. Exact: a root's
 * revision only grows, in commit order, with every change to its tree; a tree leaving or entering the scope
 * changes the list. Null (trees) when none of the folders or items exist. The arguments are SQL uuid[]
 * expressions.
 */
export const treesFingerprintSql = (folderIds: string, itemIds: string) => `(
      with recursive up(id, parent_folder_id, revision) as (
        select f.id, f.parent_folder_id, f.revision from folders f
        -- one id list, so the primary key finds them (an OR of the two read every folder)
        where f.id = any(array_cat(${folderIds}, array(select i.folder_id from items i where i.id = any(${itemIds}))))
        union
        -- the parent by its key, one lookup per row (access.repository's PARENT_OF_C says why)
        select p.id, p.parent_folder_id, p.revision from up cross join lateral (
          select f.id, f.parent_folder_id, f.revision from folders f where f.id = up.parent_folder_id limit 1) p
      )
      select ${rootsFingerprintSql('(select up.id, up.revision from up where up.parent_folder_id is null)')}
    )`;

/**
 * treesFingerprintSql's value from an access chain CTE `chain` (access.repository's chainCteText, which reads the
 * roots' revisions) that walked up from the same folders and items: a hot read that reads the chain for access
 * walks the trees once (the walk was a tenth of the compare statement's CPU). The same text, so the ETag of a 200
 * matches the revalidation's (test/revisions/revalidation.test.ts: every hot read revalidates to 304).
 */
export const chainFingerprintSql = (chain: string) =>
  rootsFingerprintSql(`(select distinct c.id, c.revision from ${chain} c where c.parent_folder_id is null)`);

/**
 * The folders of a user's home list (`user` a uuid expression), as a table of `folders` rows: their top-level
 * folders and the top-level folders shared with them. Two index lookups, whatever the plan: an OR of the two
 * sets made PostgreSQL read every top-level folder of every user (244 ms at 100,000 folders, against 0.5 ms),
 * and `id in (one set union the other)` still did when the planner guessed the sets large.
 */
export const homeFoldersSql = (user: string) => `(
        select o.* from folders o where o.owner_id = ${user} and o.parent_folder_id is null
        union
        select s.* from folder_collaborators fc join folders s on s.id = fc.folder_id
        where fc.user_id = ${user} and s.parent_folder_id is null)`;

/** The fingerprint of the home list of the session user `u`. */
export const HOME_FINGERPRINT_SQL = `(
      select coalesce(md5(string_agg(f.id::text || ':' || f.revision, ',' order by f.id)), 'none')
      from ${homeFoldersSql('u.id')} f
    )`;

const STATEMENTS = {
  trees: {
    name: 'session_and_trees_revision',
    text: `select ${SESSION_COLUMNS}, ${treesFingerprintSql(
      `string_to_array($2::text, ',')::uuid[]`,
      `string_to_array($3::text, ',')::uuid[]`,
    )} as "fingerprint" ${SESSION_FROM}`,
  },
  home: {
    name: 'session_and_home_revision',
    text: `select ${SESSION_COLUMNS}, ${HOME_FINGERPRINT_SQL} as "fingerprint" ${SESSION_FROM}`,
  },
  none: {
    name: 'session_only',
    text: `select ${SESSION_COLUMNS}, null::text as "fingerprint" ${SESSION_FROM}`,
  },
} satisfies Record<string, PreparedStatement>;

export type RawSessionRow = Omit<SessionUserRow, 'tokensValidAfter' | 'deletedAt'> & {
  tokensValidAfter: Date | string;
  deletedAt: Date | string | null;
  fingerprint: string | null;
};

/** The session row of a user and the fingerprint of a scope: one prepared statement, one round trip. */
export async function findSessionWithFingerprint(
  database: Database,
  userId: string,
  scope: RevisionScope | undefined,
): Promise<(SessionUserRow & { fingerprint: string | null }) | undefined> {
  const [row] = !scope
    ? await preparedRows<RawSessionRow>(database, STATEMENTS.none, [userId])
    : scope.kind === 'home'
      ? await preparedRows<RawSessionRow>(database, STATEMENTS.home, [userId])
      : await preparedRows<RawSessionRow>(database, STATEMENTS.trees, [
          userId,
          scope.folderIds.join(','),
          scope.itemIds.join(','),
        ]);
  return row && sessionRow(row);
}

/** A row read with SESSION_COLUMNS (and more), its times as Dates. */
export function sessionRow<R extends Omit<RawSessionRow, 'fingerprint'>>(
  row: R,
): Omit<R, 'tokensValidAfter' | 'deletedAt'> & Pick<SessionUserRow, 'tokensValidAfter' | 'deletedAt'> {
  // both drivers parse timestamptz to Date; text is accepted too, should a driver's parser change
  return {
    ...row,
    tokensValidAfter: new Date(row.tokensValidAfter),
    deletedAt: row.deletedAt === null ? null : new Date(row.deletedAt),
  };
}
