import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { ITEM, ITEM_EDIT, MEDIA } from './limits';
import { ORGANISE_VALIDATION } from './messages/index';
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
import {
  attributeValuesSchema,
  itemDetailSchema,
  priceCentsSchema,
  ratingSchema,
  sourceUrlSchema,
  userRefSchema,
} from './items';
import { reminderNeedsDue, reminderLeadSchema, stepScheduleSchema } from './step-schedule';

/* ---------- what the item page reads ---------- */

/** A note on an item (folders §3), newest first. */
export const noteSchema = z.object({
  id: idSchema,
  itemId: idSchema,
  title: z.string(),
  content: z.string(),
  creator: userRefSchema.nullable(),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type Note = z.infer<typeof noteSchema>;

/** A next step of an item (folders §3), newest first. */
export const nextStepSchema = z.object({
  id: idSchema,
  itemId: idSchema,
  text: z.string(),
  completed: z.boolean(),
  completedAt: isoDate.nullable(),
  creator: userRefSchema.nullable(),
  createdAt: isoDate,
  /** When it is due; null: no date. */
  dueAt: isoDate.nullable(),
  /** Who is to do it (a member of the folder); null: nobody. */
  assignee: userRefSchema.nullable(),
  /** Minutes before `dueAt` the reminder goes out; null: no reminder. */
  remindBeforeMinutes: reminderLeadSchema,
});
export type NextStep = z.infer<typeof nextStepSchema>;

/** A photo of an item: public URLs of the re-encoded image and its thumbnail (oldest first). */
export const mediaSchema = z.object({
  id: idSchema,
  itemId: idSchema,
  fileName: z.string(),
  mimeType: z.string(),
  fileSize: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  url: z.string(),
  thumbnailUrl: z.string(),
  uploadedBy: idSchema.nullable(),
  createdAt: isoDate,
});
export type Media = z.infer<typeof mediaSchema>;

export const noteListSchema = z.object({ notes: z.array(noteSchema) });
export const nextStepListSchema = z.object({ steps: z.array(nextStepSchema) });
export const mediaListSchema = z.object({ media: z.array(mediaSchema) });

/** Everything the item page shows, as the save answers it. */
export const itemViewSchema = z.object({
  item: itemDetailSchema,
  notes: z.array(noteSchema),
  steps: z.array(nextStepSchema),
  media: z.array(mediaSchema),
});
export type ItemView = z.infer<typeof itemViewSchema>;

/** `error.details` of a 409 EDIT_CONFLICT: who saved last, and the item as it is now ("theirs"). */
export const editConflictSchema = z.object({
  revision: z.number().int(),
  changedBy: userRefSchema.nullable(),
  current: itemViewSchema,
});
export type EditConflict = z.infer<typeof editConflictSchema>;

/* ---------- inputs ---------- */

/** Note title (required, ITEM.noteTitleMax) and content (ITEM.noteContentMax): folders §5 "Item edit". */
export const noteInputSchema = z.object({
  title: requiredText(
    ITEM.noteTitleMax,
    ORGANISE_VALIDATION.noteTitleRequired,
    ORGANISE_VALIDATION.noteTitleTooLong,
  ),
  content: optionalText(ITEM.noteContentMax, ORGANISE_VALIDATION.noteContentTooLong).transform(
    (v) => v ?? '',
  ),
});
export type NoteInput = z.input<typeof noteInputSchema>;

/** Next-step text: non-empty after trimming. */
export const stepTextSchema = requiredText(
  ITEM_EDIT.stepTextMax,
  ORGANISE_VALIDATION.stepTextRequired,
  ORGANISE_VALIDATION.stepTextTooLong,
);

/** A new step: its text, and optionally a due date, an assignee (a member of the folder) and a reminder. */
export const stepInputSchema = z
  .object({
    text: stepTextSchema,
    completed: z.boolean().default(false),
  })
  .extend(stepScheduleSchema.shape)
  .superRefine(reminderNeedsDue);

/**
 * A step changed outside edit mode: ticking it (completed_at becomes now, or null when unticked), its due date,
 * assignee or reminder. An absent field stays as it is.
 */
export const stepToggleSchema = z
  .object({ completed: z.boolean().optional() })
  .extend(stepScheduleSchema.shape);

/** PUT rating: 1..10 (clearing is DELETE). */
export const ratingInputSchema = z.object({ rating: ratingSchema });
export const ratingResultSchema = z.object({ rating: z.number().int().nullable() });

const list = <T extends z.ZodType>(schema: T) => z.array(schema).max(ITEM_EDIT.maxEntriesPerList).default([]);
const idList = () =>
  z
    .array(idSchema)
    .max(ITEM_EDIT.maxEntriesPerList)
    .default([])
    .transform((ids) => [...new Set(ids)]);

/** The item's own fields in edit mode; absent fields stay as they are. Price null: "No price set". */
export const itemFieldChangesSchema = z
  .object({
    name: requiredText(
      ITEM.nameMax,
      ORGANISE_VALIDATION.itemNameRequired,
      ORGANISE_VALIDATION.itemNameTooLong,
    ),
    description: plainString()
      .nullable()
      .transform((v) => (v == null ? '' : stripScripts(v)))
      .pipe(z.string().max(ITEM.descriptionMax, ORGANISE_VALIDATION.itemDescriptionTooLong))
      .transform((v) => (v === '' ? null : v)),
    sourceUrl: sourceUrlSchema,
    priceCents: priceCentsSchema.nullable(),
    /** The price's currency (ISO 4217). */
    currency: currencyCodeSchema,
    /** Only the item's creator may change it (403 for others): true hides it from everyone else. */
    isPrivate: z.boolean(),
  })
  .partial();

/**
 * Everything staged in edit mode (folders §4), applied by the server in ONE transaction in the spec's order:
 * item fields, attribute values, rating, uploaded images, new / edited / deleted notes, new / edited / deleted
 * steps; then the deleted photos. A blank attribute value clears it; rating 0 clears the viewer's rating.
 */
export const itemChangesSchema = z.object({
  fields: itemFieldChangesSchema.default({}),
  attributeValues: attributeValuesSchema,
  /** Absent: unchanged; 0: cleared; 1..10: set. */
  rating: z
    .number()
    .int(ORGANISE_VALIDATION.ratingRange)
    .min(0, ORGANISE_VALIDATION.ratingRange)
    .max(ITEM.ratingMax, ORGANISE_VALIDATION.ratingRange)
    .optional(),
  notes: z
    .object({
      create: list(noteInputSchema),
      update: list(noteInputSchema.extend({ id: idSchema })),
      delete: idList(),
    })
    .default({ create: [], update: [], delete: [] }),
  steps: z
    .object({
      create: list(stepInputSchema),
      update: list(
        z
          .object({ id: idSchema, text: stepTextSchema.optional(), completed: z.boolean().optional() })
          .extend(stepScheduleSchema.shape),
      ),
      delete: idList(),
    })
    .default({ create: [], update: [], delete: [] }),
  media: z.object({ delete: idList() }).default({ delete: [] }),
});
export type ItemChanges = z.input<typeof itemChangesSchema>;
export type ItemChangesParsed = z.output<typeof itemChangesSchema>;

/** `changes` arrives as a JSON text part of a multipart body (or as an object in a JSON body). */
export const itemChangesFieldSchema = z.preprocess((value, ctx) => {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    ctx.addIssue({ code: 'custom', message: ORGANISE_VALIDATION.changesInvalid });
    return z.NEVER;
  }
}, itemChangesSchema);

/** Multipart photos field, documented for OpenAPI (multer reads the files; they never reach the schema). */
const photosField = z
  .array(z.string().meta({ format: 'binary' }))
  .max(MEDIA.maxFilesPerUpload)
  .optional()
  .meta({
    description: `Image files (at most ${MEDIA.maxFilesPerUpload}, ${MEDIA.maxFileBytes} bytes each)`,
  });

export const itemSaveBodySchema = z.object({
  /**
   * The item's `revision` when the editor opened it: a save that edits more than the caller's rating is refused
   * with 409 EDIT_CONFLICT (details: `editConflictSchema`) when someone saved the item since. Absent: no check.
   */
  revision: z.coerce.number().int().positive().optional(),
  changes: itemChangesFieldSchema.default({
    fields: {},
    attributeValues: {},
    notes: { create: [], update: [], delete: [] },
    steps: { create: [], update: [], delete: [] },
    media: { delete: [] },
  }),
  photos: photosField,
});

export const mediaUploadBodySchema = z.object({ photos: photosField });

export const noteParamsSchema = z.object({ id: idSchema, noteId: idSchema });
export const stepParamsSchema = z.object({ id: idSchema, stepId: idSchema });
export const mediaParamsSchema = z.object({ id: idSchema, mediaId: idSchema });
/** A stored photo file (`{itemId}/{timestamp}-{random}[-thumb].{ext}`) and the signature the API gave its URL. */
export const mediaFileParamsSchema = z.object({
  itemId: idSchema,
  fileName: z.string().regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9]+$/),
});
export const mediaFileQuerySchema = z.object({
  expires: z.coerce.number().int().positive(),
  signature: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
});

export const itemDetailEndpoints = {
  save: defineEndpoint({
    method: 'patch',
    path: '/api/items/:id',
    summary:
      "Save an item's staged edits (fields, attributes, rating, notes, steps, photos) in one transaction: all or nothing",
    tag: 'item-detail',
    auth: true,
    params: idParamsSchema,
    body: itemSaveBodySchema,
    // photos need multipart; an edit without photos may be plain JSON (`changes` as an object)
    bodyContentTypes: ['multipart/form-data', 'application/json'],
    response: itemViewSchema,
  }),
  setRating: defineEndpoint({
    method: 'put',
    path: '/api/items/:id/rating',
    summary: "Set the viewer's own rating (one per user per item)",
    tag: 'item-detail',
    auth: true,
    params: idParamsSchema,
    body: ratingInputSchema,
    response: ratingResultSchema,
  }),
  clearRating: defineEndpoint({
    method: 'delete',
    path: '/api/items/:id/rating',
    summary: "Clear the viewer's rating (the row is deleted)",
    tag: 'item-detail',
    auth: true,
    params: idParamsSchema,
  }),
  listNotes: defineEndpoint({
    method: 'get',
    path: '/api/items/:id/notes',
    summary: "An item's notes, newest first",
    tag: 'item-detail',
    auth: true,
    params: idParamsSchema,
    response: noteListSchema,
  }),
  createNote: defineEndpoint({
    method: 'post',
    path: '/api/items/:id/notes',
    summary: 'Add a note',
    tag: 'item-detail',
    auth: true,
    status: 201,
    params: idParamsSchema,
    body: noteInputSchema,
    response: noteSchema,
  }),
  updateNote: defineEndpoint({
    method: 'patch',
    path: '/api/items/:id/notes/:noteId',
    summary: 'Edit a note',
    tag: 'item-detail',
    auth: true,
    params: noteParamsSchema,
    body: noteInputSchema,
    response: noteSchema,
  }),
  deleteNote: defineEndpoint({
    method: 'delete',
    path: '/api/items/:id/notes/:noteId',
    summary: 'Delete a note',
    tag: 'item-detail',
    auth: true,
    params: noteParamsSchema,
  }),
  listSteps: defineEndpoint({
    method: 'get',
    path: '/api/items/:id/steps',
    summary: "An item's next steps, newest first",
    tag: 'item-detail',
    auth: true,
    params: idParamsSchema,
    response: nextStepListSchema,
  }),
  toggleStep: defineEndpoint({
    method: 'patch',
    path: '/api/items/:id/steps/:stepId',
    summary:
      'Tick or untick a next step (completed_at now / null), or change its due date, assignee or reminder',
    tag: 'item-detail',
    auth: true,
    params: stepParamsSchema,
    body: stepToggleSchema,
    response: nextStepSchema,
  }),
  listMedia: defineEndpoint({
    method: 'get',
    path: '/api/items/:id/media',
    summary: "An item's photos, oldest first",
    tag: 'item-detail',
    auth: true,
    params: idParamsSchema,
    response: mediaListSchema,
  }),
  uploadMedia: defineEndpoint({
    method: 'post',
    path: '/api/items/:id/media',
    summary: 'Upload photos (images only, judged by their bytes; metadata stripped)',
    tag: 'item-detail',
    auth: true,
    status: 201,
    params: idParamsSchema,
    body: mediaUploadBodySchema,
    bodyContentType: 'multipart/form-data',
    response: mediaListSchema,
  }),
  deleteMedia: defineEndpoint({
    method: 'delete',
    path: '/api/items/:id/media/:mediaId',
    summary: 'Delete a photo',
    tag: 'item-detail',
    auth: true,
    params: mediaParamsSchema,
  }),
  mediaFile: defineEndpoint({
    method: 'get',
    path: '/api/media/:itemId/:fileName',
    summary:
      'A photo file on local-disk storage, by the short-lived signed URL an answer about its item gave (403 when the signature does not match or has expired). With S3 storage, photo URLs are presigned bucket URLs instead',
    tag: 'item-detail',
    auth: false,
    params: mediaFileParamsSchema,
    query: mediaFileQuerySchema,
    status: 200,
    responseContentType: 'image/*',
  }),
};
