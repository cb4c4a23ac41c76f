import {
  type BodyOf,
  type CaptureFolder,
  type captureEndpoints,
  findSharedLink,
  type SharedContent,
  type SharedLinkAnswer,
} from '@shortlist/contracts';
import type { AppDeps } from '../../deps';
import { errors } from '../../http/app-error';
import { readerOf } from '../../http/read-answer';
import type { JsonText } from '../../http/serializer';
import type { SessionUser } from '../../http/session';
import { addItem, getAddedItem } from '../items/items.service';
import { applyNoteChanges } from '../notes/notes.service';
import { findCaptureFolders } from './capture.repository';

type CaptureInput = BodyOf<typeof captureEndpoints.create>;

/** The link a share sheet handed over, or 400 with the reason on `url` (not http(s), no link in the text). */
export function resolveSharedLink(input: SharedContent): SharedLinkAnswer {
  const found = findSharedLink(input);
  if (!found.ok) throw errors.validation({ url: found.error }, found.error);
  return { url: found.url, title: found.title };
}

/** The folders the Capture screen offers, most recently used first, each with its visible path. */
export async function listCaptureFolders(deps: AppDeps, user: SessionUser): Promise<CaptureFolder[]> {
  const rows = await findCaptureFolders(deps.database.db, user.id);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const pathOf = (row: (typeof rows)[number]): string[] => {
    const path: string[] = [];
    // only ancestors the user can see: a folder shared with them starts its own path
    for (let parent = row.parentFolderId && byId.get(row.parentFolderId); parent;) {
      path.unshift(parent.name);
      parent = parent.parentFolderId ? byId.get(parent.parentFolderId) : undefined;
    }
    return path;
  };
  return rows
    .map((row) => ({
      id: row.id,
      name: row.name,
      path: pathOf(row),
      lastUsedAt: row.lastUsedAt.toISOString(),
      shared: row.shared,
    }))
    .sort((a, b) => b.lastUsedAt.localeCompare(a.lastUsedAt) || a.name.localeCompare(b.name));
}

/**
 * "Add" on the Capture screen: the item (rating and price optional), its attribute values and its first note
 * in one transaction; the page's image follows as for Add New Item. 404 for a folder the user cannot edit.
 */
export async function captureItem(deps: AppDeps, user: SessionUser, input: CaptureInput): Promise<JsonText> {
  const note = input.note;
  const { itemId, access } = await addItem(
    deps,
    readerOf(user),
    input.folderId,
    {
      name: input.name,
      description: input.description,
      sourceUrl: input.sourceUrl,
      priceCents: input.priceCents,
      currency: input.currency,
      rating: input.rating,
      categoryId: input.categoryId,
      attributeValues: input.attributeValues,
      linkImport: input.linkImport
        ? { currency: input.linkImport.currency ?? null, imageUrl: input.linkImport.imageUrl ?? null }
        : undefined,
    },
    note
      ? async (tx, id) => {
          await applyNoteChanges(tx, {
            itemId: id,
            userId: user.id,
            now: deps.clock.now(),
            create: [note],
            update: [],
            delete: [],
          });
        }
      : undefined,
  );
  return getAddedItem(deps, user, itemId, access);
}
