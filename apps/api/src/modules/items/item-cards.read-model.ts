import { sql } from 'drizzle-orm';
import { defineReadModel } from '../../db/read-model';
import { CARD_SORTS, cardOrderOf, type CardSort, itemCards } from './item-card.fragment';

/** A folder's item cards the viewer sees, as one JSON array text, in a sort of the folder page. */
export const folderItemCards = defineReadModel<
  { viewer: string; folderId: string },
  { cards: string },
  CardSort
>({
  name: 'folder_item_cards',
  parameters: ['viewer', 'folderId'],
  variants: CARD_SORTS,
  statement: (p, variant) => sql`select '[' || coalesce(string_agg(c.json, ','), '') || ']' as cards
      from (${itemCards(p.viewer, (i) => sql`${sql.identifier(i)}.folder_id = ${p.folderId}::uuid`, cardOrderOf(variant))}) c`,
});

/** One item's card as JSON text; no row when the viewer does not see it. */
export const itemCard = defineReadModel<{ viewer: string; itemId: string }, { json: string }>({
  name: 'item_card',
  parameters: ['viewer', 'itemId'],
  statement: (p) => itemCards(p.viewer, (i) => sql`${sql.identifier(i)}.id = ${p.itemId}::uuid`),
});
