import {
  ITEM_SORT_KEYS,
  type ItemCard,
  type ItemSortKey,
  SORT_ORDERS,
  type SortOrder,
} from '@shortlist/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { visibleTo } from '../../db/item-visibility';
import { jsonIsoTime, jsonNullableText, jsonText } from '../../db/json-sql';

/*
 * The item card, the one definition of it that PostgreSQL writes: every answer that carries cards (the folder
 * page, the item page, add, move, capture, bulk add, compare) selects them through `itemCards`. A field of the
 * card is a member of CARD below, typed against the contract's keys: a key the contract names and CARD lacks (or
 * the reverse) does not compile. `photoUrl` carries the cover's storage PATH, which media.service's
 * signPhotoUrlsInText turns into its signed URL.
 */

/** Each key of the card and the JSON text of its value, over the joins of `cardJoins`. */
const CARD = {
  id: sql`'"' || i.id::text || '"'`,
  folderId: sql`'"' || i.folder_id::text || '"'`,
  name: jsonText(sql`i.name`),
  description: jsonNullableText(sql`i.description`),
  priceCents: sql`coalesce(i.price_cents::text, 'null')`,
  currency: jsonText(sql`i.currency`),
  sourceUrl: jsonNullableText(sql`i.source_url`),
  categoryId: sql`'"' || i.category_id::text || '"'`,
  categoryName: jsonText(sql`ic.name`),
  creator: sql`coalesce(icr.json, 'null')`,
  myRating: sql`coalesce(ir.rating::text, 'null')`,
  isPrivate: sql`i.is_private::text`,
  needsDetails: sql`i.needs_details::text`,
  photoUrl: jsonNullableText(sql`icm.path`),
  commentCount: sql`coalesce(icc.n, 0)::text`,
  keyFacts: sql`coalesce(ikf.json, '[]')`,
  createdAt: jsonIsoTime(sql`i.created_at`),
  updatedAt: jsonIsoTime(sql`i.updated_at`),
} satisfies Record<keyof ItemCard, SQL>;

/** The card's keys, in the order the card writes them. */
export const ITEM_CARD_KEYS = Object.keys(CARD) as Array<keyof ItemCard>;

/** The card of the row `i` as JSON text (keys are code constants, written as JSON string literals). */
const cardJson = sql.join(
  [
    sql.raw(`'{'`),
    sql.join(
      Object.entries(CARD).map(
        ([key, value], index) => sql`${sql.raw(`'${index ? ',' : ''}"${key}":'`)} || ${value}`,
      ),
      sql`
      || `,
    ),
    sql.raw(`'}'`),
  ],
  sql` || `,
);

/** How many of an item's set attribute values its card shows as key facts. */
const KEY_FACTS = 3;

/**
 * The joins CARD reads, for `viewer`. The creators, comment counts, covers and key facts are each found in one
 * pass over the items `scope('ci')` selects, not by a probe per card; a creator's object is written once per
 * person. Key facts: the item's set values, by the viewer's weight of their criterion in the folder's decision,
 * then display order. Items of archived categories are out of view.
 */
function cardJoins(viewer: unknown, scope: (alias: string) => SQL): SQL {
  return sql`items i
      join categories ic on ic.id = i.category_id and ic.archived_at is null
      left join (select u.id, '{"id":"' || u.id::text || '","nickname":' || ${jsonNullableText(sql`p.nickname`)}
          || ',"fullName":' || ${jsonNullableText(sql`p.full_name`)}
          || ',"avatarUrl":' || ${jsonNullableText(sql`p.avatar_url`)} || '}' as json
        from users u left join profiles p on p.id = u.id
        where u.id in (select ci.creator_id from items ci where ${scope('ci')})) icr on icr.id = i.creator_id
      left join item_ratings ir on ir.item_id = i.id and ir.user_id = ${viewer}::uuid
      left join (select cm.item_id, count(*) as n from item_comments cm join items ci on ci.id = cm.item_id
        where ${scope('ci')} group by cm.item_id) icc on icc.item_id = i.id
      left join (select distinct on (m.item_id) m.item_id, coalesce(m.thumbnail_path, m.file_path) as path
        from item_media m join items ci on ci.id = m.item_id where ${scope('ci')}
        order by m.item_id, m.created_at, m.id) icm on icm.item_id = i.id
      left join (select f.item_id, '[' || string_agg('{"name":' || ${jsonText(sql`f.name`)}
          || ',"attributeType":"' || f.attribute_type || '","value":' || ${jsonText(sql`f.value`)}
          || ',"unit":' || ${jsonNullableText(sql`f.unit`)} || '}', ',' order by f.place) || ']' as json
        from (select v.item_id, ca.name, ca.attribute_type, v.value, ca.unit, row_number() over (
            partition by v.item_id
            order by (w.weights ->> ('attr:' || ca.name))::float8 desc nulls last, ca.display_order, ca.created_at
          ) as place
          from item_attribute_values v join items ci on ci.id = v.item_id
          join category_attributes ca on ca.id = v.category_attribute_id
          left join decision_weights w on w.folder_id = ci.folder_id and w.user_id = ${viewer}::uuid
          where ${scope('ci')} and v.value <> '') f
        where f.place <= ${sql.raw(String(KEY_FACTS))}
        group by f.item_id) ikf on ikf.item_id = i.id`;
}

/** The order of a folder's cards by a sort of the folder page (nulls last, then newest, then by id). */
export function itemCardOrder(sort: ItemSortKey, order: SortOrder): SQL {
  const direction = sql.raw(order === 'asc' ? 'asc' : 'desc');
  const key =
    sort === 'price'
      ? sql`i.price_cents ${direction} nulls last, `
      : sort === 'rating'
        ? sql`ir.rating ${direction} nulls last, `
        : sql`i.created_at ${direction}, `;
  return sql`${key}i.created_at desc, i.id asc`;
}

/** A sort of a folder's cards as a read model's variant, `<sort>_<order>`: an ORDER BY is not a parameter. */
export type CardSort = `${ItemSortKey}_${SortOrder}`;
export const CARD_SORTS = ITEM_SORT_KEYS.flatMap((sort) =>
  SORT_ORDERS.map((order) => `${sort}_${order}` as const),
);
export const cardSortOf = (sort: { sort: ItemSortKey; order: SortOrder }): CardSort =>
  `${sort.sort}_${sort.order}`;
export const cardOrderOf = (variant: CardSort) => {
  const [sort, order] = variant.split('_') as [ItemSortKey, SortOrder];
  return itemCardOrder(sort, order);
};

/**
 * The cards (a `json` column of JSON text) of the items `scope` selects (a condition on the items alias it is
 * given) that `viewer` (a uuid value) sees, in `order` when given.
 */
export function itemCards(viewer: unknown, scope: (alias: string) => SQL, order?: SQL): SQL {
  return sql`select ${cardJson} as json from ${cardJoins(viewer, scope)}
      where ${scope('i')} and ${visibleTo(viewer, 'i')}${order ? sql` order by ${order}` : sql``}`;
}
