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

/** The same rule in raw SQL over an alias (`from items i` -> `itemAliasVisibleTo('i', viewerId)`). */
export function itemAliasVisibleTo(alias: string, viewerId: string): SQL {
  const a = sql.raw(alias);
  return sql`(not ${a}.is_private or ${a}.creator_id = ${viewerId}::uuid)`;
}

/** The same rule as SQL text, for hand-written statements; `viewer` is a SQL uuid expression (`$1::uuid`). */
export function itemAliasVisibleToText(alias: string, viewer: string): string {
  return `(not ${alias}.is_private or ${alias}.creator_id = ${viewer})`;
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

/** `itemShared` in raw SQL over an alias. */
export function itemAliasShared(alias: string): SQL {
  return sql`(not ${sql.raw(alias)}.is_private)`;
}
