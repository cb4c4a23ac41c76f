import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { idParamsSchema, idSchema, isoDate } from './common';

/** The version of the JSON export's shape; the import reads this one. */
export const FOLDER_EXPORT_VERSION = 1;

/** A person as an export names them. */
export const exportPersonSchema = z.object({ id: idSchema, name: z.string() });

export const exportAttributeSchema = z.object({
  id: idSchema,
  name: z.string(),
  attributeType: z.string(),
  isRequired: z.boolean(),
  options: z.array(z.string()),
  displayOrder: z.number().int(),
});

export const exportCategorySchema = z.object({
  id: idSchema,
  name: z.string(),
  description: z.string(),
  attributes: z.array(exportAttributeSchema),
});

export const exportItemSchema = z.object({
  id: idSchema,
  name: z.string(),
  description: z.string().nullable(),
  link: z.string().nullable(),
  /** Integer cents; null: no price. */
  priceCents: z.number().int().nullable(),
  currency: z.string(),
  categoryId: idSchema,
  isPrivate: z.boolean(),
  status: z.string(),
  statusReason: z.string().nullable(),
  createdAt: isoDate,
  updatedAt: isoDate,
  /** Raw values by attribute name. */
  attributes: z.record(z.string(), z.string()),
  ratings: z.array(z.object({ person: exportPersonSchema, rating: z.number().int(), updatedAt: isoDate })),
  notes: z.array(
    z.object({
      title: z.string(),
      content: z.string(),
      author: exportPersonSchema.nullable(),
      createdAt: isoDate,
      updatedAt: isoDate,
    }),
  ),
  steps: z.array(
    z.object({
      text: z.string(),
      completed: z.boolean(),
      completedAt: isoDate.nullable(),
      createdAt: isoDate,
    }),
  ),
  comments: z.array(
    z.object({ text: z.string(), author: exportPersonSchema.nullable(), createdAt: isoDate }),
  ),
  /** Signed links to the photos, valid for a while after the export. */
  photos: z.array(
    z.object({ fileName: z.string(), mimeType: z.string(), url: z.string(), createdAt: isoDate }),
  ),
});
export type ExportItem = z.infer<typeof exportItemSchema>;

export const folderExportSchema = z.object({
  format: z.literal('shortlist.folder'),
  version: z.literal(FOLDER_EXPORT_VERSION),
  exportedAt: isoDate,
  folder: z.object({
    id: idSchema,
    name: z.string(),
    description: z.string().nullable(),
    currency: z.string(),
    createdAt: isoDate,
  }),
  members: z.array(exportPersonSchema.extend({ role: z.string() })),
  categories: z.array(exportCategorySchema),
  items: z.array(exportItemSchema),
  decisions: z.array(
    z.object({
      itemId: idSchema.nullable(),
      itemName: z.string().nullable(),
      decidedBy: exportPersonSchema.nullable(),
      decidedAt: isoDate,
      reopenedAt: isoDate.nullable(),
      snapshot: z.record(z.string(), z.unknown()),
    }),
  ),
});
export type FolderExport = z.infer<typeof folderExportSchema>;

/** The spreadsheet exports are files; the handler names them in Content-Disposition. */
export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const folderExportEndpoints = {
  csv: defineEndpoint({
    method: 'get',
    path: '/api/folders/:id/export/csv',
    summary: "The folder's items as CSV: raw values, numbers as numbers, price and currency apart, ISO dates",
    tag: 'export',
    auth: true,
    params: idParamsSchema,
    responseContentType: 'text/csv',
  }),
  xlsx: defineEndpoint({
    method: 'get',
    path: '/api/folders/:id/export/xlsx',
    summary: "The folder's items as an Excel workbook with typed cells",
    tag: 'export',
    auth: true,
    params: idParamsSchema,
    responseContentType: XLSX_CONTENT_TYPE,
  }),
  json: defineEndpoint({
    method: 'get',
    path: '/api/folders/:id/export/json',
    summary:
      'Everything of the folder: items, attributes, ratings, notes, steps, statuses, decisions, photo links',
    tag: 'export',
    auth: true,
    params: idParamsSchema,
    response: folderExportSchema,
  }),
} as const;
