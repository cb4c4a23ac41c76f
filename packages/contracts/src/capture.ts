import { z } from 'zod';
import { idParamsSchema, idSchema, isoDate, optionalText, requiredText } from './common';
import { defineEndpoint } from './endpoint';
import { itemDetailSchema, priceCentsSchema, ratingSchema, attributeValuesSchema } from './items';
import { CAPTURE, ITEM, LINK_READER } from './limits';
import { itemLinkImportSchema } from './link-import';
import { currencyCodeSchema } from './money';
import { ORGANISE_VALIDATION } from './messages';
import { CAPTURE_ERRORS } from './messages/capture';

const HTTP_LINK = /\bhttps?:\/\/[^\s<>"'`]+/i;
/** Punctuation a sentence puts right after a link, which is not part of it. */
const TRAILING_PUNCTUATION = /[),.;:!?\]}]+$/;

function isHttp(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** What a share sheet or a bookmarklet hands over: any of a page's address, some text and a title. */
export const sharedContentSchema = z.object({
  url: z.string().max(LINK_READER.urlMax, CAPTURE_ERRORS.sharedLinkTooLong).optional(),
  text: z.string().max(CAPTURE.sharedTextMax, CAPTURE_ERRORS.sharedTextTooLong).optional(),
  title: z.string().max(CAPTURE.sharedTextMax, CAPTURE_ERRORS.sharedTextTooLong).optional(),
});
export type SharedContent = z.input<typeof sharedContentSchema>;

export type SharedLink = { ok: true; url: string; title: string | null } | { ok: false; error: string };

/**
 * The link to capture from shared content. Share sheets differ: some fill `url`, others put the address in
 * `text` ("Look at this https://..."), some only in `title`. A `url` that is not http(s) is refused (a
 * `javascript:` or `file:` address is never captured); otherwise the first http(s) link in text or title wins.
 */
export function findSharedLink(input: SharedContent): SharedLink {
  const url = input.url?.trim();
  const title = input.title?.trim() || null;
  if (url) {
    if (isHttp(url)) return { ok: true, url, title };
    if (/^[a-z][a-z0-9+.-]*:/i.test(url) && !/^https?:/i.test(url))
      return { ok: false, error: CAPTURE_ERRORS.notHttpLink };
  }
  for (const text of [input.text, input.title, url]) {
    const match = text ? HTTP_LINK.exec(text) : null;
    if (!match) continue;
    const found = match[0].replace(TRAILING_PUNCTUATION, '');
    if (found.length <= LINK_READER.urlMax && isHttp(found)) {
      // a title that is only the link says nothing more
      return { ok: true, url: found, title: title === found ? null : title };
    }
  }
  return { ok: false, error: CAPTURE_ERRORS.noLinkInText };
}

export const sharedLinkSchema = z.object({ url: z.string(), title: z.string().nullable() });
export type SharedLinkAnswer = z.infer<typeof sharedLinkSchema>;

/** A folder the Capture screen offers: one the user may add items to, with where it sits. */
export const captureFolderSchema = z.object({
  id: idSchema,
  name: z.string(),
  /** Names of the ancestors, root first. */
  path: z.array(z.string()),
  /** When the user last added an item here (or created the folder): the picker's "recent first". */
  lastUsedAt: isoDate,
  /** Someone else's folder shared with the user. */
  shared: z.boolean(),
});
export type CaptureFolder = z.infer<typeof captureFolderSchema>;
export const captureFolderListSchema = z.object({ folders: z.array(captureFolderSchema) });

const captureNoteSchema = z.object({
  title: requiredText(
    ITEM.noteTitleMax,
    ORGANISE_VALIDATION.noteTitleRequired,
    ORGANISE_VALIDATION.noteTitleTooLong,
  ),
  content: optionalText(ITEM.noteContentMax, ORGANISE_VALIDATION.noteContentTooLong).transform(
    (v) => v ?? '',
  ),
});

/** The capture link: required, http(s) only. */
export const captureUrlSchema = z
  .string({ error: CAPTURE_ERRORS.notHttpLink })
  .trim()
  .max(ITEM.sourceUrlMax, ORGANISE_VALIDATION.invalidUrl)
  .refine(isHttp, CAPTURE_ERRORS.notHttpLink);

/**
 * "Add" on the Capture screen: the item with its link, the category, and optionally a price, the user's
 * rating and a first note, saved together in one transaction. Unlike Add New Item, rating and price may be
 * left out: a capture is a quick note-to-self, completed later.
 */
export const captureItemSchema = z.object({
  folderId: z.uuid({ error: CAPTURE_ERRORS.chooseFolder }),
  categoryId: z.uuid({ error: ORGANISE_VALIDATION.categoryRequired }),
  sourceUrl: captureUrlSchema,
  name: requiredText(ITEM.nameMax, ORGANISE_VALIDATION.itemNameRequired, ORGANISE_VALIDATION.itemNameTooLong),
  description: optionalText(ITEM.descriptionMax, ORGANISE_VALIDATION.itemDescriptionTooLong),
  priceCents: priceCentsSchema.nullish().transform((v) => v ?? null),
  /** The price's currency; absent: the page's (with `linkImport`), else the folder's. */
  currency: currencyCodeSchema.optional(),
  rating: ratingSchema.nullish().transform((v) => v ?? null),
  note: captureNoteSchema.nullish().transform((v) => v ?? null),
  attributeValues: attributeValuesSchema,
  linkImport: itemLinkImportSchema.optional(),
});
export type CaptureItemInput = z.input<typeof captureItemSchema>;

/* ---- Bulk add ---- */

export const BULK_ENTRY_STATES = ['waiting', 'read', 'failed', 'added', 'duplicate'] as const;
export type BulkEntryState = (typeof BULK_ENTRY_STATES)[number];

/** The pasted text -> its links: one per line, blank lines dropped. */
export function splitBulkLinks(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** Bulk add: the category the new items take, and 1..50 pasted lines (each should be a link). */
export const bulkImportCreateSchema = z.object({
  categoryId: z.uuid({ error: ORGANISE_VALIDATION.categoryRequired }),
  links: z
    .array(
      z
        .string()
        .trim()
        .max(LINK_READER.urlMax * 2, ORGANISE_VALIDATION.invalidUrl),
      {
        error: CAPTURE_ERRORS.noLinks,
      },
    )
    .transform((lines) => lines.filter((line) => line !== ''))
    .pipe(
      z
        .array(z.string())
        .min(1, CAPTURE_ERRORS.noLinks)
        .max(CAPTURE.bulkLinksMax, CAPTURE_ERRORS.tooManyLinks),
    ),
});
export type BulkImportCreateInput = z.input<typeof bulkImportCreateSchema>;

/** Editing a failed line: a corrected link and, when the page has no usable title, a name. */
export const bulkEntryRetrySchema = z.object({
  url: z
    .string()
    .trim()
    .max(LINK_READER.urlMax * 2, ORGANISE_VALIDATION.invalidUrl),
  name: optionalText(ITEM.nameMax, ORGANISE_VALIDATION.itemNameTooLong),
});

export const bulkEntrySchema = z.object({
  id: idSchema,
  /** 0-based line of the paste. */
  position: z.number().int(),
  url: z.string(),
  state: z.enum(BULK_ENTRY_STATES),
  /**
   * Why a line failed (the reader's reason), that it duplicates an item, or, for a line added as "needs
   * details", which required attributes the page left empty.
   */
  error: z.string().nullable(),
  /** The page's name once read. */
  name: z.string().nullable(),
  /** The item added, or for a duplicate of the folder the one the user already has. */
  itemId: idSchema.nullable(),
  /** Added without a required attribute's value, still missing: the line and the card say "Needs details". */
  needsDetails: z.boolean(),
});
export type BulkEntry = z.infer<typeof bulkEntrySchema>;

export const bulkImportSchema = z.object({
  id: idSchema,
  folderId: idSchema,
  categoryId: idSchema,
  createdAt: isoDate,
  entries: z.array(bulkEntrySchema),
  /** No line is waiting any more. */
  done: z.boolean(),
});
export type BulkImport = z.infer<typeof bulkImportSchema>;

export const bulkEntryParamsSchema = z.object({ id: idSchema, entryId: idSchema });

export const captureEndpoints = {
  sharedLink: defineEndpoint({
    method: 'post',
    path: '/api/capture/shared-link',
    summary: 'The link to capture from what a share sheet handed over (url, text, title)',
    tag: 'capture',
    auth: true,
    body: sharedContentSchema,
    response: sharedLinkSchema,
  }),
  folders: defineEndpoint({
    method: 'get',
    path: '/api/capture/folders',
    summary: 'Folders the user may add items to, most recently used first, for the Capture screen',
    tag: 'capture',
    auth: true,
    response: captureFolderListSchema,
  }),
  create: defineEndpoint({
    method: 'post',
    path: '/api/capture',
    summary: 'Add a captured link as an item, with an optional rating and note, in one transaction',
    tag: 'capture',
    auth: true,
    body: captureItemSchema,
    response: itemDetailSchema,
    status: 201,
  }),
  bulkCreate: defineEndpoint({
    method: 'post',
    path: '/api/folders/:id/bulk-imports',
    summary: 'Paste up to 50 links into a folder: each is read in the background and added (Premium)',
    tag: 'capture',
    auth: true,
    params: idParamsSchema,
    body: bulkImportCreateSchema,
    response: bulkImportSchema,
    status: 201,
  }),
  bulkGet: defineEndpoint({
    method: 'get',
    path: '/api/bulk-imports/:id',
    summary: "A bulk add's progress: each line's state",
    tag: 'capture',
    auth: true,
    params: idParamsSchema,
    response: bulkImportSchema,
  }),
  bulkRetry: defineEndpoint({
    method: 'put',
    path: '/api/bulk-imports/:id/entries/:entryId',
    summary: 'Correct a failed line of a bulk add and read it again',
    tag: 'capture',
    auth: true,
    params: bulkEntryParamsSchema,
    body: bulkEntryRetrySchema,
    response: bulkImportSchema,
  }),
};
