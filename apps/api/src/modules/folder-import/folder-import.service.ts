import { randomUUID } from 'node:crypto';
import {
  type BodyOf,
  categoryAttributeInputSchema,
  FOLDER_IMPORT,
  FOLDER_IMPORT_ERRORS,
  FOLDER_IMPORT_TEXTS,
  type folderImportEndpoints,
  HOUR_MS,
  type ImportBatch,
  type ImportPreview,
  type ImportReadResult,
  MONEY,
} from '@shortlist/contracts';
import type { DbOrTx } from '../../db/client';
import type { AppDeps } from '../../deps';
import { errors } from '../../http/app-error';
import type { SessionUser } from '../../http/session';
import { requireFolderAccess } from '../../access/folder-access';
import {
  appendAttributesInTransaction,
  attributeIdsByName,
  createCategoryInTransaction,
  listCategoriesForFolder,
} from '../categories/categories.service';
import { deleteImportedItemsInTransaction, importItemsInTransaction } from '../items/items.service';
import { removeFilesAfterCommit } from '../media/media.service';
import { copyNotesInTransaction } from '../notes/notes.service';
import { guessColumns } from './column-guess';
import {
  findFolderCurrency,
  findPersonNames,
  findUndoableBatches,
  type ImportBatchRow,
  insertImportBatch,
  lockImportBatch,
  markImportBatchUndone,
} from './folder-import.repository';
import {
  bestCategoryFor,
  type PlanCategory,
  planCategoryOf,
  type ResolvedPlan,
  resolvePlan,
} from './import-plan';
import { type CheckedRow, checkRow } from './row-check';
import { readSheet, type Sheet } from './sheet-reader';

type ReadInput = BodyOf<typeof folderImportEndpoints.read>;
type PlanInput = BodyOf<typeof folderImportEndpoints.preview>;
type RunInput = BodyOf<typeof folderImportEndpoints.run>;

const undoWindowMs = FOLDER_IMPORT.undoHours * HOUR_MS;

function presentBatch(row: ImportBatchRow): ImportBatch {
  return {
    id: row.id,
    folderId: row.folderId,
    importedCount: row.importedCount,
    skippedCount: row.skippedCount,
    createdAt: row.createdAt.toISOString(),
    undoUntil: new Date(row.createdAt.getTime() + undoWindowMs).toISOString(),
  };
}

/** Reads a sheet for the mapping step: its columns, their kinds of values and a guessed destination each. */
export async function readImport(
  deps: AppDeps,
  user: SessionUser,
  folderId: string,
  input: ReadInput,
): Promise<ImportReadResult> {
  const db = deps.database.db;
  await requireFolderAccess(db, user.id, folderId, 'edit');
  const [sheet, categories, names] = await Promise.all([
    readSheet(input.source, user.id),
    listCategoriesForFolder(deps, user, folderId),
    findPersonNames(db, user.id),
  ]);
  const category = input.categoryId
    ? categories.find((c) => c.id === input.categoryId)
    : bestCategoryFor(categories, sheet.headers);
  return {
    rowCount: sheet.rows.length,
    columns: guessColumns(sheet, category?.attributes ?? [], names),
    sample: sheet.rows.slice(0, FOLDER_IMPORT.previewRows),
    categoryId: category?.id ?? null,
  };
}

/** The sheet, the category and the mapping checked, and every row checked against them. */
async function checkPlan(
  deps: AppDeps,
  user: SessionUser,
  folderId: string,
  input: PlanInput,
): Promise<{ sheet: Sheet; plan: ResolvedPlan; rows: CheckedRow[] }> {
  await requireFolderAccess(deps.database.db, user.id, folderId, 'edit');
  const sheet = await readSheet(input.source, user.id);
  let category: PlanCategory;
  if (input.categoryId) {
    const found = (await listCategoriesForFolder(deps, user, folderId)).find(
      (c) => c.id === input.categoryId,
    );
    if (!found) throw errors.validation({ categoryId: FOLDER_IMPORT_ERRORS.categoryRequired });
    category = planCategoryOf(found, user.id);
  } else if (input.newCategoryName) {
    category = { attributes: [], ownedByUser: true };
  } else {
    throw errors.validation({ categoryId: FOLDER_IMPORT_ERRORS.categoryRequired });
  }
  const plan = resolvePlan(sheet, input.columns, category);
  const rows = sheet.rows.map((cells, index) => {
    const checked = checkRow(cells, index + 2, plan.columns, plan.requiredUnmapped);
    checked.row.values = { ...plan.defaults, ...checked.row.values };
    return checked;
  });
  return { sheet, plan, rows };
}

/** The preview: the first rows with their problems, and how many of all rows can be imported. */
export async function previewImport(
  deps: AppDeps,
  user: SessionUser,
  folderId: string,
  input: PlanInput,
): Promise<ImportPreview> {
  const { rows } = await checkPlan(deps, user, folderId, input);
  const invalid = rows.filter((r) => r.problems.length > 0);
  return {
    rowCount: rows.length,
    validCount: rows.length - invalid.length,
    invalidCount: invalid.length,
    rows: rows.slice(0, FOLDER_IMPORT.previewRows).map(({ row, problems }) => ({
      row: row.row,
      name: row.name,
      problems,
    })),
    otherInvalidRows: invalid
      .slice(0)
      .map((r) => r.row.row)
      .filter((n) => n > FOLDER_IMPORT.previewRows + 1),
  };
}

/** The category the rows go into, made or extended inside the import's transaction; its attribute ids by key. */
async function prepareCategory(
  tx: DbOrTx,
  deps: AppDeps,
  user: SessionUser,
  input: RunInput,
  plan: ResolvedPlan,
): Promise<{ categoryId: string; attributeIds: Map<string, string> }> {
  const attributes = plan.newAttributes.map((a) =>
    categoryAttributeInputSchema.parse({
      name: a.input.name,
      attributeType: a.input.valueType,
      unit: a.input.unit,
      options: a.input.options,
    }),
  );
  let categoryId = input.categoryId;
  if (!categoryId)
    categoryId = await createCategoryInTransaction(
      tx,
      user,
      {
        name: input.newCategoryName!,
        description: FOLDER_IMPORT_TEXTS.newCategoryDescription,
        attributes,
      },
      deps.clock.now(),
    );
  else if (attributes.length > 0) await appendAttributesInTransaction(tx, categoryId, attributes);
  const byName = attributes.length > 0 ? await attributeIdsByName(tx, categoryId) : new Map<string, string>();
  const attributeIds = new Map(plan.newAttributes.map((a) => [a.key, byName.get(a.input.name)!] as const));
  return { categoryId, attributeIds };
}

/**
 * Imports the rows in ONE transaction: the new category or attributes, the batch, the items with the
 * importer's ratings and values, and their notes. `all` refuses the whole sheet when a row has a problem;
 * `valid` leaves those rows out. Every item names the batch, so "Undo this import" removes them together.
 */
export async function runImport(
  deps: AppDeps,
  user: SessionUser,
  folderId: string,
  input: RunInput,
): Promise<ImportBatch> {
  const { plan, rows } = await checkPlan(deps, user, folderId, input);
  const valid = rows.filter((r) => r.problems.length === 0).map((r) => r.row);
  const skipped = rows.length - valid.length;
  if (input.mode === 'all' && skipped > 0)
    throw errors.validation(
      { mode: FOLDER_IMPORT_ERRORS.rowsHaveProblems(skipped) },
      FOLDER_IMPORT_ERRORS.rowsHaveProblems(skipped),
    );
  if (valid.length === 0) throw errors.validation({ mode: FOLDER_IMPORT_ERRORS.noValidRows });
  const db = deps.database.db;
  const now = deps.clock.now();
  const folderCurrency = (await findFolderCurrency(db, folderId)) ?? MONEY.fallbackCurrency;
  const batch = await db.transaction(async (tx) => {
    // the access again inside the transaction: a role taken away meanwhile stops the import
    await requireFolderAccess(tx, user.id, folderId, 'edit');
    const { categoryId, attributeIds } = await prepareCategory(tx, deps, user, input, plan);
    const row = await insertImportBatch(tx, {
      folderId,
      userId: user.id,
      importedCount: valid.length,
      skippedCount: skipped,
      createdAt: now,
    });
    const items = valid.map((r) => ({ id: randomUUID(), row: r }));
    await importItemsInTransaction(tx, {
      folderId,
      creatorId: user.id,
      importBatchId: row.id,
      now,
      items: items.map(({ id, row: r }) => ({
        id,
        name: r.name,
        description: r.description,
        priceCents: r.priceCents,
        currency: r.currency ?? folderCurrency,
        sourceUrl: r.sourceUrl,
        categoryId,
        rating: r.rating,
      })),
      values: items.flatMap(({ id, row: r }) =>
        Object.entries(r.values).map(([key, value]) => ({
          itemId: id,
          attributeId: attributeIds.get(key) ?? key,
          value,
        })),
      ),
    });
    await copyNotesInTransaction(tx, {
      creatorId: user.id,
      now,
      notes: items.flatMap(({ id, row: r }) =>
        r.note === null ? [] : [{ itemId: id, title: FOLDER_IMPORT_TEXTS.noteTitle, content: r.note }],
      ),
    });
    return row;
  });
  return presentBatch(batch);
}

/** The user's imports into the folder that can still be undone, newest first. */
export async function listImports(
  deps: AppDeps,
  user: SessionUser,
  folderId: string,
): Promise<{ imports: ImportBatch[] }> {
  const db = deps.database.db;
  await requireFolderAccess(db, user.id, folderId, 'edit');
  const since = new Date(deps.clock.now().getTime() - undoWindowMs);
  return { imports: (await findUndoableBatches(db, folderId, user.id, since)).map(presentBatch) };
}

/**
 * "Undo this import": the batch's items go, with whatever was added to them since, within
 * FOLDER_IMPORT.undoHours of the import. Only its importer, while still able to edit the folder; others 404.
 */
export async function undoImport(
  deps: AppDeps,
  user: SessionUser,
  folderId: string,
  batchId: string,
): Promise<{ removedCount: number }> {
  const { removedCount, files } = await deps.database.db.transaction(async (tx) => {
    await requireFolderAccess(tx, user.id, folderId, 'edit');
    const batch = await lockImportBatch(tx, batchId, folderId);
    if (!batch || batch.userId !== user.id) throw errors.notFound();
    if (batch.undoneAt) throw errors.conflict(FOLDER_IMPORT_ERRORS.undoneAlready);
    if (deps.clock.now().getTime() - batch.createdAt.getTime() > undoWindowMs)
      throw errors.conflict(FOLDER_IMPORT_ERRORS.undoExpired);
    const removed = await deleteImportedItemsInTransaction(tx, batchId);
    await markImportBatchUndone(tx, batchId, deps.clock.now());
    return removed;
  });
  await removeFilesAfterCommit(deps, files);
  return { removedCount };
}
