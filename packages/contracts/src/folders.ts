import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { FOLDER_ROUTES } from './folder-routes';
import { FOLDER } from './limits';
import { ORGANISE_VALIDATION } from './messages/index';
import { idParamsSchema, idSchema, isoDate, optionalText, plainString, requiredText } from './common';
import { folderRoleSchema } from './roles';
import { currencyCodeSchema } from './money';
import { bulkDeletedSchema, bulkDeleteSchema, itemCardSchema, itemSortQuerySchema } from './items';

const folderName = requiredText(
  FOLDER.nameMax,
  ORGANISE_VALIDATION.folderNameRequired,
  ORGANISE_VALIDATION.folderNameTooLong,
);
const folderDescription = optionalText(FOLDER.descriptionMax, ORGANISE_VALIDATION.folderDescriptionTooLong);

/** Create folder or subfolder: name required (trimmed, FOLDER.nameMax), description optional (FOLDER.descriptionMax, blank -> null). */
export const folderCreateSchema = z.object({
  name: folderName,
  description: folderDescription,
  /** A folder the caller can edit; absent or null: a top-level folder of the caller. */
  parentFolderId: idSchema.nullish().transform((v) => v ?? null),
  /** ISO 4217; absent: the parent's currency for a subfolder, else MONEY.fallbackCurrency. */
  currency: currencyCodeSchema.optional(),
});
export type FolderCreateInput = z.input<typeof folderCreateSchema>;

/** Edit folder: only the fields sent change (a blank description clears it). */
export const folderUpdateSchema = z.object({
  name: folderName.optional(),
  description: folderDescription.optional(),
  /** New items are priced in it and Decide ranks in it; existing prices keep theirs. */
  currency: currencyCodeSchema.optional(),
});
export type FolderUpdateInput = z.input<typeof folderUpdateSchema>;

/** Move a folder: null makes it top level (owner only). Into itself or a descendant: 400. */
export const folderMoveSchema = z.object({ parentFolderId: idSchema.nullable() });

export const folderListQuerySchema = z.object({
  /** Case-insensitive match on name or description (the web may also filter client-side). */
  q: plainString().trim().max(FOLDER.nameMax).optional(),
});

/** A folder card. */
export const folderSummarySchema = z.object({
  id: idSchema,
  name: z.string(),
  description: z.string().nullable(),
  /**
   * The parent, when the viewer can open it; null for top-level folders and for the folder a collaborator
   * was given (its parent is not theirs to see).
   */
  parentFolderId: idSchema.nullable(),
  ownerId: idSchema,
  ownerNickname: z.string().nullable(),
  /** ISO 4217: new items' default, Decide's ranking currency. */
  currency: z.string(),
  /** The viewer owns the tree: delete checkboxes, share buttons. */
  isOwned: z.boolean(),
  /** The viewer's role here: the web hides what it does not allow (`roleAllows`). */
  myRole: folderRoleSchema,
  /** Someone collaborates on it or an ancestor: "Shared folder" (owner) / "Shared with you" (others). */
  isShared: z.boolean(),
  subfolderCount: z.number().int(),
  itemCount: z.number().int(),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type FolderSummary = z.infer<typeof folderSummarySchema>;

export const breadcrumbEntrySchema = z.object({ id: idSchema, name: z.string() });
export type BreadcrumbEntry = z.infer<typeof breadcrumbEntrySchema>;

/** Everything the folder page shows, in one answer. */
export const folderDetailSchema = z.object({
  folder: folderSummarySchema,
  /** Ancestors the viewer can open, root first, the folder itself excluded; the last one is Back's target. */
  breadcrumb: z.array(breadcrumbEntrySchema),
  /** Newest first. */
  subfolders: z.array(folderSummarySchema),
  /** Sorted by the query (default newest first). */
  items: z.array(itemCardSchema),
});
export type FolderDetail = z.infer<typeof folderDetailSchema>;

export const folderListSchema = z.object({ folders: z.array(folderSummarySchema) });
export type FolderList = z.infer<typeof folderListSchema>;

export const foldersEndpoints = {
  list: defineEndpoint({
    ...FOLDER_ROUTES.list,
    summary: 'My top-level folders and top-level folders shared with me, newest first',
    tag: 'folders',
    query: folderListQuerySchema,
    response: folderListSchema,
  }),
  get: defineEndpoint({
    ...FOLDER_ROUTES.get,
    summary: 'A folder with its breadcrumb, subfolders (with counts) and items',
    tag: 'folders',
    params: idParamsSchema,
    query: itemSortQuerySchema,
    response: folderDetailSchema,
  }),
  create: defineEndpoint({
    ...FOLDER_ROUTES.create,
    summary: 'Create a folder, or a subfolder of a folder the caller can edit',
    tag: 'folders',
    status: 201,
    body: folderCreateSchema,
    response: folderSummarySchema,
  }),
  update: defineEndpoint({
    ...FOLDER_ROUTES.update,
    summary: "Edit a folder's name and description",
    tag: 'folders',
    params: idParamsSchema,
    body: folderUpdateSchema,
    response: folderSummarySchema,
  }),
  move: defineEndpoint({
    ...FOLDER_ROUTES.move,
    summary: 'Move a folder under another folder of the same owner, or to the top level (owner only)',
    tag: 'folders',
    params: idParamsSchema,
    body: folderMoveSchema,
    response: folderSummarySchema,
  }),
  bulkDelete: defineEndpoint({
    ...FOLDER_ROUTES.bulkDelete,
    summary: 'Delete folders by ids with their subfolders and items (owner only; all or nothing)',
    tag: 'folders',
    body: bulkDeleteSchema,
    response: bulkDeletedSchema,
  }),
};
