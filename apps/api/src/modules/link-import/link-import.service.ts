import {
  LINK_READER_ERRORS,
  ORGANISE_VALIDATION,
  type FieldSource,
  type LinkPreview,
  type LinkPreviewRequest,
} from '@shortlist/contracts';
import type { DbOrTx } from '../../db/client';
import type { AppDeps } from '../../deps';
import { errors } from '../../http/app-error';
import type { SessionUser } from '../../http/session';
import {
  LinkReadError,
  linkReaderFromConfig,
  type CategoryAttributeRef,
  type LinkReader,
} from '../../integrations/link-reader';
import { kickOutbox } from '../../integrations/mailer/outbox';
import { findCategoryForFolder } from '../categories/categories.service';
import { evaluateWatches } from '../decide/decide.watches';
import { requireFolderAccess } from '../../access/folder-access';
import { applyMediaChanges, discardStoredPhotos, preparePhotos, storePhotos } from '../media/media.service';

/** The app's link reader (built from config; tests reach loopback fixtures through LINK_READER_ALLOW_LOOPBACK). */
export function appLinkReader(deps: AppDeps): LinkReader {
  return linkReaderFromConfig(deps.config, (err) =>
    deps.logger.warn({ err }, 'link reader model step failed'),
  );
}

/**
 * What a price refresh (the worker's or "Refresh now") runs around each changed price: the decision's price
 * watches, written in the refresh's own transaction, and a kick of the outbox for the alerts they mailed.
 */
export function priceWatchHooks(deps: AppDeps) {
  let mailed = 0;
  return {
    onPriceChanged: async (tx: DbOrTx, itemId: string) => {
      mailed += await evaluateWatches(tx, deps, itemId);
    },
    afterRun: () => {
      if (mailed > 0) kickOutbox(deps);
    },
  };
}

/**
 * "Fill from link" (Premium): reads the page and answers the values for the Add Item form, with the category's
 * attribute values keyed by attribute id. 404 for a folder the caller cannot edit in; a page that cannot be
 * read answers 400 with the reason on `url`.
 */
export async function previewLink(
  deps: AppDeps,
  user: SessionUser,
  folderId: string,
  input: { url: string; categoryId?: LinkPreviewRequest['categoryId'] },
): Promise<LinkPreview> {
  const db = deps.database.db;
  const access = await requireFolderAccess(db, user.id, folderId, 'edit');
  if (!user.isPremium) throw errors.premiumRequired(LINK_READER_ERRORS.premiumRequired);
  let attributes: Array<CategoryAttributeRef> = [];
  if (input.categoryId) {
    const category = await findCategoryForFolder(db, user.id, access, input.categoryId);
    if (!category) throw errors.validation({ categoryId: ORGANISE_VALIDATION.categoryNotAvailable });
    attributes = category.attributes;
  }
  let reading;
  try {
    reading = await appLinkReader(deps).readProduct(input.url, attributes);
  } catch (err) {
    if (err instanceof LinkReadError) throw errors.validation({ url: err.message }, err.message);
    throw err;
  }
  const attributeValues: Record<string, string> = {};
  const attributeSources: Record<string, FieldSource> = {};
  for (const attribute of attributes) {
    const value = reading.attributes[attribute.name];
    const source = reading.sources.attributes[attribute.name];
    if (value === undefined || !source) continue;
    attributeValues[attribute.id] = value;
    attributeSources[attribute.id] = source;
  }
  const { attributes: _pageFacts, ...fieldSources } = reading.sources;
  return {
    url: reading.url,
    name: reading.name,
    description: reading.description,
    priceCents: reading.priceCents,
    currency: reading.currency,
    imageUrl: reading.imageUrl,
    attributeValues,
    sources: { ...fieldSources, attributeValues: attributeSources },
  };
}

function fileNameFor(url: string, contentType: string): string {
  const last = decodeURIComponent(new URL(url).pathname.split('/').pop() ?? '').trim();
  if (last && /\.[a-z0-9]{2,5}$/i.test(last)) return last;
  return `photo-from-link.${contentType.split('/')[1] ?? 'jpg'}`;
}

/**
 * Downloads a page's main image through the link guard and stores it as a photo of a just-created item
 * (its first). Premium only; best effort: a failure is logged and the item stays as saved. True when stored.
 */
export async function importLinkImage(
  deps: AppDeps,
  user: SessionUser,
  itemId: string,
  imageUrl: string,
): Promise<boolean> {
  if (!user.isPremium) return false;
  try {
    const image = await appLinkReader(deps).downloadImage(imageUrl);
    const photos = await preparePhotos([
      { originalname: fileNameFor(image.url, image.contentType), buffer: image.bytes },
    ]);
    const stored = await storePhotos(deps.storage, {
      itemId,
      userId: user.id,
      now: deps.clock.now(),
      photos,
    });
    try {
      await deps.database.db.transaction((tx) =>
        applyMediaChanges(tx, { itemId, add: stored.rows, delete: [] }),
      );
    } catch (err) {
      await discardStoredPhotos(deps.storage, stored.paths);
      throw err;
    }
    return true;
  } catch (err) {
    deps.logger.warn({ err, itemId }, 'importing the image of a link failed');
    return false;
  }
}
