import {
  type AttributeType,
  bestInRow,
  type Preference,
  COMPARE_TEXTS,
  type CompareAttributeRow,
  type CompareMember,
  type CompareType,
  type Comparison,
  ORGANISE_ERRORS,
} from '@shortlist/contracts';
import type { Request, Response } from 'express';
import {
  type ChainRow,
  chainsJsonText,
  chainsOf,
  foldersChainCteText,
  type ItemFolder,
  itemFoldersJsonText,
} from '../../access/access.repository';
import {
  groupChains,
  itemsAccessFromFolderChains,
  requireAll,
  requireChainAccess,
} from '../../access/folder-access';
import { itemAliasVisibleToText } from '../../db/item-visibility';
import { preparedRows, type PreparedStatement } from '../../db/prepared';
import type { AppDeps } from '../../deps';
import { errors } from '../../http/app-error';
import { readInOneStatement } from '../../http/revision';
import {
  chainFingerprintSql,
  type RawSessionRow,
  SESSION_COLUMNS,
  SESSION_FROM,
  sessionRow,
} from '../../http/revision.repository';
import { JsonText } from '../../http/serializer';
import { average, memberOrder, memberRole } from './compare.service';

/**
 * The compared items, `$3`: their ids joined by commas (a fixed statement for any number of items), read in a
 * sub-select so the planner never sees them. Seeing them (five ids, folded into a constant array), it costed
 * every plan for five items and the generic plan (ten, a guess) higher, so PostgreSQL kept planning the whole
 * statement on every request (about two thirds of its CPU); unseen, the two costs are the same and the
 * prepared statement runs its generic plan from the sixth execution on.
 */
const ITEM_IDS = `(select string_to_array($3::text, ',')::uuid[])::uuid[]`;

/** The compared ids with their place in the answer (1-based), as the rows `ids(id, ord)`. */
const IDS = `ids as (select t.id, t.ord from unnest(${ITEM_IDS}) with ordinality t(id, ord))`;

/** The compared items joined to `ids`, and which of them the viewer sees (items of archived categories are out of view). */
const ITEMS_FROM = `from ids join items i on i.id = ids.id join categories c on c.id = i.category_id`;
const ITEMS_SEEN = `c.archived_at is null and ${itemAliasVisibleToText('i', '$1::uuid')}`;

/**
 * The answer's `items` as JSON text, in the order asked: creator named by full name, else nickname, else `$4`
 * ("Unknown"), and the viewer's rating; null unless the viewer sees every compared item (one read of the items
 * answers both).
 */
const ITEMS_JSON = `(with ${IDS}
    select case when count(*) = cardinality(${ITEM_IDS}) then json_agg(item order by ids.ord)::text end
    ${ITEMS_FROM}
    left join profiles p on p.id = i.creator_id
    left join item_ratings r on r.item_id = i.id and r.user_id = $1::uuid
    cross join lateral (select i.id, i.folder_id as "folderId", i.name, i.price_cents as "priceCents", i.currency,
        c.name as "categoryName",
        (select row_to_json(creator) from (select i.creator_id as id, p.full_name as "fullName", p.nickname)
          creator where i.creator_id is not null) as "creator",
        coalesce(nullif(p.full_name, ''), nullif(p.nickname, ''), $4::text) as "creatorName",
        r.rating as "myRating") item
    where ${ITEMS_SEEN})`;

/**
 * Every attribute of each compared item's category with the item's value or null, as json arrays
 * `[place of the item (1-based), name, type, value]` (`AttributeRow`), item by item in the order asked, each
 * item's in display order: `attributeRows` joins them by name in one pass. Arrays, not objects: a third of the
 * text, no key repeated 50 times for JSON.parse to read.
 */
const ATTRIBUTES_JSON = `(with ${IDS}
    select coalesce(json_agg(json_build_array(ids.ord, ca.name, ca.attribute_type, v.value, ca.unit,
        ca.preference, ca.options)
      order by ids.ord, ca.display_order, ca.created_at), '[]')
    from ids join items i on i.id = ids.id join category_attributes ca on ca.category_id = i.category_id
    -- the value by its key, one lookup per attribute: a join let a plan that guessed more items hash the
    -- whole values table (9 ms of a 10 ms read)
    left join lateral (select v.value from item_attribute_values v
      where v.item_id = i.id and v.category_attribute_id = ca.id limit 1) v on true)`;

/**
 * One attribute of one compared item: its place among the items (1-based), name, type, value, unit, preference
 * and options (best first).
 */
type AttributeRow = [
  place: number,
  name: string,
  attributeType: AttributeType,
  value: string | null,
  unit?: string | null,
  preference?: Preference,
  options?: string[],
];

/**
 * The union of attribute names over the items (trimmed, any case: the first spelling and first position win),
 * values per item. The type, unit and preference are the first item's while every item that has the attribute
 * agrees: a type that differs makes the row text, a unit or preference that differs leaves the row without a
 * highlight. `best` marks the row's best values (`bestInRow`). Here rather than in SQL: PostgreSQL's lower()
 * is not JavaScript's toLowerCase, and the union cost it more than the json it saves. `rows` come item by item
 * in the order compared, each item's in display order (ATTRIBUTES_JSON).
 */
export function attributeRows(itemCount: number, rows: readonly AttributeRow[]): CompareAttributeRow[] {
  const byKey = new Map<string, CompareAttributeRow>();
  for (const [place, name, attributeType, value, unit = null, preference = 'none', options = []] of rows) {
    const key = name.trim().toLowerCase();
    let entry = byKey.get(key);
    if (!entry) {
      entry = {
        name,
        attributeType,
        unit,
        preference,
        options,
        values: new Array<string | null>(itemCount).fill(null),
        best: [],
      };
      byKey.set(key, entry);
    } else {
      if (attributeType !== entry.attributeType) entry.attributeType = 'text';
      if (unit !== entry.unit || preference !== entry.preference) entry.preference = 'none';
      if (unit !== entry.unit) entry.unit = null;
    }
    entry.values[place - 1] ??= value?.trim() ? value : null;
  }
  const out = [...byKey.values()];
  for (const row of out) {
    if (row.attributeType === 'text') row.preference = 'none';
    row.best = bestInRow(row, row.values);
  }
  return out;
}

/**
 * The profiles of the people the chains name and every rating of the compared items, for the collaborative
 * mode's members: the rest of the access object when the comparison is collaborative. The ratings are not
 * narrowed to those people here: `membersWithRatings` keeps the members' alone. Narrowing them in SQL (a second
 * pass over `chain_people`; the people were read with `in (select ...)` then) made the statement cost 630 µs of
 * PostgreSQL CPU against 585 now (prepared, one connection, 7 alternating rounds of 2,000; 2026-11-29), for the
 * few ratings of former collaborators it left out.
 */
const PEOPLE_AND_RATINGS = `,
      'people', coalesce((select json_agg(json_build_array(p.id::text, p.full_name, p.nickname))
        from profiles p where p.id = any(array(select user_id from chain_people))), '[]'::json),
      'ratings', coalesce((select json_agg(json_build_array(r.user_id::text, r.item_id::text, r.rating))
        from item_ratings r where r.item_id = any(${ITEM_IDS})), '[]'::json)`;

/**
 * A comparison in ONE prepared statement: the session user `$1`, the fingerprint of
 * the folder `$2` and the items' trees (the answer's ETag, taken from the chains' walk); as json, what access is
 * decided from (the chains of the folder and of the items' folders, each folder's once however many items it
 * holds, and which folder holds each item the viewer sees), with, in the collaborative mode, the profiles and
 * ratings of the people the chains name (its members are among them; the attributes mode reads
 * neither); the answer's items as JSON text, sent on as it is (null when the viewer does not see them all), and
 * the items' attributes.
 */
function comparisonStatement(name: string, withPeople: boolean): PreparedStatement {
  return {
    name,
    text: `with recursive ${foldersChainCteText(
      `array_append(array(select i.folder_id from items i where i.id = any(${ITEM_IDS})), $2::uuid)`,
    )}
    select ${SESSION_COLUMNS},
    ${chainFingerprintSql('chain')} as "fingerprint",
    (select json_build_object(
      'chains', ${chainsJsonText('chain')}, 'itemFolders', ${itemFoldersJsonText('$1::uuid', ITEM_IDS)}${
        withPeople ? PEOPLE_AND_RATINGS : ''
      })
    ) as "access",
    ${ITEMS_JSON} as "items",
    ${ATTRIBUTES_JSON} as "attributes"
    ${SESSION_FROM}`,
  };
}

const COMPARISON: Record<CompareType, PreparedStatement> = {
  attributes: comparisonStatement('read_comparison', false),
  collaborative: comparisonStatement('read_collaborative_comparison', true),
};

/** What access is decided from, and the people and ratings the collaborative mode reads its members from. */
interface ComparisonAccess {
  /** The chains of the compared folder and of the folders holding the compared items, by the folder. */
  chains: Map<string, ChainRow[]>;
  /** Which folder holds each compared item the viewer sees, with its privacy. */
  itemFolders: ItemFolder[];
  /** Profiles of everyone the chains name, as [id, full name, nickname] (collaborative mode only; else empty). */
  people: Array<[userId: string, fullName: string | null, nickname: string | null]>;
  /** Every rating of the compared items, as [user, item, rating] (collaborative mode only; else empty). */
  ratings: Array<[userId: string, itemId: string, rating: number | null]>;
}

type ComparisonRow = RawSessionRow & { access: unknown; items: string | null; attributes: unknown };

/** A json column as node-postgres (parsed) or PGlite may hand it over. */
const jsonOf = <T>(json: unknown): T => (typeof json === 'string' ? JSON.parse(json) : json) as T;

function accessOf(json: unknown): ComparisonAccess {
  const read = jsonOf<{ chains: unknown; itemFolders: ItemFolder[]; people?: unknown; ratings?: unknown }>(
    json,
  );
  return {
    chains: groupChains(chainsOf(read.chains)),
    itemFolders: read.itemFolders,
    people: (read.people ?? []) as ComparisonAccess['people'],
    ratings: (read.ratings ?? []) as ComparisonAccess['ratings'],
  };
}

/**
 * The collaborative mode's members (those of `memberIds` the statement read a profile of) with their ratings of
 * the compared items in the order asked, owner first, then by name: what `groupMembers` makes of
 * findMemberRatings's rows, in one pass over what the statement read.
 */
function membersWithRatings(
  read: ComparisonAccess,
  memberIds: readonly string[],
  ids: readonly string[],
  ownerId: string,
) {
  const members = new Set(memberIds);
  const place = new Map(ids.map((id, index) => [id, index]));
  const ratingsOf = new Map<string, Array<number | null>>();
  const out: Array<{
    user: { id: string; fullName: string | null; nickname: string | null };
    ratings: Array<number | null>;
  }> = [];
  for (const [id, fullName, nickname] of read.people) {
    if (!members.has(id) || ratingsOf.has(id)) continue;
    const ratings = new Array<number | null>(ids.length).fill(null);
    ratingsOf.set(id, ratings);
    out.push({ user: { id, fullName, nickname }, ratings });
  }
  for (const [userId, itemId, rating] of read.ratings) {
    const own = ratingsOf.get(userId);
    const at = place.get(itemId);
    if (own && at !== undefined && rating !== null) own[at] = rating;
  }
  return out.sort(memberOrder(ownerId));
}

/**
 * GET /api/folders/:id/compare. The viewer must see the folder and every item (404 otherwise); collaborative
 * mode is Premium only (403 PREMIUM_REQUIRED). One statement after the session, whatever the number of items,
 * attributes and people; access is decided from the chains before anything is answered, in the
 * order: folder (404), Premium (403), items (404). The items are written by PostgreSQL; the
 * attribute rows and the collaborative block, which depends on who the chains say the members are, here.
 */
export async function readComparison(
  req: Request,
  res: Response,
  folderId: string,
  query: { items: string[]; type: CompareType },
): Promise<JsonText> {
  const deps = req.app.locals.deps as AppDeps;
  const ids = query.items;
  const { user, row } = await readInOneStatement(req, res, async (userId) => {
    const [raw] = await preparedRows<ComparisonRow>(deps.database, COMPARISON[query.type], [
      userId,
      folderId,
      ids.join(','),
      COMPARE_TEXTS.unknown,
    ]);
    return raw && sessionRow(raw);
  });
  const read = accessOf(row.access);
  const folder = requireChainAccess(user.id, read.chains.get(folderId) ?? [], 'view');
  if (query.type === 'collaborative' && !user.isPremium)
    throw errors.premiumRequired(ORGANISE_ERRORS.premiumCollaborative);
  // each folder's access decided once, however many compared items it holds (the compared folder's: above)
  const itemAccess = requireAll(
    itemsAccessFromFolderChains(user.id, read.chains, read.itemFolders, new Map([[folderId, folder]])),
    ids,
    'view',
  );
  if (row.items === null) throw errors.notFound();

  let collaborative: Comparison['collaborative'] = null;
  if (query.type === 'collaborative') {
    // everyone who may rate the compared items: the tree owner and the collaborators above each item but viewers
    // (a viewer rates nothing, so has no column, as in the decision view)
    const memberIds = [...new Set([...folder.raterIds, ...itemAccess.flatMap((a) => a.raterIds)])];
    const members: CompareMember[] = membersWithRatings(read, memberIds, ids, folder.treeOwnerId).map(
      (m) => ({
        user: m.user,
        permission: m.user.id === folder.treeOwnerId ? 'owner' : 'edit',
        role: memberRole([folder, ...itemAccess], m.user.id),
        isViewer: m.user.id === user.id,
        ratings: m.ratings,
      }),
    );
    collaborative = {
      members,
      averages: ids.map((_, index) =>
        average(members.map((m) => m.ratings[index]).filter((r): r is number => r != null)),
      ),
    };
  }
  return new JsonText(
    `{"folderId":${JSON.stringify(folderId)},"type":${JSON.stringify(query.type)},"items":${row.items},` +
      `"attributes":${JSON.stringify(attributeRows(ids.length, jsonOf<AttributeRow[]>(row.attributes)))},` +
      `"collaborative":${JSON.stringify(collaborative)}}`,
  );
}
