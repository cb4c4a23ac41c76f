import { z } from 'zod';
import { ATTRIBUTE_TYPES, PREFERENCES } from './attribute-values';
import { idParamsSchema, idSchema, isoDate } from './common';
import { defineEndpoint } from './endpoint';
import { PUBLIC_LINK } from './limits';
import { APP_PATHS } from './paths';
import { PUBLIC_LINK_ERRORS } from './messages/capture';

/** Where the public page of a token lives in the web app (server-rendered meta, then the SPA). */
export function publicLinkPath(token: string): string {
  return APP_PATHS.publicLink(token);
}

/** A token as it appears in a URL: base64url, exactly PUBLIC_LINK.tokenLength characters. */
export const publicTokenSchema = z.string().regex(new RegExp(`^[A-Za-z0-9_-]{${PUBLIC_LINK.tokenLength}}$`));
export const publicTokenParamsSchema = z.object({ token: z.string() });

/** Creating (or replacing) a folder's public link: what it shows and until when. */
export const publicLinkCreateSchema = z.object({
  /** null or absent: never expires. */
  expiresAt: isoDate.nullish().transform((v) => v ?? null),
  includeNotes: z.boolean().default(false),
  includeSubfolders: z.boolean().default(false),
});
export type PublicLinkCreateInput = z.input<typeof publicLinkCreateSchema>;

/** The owner's view of a folder's live public link. */
export const publicLinkSchema = z.object({
  id: idSchema,
  folderId: idSchema,
  token: z.string(),
  /** Path of the public page (`/s/<token>`), to put after the app's origin. */
  path: z.string(),
  expiresAt: isoDate.nullable(),
  includeNotes: z.boolean(),
  includeSubfolders: z.boolean(),
  viewCount: z.number().int(),
  createdAt: isoDate,
});
export type PublicLink = z.infer<typeof publicLinkSchema>;
export const publicLinkStateSchema = z.object({ link: publicLinkSchema.nullable() });

/** One item as the public page shows it: no creator, no collaborator, notes only when the link includes them. */
export const publicItemSchema = z.object({
  id: idSchema,
  name: z.string(),
  description: z.string().nullable(),
  priceCents: z.number().int().nullable(),
  currency: z.string(),
  sourceUrl: z.string().nullable(),
  categoryName: z.string(),
  /** The folder owner's rating (the list's author), null when not rated. */
  rating: z.number().int().nullable(),
  photoUrls: z.array(z.string()),
  attributes: z.array(
    z.object({
      name: z.string(),
      attributeType: z.enum(ATTRIBUTE_TYPES),
      /** Numbers only; null otherwise. */
      unit: z.string().nullable(),
      preference: z.enum(PREFERENCES),
      /** Options attributes: the list, best first. */
      options: z.array(z.string()),
      value: z.string().nullable(),
    }),
  ),
  /** Present only when the link includes notes. */
  notes: z.array(z.object({ title: z.string(), content: z.string() })).optional(),
});
export type PublicItem = z.infer<typeof publicItemSchema>;

/** One place of a public folder's decision ranking: rank and score null when knocked out. */
export const publicRankSchema = z.object({
  itemId: idSchema,
  rank: z.number().int().nullable(),
  score: z.number().nullable(),
});

/** A folder of the public page: itself, or a subfolder when the link includes them. */
export const publicFolderSchema = z.object({
  id: idSchema,
  name: z.string(),
  description: z.string().nullable(),
  items: z.array(publicItemSchema),
  /**
   * The folder's decision ranking with the owner's weights (rejected items left out): rank 1 first, knocked-out
   * items last with rank and score null.
   */
  ranking: z.array(publicRankSchema),
});
export type PublicFolder = z.infer<typeof publicFolderSchema>;

/** What anyone with the link sees. */
export const publicViewSchema = z.object({
  folder: publicFolderSchema,
  /** Subfolders (depth first), only when the link includes them. */
  subfolders: z.array(publicFolderSchema.extend({ path: z.array(z.string()) })),
  includesNotes: z.boolean(),
  expiresAt: isoDate.nullable(),
});
export type PublicView = z.infer<typeof publicViewSchema>;

/** "Save a copy to my Shortlist": the visitor's own category for the copied items. */
export const publicCopySchema = z.object({
  categoryId: z.uuid({ error: PUBLIC_LINK_ERRORS.noCategory }).optional(),
});
export const publicCopyResultSchema = z.object({ folderId: idSchema, itemCount: z.number().int() });

export const publicLinksEndpoints = {
  get: defineEndpoint({
    method: 'get',
    path: '/api/folders/:id/public-link',
    summary: "A folder's live public link, or null (owner only)",
    tag: 'public-links',
    auth: true,
    params: idParamsSchema,
    response: publicLinkStateSchema,
  }),
  create: defineEndpoint({
    method: 'post',
    path: '/api/folders/:id/public-link',
    summary: 'Create a public read-only link, replacing (and revoking) any live one (owner, Premium)',
    tag: 'public-links',
    auth: true,
    params: idParamsSchema,
    body: publicLinkCreateSchema,
    response: publicLinkSchema,
    status: 201,
  }),
  revoke: defineEndpoint({
    method: 'delete',
    path: '/api/folders/:id/public-link',
    summary: "Turn a folder's public link off; it stops working at once (owner)",
    tag: 'public-links',
    auth: true,
    params: idParamsSchema,
  }),
  view: defineEndpoint({
    method: 'get',
    path: '/api/public/:token',
    summary: 'The read-only folder behind a public link (no session; counted as a view; rate-limited per IP)',
    tag: 'public-links',
    auth: false,
    params: publicTokenParamsSchema,
    response: publicViewSchema,
  }),
  copy: defineEndpoint({
    method: 'post',
    path: '/api/public/:token/copy',
    summary: "Copy a public link's items into a new folder of the caller's, in one transaction",
    tag: 'public-links',
    auth: true,
    params: publicTokenParamsSchema,
    body: publicCopySchema,
    response: publicCopyResultSchema,
    status: 201,
  }),
};
