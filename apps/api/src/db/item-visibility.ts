import { eq, or, sql, type SQL } from 'drizzle-orm';
import { items } from './schema';

/*
 * The one rule of private items: inside a folder someone may open, they see every
 * shared item and the private items they created themselves; nobody else's private item, whatever their role.
 * Every read of items goes through one of these (folder access on an item, lists, counts, compare, decide,
 * search, public links, duplicates, notifications).
 */

/** Items of `items` the viewer may see. */
export function itemVisibleTo(viewerId: string): SQL {
  return or(eq(items.isPrivate, false), eq(items.creatorId, viewerId))!;
}

/** `visibleTo`, the alias first (as the repositories written before it call the rule). */
export function itemAliasVisibleTo(alias: string, viewerId: string): SQL {
  return visibleTo(viewerId, alias);
}

/**
 * The rule over the items row `alias` for the viewer `viewer` (a uuid value), for read models and statements
 * written with the `sql` tag.
 */
export function visibleTo(viewer: unknown, alias = 'i'): SQL {
  const a = sql.identifier(alias);
  return sql`(not ${a}.is_private or ${a}.creator_id = ${viewer}::uuid)`;
}

/** Items anyone may be shown without a viewer (a public link): the shared ones only. */
export function itemShared(): SQL {
  return eq(items.isPrivate, false);
}

/** `itemShared` over the items row `alias`. */
export function itemAliasShared(alias: string): SQL {
  return sql`(not ${sql.identifier(alias)}.is_private)`;
}
