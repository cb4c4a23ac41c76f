import { sql, type SQL } from 'drizzle-orm';

/*
 * The two walks of the folder trees, each written once: up from some folders to their roots (`ancestors`) and
 * down from a folder to everything below it (`subtree`). Each is a CTE to put after `with recursive`.
 */

/**
 * The walk up, as the CTE `name` with the columns (start_id, id, name, parent_folder_id, owner_id, depth,
 * private_to, revision): `start` selects those columns of the first folder of each walk (depth 0; `start_id` the
 * folder or item the walk starts from, `private_to` a private item's creator). Each next folder is found by its
 * primary key, one lookup per row: as a plain join PostgreSQL guessed each step ten times larger than the last and
 * hash-joined the whole folders table instead; a lateral subquery with a `limit` is never flattened into a join.
 * The roots' revisions are there so a statement reading the walk for access takes its fingerprint from it.
 */
export function ancestors(name: string, start: SQL): SQL {
  const walk = sql.identifier(name);
  return sql`${walk}(start_id, id, name, parent_folder_id, owner_id, depth, private_to, revision) as (
      ${start}
      union all
      select c.start_id, p.id, p.name, p.parent_folder_id, p.owner_id, c.depth + 1, c.private_to, p.revision
      from ${walk} c cross join lateral (select f.id, f.name, f.parent_folder_id, f.owner_id, f.revision
        from folders f where f.id = c.parent_folder_id limit 1) p
    )`;
}

/** The start of `ancestors` from the folders `where` selects (a condition on `f`). */
export const fromFolders = (where: SQL): SQL =>
  sql`select f.id, f.id, f.name, f.parent_folder_id, f.owner_id, 0, null::uuid, f.revision
      from folders f where ${where}`;

/**
 * The start of `ancestors` from the folders holding the items `where` selects (a condition on `i`, which must
 * keep another person's private item out: see item-visibility's `visibleTo`).
 */
export const fromItems = (where: SQL): SQL =>
  sql`select i.id, f.id, f.name, f.parent_folder_id, f.owner_id, 0,
        case when i.is_private then i.creator_id end, f.revision
      from items i join folders f on f.id = i.folder_id
      where ${where}`;

/** The walk down, as the CTE `name` with the column (id): the folder `root` (a uuid value) and every folder below. */
export function subtree(name: string, root: unknown): SQL {
  const walk = sql.identifier(name);
  return sql`${walk}(id) as (
      select f.id from folders f where f.id = ${root}::uuid
      union all
      select c.id from folders c join ${walk} s on c.parent_folder_id = s.id
    )`;
}
