/** Reading links, refreshing prices, capture and public links. */

import { DAY_MS, HOUR_MS } from '../time';

/** Reading a product page from a user's link on the server (DESIGN §6). */
export const LINK_READER = {
  /** Whole read, every redirect included. */
  timeoutMs: 5000,
  /** Page bytes after decompression, counted while streaming. */
  maxPageBytes: 2 * 1024 * 1024,
  maxRedirects: 5,
  urlMax: 2048,
} as const;

/** Automatic price refresh: the Premium interval choice (the worker's pacing is the API's: config/tunables.ts). */
export const PRICE_REFRESH = {
  intervals: ['off', '6h', 'daily', 'weekly'] as const,
  intervalMs: { '6h': 6 * HOUR_MS, daily: DAY_MS, weekly: 7 * DAY_MS },
  /** Price history points the item view shows. */
  historyMax: 100,
} as const;

/** Capture from anywhere: the Capture screen, the share target and bulk add. */
export const CAPTURE = {
  /** Links one bulk paste may hold (one per line). */
  bulkLinksMax: 50,
  /** Characters of a pasted bulk list (50 links of the longest allowed length, plus line breaks). */
  bulkTextMax: 50 * (2048 + 2),
  /** Folders the Capture screen's picker shows first, most recently used. */
  recentFolders: 5,
  /** Characters of shared text a share target may pass on (title and text). */
  sharedTextMax: 4096,
  /** Entries one worker run of the bulk reader claims, and how long a claim holds. */
  bulkBatchSize: 10,
  bulkClaimLeaseMs: 2 * 60 * 1000,
  /** The progress list polls this often while links are waiting. */
  bulkPollMs: 1500,
  /** Size of the bookmarklet's capture window, in CSS pixels. */
  bookmarkletWindow: { width: 480, height: 720 },
} as const;

/** Public read-only links to a folder. */
export const PUBLIC_LINK = {
  /** Random bytes of a token (base64url: 43 characters). */
  tokenBytes: 32,
  tokenLength: 43,
  /** The furthest expiry an owner may set, in days from now. */
  expiryDaysMax: 365,
  /** Description length in the Open Graph card. */
  ogDescriptionMax: 200,
} as const;
