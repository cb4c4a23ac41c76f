/** Import, export, "Download my data" and webhooks. */

/** Import of a spreadsheet into a folder: CSV, TSV, a paste, XLSX or this app's JSON export. */
export const FOLDER_IMPORT = {
  /** Rows (besides the header) one import takes, in one transaction. */
  rowsMax: 1000,
  /** Columns one sheet may have. */
  columnsMax: 60,
  /** Characters of the text sent (an XLSX file arrives base64-encoded): within the 1 MB JSON body. */
  sourceCharsMax: 900_000,
  /** Rows the preview shows with their problems. */
  previewRows: 20,
  /** An import can be undone for this many hours. */
  undoHours: 24,
} as const;

/** "Download my data": the archive of everything a person owns. */
export const DATA_EXPORT = {
  /** The signed download link works this long after the archive is ready, once. */
  linkValidHours: 24,
  /** The profile asks this often whether an archive being built is ready. */
  pollMs: 5000,
} as const;

/** Webhooks of a folder: its owner's HTTPS endpoint told of changes. */
export const WEBHOOKS = {
  /** What a webhook may subscribe to. */
  events: [
    'item.added',
    'item.changed',
    'item.price_changed',
    'item.status_changed',
    'decision.made',
    'vote.closed',
  ] as const,
  /** The event "Send test event" delivers (never subscribed to). */
  testEvent: 'webhook.test',
  perFolderMax: 5,
  urlMax: 2000,
  /** Waits after each failed attempt, in seconds: 1 min, 5 min, 30 min, 2 h, 6 h, then every 12 h. */
  retryDelaysSeconds: [60, 300, 1800, 7200, 21600, 43200] as const,
  /** A webhook whose deliveries keep failing this long (no success in between) is paused and its owner told. */
  pauseAfterFailingDays: 3,
  /** A receiver answers within this, or the attempt fails. */
  timeoutMs: 10_000,
  /** How old a signed timestamp a receiver should accept (the verification snippet's tolerance). */
  signatureToleranceSeconds: 300,
  /** Deliveries shown in a webhook's log, newest first. */
  logShown: 50,
  /** Bytes of the signing secret (base64url after `whsec_`). */
  secretBytes: 24,
  secretPrefix: 'whsec_',
  statuses: ['active', 'paused'] as const,
  deliveryStatuses: ['pending', 'delivered', 'failed'] as const,
} as const;
