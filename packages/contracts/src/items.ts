import { z } from 'zod';
import { folderRoleSchema } from './roles';
import { ATTRIBUTE_TYPES, PREFERENCES } from './attribute-values';
import { defineEndpoint } from './endpoint';
import { FOLDER, ITEM, ITEM_PRICE_MAX_CENTS } from './limits';
import { ORGANISE_VALIDATION } from './messages/index';
import { itemLinkImportSchema } from './link-import';
import { currencyCodeSchema } from './money';
import {
  idParamsSchema,
  plainString,
  idSchema,
  isoDate,
  optionalText,
  requiredText,
  stripScripts,
} from './common';

/** Dollars as typed in the form -> integer cents for the API (1234.5 -> 123450). */
export function dollarsToCents(dollars: number): number {
  return Math.round(dollars * 100);
}

/** True when a dollar amount has at most two decimals (the form's step 0.01). */
export function isCentPrecise(dollars: number): boolean {
  return Math.abs(dollars * 100 - Math.round(dollars * 100)) < 1e-6;
}

/** The form's price field in dollars, 0..999999.99, step 0.01; converts to cents. */
export const priceDollarsSchema = z
  .number({ error: ORGANISE_VALIDATION.priceRequired })
  .min(ITEM.priceMin, ORGANISE_VALIDATION.priceRange)
  .max(ITEM.priceMax, ORGANISE_VALIDATION.priceRange)
  .refine(isCentPrecise, ORGANISE_VALIDATION.priceStep)
  .transform(dollarsToCents);

/** Price in integer cents, 0..99999999. */
export const priceCentsSchema = z
  .number({ error: ORGANISE_VALIDATION.priceRequired })
  .int(ORGANISE_VALIDATION.priceStep)
  .min(0, ORGANISE_VALIDATION.priceRange)
  .max(ITEM_PRICE_MAX_CENTS, ORGANISE_VALIDATION.priceRange);

/** A 1..10 rating. */
export const ratingSchema = z
  .number({ error: ORGANISE_VALIDATION.ratingRequired })
  .int(ORGANISE_VALIDATION.ratingRange)
  .min(ITEM.ratingMin, ORGANISE_VALIDATION.ratingRange)
  .max(ITEM.ratingMax, ORGANISE_VALIDATION.ratingRange);

const httpUrlSchema = z.url({ protocol: /^https?$/, error: ORGANISE_VALIDATION.invalidUrl });

/** http(s) URL with a host. */
export function isHttpUrl(value: string): boolean {
  return httpUrlSchema.safeParse(value).success;
}

/** Optional link: blank becomes null; otherwise a valid http(s) URL. */
export const sourceUrlSchema = z
  .string()
  .nullish()
  .transform((v) => (v ?? '').trim())
  .pipe(
    z
      .string()
      .max(ITEM.sourceUrlMax, ORGANISE_VALIDATION.invalidUrl)
      .refine((v) => v === '' || isHttpUrl(v), ORGANISE_VALIDATION.invalidUrl),
  )
  .transform((v) => (v === '' ? null : v));

/**
 * Attribute values keyed by category attribute id; scripts stripped, at most ITEM.attributeValueMax characters each. A blank value
 * means "not filled". Required, number and option rules are checked by the server against the category and
 * answered as `fields["attributeValues.<attributeId>"]`.
 */
export const attributeValuesSchema = z
  .record(
    idSchema,
    plainString()
      .transform(stripScripts)
      .pipe(z.string().max(ITEM.attributeValueMax, ORGANISE_VALIDATION.attributeValueTooLong)),
  )
  .default({});

/** Add New Item (folders §5). The item, its rating and its attribute values are saved together or not at all. */
export const itemCreateSchema = z.object({
  name: requiredText(ITEM.nameMax, ORGANISE_VALIDATION.itemNameRequired, ORGANISE_VALIDATION.itemNameTooLong),
  description: optionalText(ITEM.descriptionMax, ORGANISE_VALIDATION.itemDescriptionTooLong),
  sourceUrl: sourceUrlSchema,
  priceCents: priceCentsSchema,
  /** The price's currency; absent: the page's (with `linkImport`), else the folder's. */
  currency: currencyCodeSchema.optional(),
  rating: ratingSchema,
  categoryId: z.uuid({ error: ORGANISE_VALIDATION.categoryRequired }),
  attributeValues: attributeValuesSchema,
  /** Present when "Fill from link" filled the form. */
  linkImport: itemLinkImportSchema.optional(),
  /** Only the creator sees a private item until they share it with the folder. */
  isPrivate: z.boolean().default(false),
});
export type ItemCreateInput = z.input<typeof itemCreateSchema>;

export const ITEM_SORT_KEYS = ['date', 'price', 'rating'] as const;
export type ItemSortKey = (typeof ITEM_SORT_KEYS)[number];
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** Sort of a folder's items: date (created), price or the viewer's rating; default newest first. Nulls last. */
export const itemSortQuerySchema = z.object({
  sort: z.enum(ITEM_SORT_KEYS).default('date'),
  order: z.enum(SORT_ORDERS).default('desc'),
});

/** A user as item cards and "Created by" show them. */
export const userRefSchema = z.object({
  id: idSchema,
  nickname: z.string().nullable(),
  fullName: z.string().nullable(),
  avatarUrl: z.string().nullable(),
});
export type UserRef = z.infer<typeof userRefSchema>;

/** One of an item's set attribute values, as its card shows it. */
export const itemKeyFactSchema = z.object({
  name: z.string(),
  attributeType: z.enum(ATTRIBUTE_TYPES),
  value: z.string(),
  /** Numbers only; null otherwise. */
  unit: z.string().nullable(),
});
export type ItemKeyFact = z.infer<typeof itemKeyFactSchema>;

/** An item card in a folder. */
export const itemCardSchema = z.object({
  id: idSchema,
  folderId: idSchema,
  name: z.string(),
  description: z.string().nullable(),
  /** null: "No price set". */
  priceCents: z.number().int().nullable(),
  currency: z.string(),
  sourceUrl: z.string().nullable(),
  categoryId: idSchema,
  categoryName: z.string(),
  /** null when the creator's account is gone: "Unknown user". */
  creator: userRefSchema.nullable(),
  /** The viewer's own rating, null: "Not rated by you". */
  myRating: z.number().int().nullable(),
  /** Only its creator (the viewer: nobody else is shown it) sees this item. */
  isPrivate: z.boolean(),
  /** Added by bulk add without a required attribute's value: flagged until the required values are filled. */
  needsDetails: z.boolean(),
  /** First photo (null until media exist). */
  photoUrl: z.string().nullable(),
  /** Comments on the item's thread. */
  commentCount: z.number().int(),
  /**
   * Up to three of the item's set attribute values: by the viewer's weight of their criterion in the folder's
   * decision (highest first, when the viewer has weights), then by display order.
   */
  keyFacts: z.array(itemKeyFactSchema),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type ItemCard = z.infer<typeof itemCardSchema>;

/** One Characteristics row: every attribute of the item's category, in display order, with the value or null. */
export const itemAttributeValueSchema = z.object({
  categoryAttributeId: idSchema,
  name: z.string(),
  attributeType: z.enum(ATTRIBUTE_TYPES),
  displayOrder: z.number().int(),
  isRequired: z.boolean(),
  /** Options: ordered best first. */
  options: z.array(z.string()),
  /** Numbers only; null otherwise. */
  unit: z.string().nullable(),
  preference: z.enum(PREFERENCES),
  value: z.string().nullable(),
});
export type ItemAttributeValue = z.infer<typeof itemAttributeValueSchema>;

/** One member's rating of an item: the group's view on the item page. */
export const itemMemberRatingSchema = z.object({
  user: userRefSchema,
  rating: z.number().int(),
});
export type ItemMemberRating = z.infer<typeof itemMemberRatingSchema>;

/** The item page: Basic Information and Characteristics. */
export const itemDetailSchema = itemCardSchema.extend({
  folderName: z.string(),
  attributes: z.array(itemAttributeValueSchema),
  /** The viewer owns the folder tree (may delete). */
  isFolderOwner: z.boolean(),
  /** The viewer's role in the folder: viewers and raters see the page without edit controls. */
  myRole: folderRoleSchema,
  /** Grows with each save of the item page's edits; a save sends the one it opened (409 when it is behind). */
  revision: z.number().int(),
  /** The rating of each person who sees the item and rated it (mine included), by name. */
  ratings: z.array(itemMemberRatingSchema),
});
export type ItemDetail = z.infer<typeof itemDetailSchema>;

export const itemListSchema = z.object({ items: z.array(itemCardSchema) });

export const itemMoveSchema = z.object({ folderId: idSchema });

/** Bulk delete of folders or items by ids (duplicates ignored). */
export const bulkDeleteSchema = z.object({
  ids: z
    .array(idSchema, { error: ORGANISE_VALIDATION.selectionRequired })
    .min(1, ORGANISE_VALIDATION.selectionRequired)
    .max(FOLDER.bulkDeleteMax)
    .transform((ids) => [...new Set(ids)]),
});
export const bulkDeletedSchema = z.object({ deletedCount: z.number().int() });

/** Bulk move of items to one folder by ids (duplicates ignored). */
export const bulkMoveSchema = z.object({
  ids: z
    .array(idSchema, { error: ORGANISE_VALIDATION.selectionRequired })
    .min(1, ORGANISE_VALIDATION.selectionRequired)
    .max(FOLDER.bulkMoveMax)
    .transform((ids) => [...new Set(ids)]),
  folderId: idSchema,
});
export type BulkMoveInput = z.input<typeof bulkMoveSchema>;
export const bulkMovedSchema = z.object({ movedCount: z.number().int() });

export const itemsEndpoints = {
  listForFolder: defineEndpoint({
    method: 'get',
    path: '/api/folders/:id/items',
    summary: "A folder's items, sorted (default newest first)",
    tag: 'items',
    auth: true,
    params: idParamsSchema,
    query: itemSortQuerySchema,
    response: itemListSchema,
  }),
  create: defineEndpoint({
    method: 'post',
    path: '/api/folders/:id/items',
    summary: 'Add an item with its rating and attribute values (one transaction)',
    tag: 'items',
    auth: true,
    status: 201,
    params: idParamsSchema,
    body: itemCreateSchema,
    response: itemDetailSchema,
  }),
  get: defineEndpoint({
    method: 'get',
    path: '/api/items/:id',
    summary: 'An item with its Basic Information and Characteristics',
    tag: 'items',
    auth: true,
    params: idParamsSchema,
    response: itemDetailSchema,
  }),
  move: defineEndpoint({
    method: 'patch',
    path: '/api/items/:id/folder',
    summary: 'Move an item to another folder of the same owner',
    tag: 'items',
    auth: true,
    params: idParamsSchema,
    body: itemMoveSchema,
    response: itemCardSchema,
  }),
  bulkMove: defineEndpoint({
    method: 'patch',
    path: '/api/items',
    summary: 'Move items by ids to another folder of the same owner (all or nothing, one transaction)',
    tag: 'items',
    auth: true,
    body: bulkMoveSchema,
    response: bulkMovedSchema,
  }),
  bulkDelete: defineEndpoint({
    method: 'delete',
    path: '/api/items',
    summary: 'Delete items by ids (folder owner only; all or nothing)',
    tag: 'items',
    auth: true,
    body: bulkDeleteSchema,
    response: bulkDeletedSchema,
  }),
};
