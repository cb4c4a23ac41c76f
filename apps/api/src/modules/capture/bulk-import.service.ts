import {
  type BulkEntryState,
  type BulkImport,
  CAPTURE,
  CAPTURE_ERRORS,
  captureUrlSchema,
  isPremiumPlan,
  ITEM,
  LINK_READER_ERRORS,
  ORGANISE_VALIDATION,
  type PlanId,
} from '@shortlist/contracts';
import type { AppDeps } from '../../deps';
import { AppError, errors } from '../../http/app-error';
import { readerOf } from '../../http/read-answer';
import type { SessionUser } from '../../http/session';
import { LinkReadError, type LinkReader } from '../../integrations/link-reader';
import { findCategoryForFolder } from '../categories/categories.service';
import { requireFolderAccess } from '../../access/folder-access';
import { addItem } from '../items/items.service';
import * as repo from './bulk-import.repository';

/** The pg-boss queue of the bulk add reader (jobs/). */
export const BULK_IMPORT_QUEUE = 'bulk-import';

/** A link as compared for duplicates: the parsed address without its #fragment. */
export function normalizeLink(url: string): string {
  try {
    const parsed = new URL(url);
    parsed.hash = '';
    return parsed.href;
  } catch {
    return url;
  }
}

function checkLine(url: string): string | null {
  const parsed = captureUrlSchema.safeParse(url);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? CAPTURE_ERRORS.notHttpLink);
}

/** The folder's items the user sees, by normalized link: a duplicate line opens the one they have (the oldest). */
async function folderItemsByLink(deps: AppDeps, user: SessionUser, folderId: string) {
  const byLink = new Map<string, string>();
  for (const { url, itemId } of await repo.findFolderSourceUrls(deps.database.db, user.id, folderId)) {
    const key = normalizeLink(url);
    if (!byLink.has(key)) byLink.set(key, itemId);
  }
  return byLink;
}

async function presentImport(deps: AppDeps, row: repo.BulkImportRow): Promise<BulkImport> {
  const entries = await repo.findBulkEntries(deps.database.db, row.id);
  return {
    id: row.id,
    folderId: row.folderId,
    categoryId: row.categoryId,
    createdAt: row.createdAt.toISOString(),
    entries,
    done: entries.every((e) => e.state !== 'waiting' && e.state !== 'read'),
  };
}

async function triggerReader(deps: AppDeps): Promise<void> {
  await deps.jobs?.trigger(BULK_IMPORT_QUEUE).catch(() => undefined);
}

/**
 * Bulk add (Premium): the pasted lines become waiting entries, read by the background job. A line that is not
 * an http(s) link fails at once (editable); a link already in the folder, or earlier in the paste, is flagged
 * as a duplicate and never added twice.
 */
export async function createBulkImport(
  deps: AppDeps,
  user: SessionUser,
  folderId: string,
  input: { categoryId: string; links: string[] },
): Promise<BulkImport> {
  const db = deps.database.db;
  const access = await requireFolderAccess(db, user.id, folderId, 'edit');
  if (!user.isPremium) throw errors.premiumRequired(CAPTURE_ERRORS.bulkPremium);
  const category = await findCategoryForFolder(db, user.id, access, input.categoryId);
  if (!category) throw errors.validation({ categoryId: ORGANISE_VALIDATION.categoryNotAvailable });
  const inFolder = await folderItemsByLink(deps, user, folderId);
  const seen = new Set<string>();
  const entries = input.links.map((url, position) => {
    const line = (state: BulkEntryState, error: string | null, itemId: string | null = null) => ({
      position,
      url,
      state,
      error,
      itemId,
    });
    const invalid = checkLine(url);
    if (invalid) return line('failed', invalid);
    const key = normalizeLink(url);
    const existing = inFolder.get(key);
    if (existing) return line('duplicate', CAPTURE_ERRORS.duplicateInFolder, existing);
    if (seen.has(key)) return line('duplicate', CAPTURE_ERRORS.duplicateInPaste);
    seen.add(key);
    return line('waiting', null);
  });
  const now = deps.clock.now();
  const id = await db.transaction((tx) =>
    repo.insertBulkImport(
      tx,
      { folderId, categoryId: category.id, userId: user.id, createdAt: now },
      entries,
    ),
  );
  await triggerReader(deps);
  return presentImport(deps, { id, folderId, categoryId: category.id, userId: user.id, createdAt: now });
}

async function findOwnImport(deps: AppDeps, user: SessionUser, id: string): Promise<repo.BulkImportRow> {
  const row = await repo.findBulkImport(deps.database.db, id);
  // another person's bulk add does not exist for the caller
  if (!row || row.userId !== user.id) throw errors.notFound();
  return row;
}

/** The progress of one of the caller's own bulk adds. */
export async function getBulkImport(deps: AppDeps, user: SessionUser, id: string): Promise<BulkImport> {
  return presentImport(deps, await findOwnImport(deps, user, id));
}

/** A failed line corrected (link, optional name) and queued again; a duplicate of the folder is flagged again. */
export async function retryBulkEntry(
  deps: AppDeps,
  user: SessionUser,
  input: { id: string; entryId: string; url: string; name: string | null },
): Promise<BulkImport> {
  const row = await findOwnImport(deps, user, input.id);
  const db = deps.database.db;
  await requireFolderAccess(db, user.id, row.folderId, 'edit');
  const invalid = checkLine(input.url);
  if (invalid) throw errors.validation({ url: invalid }, invalid);
  const existing = (await folderItemsByLink(deps, user, row.folderId)).get(normalizeLink(input.url));
  const duplicate = existing !== undefined;
  const updated = await repo.requeueFailedEntry(db, {
    bulkImportId: row.id,
    entryId: input.entryId,
    url: input.url,
    manualName: input.name,
    state: duplicate ? 'duplicate' : 'waiting',
    error: duplicate ? CAPTURE_ERRORS.duplicateInFolder : null,
    itemId: existing ?? null,
    now: deps.clock.now(),
  });
  if (!updated) {
    const exists = (await repo.findBulkEntries(db, row.id)).some((e) => e.id === input.entryId);
    if (!exists) throw errors.notFound();
    throw errors.conflict(CAPTURE_ERRORS.notRetryable);
  }
  if (!duplicate) await triggerReader(deps);
  return presentImport(deps, row);
}

/** The reason kept on a failed line: the reader's or the validation's own message, never an internal one. */
function failureText(err: unknown): string {
  if (err instanceof LinkReadError) return err.message;
  if (err instanceof AppError) {
    const fields = Object.values(err.fields ?? {});
    return fields[0] ?? err.message;
  }
  return LINK_READER_ERRORS.unreachable;
}

/**
 * An attribute the page left without a valid value (a required one, say), named: the field key alone
 * (`attributeValues.<id>`) says nothing on the progress list.
 */
function namedAttributeError(err: unknown, attributes: ReadonlyArray<{ id: string; name: string }>): unknown {
  if (!(err instanceof AppError)) return err;
  for (const [field, reason] of Object.entries(err.fields ?? {})) {
    const attribute = attributes.find((a) => field === `attributeValues.${a.id}`);
    if (attribute)
      return new AppError('VALIDATION_ERROR', CAPTURE_ERRORS.bulkAttribute(attribute.name, reason));
  }
  return err;
}

async function readAndAdd(
  deps: AppDeps,
  reader: Pick<LinkReader, 'readProduct'>,
  entry: repo.ClaimedEntry,
): Promise<void> {
  const plan = (entry.plan ?? 'basic') as PlanId;
  // adding items needs no confirmed address: the job claims none (least privilege)
  const user: SessionUser = {
    id: entry.userId,
    email: entry.email,
    emailConfirmed: false,
    plan,
    isPremium: isPremiumPlan(plan),
  };
  const db = deps.database.db;
  const access = await requireFolderAccess(db, user.id, entry.folderId, 'edit');
  const category = await findCategoryForFolder(db, user.id, access, entry.categoryId);
  const attributes = category?.attributes ?? [];
  let reading: Awaited<ReturnType<LinkReader['readProduct']>> | null = null;
  try {
    reading = await reader.readProduct(entry.url, attributes);
  } catch (err) {
    // a page that cannot be read is still added when the user typed a name for it
    if (!entry.manualName) throw err;
  }
  const name = entry.manualName ?? reading?.name ?? null;
  if (!name) throw new AppError('VALIDATION_ERROR', CAPTURE_ERRORS.noPageName);
  await repo.updateEntryState(db, entry.id, { state: 'read', name, now: deps.clock.now() });
  const attributeValues: Record<string, string> = {};
  for (const attribute of attributes) {
    const value = reading?.attributes[attribute.name];
    if (value !== undefined) attributeValues[attribute.id] = value;
  }
  const { itemId, lacking } = await addItem(deps, readerOf(user), entry.folderId, {
    name: name.slice(0, ITEM.nameMax),
    description: reading?.description?.slice(0, ITEM.descriptionMax) ?? null,
    sourceUrl: reading?.url ?? entry.url,
    priceCents: reading?.priceCents ?? null,
    rating: null,
    categoryId: entry.categoryId,
    attributeValues,
    linkImport: reading ? { currency: reading.currency, imageUrl: reading.imageUrl } : undefined,
    // a page read fine but silent on a required attribute is still added, flagged for its details
    needsDetails: true,
  }).catch((err: unknown) => {
    throw namedAttributeError(err, attributes);
  });
  await repo.updateEntryState(db, entry.id, {
    state: 'added',
    itemId,
    error: lacking.length > 0 ? CAPTURE_ERRORS.needsDetails(lacking.map((a) => a.name)) : null,
    now: deps.clock.now(),
  });
}

export interface BulkRunResult {
  claimed: number;
  added: number;
  failed: number;
}

/**
 * The background reader: claims waiting lines in batches (never a line another worker holds), reads each page
 * and adds its item as the user who pasted it; a line that cannot be read or added is marked failed with the
 * reason. Runs from pg-boss on any instance; tests call it directly.
 */
export async function runBulkImportJob(
  deps: AppDeps,
  reader: Pick<LinkReader, 'readProduct'>,
  options: { maxBatches?: number } = {},
): Promise<BulkRunResult> {
  const total: BulkRunResult = { claimed: 0, added: 0, failed: 0 };
  for (let batch = 0; batch < (options.maxBatches ?? 10); batch += 1) {
    const now = deps.clock.now();
    const claimed = await repo.claimWaitingEntries(deps.database.db, {
      now,
      leaseUntil: new Date(now.getTime() + CAPTURE.bulkClaimLeaseMs),
      limit: CAPTURE.bulkBatchSize,
    });
    total.claimed += claimed.length;
    for (const entry of claimed) {
      try {
        await readAndAdd(deps, reader, entry);
        total.added += 1;
      } catch (err) {
        total.failed += 1;
        if (!(err instanceof LinkReadError || err instanceof AppError))
          deps.logger.warn({ err, entryId: entry.id }, 'bulk add line failed');
        await repo.updateEntryState(deps.database.db, entry.id, {
          state: 'failed',
          error: failureText(err),
          now: deps.clock.now(),
        });
      }
    }
    if (claimed.length < CAPTURE.bulkBatchSize) break;
  }
  return total;
}
