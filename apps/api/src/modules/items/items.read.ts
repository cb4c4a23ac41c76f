import type { Request, Response } from 'express';
import { accessFromChain } from '../../access/folder-access';
import { chainCteTextOf, chainsJsonText, chainsOf } from '../../access/access.repository';
import { itemAliasVisibleToText } from '../../db/item-visibility';
import { preparedRows, type PreparedStatement } from '../../db/prepared';
import type { AppDeps } from '../../deps';
import { errors } from '../../http/app-error';
import { readInOneStatement } from '../../http/revision';
import {
  type RawSessionRow,
  SESSION_COLUMNS,
  chainFingerprintSql,
  SESSION_FROM,
  sessionRow,
} from '../../http/revision.repository';
import { JsonText } from '../../http/serializer';
import { signPhotoUrlsInText } from '../media/media.service';
import { ITEM_CARD_JSON, itemCardFromSql, type ItemRatingRow } from './items.repository';

/**
 * The item page in ONE statement: the session user, the access chain of the item's folder
 * (another person's private item has none: 404) with the fingerprint of its tree from the same walk, and the card
 * with its revision and its category's attributes (findItemAttributes's rows, in display order) as json text.
 */
const ITEM_PAGE: PreparedStatement = {
  name: 'read_item_page',
  text: `with recursive ${chainCteTextOf({ viewer: '$1::uuid', itemIds: 'array[$2::uuid]' })}
    select ${SESSION_COLUMNS},
    ${chainFingerprintSql('chain')} as "fingerprint",
    ${chainsJsonText('chain')} as "chain",
    (select ${ITEM_CARD_JSON} from ${itemCardFromSql('$1::uuid', 'ci.id = $2::uuid')}
      where i.id = $2::uuid and ${itemAliasVisibleToText('i', '$1::uuid')}) as "card",
    (select i.revision from items i where i.id = $2::uuid) as "revision",
    (select coalesce(json_agg(json_build_object('categoryAttributeId', ca.id, 'name', ca.name,
        'attributeType', ca.attribute_type, 'displayOrder', ca.display_order, 'isRequired', ca.is_required,
        'options', ca.options, 'unit', ca.unit, 'preference', ca.preference, 'value', v.value) order by ca.display_order, ca.created_at), '[]')::text
      from items i join category_attributes ca on ca.category_id = i.category_id
      left join item_attribute_values v on v.category_attribute_id = ca.id and v.item_id = i.id
      where i.id = $2::uuid) as "attributes",
    (select json_agg(json_build_object('userId', pr.id, 'nickname', pr.nickname, 'fullName', pr.full_name,
        'avatarUrl', pr.avatar_url, 'rating', rr.rating) order by coalesce(pr.full_name, pr.nickname, ''), pr.id)
      from item_ratings rr join profiles pr on pr.id = rr.user_id where rr.item_id = $2::uuid) as "ratings"
    ${SESSION_FROM}`,
};

type ItemPageRow = RawSessionRow & {
  chain: unknown;
  card: string | null;
  revision: number | null;
  attributes: string;
  ratings: ItemRatingRow[] | string | null;
};

/** GET /api/items/:id: one statement; what depends on access (folder name, role) is added to the text here. */
export async function readItemPage(req: Request, res: Response, itemId: string): Promise<JsonText> {
  const deps = req.app.locals.deps as AppDeps;
  const { user, row } = await readInOneStatement(req, res, async (userId) => {
    const [raw] = await preparedRows<ItemPageRow>(deps.database, ITEM_PAGE, [userId, itemId]);
    return raw && sessionRow(raw);
  });
  const access = accessFromChain(user.id, chainsOf(row.chain));
  if (!access || !row.card) throw errors.notFound();
  const card = await signPhotoUrlsInText(deps, row.card);
  const ratings = (typeof row.ratings === 'string' ? JSON.parse(row.ratings) : row.ratings) as
    ItemRatingRow[] | null;
  // the group's view: those who see the item now (a removed collaborator's rating stays, unshown)
  const members = new Set(access.memberIds);
  const more = JSON.stringify({
    folderName: access.name,
    isFolderOwner: access.role === 'owner',
    myRole: access.role,
    revision: Number(row.revision),
    ratings: (ratings ?? [])
      .filter((r) => members.has(r.userId))
      .map((r) => ({
        user: { id: r.userId, nickname: r.nickname, fullName: r.fullName, avatarUrl: r.avatarUrl },
        rating: r.rating,
      })),
  });
  return new JsonText(`${card.slice(0, -1)},${more.slice(1, -1)},"attributes":${row.attributes}}`);
}
