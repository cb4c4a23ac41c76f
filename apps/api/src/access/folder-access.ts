import {
  type CollaboratorRole,
  type FolderNeed,
  type FolderRole,
  ORGANISE_ERRORS,
  ROLE_ERRORS,
  roleAllows,
  strongerRole,
} from '@shortlist/contracts';
import type { DbOrTx } from '../db/client';
import { errors } from '../http/app-error';
import { findFolderChains, findItemFolderChains, type ChainRow, type ItemFolder } from './access.repository';

/**
 * The one rule of who may do what in a folder tree (folders §6, roles):
 * - the owner of the tree's root owns every folder in it: view, edit, delete, share, change roles;
 * - a user with a collaborator row on the folder or any ancestor has that row's role there (the strongest when
 *   rows on several folders of the chain apply): viewer (sees), rater (+ rates, comments, own weights),
 *   editor (+ creates, renames, moves within the tree, adds and edits items), never delete or share;
 * - anyone else does not see the folder at all (404).
 * What a role allows is the one table `roleAllows` in contracts, which the web reads to hide controls.
 */
export type { FolderNeed, FolderRole };

export interface FolderAccess {
  folderId: string;
  /** The folder's own name. */
  name: string;
  role: FolderRole;
  /** Owner of the tree's root: every folder of a tree carries this owner. */
  treeOwnerId: string;
  /** Someone collaborates on this folder or an ancestor. */
  isShared: boolean;
  /** Ancestors the user can open, root first, the folder excluded. */
  breadcrumb: Array<{ id: string; name: string }>;
  /** Ids of the folder and all its ancestors (a move target inside this list would create a cycle). */
  selfAndAncestorIds: string[];
  /**
   * Users who may work in this folder: the tree owner and the collaborators of the folder and its ancestors.
   * For an item's access: those who see the item, so a private item's creator alone.
   */
  memberIds: string[];
  /**
   * Those of `memberIds` whose role lets them rate (the owner, raters, editors): the people of a decision (their
   * ratings and weights count). A viewer sees everything and rates nothing.
   */
  raterIds: string[];
  /** The role of each person the chain names: the tree owner's `owner`, a collaborator's strongest row. */
  memberRoles: Record<string, FolderRole>;
}

/** Decides access from one chain (start folder first, root last); null when the user may not see it. */
export function accessFromChain(userId: string, chain: readonly ChainRow[]): FolderAccess | null {
  const self = chain[0];
  const root = chain[chain.length - 1];
  if (!self || !root || root.parentFolderId !== null) return null;
  const isOwner = root.ownerId === userId;
  // the topmost folder where the user collaborates: everything from there down is theirs to open
  let topShared = -1;
  let collaboratorRole: CollaboratorRole | null = null;
  chain.forEach((row, index) => {
    const rowRole = row.collaboratorRoles[userId];
    if (!rowRole) return;
    topShared = index;
    collaboratorRole = collaboratorRole ? strongerRole(collaboratorRole, rowRole) : rowRole;
  });
  if (!isOwner && topShared === -1) return null;
  const visibleAncestors = isOwner ? chain.slice(1) : chain.slice(1, topShared + 1);
  // each collaborator's strongest role over the chain decides whether they rate here
  const strongest = new Map<string, CollaboratorRole>();
  for (const row of chain)
    for (const [id, rowRole] of Object.entries(row.collaboratorRoles)) {
      const before = strongest.get(id);
      strongest.set(id, before ? strongerRole(before, rowRole) : rowRole);
    }
  const raters = [...strongest].filter(([, r]) => roleAllows(r, 'rate')).map(([id]) => id);
  return {
    folderId: self.id,
    name: self.name,
    role: isOwner ? 'owner' : (collaboratorRole ?? 'viewer'),
    treeOwnerId: root.ownerId,
    isShared: chain.some((row) => Object.keys(row.collaboratorRoles).length > 0),
    breadcrumb: visibleAncestors.reverse().map((row) => ({ id: row.id, name: row.name })),
    selfAndAncestorIds: chain.map((row) => row.id),
    memberIds: self.privateTo
      ? [self.privateTo]
      : [...new Set([root.ownerId, ...chain.flatMap((row) => Object.keys(row.collaboratorRoles))])],
    raterIds: self.privateTo ? [self.privateTo] : [...new Set([root.ownerId, ...raters])],
    memberRoles: { ...Object.fromEntries(strongest), [root.ownerId]: 'owner' },
  };
}

/** The 403 text when the caller sees the folder but their role falls short of the need. */
const SHORT_OF: Record<Exclude<FolderNeed, 'view'>, string> = {
  rate: ROLE_ERRORS.cannotRate,
  edit: ROLE_ERRORS.cannotEdit,
  own: ORGANISE_ERRORS.onlyOwnerDeletes,
};

/** Chain rows (`chainsOf`) grouped into chains by the folder (or item) they start from, start first. */
export function groupChains(rows: readonly ChainRow[]): Map<string, ChainRow[]> {
  const byStart = new Map<string, ChainRow[]>();
  for (const row of rows) {
    const chain = byStart.get(row.startId) ?? [];
    chain.push(row);
    byStart.set(row.startId, chain);
  }
  for (const chain of byStart.values()) chain.sort((a, b) => a.depth - b.depth);
  return byStart;
}

/** Access to each of the given folders (absent: not visible to the user). One statement. */
export async function getFoldersAccess(
  db: DbOrTx,
  userId: string,
  folderIds: readonly string[],
): Promise<Map<string, FolderAccess>> {
  const out = new Map<string, FolderAccess>();
  for (const [startId, chain] of groupChains(await findFolderChains(db, folderIds))) {
    const access = accessFromChain(userId, chain);
    if (access) out.set(startId, access);
  }
  return out;
}

/** Access to the folders holding the given items, keyed by item id; others' private items are absent. One statement. */
export async function getItemsAccess(
  db: DbOrTx,
  userId: string,
  itemIds: readonly string[],
): Promise<Map<string, FolderAccess>> {
  return itemsAccessFromChains(userId, await findItemFolderChains(db, userId, itemIds));
}

/** getItemsAccess from item chains read by the caller's own statement (itemChainsCte / chainsOf). */
export function itemsAccessFromChains(userId: string, rows: readonly ChainRow[]): Map<string, FolderAccess> {
  const out = new Map<string, FolderAccess>();
  for (const [startId, chain] of groupChains(rows)) {
    const access = accessFromChain(userId, chain);
    if (access) out.set(startId, access);
  }
  return out;
}

/**
 * What `itemsAccessFromChains(userId, itemChainsOf(rows, items))` answers, from the chains of the folders holding
 * the items (`chains`: groupChains of them; `items`: which folder holds each item the viewer sees, with its
 * privacy), deciding each folder once (per privacy) however many items it holds: an item's access is its
 * folder's by the same rule over the same chain, its privacy on the chain's first row. `decided` may hold the
 * access already decided from one of these chains (keyed by its folder id; null: not visible).
 */
export function itemsAccessFromFolderChains(
  userId: string,
  chains: ReadonlyMap<string, readonly ChainRow[]>,
  items: readonly ItemFolder[],
  decided = new Map<string, FolderAccess | null>(),
): Map<string, FolderAccess> {
  const out = new Map<string, FolderAccess>();
  for (const [itemId, folderId, privateTo] of items) {
    const key = privateTo === null ? folderId : `${folderId} ${privateTo}`;
    let access = decided.get(key);
    if (access === undefined) {
      const chain = chains.get(folderId) ?? [];
      const self = chain[0];
      access = accessFromChain(
        userId,
        !self || self.privateTo === privateTo ? chain : [{ ...self, privateTo }, ...chain.slice(1)],
      );
      decided.set(key, access);
    }
    if (access) out.set(itemId, access);
  }
  return out;
}

function check(access: FolderAccess | undefined, need: FolderNeed): FolderAccess {
  if (!access) throw errors.notFound();
  if (need !== 'view' && !roleAllows(access.role, need)) throw errors.forbidden(SHORT_OF[need]);
  return access;
}

/** The user's access to a folder, or 404 (cannot see it) / 403 (sees it but their role falls short of `need`). */
export async function requireFolderAccess(
  db: DbOrTx,
  userId: string,
  folderId: string,
  need: FolderNeed,
): Promise<FolderAccess> {
  return check((await getFoldersAccess(db, userId, [folderId])).get(folderId), need);
}

/**
 * requireFolderAccess decided from a folder's chain read by the caller's own statement (a hot read folding its
 * access check in: folderChainCte / chainsOf): the same rule, the same 404 / 403.
 */
export function requireChainAccess(
  userId: string,
  chain: readonly ChainRow[],
  need: FolderNeed,
): FolderAccess {
  return check(accessFromChain(userId, chain) ?? undefined, need);
}

/** requireFolderAccess for the folder holding an item. */
export async function requireItemAccess(
  db: DbOrTx,
  userId: string,
  itemId: string,
  need: FolderNeed,
): Promise<FolderAccess> {
  return check((await getItemsAccess(db, userId, [itemId])).get(itemId), need);
}

/** All-or-nothing access to many folders or items: 404 if any is not visible, 403 if any lacks `need`. */
export function requireAll(
  accessById: Map<string, FolderAccess>,
  ids: readonly string[],
  need: FolderNeed,
): FolderAccess[] {
  return ids.map((id) => check(accessById.get(id), need));
}

/**
 * Access of several people to several folders in ONE statement (the live streams filter each event per person):
 * person id -> folder id -> access; a folder a person may not see is absent from their map.
 */
export async function getFoldersAccessOfMany(
  db: DbOrTx,
  userIds: readonly string[],
  folderIds: readonly string[],
): Promise<Map<string, Map<string, FolderAccess>>> {
  const chains = groupChains(await findFolderChains(db, folderIds));
  const out = new Map<string, Map<string, FolderAccess>>();
  for (const userId of userIds) {
    const mine = new Map<string, FolderAccess>();
    for (const [startId, chain] of chains) {
      const access = accessFromChain(userId, chain);
      if (access) mine.set(startId, access);
    }
    out.set(userId, mine);
  }
  return out;
}
