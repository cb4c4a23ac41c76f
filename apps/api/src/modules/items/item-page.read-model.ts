import { sql } from 'drizzle-orm';
import { chainsJson } from '../../access/access.repository';
import { visibleTo } from '../../db/item-visibility';
import { defineReadModel } from '../../db/read-model';
import { sessionColumns, sessionOf, walkFingerprint } from '../../db/session-fingerprint';
import { ancestors, fromItems } from '../../db/tree-walks';
import type { RawSessionRow } from '../../db/session-revision.read-model';
import { itemCards } from './item-card.fragment';

/** One member's rating of the item with their profile (the reader keeps those who see the item). */
export interface ItemPageRating {
  userId: string;
  nickname: string | null;
  fullName: string | null;
  avatarUrl: string | null;
  rating: number;
}

export type ItemPageRow = RawSessionRow & {
  /** The chain of the item's folder (json; none for another person's private item). */
  chain: unknown;
  /** The item's card as JSON text; null when the viewer does not see it. */
  card: string | null;
  revision: number | null;
  /** The Characteristics rows as a JSON array text: every attribute of the category, in display order. */
  attributes: string;
  ratings: ItemPageRating[] | string | null;
};

/**
 * The item page in ONE statement: the session user, the chain of the item's folder with the fingerprint of its
 * tree from the same walk, the card, its revision, its category's attributes with the item's values, and the
 * ratings of everyone who rated it.
 */
export const itemPage = defineReadModel<{ viewer: string; itemId: string }, ItemPageRow>({
  name: 'item_page',
  parameters: ['viewer', 'itemId'],
  statement: (p) => sql`with recursive ${ancestors(
    'chain',
    fromItems(sql`i.id = ${p.itemId}::uuid and ${visibleTo(p.viewer)}`),
  )}
    select ${sessionColumns},
    ${walkFingerprint('chain')} as "fingerprint",
    ${chainsJson('chain')} as "chain",
    (${itemCards(p.viewer, (i) => sql`${sql.identifier(i)}.id = ${p.itemId}::uuid`)}) as "card",
    (select i.revision from items i where i.id = ${p.itemId}::uuid) as "revision",
    (select coalesce(json_agg(json_build_object('categoryAttributeId', ca.id, 'name', ca.name,
        'attributeType', ca.attribute_type, 'displayOrder', ca.display_order, 'isRequired', ca.is_required,
        'options', ca.options, 'unit', ca.unit, 'preference', ca.preference, 'value', v.value)
        order by ca.display_order, ca.created_at), '[]')::text
      from items i join category_attributes ca on ca.category_id = i.category_id
      left join item_attribute_values v on v.category_attribute_id = ca.id and v.item_id = i.id
      where i.id = ${p.itemId}::uuid) as "attributes",
    (select json_agg(json_build_object('userId', pr.id, 'nickname', pr.nickname, 'fullName', pr.full_name,
        'avatarUrl', pr.avatar_url, 'rating', rr.rating) order by coalesce(pr.full_name, pr.nickname, ''), pr.id)
      from item_ratings rr join profiles pr on pr.id = rr.user_id where rr.item_id = ${p.itemId}::uuid) as "ratings"
    ${sessionOf(p.viewer)}`,
});
