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
import { type ChainRow, chainsOf, type ItemFolder } from '../../access/access.repository';
import {
  groupChains,
  itemsAccessFromFolderChains,
  requireAll,
  requireChainAccess,
} from '../../access/folder-access';
import type { AppDeps } from '../../deps';
import { errors } from '../../http/app-error';
import type { Reader, ReadResult } from '../../http/read-answer';
import { sessionRow } from '../../http/revision.repository';
import { JsonText } from '../../http/serializer';
import { comparisonReadModel } from './comparison.read-model';
import { average, memberOrder, memberRole } from './compare.service';

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
 * in the order compared, each item's in display order (comparison.read-model's attributes).
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
 * A comparison for `reader`: the viewer must see the folder and every item (404 otherwise); the collaborative
 * mode is Premium only (403 PREMIUM_REQUIRED). One statement, whatever the number of items, attributes and
 * people, reads the session with the rest; access is decided from the chains before anything is answered, in the
 * order: folder (404), Premium (403), items (404). The items are written by PostgreSQL; the attribute rows and
 * the collaborative block, which depends on who the chains say the members are, here.
 */
export async function readComparison(
  deps: Pick<AppDeps, 'database'>,
  reader: Reader,
  folderId: string,
  query: { items: string[]; type: CompareType },
): Promise<ReadResult<JsonText>> {
  const ids = query.items;
  const [raw] = await comparisonReadModel.rows(
    deps.database,
    { viewer: reader.userId, folderId, itemIds: ids.join(','), unknownName: COMPARE_TEXTS.unknown },
    query.type,
  );
  const user = reader.live(raw && sessionRow(raw));
  // live() answered 401 unless the statement read the session user's row
  const row = raw!;
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
  const value = new JsonText(
    `{"folderId":${JSON.stringify(folderId)},"type":${JSON.stringify(query.type)},"items":${row.items},` +
      `"attributes":${JSON.stringify(attributeRows(ids.length, jsonOf<AttributeRow[]>(row.attributes)))},` +
      `"collaborative":${JSON.stringify(collaborative)}}`,
  );
  return { user, fingerprint: row.fingerprint, value };
}
