import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import type { SessionUserRow } from './session';

/**
 * What a cached answer depends on, besides who asks: the folder trees holding some folders and items, or the
 * caller's home list (their top-level folders and those shared with them).
 */
export type RevisionScope =
  { kind: 'trees'; folderIds: readonly string[]; itemIds: readonly string[] } | { kind: 'home' };

/**
 * The fingerprint of the scope: an md5 over (root id, revision) of every tree in it, sorted. Exact: a root's
 * revision only grows, in commit order, with every change to its tree; a tree leaving or entering the scope
 * changes the list. Null when none of the trees' folders or items exist.
 */
function fingerprintOf(scope: RevisionScope): SQL {
  if (scope.kind === 'home')
    return sql`(select coalesce(md5(string_agg(f.id::text || ':' || f.revision, ',' order by f.id)), 'none')
      from folders f
      where f.parent_folder_id is null
        and (f.owner_id = u.id
          or exists(select 1 from folder_collaborators fc where fc.folder_id = f.id and fc.user_id = u.id)))`;
  return sql`(with recursive up(id, parent_folder_id, revision) as (
      select f.id, f.parent_folder_id, f.revision from folders f
      where f.id = any(string_to_array(${scope.folderIds.join(',')}, ',')::uuid[])
        or f.id in (select i.folder_id from items i
          where i.id = any(string_to_array(${scope.itemIds.join(',')}, ',')::uuid[]))
      union
      select f.id, f.parent_folder_id, f.revision from folders f join up on f.id = up.parent_folder_id
    )
    select md5(string_agg(up.id::text || ':' || up.revision, ',' order by up.id))
    from up where up.parent_folder_id is null)`;
}

/** The session row of a user and the fingerprint of a scope, in one statement (one round trip). */
export async function findSessionWithFingerprint(
  db: DbOrTx,
  userId: string,
  scope: RevisionScope | undefined,
): Promise<(SessionUserRow & { fingerprint: string | null }) | undefined> {
  const result = (await db.execute(
    sql`select u.id::text as "id", u.email as "email", u.tokens_valid_after as "tokensValidAfter",
      u.deleted_at as "deletedAt", p.subscription_plan as "subscriptionPlan",
      ${scope ? fingerprintOf(scope) : sql`null::text`} as "fingerprint"
    from users u left join profiles p on p.id = u.id
    where u.id = ${userId}`,
  )) as unknown as {
    rows: Array<
      Omit<SessionUserRow, 'tokensValidAfter' | 'deletedAt'> & {
        tokensValidAfter: Date | string;
        deletedAt: Date | string | null;
        fingerprint: string | null;
      }
    >;
  };
  const row = result.rows[0];
  if (!row) return undefined;
  // raw statements bypass drizzle's column mapping: timestamps may come back as text
  return {
    ...row,
    tokensValidAfter: new Date(row.tokensValidAfter),
    deletedAt: row.deletedAt === null ? null : new Date(row.deletedAt),
  };
}
