import { accessFromChain, type FolderAccess } from '../../access/folder-access';
import { chainsOf } from '../../access/access.repository';
import type { AppDeps } from '../../deps';
import { errors } from '../../http/app-error';
import type { Reader, ReadResult } from '../../http/read-answer';
import { sessionRow } from '../../http/revision.repository';
import { JsonText } from '../../http/serializer';
import { signPhotoUrlsInText, signPhotoUrlsInTexts } from '../media/media.service';
import { cardSortOf } from './item-card.fragment';
import { folderItemCards, itemCard } from './item-cards.read-model';
import { itemPage, type ItemPageRating, type ItemPageRow } from './item-page.read-model';
import type { ItemSortKey, SortOrder } from '@shortlist/contracts';

/*
 * The answers that carry item cards, from their read models: the item page, a folder's cards, one card. Each
 * is PostgreSQL's JSON text with the photo paths signed; what depends on access is added here.
 */

/** The item page's JSON text from its row, for a viewer whose access to the item's folder is `access`. */
async function itemPageText(deps: AppDeps, row: ItemPageRow, access: FolderAccess): Promise<JsonText> {
  if (!row.card) throw errors.notFound();
  const card = await signPhotoUrlsInText(deps, row.card);
  const ratings = (typeof row.ratings === 'string' ? JSON.parse(row.ratings) : row.ratings) as
    ItemPageRating[] | null;
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

/** GET /api/items/:id: one statement; the access decision (404) is made here from the chain it read. */
export async function readItemPage(
  deps: AppDeps,
  reader: Reader,
  itemId: string,
): Promise<ReadResult<JsonText>> {
  const [row] = await itemPage.rows(deps.database, { viewer: reader.userId, itemId });
  const user = reader.live(row && sessionRow(row));
  const access = accessFromChain(user.id, chainsOf(row!.chain));
  if (!access) throw errors.notFound();
  return { user, fingerprint: row!.fingerprint, value: await itemPageText(deps, row!, access) };
}

/** The item page of an item just written, for a viewer whose access is known (add, capture). */
export async function itemPageOf(
  deps: AppDeps,
  viewerId: string,
  itemId: string,
  access: FolderAccess,
): Promise<JsonText> {
  const [row] = await itemPage.rows(deps.database, { viewer: viewerId, itemId });
  if (!row) throw errors.notFound();
  return itemPageText(deps, row, access);
}

/** A folder's item cards the viewer sees, as a JSON array text, for a caller that has checked access. */
export async function folderCardsText(
  deps: AppDeps,
  viewerId: string,
  folderId: string,
  sort: { sort: ItemSortKey; order: SortOrder },
): Promise<string> {
  const [row] = await folderItemCards.rows(deps.database, { viewer: viewerId, folderId }, cardSortOf(sort));
  const [signed] = await signPhotoUrlsInTexts(deps, [row?.cards ?? '[]']);
  return signed!;
}

/** One item's card as JSON text, for a caller that has checked access; 404 when the viewer does not see it. */
export async function itemCardText(deps: AppDeps, viewerId: string, itemId: string): Promise<JsonText> {
  const [row] = await itemCard.rows(deps.database, { viewer: viewerId, itemId });
  if (!row) throw errors.notFound();
  return new JsonText(await signPhotoUrlsInText(deps, row.json));
}
