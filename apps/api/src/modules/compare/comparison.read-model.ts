import type { CompareType } from '@shortlist/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { chainPeople, chainsJson, itemFoldersJson } from '../../access/access.repository';
import { visibleTo } from '../../db/item-visibility';
import { defineReadModel } from '../../db/read-model';
import { sessionColumns, sessionOf, walkFingerprint } from '../../db/session-fingerprint';
import { ancestors, fromFolders } from '../../db/tree-walks';
import type { RawSessionRow } from '../../db/session-revision.read-model';

/** What the comparison's statement is run with. */
export interface ComparisonParameters extends Record<string, unknown> {
  /** The session user, who is also the viewer. */
  viewer: string;
  /** The compared folder. */
  folderId: string;
  /** The compared items' ids joined by commas: one statement for any number of items. */
  itemIds: string;
  /** The creator's name when they have neither a full name nor a nickname ("Unknown"). */
  unknownName: string;
}

/** The row the comparison's statement answers. */
export type ComparisonRow = RawSessionRow & {
  /** What access is decided from (json): the chains, the items' folders, and in the collaborative mode the people and ratings. */
  access: unknown;
  /** The answer's `items` as JSON text, in the order asked; null unless the viewer sees every compared item. */
  items: string | null;
  /** The items' attributes as json arrays (see `AttributeRow` in compare.read.ts). */
  attributes: unknown;
};

/**
 * The compared items as a uuid[], read in a sub-select so the planner never sees them. Seeing them (five ids,
 * folded into a constant array), it costed every plan for five items and the generic plan (ten, a guess)
 * higher, so PostgreSQL kept planning the whole statement on every request; unseen, the two costs are the same
 * and the prepared statement runs its generic plan from the sixth execution on.
 */
const itemIdsOf = (itemIds: unknown): SQL =>
  sql`(select string_to_array(${itemIds}::text, ',')::uuid[])::uuid[]`;

/** The compared ids with their place in the answer (1-based), as the rows `ids(id, ord)`. */
const comparedIds = (itemIds: SQL): SQL =>
  sql`ids as (select t.id, t.ord from unnest(${itemIds}) with ordinality t(id, ord))`;

/**
 * The answer's `items` as JSON text, in the order asked: the creator named by full name, else nickname, else
 * `unknownName`, and the viewer's rating; null unless the viewer sees every compared item (one read of the items
 * answers both). Items of archived categories are out of view.
 */
const itemsJson = (
  viewer: unknown,
  itemIds: SQL,
  unknownName: unknown,
): SQL => sql`(with ${comparedIds(itemIds)}
    select case when count(*) = cardinality(${itemIds}) then json_agg(item order by ids.ord)::text end
    from ids join items i on i.id = ids.id join categories c on c.id = i.category_id
    left join profiles p on p.id = i.creator_id
    left join item_ratings r on r.item_id = i.id and r.user_id = ${viewer}::uuid
    cross join lateral (select i.id, i.folder_id as "folderId", i.name, i.price_cents as "priceCents", i.currency,
        c.name as "categoryName",
        (select row_to_json(creator) from (select i.creator_id as id, p.full_name as "fullName", p.nickname)
          creator where i.creator_id is not null) as "creator",
        coalesce(nullif(p.full_name, ''), nullif(p.nickname, ''), ${unknownName}::text) as "creatorName",
        r.rating as "myRating") item
    where c.archived_at is null and ${visibleTo(viewer)})`;

/**
 * Every attribute of each compared item's category with the item's value or null, as json arrays
 * `[place of the item (1-based), name, type, value, unit, preference, options]`, item by item in the order
 * asked, each item's in display order. Arrays, not objects: a third of the text, no key repeated 50 times for
 * JSON.parse to read.
 */
const attributesJson = (itemIds: SQL): SQL => sql`(with ${comparedIds(itemIds)}
    select coalesce(json_agg(json_build_array(ids.ord, ca.name, ca.attribute_type, v.value, ca.unit,
        ca.preference, ca.options)
      order by ids.ord, ca.display_order, ca.created_at), '[]')
    from ids join items i on i.id = ids.id join category_attributes ca on ca.category_id = i.category_id
    -- the value by its key, one lookup per attribute: a join let a plan that guessed more items hash the
    -- whole values table
    left join lateral (select v.value from item_attribute_values v
      where v.item_id = i.id and v.category_attribute_id = ca.id limit 1) v on true)`;

/**
 * The profiles of the people the chains name and every rating of the compared items, for the collaborative
 * mode's members. The ratings are not narrowed to those people here (compare.read.ts keeps the members' alone):
 * narrowing them in SQL took a second pass over the people for the few ratings of former collaborators it left
 * out.
 */
const peopleAndRatings = (itemIds: SQL): SQL => sql`,
      'people', coalesce((select json_agg(json_build_array(p.id::text, p.full_name, p.nickname))
        from profiles p where p.id = any(array(select user_id from chain_people))), '[]'::json),
      'ratings', coalesce((select json_agg(json_build_array(r.user_id::text, r.item_id::text, r.rating))
        from item_ratings r where r.item_id = any(${itemIds})), '[]'::json)`;

/**
 * A comparison in ONE statement: the session user, the fingerprint of the folder's and the items' trees (the
 * answer's ETag, from the same walk as the chains); as json, what access is decided from (the chains of the
 * folder and of the items' folders, each folder's once however many items it holds, and which folder holds each
 * item the viewer sees) with, in the collaborative mode, the profiles and ratings of the people the chains name;
 * the answer's items as JSON text, sent on as it is, and the items' attributes.
 */
export const comparisonReadModel = defineReadModel<ComparisonParameters, ComparisonRow, CompareType>({
  name: 'read_comparison',
  parameters: ['viewer', 'folderId', 'itemIds', 'unknownName'],
  variants: ['attributes', 'collaborative'],
  statement: (p, type) => {
    const itemIds = itemIdsOf(p.itemIds);
    const start = sql`f.id = any(array_append(array(select i.folder_id from items i where i.id = any(${itemIds})),
        ${p.folderId}::uuid))`;
    return sql`with recursive ${ancestors('chain', fromFolders(start))},
    ${chainPeople('chain')}
    select ${sessionColumns},
    ${walkFingerprint('chain')} as "fingerprint",
    (select json_build_object(
      'chains', ${chainsJson('chain')}, 'itemFolders', ${itemFoldersJson(p.viewer, itemIds)}${
        type === 'collaborative' ? peopleAndRatings(itemIds) : sql``
      })
    ) as "access",
    ${itemsJson(p.viewer, itemIds, p.unknownName)} as "items",
    ${attributesJson(itemIds)} as "attributes"
    ${sessionOf(p.viewer)}`;
  },
});
