import { DECIDE, FOLDER_EXPORT_VERSION, type FolderExport, ITEM_TEXTS } from '@shortlist/contracts';
import type { DbOrTx } from '../../db/client';
import type { AppDeps } from '../../deps';
import { signMediaUrls } from '../media/media.service';
import {
  findDecisionRecords,
  findExportCategories,
  findExportItems,
  findFolderRow,
  findItemParts,
  findPeople,
} from './folder-export.repository';

/** Who the export is for and who counts as the folder's people (their ratings are the group's). */
export interface ExportAudience {
  viewerId: string;
  treeOwnerId: string;
  memberIds: readonly string[];
}

/** A photo as the archive stores it besides its link. */
export interface ExportPhotoFile {
  itemId: string;
  filePath: string;
  fileName: string;
  uploadedBy: string | null;
}

const iso = (d: Date) => d.toISOString();

/**
 * Everything of one folder the viewer may see, as the JSON export writes it: items with their attributes'
 * raw values, the group's ratings, notes, steps, comments, status and photo links, the categories, and the
 * recorded decisions. A constant number of statements whatever the number of items.
 */
export async function buildFolderDocument(
  deps: Pick<AppDeps, 'storage' | 'clock'>,
  db: DbOrTx,
  folderId: string,
  audience: ExportAudience,
): Promise<{ document: FolderExport; photos: ExportPhotoFile[] }> {
  const [folder, itemRows, decisions] = await Promise.all([
    findFolderRow(db, folderId),
    findExportItems(db, audience.viewerId, folderId),
    findDecisionRecords(db, folderId),
  ]);
  if (!folder) throw new Error(`folder ${folderId} is gone`);
  const itemIds = itemRows.map((i) => i.id);
  const [parts, cats] = await Promise.all([
    findItemParts(db, itemIds),
    findExportCategories(db, [...new Set(itemRows.map((i) => i.categoryId))]),
  ]);
  const members = new Set(audience.memberIds);
  const personIds = new Set<string>(audience.memberIds);
  for (const n of parts.notes) if (n.authorId) personIds.add(n.authorId);
  for (const c of parts.comments) if (c.authorId) personIds.add(c.authorId);
  for (const d of decisions) if (d.decidedBy) personIds.add(d.decidedBy);
  const people = new Map(
    (await findPeople(db, [...personIds])).map((p) => [
      p.id,
      { id: p.id, name: p.fullName ?? p.nickname ?? ITEM_TEXTS.unknownUser },
    ]),
  );
  const person = (id: string | null) => (id ? (people.get(id) ?? null) : null);
  const attributeNames = new Map(cats.attributes.map((a) => [a.id, a.name]));
  const mediaUrl = await signMediaUrls(
    deps,
    parts.photos.map((p) => p.filePath),
  );
  const byItem = <T extends { itemId: string }>(rows: readonly T[]) => {
    const map = new Map<string, T[]>();
    for (const row of rows) map.set(row.itemId, [...(map.get(row.itemId) ?? []), row]);
    return (id: string) => map.get(id) ?? [];
  };
  const valuesOf = byItem(parts.values);
  const ratingsOf = byItem(parts.ratings.filter((r) => members.has(r.userId)));
  const notesOf = byItem(parts.notes);
  const stepsOf = byItem(parts.steps);
  const commentsOf = byItem(parts.comments);
  const photosOf = byItem(parts.photos);
  const document: FolderExport = {
    format: 'shortlist.folder',
    version: FOLDER_EXPORT_VERSION,
    exportedAt: iso(deps.clock.now()),
    folder: {
      id: folder.id,
      name: folder.name,
      description: folder.description,
      currency: folder.currency,
      createdAt: iso(folder.createdAt),
    },
    members: audience.memberIds.flatMap((id) => {
      const p = people.get(id);
      return p ? [{ ...p, role: id === audience.treeOwnerId ? 'owner' : 'member' }] : [];
    }),
    categories: cats.rows.map((c) => ({
      ...c,
      attributes: cats.attributes
        .filter((a) => a.categoryId === c.id)
        .map(({ categoryId: _c, ...a }) => ({ ...a, options: a.options ?? [] })),
    })),
    items: itemRows.map((item) => ({
      id: item.id,
      name: item.name,
      description: item.description,
      link: item.sourceUrl,
      priceCents: item.priceCents,
      currency: item.currency,
      categoryId: item.categoryId,
      isPrivate: item.isPrivate,
      status: item.status ?? DECIDE.statuses[0],
      statusReason: item.statusReason ?? null,
      createdAt: iso(item.createdAt),
      updatedAt: iso(item.updatedAt),
      attributes: Object.fromEntries(
        valuesOf(item.id).flatMap((v) => {
          const name = attributeNames.get(v.attributeId);
          return name ? [[name, v.value]] : [];
        }),
      ),
      ratings: ratingsOf(item.id).flatMap((r) => {
        const p = people.get(r.userId);
        return p ? [{ person: p, rating: r.rating, updatedAt: iso(r.updatedAt) }] : [];
      }),
      notes: notesOf(item.id).map((n) => ({
        title: n.title,
        content: n.content,
        author: person(n.authorId),
        createdAt: iso(n.createdAt),
        updatedAt: iso(n.updatedAt),
      })),
      steps: stepsOf(item.id).map((s) => ({
        text: s.text,
        completed: s.completed,
        completedAt: s.completedAt ? iso(s.completedAt) : null,
        createdAt: iso(s.createdAt),
      })),
      comments: commentsOf(item.id).map((c) => ({
        text: c.text,
        author: person(c.authorId),
        createdAt: iso(c.createdAt),
      })),
      photos: photosOf(item.id).map((p) => ({
        fileName: p.fileName,
        mimeType: p.mimeType,
        url: mediaUrl(p.filePath),
        createdAt: iso(p.createdAt),
      })),
    })),
    decisions: decisions.map((d) => ({
      itemId: d.itemId,
      itemName: d.itemName,
      decidedBy: person(d.decidedBy),
      decidedAt: iso(d.decidedAt),
      reopenedAt: d.reopenedAt ? iso(d.reopenedAt) : null,
      snapshot: d.snapshot,
    })),
  };
  return {
    document,
    photos: parts.photos.map((p) => ({
      itemId: p.itemId,
      filePath: p.filePath,
      fileName: p.fileName,
      uploadedBy: p.uploadedBy,
    })),
  };
}
