/** Folders, categories, compare, photos and the item page. */

/** Folders: folders §5, §9. */
export const FOLDER = {
  nameMax: 100,
  descriptionMax: 500,
  /** Ids one bulk delete of folders or items may name. */
  bulkDeleteMax: 500,
  /** Items one bulk move may name (one request, one transaction). */
  bulkMoveMax: 500,
} as const;

/** Categories: folders §5, §9; accounts §9. */
export const CATEGORY = {
  nameMax: 50,
  descriptionMax: 200,
  attributeNameMax: 50,
  attributesMax: 50,
  optionsPerAttributeMax: 50,
  /** An options attribute offers at least this many choices. */
  optionsMin: 2,
  /** A number attribute's unit ("m2", "km", "min"). */
  unitMax: 12,
  /** Attribute names shown on a category card before "+N more". */
  cardAttributePreview: 5,
  basicPlanMax: 1,
} as const;

/** Comparison: folders §5, §9. */
export const COMPARE = {
  minItems: 2,
  maxItems: 5,
} as const;

/** Photos: folders §3 and DESIGN §6. */
export const MEDIA = {
  bucket: 'item-media',
  maxFileBytes: 10 * 1024 * 1024,
  maxFilesPerUpload: 10,
  maxFilesPerItem: 30,
  maxPixels: 40_000_000,
  thumbnailWidth: 480,
  allowedMimeTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'],
  /** Multipart text fields per request (the item save's `changes`), their size, and all parts together. */
  maxFields: 4,
  maxFieldBytes: 1024 * 1024,
  maxParts: 14,
  /** The form field photos are sent in. */
  fileField: 'photos',
  /**
   * Photo URLs are signed (presigned on S3) per window of this length: the same URL all window long, so answers
   * and their ETags stay stable; each URL stays valid until the end of the NEXT window (one to two windows).
   */
  signedUrlWindowSeconds: 60 * 60,
} as const;

/** Saving an item's staged edits in one request (folders §4). */
export const ITEM_EDIT = {
  /** Entries one list of a save may carry (new notes, deleted steps...). */
  maxEntriesPerList: 200,
  /** Next-step text: the spec sets no cap; this only guards the database against abuse. */
  stepTextMax: 2000,
} as const;
