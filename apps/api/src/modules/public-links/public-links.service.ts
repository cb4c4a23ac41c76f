import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  appUrl,
  isPremiumPlan,
  type PlanId,
  PUBLIC_LINK,
  PUBLIC_LINK_ERRORS,
  PUBLIC_LINK_TEXTS,
  publicLinkPath,
  type PublicFolder,
  type PublicLink,
  type PublicView,
} from '@shortlist/contracts';
import type { AppDeps } from '../../deps';
import { AppError, errors } from '../../http/app-error';
import type { PageHead } from '../../http/serve-web';
import { requireConfirmedEmail, type SessionUser } from '../../http/session';
import { requireFolderAccess } from '../../access/folder-access';
import { publicRanking } from '../decide/decide.service';
import {
  attributeIdsByName,
  basicPlanCategoryInTransaction,
  copyCategoryInTransaction,
  isOwnLiveCategory,
} from '../categories/categories.service';
import { createTopFolderInTransaction } from '../folders/folders.service';
import { categoriesOfItems, copyItemsInTransaction } from '../items/items.service';
import {
  copyPhotosOfItems,
  discardStoredPhotos,
  recordPhotosInTransaction,
  signMediaUrls,
} from '../media/media.service';
import { copyNotesInTransaction } from '../notes/notes.service';
import * as repo from './public-links.repository';

/** The digest a token is stored and looked up by. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

function presentLink(row: repo.PublicLinkRow): PublicLink {
  return {
    id: row.id,
    folderId: row.folderId,
    token: row.token,
    path: publicLinkPath(row.token),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    includeNotes: row.includeNotes,
    includeSubfolders: row.includeSubfolders,
    viewCount: row.viewCount,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The owner's access to the folder; a collaborator is told that the link is the owner's (403), others 404. */
async function requireLinkOwner(deps: AppDeps, user: SessionUser, folderId: string): Promise<void> {
  try {
    await requireFolderAccess(deps.database.db, user.id, folderId, 'own');
  } catch (error) {
    if (error instanceof AppError && error.code === 'FORBIDDEN')
      throw errors.forbidden(PUBLIC_LINK_ERRORS.ownerOnly);
    throw error;
  }
}

/** The folder's live link for its owner, or null. 404 for anyone else. */
export async function getPublicLink(
  deps: AppDeps,
  user: SessionUser,
  folderId: string,
): Promise<PublicLink | null> {
  const db = deps.database.db;
  await requireLinkOwner(deps, user, folderId);
  const row = await repo.findLiveLink(db, folderId);
  return row ? presentLink(row) : null;
}

/**
 * A new public link for the folder (owner, Premium): an unguessable token from the CSPRNG; any live link is
 * revoked in the same transaction ("make a new one"). The expiry, when set, lies within a year from now.
 */
export async function createPublicLink(
  deps: AppDeps,
  user: SessionUser,
  folderId: string,
  input: { expiresAt: string | null; includeNotes: boolean; includeSubfolders: boolean },
): Promise<PublicLink> {
  const db = deps.database.db;
  await requireLinkOwner(deps, user, folderId);
  if (!user.isPremium) throw errors.premiumRequired(PUBLIC_LINK_ERRORS.premiumRequired);
  requireConfirmedEmail(user);
  const now = deps.clock.now();
  const expiresAt = input.expiresAt ? new Date(input.expiresAt) : null;
  if (expiresAt && expiresAt.getTime() <= now.getTime())
    throw errors.validation({ expiresAt: PUBLIC_LINK_ERRORS.expiryInPast }, PUBLIC_LINK_ERRORS.expiryInPast);
  if (expiresAt && expiresAt.getTime() > now.getTime() + PUBLIC_LINK.expiryDaysMax * 86_400_000)
    throw errors.validation({ expiresAt: PUBLIC_LINK_ERRORS.expiryTooFar }, PUBLIC_LINK_ERRORS.expiryTooFar);
  const token = randomBytes(PUBLIC_LINK.tokenBytes).toString('base64url');
  const row = await db.transaction(async (tx) => {
    await repo.revokeLiveLink(tx, folderId, now);
    return repo.insertLink(tx, {
      folderId,
      token,
      tokenHash: hashToken(token),
      createdBy: user.id,
      expiresAt,
      includeNotes: input.includeNotes,
      includeSubfolders: input.includeSubfolders,
      createdAt: now,
    });
  });
  return presentLink(row);
}

/** Turns the folder's link off (owner): the next request with its token is refused. */
export async function revokePublicLink(deps: AppDeps, user: SessionUser, folderId: string): Promise<void> {
  const db = deps.database.db;
  await requireLinkOwner(deps, user, folderId);
  await repo.revokeLiveLink(db, folderId, deps.clock.now());
}

const unavailable = () => new AppError('NOT_FOUND', PUBLIC_LINK_ERRORS.unavailable);

/**
 * The live link behind a token, or 404 with one message for every reason (unknown, revoked, expired, owner no
 * longer Premium or gone). Every token, well-formed or not, costs one digest and one indexed lookup, so the
 * answer time says nothing about how close a guess was.
 */
export async function resolveToken(deps: AppDeps, token: string): Promise<repo.ResolvedLinkRow> {
  const row = await repo.findLinkByHash(deps.database.db, hashToken(token.slice(0, 256)));
  const now = deps.clock.now().getTime();
  if (
    !row ||
    row.token !== token ||
    row.revokedAt !== null ||
    (row.expiresAt !== null && row.expiresAt.getTime() <= now) ||
    row.ownerDeleted ||
    !isPremiumPlan((row.ownerPlan ?? 'basic') as PlanId)
  )
    throw unavailable();
  return row;
}

/** The shared folder (and its subfolders when included) with their items, for anyone with the link. */
export async function buildPublicView(deps: AppDeps, link: repo.ResolvedLinkRow): Promise<PublicView> {
  const db = deps.database.db;
  const folders = await repo.findSharedFolders(db, link.folderId, link.includeSubfolders);
  const items = await repo.findSharedItems(
    db,
    folders.map((f) => f.id),
    link.ownerId,
  );
  const notes = link.includeNotes
    ? await repo.findSharedNotes(
        db,
        items.map((i) => i.id),
      )
    : [];
  // the same short-lived signed URLs as everywhere else: revoking the link ends photo access within two hours
  const mediaUrl = await signMediaUrls(
    deps,
    items.flatMap((item) => item.photoPaths),
  );
  const rankings = new Map(
    await Promise.all(
      folders.map(async (f) => [f.id, await publicRanking(deps, f.id, link.ownerId)] as const),
    ),
  );
  const present = (folder: repo.SharedFolderRow): PublicFolder => ({
    id: folder.id,
    name: folder.name,
    description: folder.description,
    ranking: rankings.get(folder.id) ?? [],
    items: items
      .filter((item) => item.folderId === folder.id)
      .map((item) => ({
        id: item.id,
        name: item.name,
        description: item.description,
        priceCents: item.priceCents,
        currency: item.currency,
        sourceUrl: item.sourceUrl,
        categoryName: item.categoryName,
        rating: item.rating,
        photoUrls: item.photoPaths.map(mediaUrl),
        attributes: item.attributes,
        ...(link.includeNotes
          ? {
              notes: notes
                .filter((n) => n.itemId === item.id)
                .map((n) => ({ title: n.title, content: n.content })),
            }
          : {}),
      })),
  });
  const [root, ...below] = folders;
  if (!root) throw unavailable();
  const names = new Map(folders.map((f) => [f.id, f]));
  const pathOf = (folder: repo.SharedFolderRow): string[] => {
    const path: string[] = [];
    for (let parent = folder.parentFolderId ? names.get(folder.parentFolderId) : undefined; parent;) {
      if (parent.id === root.id) break;
      path.unshift(parent.name);
      parent = parent.parentFolderId ? names.get(parent.parentFolderId) : undefined;
    }
    return path;
  };
  return {
    folder: present(root),
    subfolders: below.map((folder) => ({ ...present(folder), path: pathOf(folder) })),
    includesNotes: link.includeNotes,
    expiresAt: link.expiresAt?.toISOString() ?? null,
  };
}

/**
 * The head of the public page's HTML (its <title> and chat card): the folder's name, its description or how
 * many items it holds, its first photo. Not counted as a view (the page's own API call is). A token that does
 * not open anything gets the "not available" card and 404.
 */
export async function publicPageHead(
  deps: AppDeps,
  token: string,
): Promise<{ status: number; head: PageHead }> {
  try {
    const view = await buildPublicView(deps, await resolveToken(deps, token));
    const items = [view.folder, ...view.subfolders].flatMap((f) => f.items);
    const description = (
      view.folder.description ||
      PUBLIC_LINK_TEXTS.cardDescription(
        items.length,
        items.slice(0, 3).map((i) => i.name),
      )
    ).slice(0, PUBLIC_LINK.ogDescriptionMax);
    const photo = items.find((i) => i.photoUrls.length > 0)?.photoUrls[0];
    // a chat app fetches the card from its own servers: every address in it is absolute
    const absolute = (address: string) =>
      /^https?:\/\//i.test(address) ? address : appUrl(deps.config.publicUrl, address);
    return {
      status: 200,
      head: {
        title: PUBLIC_LINK_TEXTS.cardTitle(view.folder.name),
        description,
        url: absolute(publicLinkPath(token)),
        ...(photo ? { imageUrl: absolute(photo) } : {}),
        noindex: true,
      },
    };
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== 'NOT_FOUND') throw error;
    return {
      status: 404,
      head: {
        title: PUBLIC_LINK_TEXTS.cardTitle(PUBLIC_LINK_TEXTS.unavailableTitle),
        description: PUBLIC_LINK_ERRORS.unavailable,
        noindex: true,
      },
    };
  }
}

/** A visitor opens the link: counted as a view. */
export async function viewPublicLink(deps: AppDeps, token: string): Promise<PublicView> {
  const link = await resolveToken(deps, token);
  await repo.countView(deps.database.db, link.id);
  return buildPublicView(deps, link);
}

/**
 * "Save a copy to my Shortlist": the shared items (subfolders' too, when the link includes them) copied into a
 * new top-level folder of the visitor's, in one transaction, with their attribute values, their photos (the
 * files copied, so the copy keeps them whatever the owner does later) and, when the link shares notes, the
 * notes. Items go into the category the visitor names (values matched by attribute name), else into copies of
 * the shared items' categories, made for the visitor with their attributes; a Basic visitor (one category in
 * all) gets every item in their one category, or in one copy when they have none yet. Every row is written by the
 * feature that owns it (folders, categories, items, notes, media), in this one transaction: one statement per
 * table, plus two per copied category.
 */
export async function copyPublicLink(
  deps: AppDeps,
  user: SessionUser,
  token: string,
  input: { categoryId?: string | undefined },
): Promise<{ folderId: string; itemCount: number }> {
  const db = deps.database.db;
  const link = await resolveToken(deps, token);
  const view = await buildPublicView(deps, link);
  const shared = [view.folder, ...view.subfolders].flatMap((f) => f.items);
  if (input.categoryId && !(await isOwnLiveCategory(db, user.id, input.categoryId)))
    throw errors.validation({ categoryId: PUBLIC_LINK_ERRORS.noCategory }, PUBLIC_LINK_ERRORS.noCategory);
  const categoryOf = await categoriesOfItems(
    db,
    shared.map((i) => i.id),
  );
  const newId = new Map(shared.map((item) => [item.id, randomUUID()]));
  // files first (storage is not transactional); a failed transaction removes them again
  const photos = await copyPhotosOfItems(deps, { newIdOf: newId, userId: user.id });
  try {
    const now = deps.clock.now();
    return await db.transaction(async (tx) => {
      // Basic plan: one category in all, so every item goes into the visitor's one category, or into one copy
      const oneCategory = !input.categoryId && !user.isPremium;
      const chosen =
        input.categoryId ?? (oneCategory ? await basicPlanCategoryInTransaction(tx, user.id) : undefined);
      const targets = new Map<string, { id: string; attributeIds: Map<string, string> }>();
      const targetOf = async (sourceCategoryId: string) => {
        const key = chosen ?? (oneCategory ? 'one' : sourceCategoryId);
        let target = targets.get(key);
        if (!target) {
          target = chosen
            ? { id: chosen, attributeIds: await attributeIdsByName(tx, chosen) }
            : await copyCategoryInTransaction(tx, {
                sourceCategoryId,
                userId: user.id,
                description: PUBLIC_LINK_TEXTS.copyCategoryDescription,
                now,
              });
          targets.set(key, target);
        }
        return target;
      };
      const items = [];
      const values = [];
      for (const item of shared) {
        const target = await targetOf(categoryOf.get(item.id)!);
        const id = newId.get(item.id)!;
        items.push({
          id,
          name: item.name,
          description: item.description,
          priceCents: item.priceCents,
          currency: item.currency,
          sourceUrl: item.sourceUrl,
          categoryId: target.id,
        });
        for (const attribute of item.attributes) {
          const attributeId = target.attributeIds.get(attribute.name);
          if (attributeId && attribute.value !== null)
            values.push({ itemId: id, attributeId, value: attribute.value });
        }
      }
      const folderId = await createTopFolderInTransaction(tx, {
        name: view.folder.name,
        description: view.folder.description,
        ownerId: user.id,
        now,
      });
      const itemCount = await copyItemsInTransaction(tx, {
        folderId,
        creatorId: user.id,
        now,
        items,
        values,
      });
      await copyNotesInTransaction(tx, {
        creatorId: user.id,
        now,
        notes: shared.flatMap((item) =>
          (item.notes ?? []).map((note) => ({ itemId: newId.get(item.id)!, ...note })),
        ),
      });
      await recordPhotosInTransaction(tx, photos.rows);
      return { folderId, itemCount };
    });
  } catch (error) {
    await discardStoredPhotos(deps.storage, photos.paths);
    throw error;
  }
}
