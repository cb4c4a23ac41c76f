import { z } from 'zod';
import { idParamsSchema, idSchema, isoDate } from './common';
import { defineEndpoint } from './endpoint';
import { LINK_READER, PRICE_REFRESH } from './limits';
import { LINK_READER_ERRORS } from './messages/index';

/** Where a filled value came from: the page's schema.org data, its meta tags / title, or the language model. */
export const FIELD_SOURCES = ['structured-data', 'page-metadata', 'model'] as const;
export type FieldSource = (typeof FIELD_SOURCES)[number];
export const fieldSourceSchema = z.enum(FIELD_SOURCES);

export const REFRESH_INTERVALS = PRICE_REFRESH.intervals;
export type RefreshInterval = (typeof REFRESH_INTERVALS)[number];
export const refreshIntervalSchema = z.enum(REFRESH_INTERVALS);

export const PRICE_SOURCES = ['manual', 'refresh', 'import'] as const;
export type PriceSource = (typeof PRICE_SOURCES)[number];

/** A user's link to read: http(s) only, at most LINK_READER.urlMax characters. */
export const linkUrlSchema = z
  .string({ error: LINK_READER_ERRORS.invalidUrl })
  .trim()
  .min(1, LINK_READER_ERRORS.invalidUrl)
  .max(LINK_READER.urlMax, LINK_READER_ERRORS.invalidUrl)
  .pipe(z.url({ protocol: /^https?$/, error: LINK_READER_ERRORS.unsupportedProtocol }));

/**
 * Sent with Add Item when the form was filled from a link (Premium): the page's currency for the price, and its
 * main image, which the server downloads through the same guard and stores as the item's first photo.
 */
export const itemLinkImportSchema = z.object({
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .nullish()
    .transform((v) => v ?? null),
  imageUrl: z
    .string()
    .max(LINK_READER.urlMax)
    .pipe(z.url({ protocol: /^https?$/ }))
    .nullish()
    .transform((v) => v ?? null),
});
export type ItemLinkImport = z.input<typeof itemLinkImportSchema>;

/** "Fill from link": the page to read and the category whose attributes the values are mapped onto. */
export const linkPreviewRequestSchema = z.object({
  url: linkUrlSchema,
  categoryId: idSchema.optional(),
});
export type LinkPreviewRequest = z.input<typeof linkPreviewRequestSchema>;

/** What was read from the page; every field may be missing. Attribute values are keyed by category attribute id. */
export const linkPreviewSchema = z.object({
  /** The page's address after redirects. */
  url: z.string(),
  name: z.string().nullable(),
  description: z.string().nullable(),
  priceCents: z.number().int().nullable(),
  currency: z.string().nullable(),
  imageUrl: z.string().nullable(),
  attributeValues: z.record(z.string(), z.string()),
  sources: z.object({
    name: fieldSourceSchema.optional(),
    description: fieldSourceSchema.optional(),
    priceCents: fieldSourceSchema.optional(),
    currency: fieldSourceSchema.optional(),
    imageUrl: fieldSourceSchema.optional(),
    attributeValues: z.record(z.string(), fieldSourceSchema),
  }),
});
export type LinkPreviewSources = z.infer<typeof linkPreviewSchema>['sources'];

/**
 * Where most of a reading's values came from (ties: the order of FIELD_SOURCES). The form says it once, and
 * marks only the fields that came from somewhere else ("From structured data" under three fields).
 */
export function mainFieldSource(sources: LinkPreviewSources): FieldSource | undefined {
  const all = [
    sources.name,
    sources.description,
    sources.priceCents,
    sources.imageUrl,
    ...Object.values(sources.attributeValues),
  ].filter((s): s is FieldSource => s !== undefined);
  let best: FieldSource | undefined;
  let bestCount = 0;
  for (const source of FIELD_SOURCES) {
    const count = all.filter((s) => s === source).length;
    if (count > bestCount) [best, bestCount] = [source, count];
  }
  return best;
}
export type LinkPreview = z.infer<typeof linkPreviewSchema>;

/** One recorded price of an item. */
export const pricePointSchema = z.object({
  priceCents: z.number().int(),
  currency: z.string(),
  source: z.enum(PRICE_SOURCES),
  recordedAt: isoDate,
});
export type PricePoint = z.infer<typeof pricePointSchema>;

/** An item's refresh setting and the state of its last reads. */
export const priceRefreshSchema = z.object({
  interval: refreshIntervalSchema,
  nextRunAt: isoDate.nullable(),
  lastSuccessAt: isoDate.nullable(),
  failureCount: z.number().int(),
  lastError: z.string().nullable(),
});
export type PriceRefresh = z.infer<typeof priceRefreshSchema>;

/** The item view's price card: history (oldest first, at most PRICE_REFRESH.historyMax) and the refresh state. */
export const priceHistorySchema = z.object({
  history: z.array(pricePointSchema),
  refresh: priceRefreshSchema,
  /** The item has a link to refresh from. */
  hasLink: z.boolean(),
});
export type PriceHistory = z.infer<typeof priceHistorySchema>;

export const priceRefreshUpdateSchema = z.object({ interval: refreshIntervalSchema });

/** The change since the previous recorded price, for the item cards' drop / rise marker. */
export const priceTrendSchema = z.object({
  itemId: idSchema,
  previousPriceCents: z.number().int(),
  priceCents: z.number().int(),
  currency: z.string(),
  direction: z.enum(['down', 'up']),
});
export type PriceTrend = z.infer<typeof priceTrendSchema>;
export const priceTrendListSchema = z.object({ trends: z.array(priceTrendSchema) });

export const linkImportEndpoints = {
  preview: defineEndpoint({
    method: 'post',
    path: '/api/folders/:id/link-preview',
    summary: 'Read a product page and return the values to fill the Add Item form with (Premium)',
    tag: 'link-import',
    auth: true,
    params: idParamsSchema,
    body: linkPreviewRequestSchema,
    response: linkPreviewSchema,
  }),
  priceHistory: defineEndpoint({
    method: 'get',
    path: '/api/items/:id/price-history',
    summary: "An item's price history and refresh setting",
    tag: 'link-import',
    auth: true,
    params: idParamsSchema,
    response: priceHistorySchema,
  }),
  setRefresh: defineEndpoint({
    method: 'put',
    path: '/api/items/:id/price-refresh',
    summary: "Set how often an item's price is refreshed from its link (Premium; Off is always allowed)",
    tag: 'link-import',
    auth: true,
    params: idParamsSchema,
    body: priceRefreshUpdateSchema,
    response: priceRefreshSchema,
  }),
  refreshNow: defineEndpoint({
    method: 'post',
    path: '/api/items/:id/price-refresh',
    summary:
      "Read an item's price from its link now and answer the updated price history (Premium, rate-limited)",
    tag: 'link-import',
    auth: true,
    params: idParamsSchema,
    response: priceHistorySchema,
  }),
  folderTrends: defineEndpoint({
    method: 'get',
    path: '/api/folders/:id/price-trends',
    summary: "Price drops and rises of a folder's items since their previous recorded price",
    tag: 'link-import',
    auth: true,
    params: idParamsSchema,
    response: priceTrendListSchema,
  }),
};
