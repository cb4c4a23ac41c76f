import {
  type CollaborativeRatings,
  type FolderRole,
  type MemberRating,
  ORGANISE_ERRORS,
  strongerRole,
} from '@shortlist/contracts';
import type { AppDeps } from '../../deps';
import { errors } from '../../http/app-error';
import type { SessionUser } from '../../http/session';
import { type FolderAccess, requireFolderAccess } from '../../access/folder-access';
import { findFolderItems, findMemberRatings, type MemberRatingRow } from './compare.repository';

/** Mean with one decimal; null for no values. */
export function average(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  return Math.round((values.reduce((sum, v) => sum + v, 0) / values.length) * 10) / 10;
}

const nameOf = (p: { fullName: string | null; nickname: string | null }) => p.fullName || p.nickname || '';

/**
 * A member's role as the comparison shows it: the strongest the given accesses (the compared folder's, the
 * compared items' folders') give them. Members are the raters of those accesses, so one always names them.
 */
export function memberRole(
  accesses: ReadonlyArray<Pick<FolderAccess, 'memberRoles'>>,
  userId: string,
): FolderRole {
  let strongest: FolderRole | null = null;
  for (const access of accesses) {
    const role = access.memberRoles[userId];
    if (role) strongest = strongest ? strongerRole(strongest, role) : role;
  }
  return strongest ?? 'rater';
}

/** Members with their ratings keyed by item, owner first, then by name. */
export function groupMembers(rows: readonly MemberRatingRow[], ownerId: string) {
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
  return [...members.values()].sort(memberOrder(ownerId));
}

/** The order of a comparison's or a folder's members: the owner first, then by name. */
export function memberOrder(ownerId: string) {
  return (
    a: { user: { id: string; fullName: string | null; nickname: string | null } },
    b: { user: { id: string; fullName: string | null; nickname: string | null } },
  ) =>
    Number(b.user.id === ownerId) - Number(a.user.id === ownerId) ||
    nameOf(a.user).localeCompare(nameOf(b.user));
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
  // the ratings of those who may rate (a viewer's, from before they became one, do not count)
  const members = groupMembers(await findMemberRatings(db, access.raterIds, ids), access.treeOwnerId);
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
            role: memberRole([access], m.user.id),
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
