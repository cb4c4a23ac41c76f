import {
  COMPARE_TEXTS,
  type CollaborativeRatings,
  type CompareAttributeRow,
  type CompareMember,
  type CompareType,
  type Comparison,
  type MemberRating,
  ORGANISE_ERRORS,
} from '@shortlist/contracts';
import type { Request, Response } from 'express';
import type { AppDeps } from '../../deps';
import { errors } from '../../http/app-error';
import { readInOneStatement } from '../../http/revision';
import type { SessionUser } from '../../http/session';
import {
  itemsAccessFromChains,
  requireAll,
  requireChainAccess,
  requireFolderAccess,
} from '../../access/folder-access';
import {
  type CompareItemRow,
  type ComparisonRead,
  findFolderItems,
  findMemberRatings,
  type MemberRatingRow,
  readComparison,
} from './compare.repository';

/** Mean with one decimal; null for no values. */
export function average(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  return Math.round((values.reduce((sum, v) => sum + v, 0) / values.length) * 10) / 10;
}

const nameOf = (p: { fullName: string | null; nickname: string | null }) => p.fullName || p.nickname || '';

/** Members with their ratings keyed by item, owner first, then by name. */
function groupMembers(rows: readonly MemberRatingRow[], ownerId: string) {
  const members = new Map<
    string,
    { user: { id: string; fullName: string | null; nickname: string | null }; ratings: Map<string, number> }
  >();
  for (const row of rows) {
    const member = members.get(row.userId) ?? {
      user: { id: row.userId, fullName: row.fullName, nickname: row.nickname },
      ratings: new Map<string, number>(),
    };
    if (row.itemId && row.rating !== null) member.ratings.set(row.itemId, row.rating);
    members.set(row.userId, member);
  }
  return [...members.values()].sort(
    (a, b) =>
      Number(b.user.id === ownerId) - Number(a.user.id === ownerId) ||
      nameOf(a.user).localeCompare(nameOf(b.user)),
  );
}

/** The union of attribute names over the items (first spelling and first position win), values per item. */
export function attributeRows(
  itemIds: readonly string[],
  rows: readonly {
    itemId: string;
    name: string;
    attributeType: 'text' | 'number';
    value: string | null;
  }[],
): CompareAttributeRow[] {
  const byKey = new Map<string, CompareAttributeRow>();
  for (const [index, itemId] of itemIds.entries()) {
    for (const row of rows.filter((r) => r.itemId === itemId)) {
      const key = row.name.trim().toLowerCase();
      const entry = byKey.get(key) ?? {
        name: row.name,
        attributeType: row.attributeType,
        values: itemIds.map(() => null),
      };
      if (row.attributeType !== 'number') entry.attributeType = 'text';
      const value = row.value?.trim() ? row.value : null;
      entry.values[index] = entry.values[index] ?? value;
      byKey.set(key, entry);
    }
  }
  return [...byKey.values()];
}

function creatorName(row: Pick<CompareItemRow, 'creatorFullName' | 'creatorNickname'>): string {
  return row.creatorFullName || row.creatorNickname || COMPARE_TEXTS.unknown;
}

/**
 * The rows findMemberRatings would answer for the given members (profiles with their ratings; a member who
 * rated nothing once with a null item), from what readComparison read.
 */
function memberRatingRows(read: ComparisonRead, memberIds: readonly string[]): MemberRatingRow[] {
  const members = new Set(memberIds);
  const rows: MemberRatingRow[] = [];
  for (const person of read.people) {
    if (!members.has(person.userId)) continue;
    const own = read.ratings.filter((r) => r.userId === person.userId);
    if (own.length === 0) rows.push({ ...person, itemId: null, rating: null });
    for (const r of own) rows.push({ ...person, itemId: r.itemId, rating: r.rating });
  }
  return rows;
}

/**
 * GET /api/folders/:id/compare. The viewer must see the folder and every item (404 otherwise); collaborative
 * mode is Premium only (403 PREMIUM_REQUIRED). One statement after the session, whatever the number of items,
 * attributes and people (decision 0031): the access chains of the folder and of the items' folders, the items,
 * their attributes, and the people the chains name with their ratings; access is decided from the chains
 * before anything is answered, in the order: folder (404), Premium (403), items (404).
 */
export async function compareItems(
  req: Request,
  res: Response,
  folderId: string,
  query: { items: string[]; type: CompareType },
): Promise<Comparison> {
  const deps = req.app.locals.deps as AppDeps;
  const ids = query.items;
  const { user, row } = await readInOneStatement(req, res, (userId) =>
    readComparison(deps.database, userId, folderId, ids),
  );
  const read = row.comparison;
  const folder = requireChainAccess(user.id, read.folderChain, 'view');
  if (query.type === 'collaborative' && !user.isPremium)
    throw errors.premiumRequired(ORGANISE_ERRORS.premiumCollaborative);
  const itemAccess = requireAll(itemsAccessFromChains(user.id, read.itemChains), ids, 'view');
  const byId = new Map(read.items.map((row) => [row.id, row]));
  const ordered = ids.map((id) => byId.get(id));
  if (ordered.some((row) => !row)) throw errors.notFound();
  const items = (ordered as ComparisonRead['items']).map((row) => ({
    id: row.id,
    folderId: row.folderId,
    name: row.name,
    priceCents: row.priceCents,
    currency: row.currency,
    categoryName: row.categoryName,
    creator: row.creatorId
      ? { id: row.creatorId, fullName: row.creatorFullName, nickname: row.creatorNickname }
      : null,
    creatorName: creatorName(row),
    myRating: row.myRating,
  }));

  let collaborative: Comparison['collaborative'] = null;
  if (query.type === 'collaborative') {
    // everyone who may work on the compared items: the tree owner and the collaborators above each item
    const memberIds = [...new Set([...folder.memberIds, ...itemAccess.flatMap((a) => a.memberIds)])];
    const members: CompareMember[] = groupMembers(memberRatingRows(read, memberIds), folder.treeOwnerId).map(
      (m) => ({
        user: m.user,
        permission: m.user.id === folder.treeOwnerId ? 'owner' : 'edit',
        isViewer: m.user.id === user.id,
        ratings: ids.map((id) => m.ratings.get(id) ?? null),
      }),
    );
    collaborative = {
      members,
      averages: ids.map((_, index) =>
        average(members.map((m) => m.ratings[index]).filter((r): r is number => r != null)),
      ),
    };
  }
  return {
    folderId,
    type: query.type,
    items,
    attributes: attributeRows(ids, read.attributes),
    collaborative,
  };
}

/**
 * GET /api/folders/:id/collaborative-ratings (Premium): the folder's items with the viewer's rating, each
 * member's rating and the average. Three statements after the session.
 */
export async function getCollaborativeRatings(
  deps: AppDeps,
  user: SessionUser,
  folderId: string,
): Promise<CollaborativeRatings> {
  const db = deps.database.db;
  const access = await requireFolderAccess(db, user.id, folderId, 'view');
  if (!user.isPremium) throw errors.premiumRequired(ORGANISE_ERRORS.premiumCollaborative);
  const rows = await findFolderItems(db, user.id, folderId);
  const ids = rows.map((row) => row.id);
  const members = groupMembers(await findMemberRatings(db, access.memberIds, ids), access.treeOwnerId);
  return {
    folder: { id: folderId, name: access.name, isShared: access.isShared },
    items: rows.map((row) => {
      const ratings: MemberRating[] = members.flatMap((m) => {
        const rating = m.ratings.get(row.id);
        if (rating === undefined) return [];
        return [
          {
            user: m.user,
            permission: m.user.id === access.treeOwnerId ? ('owner' as const) : ('edit' as const),
            isViewer: m.user.id === user.id,
            rating,
          },
        ];
      });
      return {
        id: row.id,
        name: row.name,
        description: row.description,
        myRating: row.myRating,
        average: average(ratings.map((r) => r.rating)),
        ratings,
      };
    }),
  };
}
