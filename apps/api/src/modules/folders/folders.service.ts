import {
  type BodyOf,
  type FolderRole,
  type FolderSummary,
  type foldersEndpoints,
  ORGANISE_ERRORS,
  ORGANISE_VALIDATION,
} from '@shortlist/contracts';
import type { DbOrTx } from '../../db/client';
import type { AppDeps } from '../../deps';
import { errors } from '../../http/app-error';
import type { SessionUser } from '../../http/session';
import { collectFilesOfFolders, removeFilesAfterCommit } from '../media/media.service';
import {
  getFoldersAccess,
  requireAll,
  requireFolderAccess,
  type FolderAccess,
} from '../../access/folder-access';
import { recordFolderEdited, recordFolderMoved, recordSubfolderAdded } from './folders.activity';
import { presentFolderSummary } from './folders.presenter';
import {
  deleteFolders as deleteFolderRows,
  findFolderSummary,
  findFolderCurrency,
  insertFolder,
  lockOwnerTrees,
  updateFolder as updateFolderRow,
} from './folders.repository';

type FolderCreateInput = BodyOf<typeof foldersEndpoints.create>;
type FolderUpdateInput = BodyOf<typeof foldersEndpoints.update>;

async function summaryOf(
  deps: AppDeps,
  user: SessionUser,
  folderId: string,
  place: { inheritedShared: boolean; parentVisible: boolean; role: FolderRole },
): Promise<FolderSummary> {
  const row = await findFolderSummary(deps.database.db, user.id, folderId);
  if (!row) throw errors.notFound();
  return presentFolderSummary(row, user.id, place);
}

/** Creates a top-level folder of the caller, or a subfolder (of the parent tree's owner) where they can edit. */
export async function createFolder(
  deps: AppDeps,
  user: SessionUser,
  input: FolderCreateInput,
): Promise<FolderSummary> {
  const db = deps.database.db;
  let parent: FolderAccess | undefined;
  if (input.parentFolderId) parent = await requireFolderAccess(db, user.id, input.parentFolderId, 'edit');
  const now = deps.clock.now();
  // a subfolder is part of its parent's decision: it prices in the parent's currency unless told otherwise
  const currency = input.currency ?? (parent ? await findFolderCurrency(db, parent.folderId) : undefined);
  const values = {
    name: input.name,
    description: input.description,
    ...(currency ? { currency } : {}),
    // a tree has one owner: a collaborator's subfolder belongs to the tree's owner
    ownerId: parent?.treeOwnerId ?? user.id,
    parentFolderId: input.parentFolderId,
    createdAt: now,
  };
  // a subfolder is news in the feeds above it; a new top-level folder is its owner's alone
  const id = parent
    ? await db.transaction(async (tx) => {
        const created = await insertFolder(tx, values);
        await recordSubfolderAdded(tx, { folderId: created, actorId: user.id, at: now });
        return created;
      })
    : await insertFolder(db, values);
  return summaryOf(deps, user, id, {
    inheritedShared: parent?.isShared ?? false,
    parentVisible: !!parent,
    role: parent?.role ?? 'owner',
  });
}

/**
 * A new top-level folder of the user's, inside a caller's transaction (a public link's "Save a copy"). One
 * statement; answers its id.
 */
export function createTopFolderInTransaction(
  tx: DbOrTx,
  input: {
    name: string;
    description: string | null;
    ownerId: string;
    now: Date;
    /** Absent: the column's default. */
    currency?: string | undefined;
    /** A folder started from a template (its checklist shows). */
    templateId?: string | undefined;
  },
): Promise<string> {
  return insertFolder(tx, {
    name: input.name,
    description: input.description,
    ownerId: input.ownerId,
    parentFolderId: null,
    createdAt: input.now,
    ...(input.currency ? { currency: input.currency } : {}),
    ...(input.templateId ? { templateId: input.templateId } : {}),
  });
}

/** Edits name and/or description (owner or collaborator). */
export async function updateFolder(
  deps: AppDeps,
  user: SessionUser,
  folderId: string,
  input: FolderUpdateInput,
): Promise<FolderSummary> {
  const db = deps.database.db;
  const access = await requireFolderAccess(db, user.id, folderId, 'edit');
  if (input.name !== undefined || input.description !== undefined || input.currency !== undefined) {
    const now = deps.clock.now();
    await db.transaction(async (tx) => {
      await updateFolderRow(tx, folderId, {
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.description !== undefined ? { description: input.description } : {}),
        ...(input.currency !== undefined ? { currency: input.currency } : {}),
        updatedAt: now,
      });
      const renamed = input.name !== undefined && input.name !== access.name;
      if (renamed || input.description !== undefined)
        await recordFolderEdited(tx, { folderId, actorId: user.id, at: now, fromName: access.name, renamed });
    });
  }
  return summaryOf(deps, user, folderId, {
    inheritedShared: access.isShared,
    parentVisible: access.breadcrumb.length > 0,
    role: access.role,
  });
}

/** Checks a move: both ends visible and editable by the caller's role, no cycle, same owner, top level for owners only. */
function checkMove(
  accessById: Map<string, FolderAccess>,
  folderId: string,
  targetId: string | null,
): { source: FolderAccess; target: FolderAccess | undefined } {
  const [source] = requireAll(accessById, [folderId], 'edit') as [FolderAccess];
  if (targetId === null) {
    if (source.role !== 'owner') throw errors.forbidden(ORGANISE_ERRORS.onlyOwnerMovesToTop);
    return { source, target: undefined };
  }
  const [target] = requireAll(accessById, [targetId], 'edit') as [FolderAccess];
  if (target.selfAndAncestorIds.includes(folderId))
    throw errors.validation({ parentFolderId: ORGANISE_VALIDATION.folderMoveIntoItself });
  if (target.treeOwnerId !== source.treeOwnerId)
    throw errors.validation({ parentFolderId: ORGANISE_VALIDATION.moveAcrossOwners });
  return { source, target };
}

/** Moves a folder under another folder of the same owner (or to the top level), refusing cycles. */
export async function moveFolder(
  deps: AppDeps,
  user: SessionUser,
  folderId: string,
  parentFolderId: string | null,
): Promise<FolderSummary> {
  const db = deps.database.db;
  const ids = parentFolderId ? [folderId, parentFolderId] : [folderId];
  const { source } = checkMove(await getFoldersAccess(db, user.id, ids), folderId, parentFolderId);
  const target = await db.transaction(async (tx) => {
    await lockOwnerTrees(tx, source.treeOwnerId);
    // checked again under the lock: a concurrent move may have changed the trees meanwhile
    const checked = checkMove(await getFoldersAccess(tx, user.id, ids), folderId, parentFolderId);
    const now = deps.clock.now();
    await updateFolderRow(tx, folderId, { parentFolderId, updatedAt: now });
    await recordFolderMoved(tx, {
      folderId,
      actorId: user.id,
      at: now,
      toFolderName: checked.target?.name ?? null,
    });
    return checked.target;
  });
  return summaryOf(deps, user, folderId, {
    inheritedShared: target?.isShared ?? false,
    parentVisible: !!target,
    role: target?.role ?? source.role,
  });
}

/** Deletes folders with their whole subtrees and items, all or nothing (tree owner only). */
export async function deleteFolders(
  deps: AppDeps,
  user: SessionUser,
  ids: readonly string[],
): Promise<{ deletedCount: number }> {
  const db = deps.database.db;
  const files = await db.transaction(async (tx) => {
    requireAll(await getFoldersAccess(tx, user.id, ids), ids, 'own');
    const found = await collectFilesOfFolders(tx, ids);
    await deleteFolderRows(tx, ids);
    return found;
  });
  await removeFilesAfterCommit(deps, files);
  return { deletedCount: ids.length };
}
