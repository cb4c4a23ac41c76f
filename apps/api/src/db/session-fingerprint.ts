import { sql, type SQL } from 'drizzle-orm';

/*
 * What every one-statement read selects besides its content: the session user's row (to check the token against)
 * and the fingerprint of the answer's scope (its ETag's input).
 */

/** The session columns, over `sessionOf`'s `u` and `p`. */
export const sessionColumns = sql`u.id::text as "id", u.email as "email", u.tokens_valid_after as "tokensValidAfter",
  u.deleted_at as "deletedAt", u.email_confirmed as "emailConfirmed", p.subscription_plan as "subscriptionPlan"`;

/** The FROM and WHERE of a statement about the session user `viewer` (a uuid value): no row when they are gone. */
export const sessionOf = (viewer: unknown): SQL =>
  sql`from users u left join profiles p on p.id = u.id where u.id = ${viewer}::uuid`;

/** The md5 over `roots`, a FROM item of (id, revision) rows, one per tree root: the fingerprint's one format. */
const rootsFingerprint = (roots: SQL): SQL =>
  sql`(select md5(string_agg(r.id::text || ':' || r.revision, ',' order by r.id)) from ${roots} r)`;

/**
 * The fingerprint of the trees holding some folders and items (uuid[] values): an md5 over (root id, revision)
 * of every tree, sorted. Exact: a root's revision only grows, in commit order, with every change to its tree; a
 * tree leaving or entering the scope changes the list. Null when none of the folders or items exist. One id
 * list, so the primary key finds them (an OR of the two read every folder).
 */
export const treesFingerprint = (folderIds: unknown, itemIds: unknown): SQL => sql`(
      with recursive up(id, parent_folder_id, revision) as (
        select f.id, f.parent_folder_id, f.revision from folders f
        where f.id = any(array_cat(${folderIds}::uuid[],
          array(select i.folder_id from items i where i.id = any(${itemIds}::uuid[]))))
        union
        select p.id, p.parent_folder_id, p.revision from up cross join lateral (
          select f.id, f.parent_folder_id, f.revision from folders f where f.id = up.parent_folder_id limit 1) p
      )
      select ${rootsFingerprint(sql`(select up.id, up.revision from up where up.parent_folder_id is null)`)}
    )`;

/**
 * `treesFingerprint` from a walk `ancestors(name, ...)` (db/tree-walks) that started from the same folders and
 * items: a read that walks for access takes its fingerprint from the same walk, and its value is the same, so
 * the ETag of a 200 matches the revalidation's.
 */
export const walkFingerprint = (name: string): SQL =>
  rootsFingerprint(
    sql`(select distinct c.id, c.revision from ${sql.identifier(name)} c where c.parent_folder_id is null)`,
  );

/**
 * The folders of a user's home list (`user` a uuid value or expression), as a table of `folders` rows: their
 * top-level folders and the top-level folders shared with them. Two index lookups whatever the plan: an OR of
 * the two sets made PostgreSQL read every top-level folder of every user.
 */
export const homeFolders = (user: unknown): SQL => sql`(
        select o.* from folders o where o.owner_id = ${user}::uuid and o.parent_folder_id is null
        union
        select s.* from folder_collaborators fc join folders s on s.id = fc.folder_id
        where fc.user_id = ${user}::uuid and s.parent_folder_id is null)`;

/** The fingerprint of the home list of `user`. */
export const homeFingerprint = (user: unknown): SQL => sql`(
      select coalesce(md5(string_agg(f.id::text || ':' || f.revision, ',' order by f.id)), 'none')
      from ${homeFolders(user)} f
    )`;
