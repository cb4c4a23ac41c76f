import { z } from 'zod';
import { ATTRIBUTE_TYPES, PREFERENCES } from './attribute-values';
import { defineEndpoint } from './endpoint';
import { COMPARE } from './limits';
import { HTTP_ERRORS, ORGANISE_VALIDATION } from './messages/index';
import { idParamsSchema, idSchema } from './common';
import { folderRoleSchema } from './roles';
import { profileRefSchema } from './sharing';

export const COMPARE_TYPES = ['attributes', 'collaborative'] as const;
export type CompareType = (typeof COMPARE_TYPES)[number];

/** "a,b,c" -> distinct ids, in the order given (the compare query's `items`). */
export function splitCompareItems(value: string): string[] {
  return [
    ...new Set(
      value
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ];
}

/** Whether this many items make a comparison (folders §5: COMPARE.minItems to maxItems); the query schema below says the same. */
export function canCompare(count: number): boolean {
  return count >= COMPARE.minItems && count <= COMPARE.maxItems;
}

/** Whether one more item may join a selection of `count` items. */
export function canAddToComparison(count: number): boolean {
  return count < COMPARE.maxItems;
}

/** `?items=a,b&type=attributes|collaborative`: COMPARE.minItems to maxItems distinct item ids (folders §5 Compare). */
export const compareQuerySchema = z.object({
  items: z
    .string({ error: ORGANISE_VALIDATION.compareCount })
    .transform(splitCompareItems)
    .pipe(
      z
        .array(z.uuid({ error: HTTP_ERRORS.validation }))
        .min(COMPARE.minItems, ORGANISE_VALIDATION.compareCount)
        .max(COMPARE.maxItems, ORGANISE_VALIDATION.compareCount),
    ),
  type: z.enum(COMPARE_TYPES).default('attributes'),
});
export type CompareQueryInput = z.input<typeof compareQuerySchema>;

/** One compared item: a column of the table. */
export const compareItemSchema = z.object({
  id: idSchema,
  folderId: idSchema,
  name: z.string(),
  /** null: "No price set". */
  priceCents: z.number().int().nullable(),
  currency: z.string(),
  categoryName: z.string(),
  creator: profileRefSchema.nullable(),
  /** "Created by": full name, else nickname, else "Unknown" (the real creator, DESIGN §9). */
  creatorName: z.string(),
  /** The viewer's own rating; null: "Not rated". */
  myRating: z.number().int().nullable(),
});
export type CompareItem = z.infer<typeof compareItemSchema>;

/** One attribute row: the union of attribute names over the items, values in the items' order. */
export const compareAttributeRowSchema = z.object({
  name: z.string(),
  /** The type every item that has this attribute declares; 'text' when they differ. */
  attributeType: z.enum(ATTRIBUTE_TYPES),
  /** The first item's unit (numbers), null when none or when the items' units differ. */
  unit: z.string().nullable(),
  /** Which value is better (the row's highlight); 'none' when the items' categories disagree. */
  preference: z.enum(PREFERENCES),
  /** Options: the first item's list, best first. */
  options: z.array(z.string()),
  values: z.array(z.string().nullable()),
  /** Places (0-based, in the items' order) of the row's best values: `bestInRow`; empty: no highlight. */
  best: z.array(z.number().int()),
});
export type CompareAttributeRow = z.infer<typeof compareAttributeRowSchema>;

export const COMPARE_PERMISSIONS = ['owner', 'edit'] as const;
export type ComparePermission = (typeof COMPARE_PERMISSIONS)[number];

/** One person with access to the folder: a row of the Collaborative Ratings table. */
export const compareMemberSchema = z.object({
  user: profileRefSchema,
  /** Kept for older clients: `owner` or `edit` whatever the role. Read `role`. */
  permission: z.enum(COMPARE_PERMISSIONS),
  /** The person's role on the compared folder, named by contracts' `roleName` as everywhere else. */
  role: folderRoleSchema,
  isViewer: z.boolean(),
  /** Ratings in the items' order; null: "Not rated". */
  ratings: z.array(z.number().int().nullable()),
});
export type CompareMember = z.infer<typeof compareMemberSchema>;

export const comparisonSchema = z.object({
  folderId: idSchema,
  type: z.enum(COMPARE_TYPES),
  /** In the order asked for. */
  items: z.array(compareItemSchema),
  attributes: z.array(compareAttributeRowSchema),
  /** Collaborative mode only (null otherwise): owner first, then collaborators by name. */
  collaborative: z
    .object({
      members: z.array(compareMemberSchema),
      /** Mean of the members' ratings per item, one decimal; null when nobody rated it. */
      averages: z.array(z.number().nullable()),
    })
    .nullable(),
});
export type Comparison = z.infer<typeof comparisonSchema>;

/** A rating on the collaborative-compare page. */
export const memberRatingSchema = z.object({
  user: profileRefSchema,
  /** Kept for older clients: `owner` or `edit` whatever the role. Read `role`. */
  permission: z.enum(COMPARE_PERMISSIONS),
  /** The person's role on the folder, named by contracts' `roleName` as everywhere else. */
  role: folderRoleSchema,
  isViewer: z.boolean(),
  rating: z.number().int(),
});
export type MemberRating = z.infer<typeof memberRatingSchema>;

/** A folder item on the collaborative-compare page, with everyone's ratings (the page filters by selection). */
export const collaborativeItemSchema = z.object({
  id: idSchema,
  name: z.string(),
  description: z.string().nullable(),
  myRating: z.number().int().nullable(),
  /** One decimal; null when nobody rated it. */
  average: z.number().nullable(),
  ratings: z.array(memberRatingSchema),
});
export type CollaborativeItem = z.infer<typeof collaborativeItemSchema>;

export const collaborativeRatingsSchema = z.object({
  folder: z.object({ id: idSchema, name: z.string(), isShared: z.boolean() }),
  /** Newest first, like the folder page. */
  items: z.array(collaborativeItemSchema),
});
export type CollaborativeRatings = z.infer<typeof collaborativeRatingsSchema>;

export const compareEndpoints = {
  compare: defineEndpoint({
    method: 'get',
    path: '/api/folders/:id/compare',
    summary:
      'Compare 2 to 5 items side by side on attributes, or (Premium) on the ratings of everyone with access',
    tag: 'compare',
    auth: true,
    params: idParamsSchema,
    query: compareQuerySchema,
    response: comparisonSchema,
  }),
  collaborativeRatings: defineEndpoint({
    method: 'get',
    path: '/api/folders/:id/collaborative-ratings',
    summary: "Premium: a folder's items with every collaborator's rating and the average",
    tag: 'compare',
    auth: true,
    params: idParamsSchema,
    response: collaborativeRatingsSchema,
  }),
};
