import { z } from 'zod';
import { ATTRIBUTE_TYPES, type AttributeType } from './attribute-values';
import { defineEndpoint } from './endpoint';
import { CATEGORY, FOLDER_IMPORT, ITEM } from './limits';
import { ATTRIBUTE_VALIDATION, FOLDER_IMPORT_ERRORS, ORGANISE_VALIDATION } from './messages/index';
import { idParamsSchema, idSchema, isoDate, optionalText, plainString, requiredText } from './common';

/** Where the rows come from: a file's text (XLSX base64-encoded), a paste, or this app's JSON export. */
export const IMPORT_FORMATS = ['csv', 'tsv', 'paste', 'xlsx', 'json'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

/** Where a column's values go. */
export const IMPORT_TARGETS = [
  'skip',
  'name',
  'description',
  'link',
  'price',
  'currency',
  'rating',
  'note',
  'attribute',
  'newAttribute',
] as const;
export type ImportTarget = (typeof IMPORT_TARGETS)[number];

/** Targets one column at most may take. */
export const SINGLE_IMPORT_TARGETS = ['name', 'description', 'link', 'price', 'currency', 'rating'] as const;

/** The kind of values a column holds, as read from them: what a new attribute of it becomes. */
export const IMPORT_VALUE_TYPES = ATTRIBUTE_TYPES;
export type ImportValueType = AttributeType;

export const importSourceSchema = z.object({
  format: z.enum(IMPORT_FORMATS),
  content: plainString({ error: FOLDER_IMPORT_ERRORS.empty })
    .min(1, FOLDER_IMPORT_ERRORS.empty)
    .max(FOLDER_IMPORT.sourceCharsMax, FOLDER_IMPORT_ERRORS.tooLarge),
});
export type ImportSource = z.infer<typeof importSourceSchema>;

const optionText = plainString()
  .trim()
  .pipe(z.string().max(ITEM.attributeValueMax, ORGANISE_VALIDATION.attributeValueTooLong));

/** An attribute the import adds to the chosen category, typed from its column's values. */
export const importNewAttributeSchema = z.object({
  name: requiredText(
    CATEGORY.attributeNameMax,
    FOLDER_IMPORT_ERRORS.newAttributeNameRequired,
    ORGANISE_VALIDATION.attributeNameTooLong,
  ),
  valueType: z.enum(IMPORT_VALUE_TYPES).default('text'),
  unit: optionalText(CATEGORY.unitMax, ATTRIBUTE_VALIDATION.unitTooLong),
  options: z
    .array(optionText)
    .max(CATEGORY.optionsPerAttributeMax, ORGANISE_VALIDATION.optionsTooMany)
    .default([]),
});
export type ImportNewAttribute = z.infer<typeof importNewAttributeSchema>;

/** One column's destination; `attributeId` with `attribute`, `newAttribute` with `newAttribute`. */
export const importColumnSchema = z.object({
  target: z.enum(IMPORT_TARGETS),
  attributeId: idSchema.optional(),
  newAttribute: importNewAttributeSchema.optional(),
});
export type ImportColumn = z.infer<typeof importColumnSchema>;
export type ImportColumnInput = z.input<typeof importColumnSchema>;

/** The sheet and where each column goes (one entry per column, in order), into a category or a new one. */
export const importPlanSchema = z.object({
  source: importSourceSchema,
  categoryId: idSchema.optional(),
  newCategoryName: optionalText(CATEGORY.nameMax, ORGANISE_VALIDATION.categoryNameTooLong),
  columns: z.array(importColumnSchema).max(FOLDER_IMPORT.columnsMax, FOLDER_IMPORT_ERRORS.tooManyColumns),
});
export type ImportPlanInput = z.input<typeof importPlanSchema>;

/** all: nothing unless every row is valid; valid: the rows without problems, chosen explicitly. */
export const IMPORT_MODES = ['all', 'valid'] as const;
export const importRunSchema = importPlanSchema.extend({ mode: z.enum(IMPORT_MODES) });
export type ImportRunInput = z.input<typeof importRunSchema>;

export const importReadSchema = z.object({ source: importSourceSchema, categoryId: idSchema.optional() });
export type ImportReadInput = z.input<typeof importReadSchema>;

/** A column as read: its header, what its values look like and the guessed destination. */
export const importColumnReadSchema = z.object({
  header: z.string(),
  sample: z.string(),
  valueType: z.enum(IMPORT_VALUE_TYPES),
  unit: z.string().nullable(),
  options: z.array(z.string()),
  guess: importColumnSchema,
});
export type ImportColumnRead = z.infer<typeof importColumnReadSchema>;

export const importReadResultSchema = z.object({
  rowCount: z.number().int(),
  columns: z.array(importColumnReadSchema),
  /** The first FOLDER_IMPORT.previewRows rows, cell by cell. */
  sample: z.array(z.array(z.string())),
  /** The category the sheet seems to belong to (most headers match its attributes), if any. */
  categoryId: idSchema.nullable(),
});
export type ImportReadResult = z.infer<typeof importReadResultSchema>;

export const importProblemSchema = z.object({ column: z.string(), message: z.string() });
export type ImportProblem = z.infer<typeof importProblemSchema>;

export const importPreviewRowSchema = z.object({
  /** The row's number in the sheet, the header being row 1. */
  row: z.number().int(),
  name: z.string(),
  problems: z.array(importProblemSchema),
});
export type ImportPreviewRow = z.infer<typeof importPreviewRowSchema>;

export const importPreviewSchema = z.object({
  rowCount: z.number().int(),
  validCount: z.number().int(),
  invalidCount: z.number().int(),
  /** The first FOLDER_IMPORT.previewRows rows with their problems. */
  rows: z.array(importPreviewRowSchema),
  /** Sheet row numbers of every row with problems beyond those shown. */
  otherInvalidRows: z.array(z.number().int()),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

/** One import: its items can be removed together until `undoUntil`. */
export const importBatchSchema = z.object({
  id: idSchema,
  folderId: idSchema,
  importedCount: z.number().int(),
  skippedCount: z.number().int(),
  createdAt: isoDate,
  undoUntil: isoDate,
});
export type ImportBatch = z.infer<typeof importBatchSchema>;

export const importBatchListSchema = z.object({ imports: z.array(importBatchSchema) });
export const importUndoneSchema = z.object({ removedCount: z.number().int() });
export const importBatchParamsSchema = z.object({ id: idSchema, batchId: idSchema });

export const folderImportEndpoints = {
  read: defineEndpoint({
    method: 'post',
    path: '/api/folders/:id/import/read',
    summary:
      'Read a sheet (CSV, TSV, a paste, XLSX or an exported JSON): columns, types and a guessed mapping',
    tag: 'import',
    auth: true,
    params: idParamsSchema,
    body: importReadSchema,
    response: importReadResultSchema,
  }),
  preview: defineEndpoint({
    method: 'post',
    path: '/api/folders/:id/import/preview',
    summary: 'Check every row of a mapped sheet: the first rows with their problems, and the counts',
    tag: 'import',
    auth: true,
    params: idParamsSchema,
    body: importPlanSchema,
    response: importPreviewSchema,
  }),
  run: defineEndpoint({
    method: 'post',
    path: '/api/folders/:id/imports',
    summary: 'Import the rows of a mapped sheet in one transaction: all or nothing, or the valid rows',
    tag: 'import',
    auth: true,
    status: 201,
    params: idParamsSchema,
    body: importRunSchema,
    response: importBatchSchema,
  }),
  list: defineEndpoint({
    method: 'get',
    path: '/api/folders/:id/imports',
    summary: 'My imports into the folder that can still be undone',
    tag: 'import',
    auth: true,
    params: idParamsSchema,
    response: importBatchListSchema,
  }),
  undo: defineEndpoint({
    method: 'delete',
    path: '/api/folders/:id/imports/:batchId',
    summary: 'Undo an import: its items go (within FOLDER_IMPORT.undoHours hours)',
    tag: 'import',
    auth: true,
    params: importBatchParamsSchema,
    response: importUndoneSchema,
  }),
} as const;
