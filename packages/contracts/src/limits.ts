/**
 * Every number the product's rules depend on, once. Server schemas, web inputs, multer and jobs read them
 * from here, so a limit changes in one place.
 */

import { DAY_MS, HOUR_MS, MINUTE_MS } from './time';

/** Accounts: spec accounts §5 and §9, DESIGN §4. */
export const ACCOUNT = {
  passwordMin: 6,
  /** bcrypt reads only the first 72 bytes; longer passwords are refused rather than silently cut. */
  passwordMaxBytes: 72,
  emailMax: 255,
  fullNameMin: 2,
  fullNameMax: 100,
  nicknameMin: 3,
  nicknameMax: 30,
  /** Debounce before an availability check runs, in ms. */
  availabilityCheckDelayMs: 500,
  /** Days an account marked deleted is kept before its data is purged. */
  deletionRetentionDays: 30,
  minimumAge: 18,
} as const;

/** Sessions: DESIGN §4. */
export const SESSION = {
  accessTokenTtlSeconds: 15 * 60,
  refreshTokenTtlDays: 30,
  /** The SPA refreshes this long before the access token expires. */
  refreshMarginSeconds: 60,
} as const;

/** Verification codes (password reset, e-mail change): DESIGN §4. */
export const VERIFICATION_CODE = {
  length: 5,
  ttlMinutes: 10,
  maxWrongTries: 5,
  maxFailuresPerAccountPerDay: 10,
  resendIntervalSeconds: 60,
} as const;

/** The one-time links of account e-mails: the sign-up confirmation and the undo of an e-mail change. */
export const ACCOUNT_LINKS = {
  /** Days a sign-up confirmation link works (a new one can be sent from the banner). */
  confirmEmailTtlDays: 7,
  /** Days the old address can undo an e-mail change. */
  undoEmailChangeTtlDays: 14,
  /** Seconds between two confirmation mails (the same interval as codes). */
  resendIntervalSeconds: 60,
  /** The length in bytes of a link's random token (base64url in the link). */
  tokenBytes: 32,
} as const;

/** The link of an invitation to an address without an account: it opens sign-up and proves the address. */
export const INVITATION_LINK = {
  /** Days the link works (the invitation itself stays until the owner cancels it). */
  ttlDays: 14,
  /** The longest token the sign-up request takes (a link's token is ACCOUNT_LINKS.tokenBytes in base64url). */
  tokenMaxLength: 64,
} as const;

/** Per-IP request budgets. */
export const RATE_LIMITS = {
  signIn: { windowMs: 15 * MINUTE_MS, limit: 20 },
  signUp: { windowMs: HOUR_MS, limit: 10 },
  availability: { windowMs: MINUTE_MS, limit: 60 },
  contact: { windowMs: HOUR_MS, limit: 5 },
  /** Sending and checking verification codes (one budget); per-account limits carry the real weight. */
  codes: { windowMs: 15 * MINUTE_MS, limit: 20 },
  /** Link previews ("fill from link"), counted per signed-in user. */
  linkPreview: { windowMs: HOUR_MS, limit: 60 },
  /** "Refresh now" on an item's price card, counted per signed-in user (each one reads a page). */
  priceRefreshNow: { windowMs: HOUR_MS, limit: 20 },
  /** Public read-only link pages and their API reads, valid token or not. */
  publicLink: { windowMs: MINUTE_MS, limit: 60 },
  /** Comments written, counted per signed-in user (a flood is refused with a clear message). */
  comments: { windowMs: MINUTE_MS, limit: 10 },
  /**
   * Live stream tickets, counted per signed-in person: a tab asks one when it opens, when its access token ends
   * and after a drop. A tab refused one waits and asks again later, as after any failed connect.
   */
  liveTickets: { windowMs: MINUTE_MS, limit: 60 },
  /** The same tickets counted per client address (many people behind one office or mobile network). */
  liveTicketsPerIp: { windowMs: MINUTE_MS, limit: 300 },
  /** Sign-in's second step and passkey sign-in, per client address (sign-in's own budget, counted apart). */
  twoFactor: { windowMs: 15 * MINUTE_MS, limit: 20 },
  /** Passkey, two-factor and session changes, counted per signed-in person. */
  accountSecurity: { windowMs: 15 * MINUTE_MS, limit: 60 },
  /** Passkey sign-in challenges, per client address: /auth asks one on every load (the e-mail field offers passkeys). */
  passkeyOptions: { windowMs: MINUTE_MS, limit: 30 },
  /** Requests made with one personal API token, whatever the route (a script's loop is refused, not the person). */
  apiToken: { windowMs: MINUTE_MS, limit: 120 },
  /** Spreadsheet reads, previews and imports into folders, counted per signed-in person. */
  folderImport: { windowMs: HOUR_MS, limit: 120 },
  /** "Download my data" requests, counted per person: each one builds a whole archive. */
  dataExport: { windowMs: DAY_MS, limit: 3 },
} as const;

/** Contact form: accounts §5, §9. */
export const CONTACT = {
  nameMax: 100,
  subjectMax: 25,
  messageMax: 500,
  /** The spec's simulated wait before the form reports success. */
  simulatedDelayMs: 1000,
} as const;

/** Folders: folders §5, §9. */
export const FOLDER = {
  nameMax: 100,
  descriptionMax: 500,
  /** Ids one bulk delete of folders or items may name. */
  bulkDeleteMax: 500,
  /** Items one bulk move may name (one request, one transaction). */
  bulkMoveMax: 500,
} as const;

/** Items: folders §5, §9. */
export const ITEM = {
  nameMax: 100,
  descriptionMax: 500,
  priceMin: 0,
  priceMax: 999_999.99,
  priceStep: 0.01,
  ratingMin: 1,
  ratingMax: 10,
  attributeValueMax: 30,
  noteTitleMax: 100,
  noteContentMax: 1000,
  sourceUrlMax: 2048,
} as const;

/** The highest price in cents (ITEM.priceMax dollars): items, budgets and targets, and the database's check. */
export const ITEM_PRICE_MAX_CENTS = Math.round(ITEM.priceMax * 100);

/** Money: the currency of folders and prices made before currencies were chosen, and a folder's exchange rates. */
export const MONEY = {
  /** ISO 4217 code of a folder with no better currency known (the old default). */
  fallbackCurrency: 'USD',
  /** Exchange rates one folder keeps (one per other currency its items are priced in). */
  ratesPerFolderMax: 20,
  /** A rate is above 0 and at most this (one unit of a currency in the folder's). */
  rateMax: 1_000_000,
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

/** Toast durations in ms: folders §9. */
export const TOAST = {
  invitationSentMs: 6000,
  defaultMs: 4000,
  /** A toast with an Undo button: time to read it and reach the button. */
  undoableMs: 8000,
} as const;

/** Subscription display: accounts §4, §9. */
export const SUBSCRIPTION = {
  planDurationsMonths: [1, 3, 6, 12],
  /** Orange at this many days or fewer remaining. */
  renewalWarningDays: 7,
  /** Red at this many days or fewer remaining (the spec defines it; we make it reachable). */
  renewalUrgentDays: 3,
  mostPopularDurationMonths: 3,
  /** Days downgraded categories stay restorable. */
  downgradeRestoreDays: 30,
  /** The page of this app a checkout returns to, as a path (query included). */
  checkoutReturnUrlMax: 2048,
} as const;

/** Referral programme, money in cents: accounts §9. */
export const REFERRAL = {
  referredSignupCreditCents: 500,
  referrerBasicCreditCents: 500,
  referrerPremiumCreditCents: 1000,
  maxCreditPerYearCents: 5000,
  /** Credit expires on this month/day (1-based month) of the year it was earned. */
  expiresOn: { month: 12, day: 31 },
  /** Credit subtracted from a price where credit applies. */
  checkoutCreditCents: 500,
  fallbackCodePrefix: 'USER',
  codeUserIdChars: 8,
  /** Longest referral code accepted as input (generated ones are at most 30 + 1 + 8). */
  codeMax: 64,
} as const;

/** Claimed saving on the landing page. */
export const MARKETING = {
  hoursSavedPerComparison: 3.5,
} as const;

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

/** The notifications list and its e-mail (notifications module, used by watches, mentions, replies, roles). */
export const NOTIFICATIONS = {
  pageSizeDefault: 20,
  pageSizeMax: 100,
  /** Ids one "mark read" request may carry. */
  markReadMax: 200,
  emailSettings: ['off', 'each', 'daily'] as const,
  /** A new account gets each notification by e-mail until it chooses otherwise. */
  emailDefault: 'each' as const,
  /** Notifications one daily digest lists in full; the rest are counted. */
  digestListMax: 50,
  kindMax: 64,
  dedupeKeyMax: 300,
} as const;

/** Comments on items. */
export const COMMENT = {
  /** Characters of one comment, after trimming. */
  textMax: 2000,
  /** People the mention picker offers at once (the rest are found by typing more of the name). */
  pickerMax: 8,
  /** Characters of the comment a notification quotes. */
  excerptMax: 140,
} as const;

/** Seconds a client is told to wait (Retry-After) when the database or the shared counters do not answer. */
export const RETRY_AFTER_SECONDS = 5;

/**
 * Wrong passwords per account (whatever the client address): past `maxFailures` in `windowMinutes`, sign-in
 * is refused until the window ends or a password reset by e-mailed code succeeds.
 */
export const SIGN_IN_LOCKOUT = { maxFailures: 10, windowMinutes: 15 } as const;

/** A folder's activity feed. */
export const ACTIVITY = {
  pageSizeDefault: 30,
  pageSizeMax: 100,
  /** Characters of a comment the feed quotes. */
  excerptMax: 140,
} as const;

/** The decision view of a folder. */
export const DECIDE = {
  weightMin: 0,
  weightMax: 10,
  /** Default weights: price and ratings count, numbers a little, the rest not until someone says so. */
  defaultWeights: { price: 5, rating: 5, number: 3, other: 0 },
  optionPointsMax: 10,
  statuses: ['considering', 'shortlisted', 'rejected', 'chosen'] as const,
  statusReasonMax: 200,
  /** Ratings this far apart (or more) on one item: "people disagree". */
  disagreementSpread: 3,
  /** Price points in a sparkline. */
  sparklinePoints: 20,
  /** "Good deal": the current price within this share of the lowest seen, over at least `goodDealMinReads` reads. */
  goodDealWithin: 0.05,
  goodDealMinReads: 5,
  /** Budget and target prices, in dollars as typed (the same bounds as an item's price). */
  priceMaxCents: ITEM_PRICE_MAX_CENTS,
} as const;

/** Price watches: when a refreshed price crosses a budget or a target. */
export const PRICE_WATCH = {
  /** A change smaller than this share of the previous price (or than `minChangeCents`) alerts nobody. */
  minChangeShare: 0.01,
  minChangeCents: 1,
  /** After an alert, the opposite alert waits until the price is past the threshold by this share of it. */
  rearmShare: 0.02,
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

/** Live updates: the ticket that opens a stream, and who has an item page open. */
export const LIVE = {
  /** A stream ticket is good for one use within this many seconds. */
  ticketSeconds: 60,
  /** An open item page says "still here" this often... */
  presenceHeartbeatSeconds: 10,
  /** ...and counts as gone when it has not for this long. */
  presenceExpirySeconds: 30,
  /** Streams one person may hold open on an instance; one more closes their oldest (it is told why). */
  streamsPerPersonMax: 10,
} as const;

/** Any request body, whatever the route: what is bounded before anything walks it. */
export const REQUEST_BODY = {
  /**
   * Objects and arrays inside one another. The deepest contract body nests a handful; without a bound a body
   * nested thousands deep overflows the stack of any recursive walk of it.
   */
  maxDepth: 32,
} as const;

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

/** Passkeys (WebAuthn). */
export const PASSKEY = {
  /** A challenge handed out is answered once, within this many seconds. */
  challengeSeconds: 300,
  perAccountMax: 20,
  nameMax: 60,
} as const;

/** Two-factor sign-in with an authenticator app (TOTP, RFC 6238) and recovery codes. */
export const TWO_FACTOR = {
  digits: 6,
  periodSeconds: 30,
  /** Time steps either side of now a code is still taken in (a phone's clock a little off). */
  window: 1,
  recoveryCodeCount: 10,
  /** Characters of a recovery code, shown in two groups of five. */
  recoveryCodeLength: 10,
  /** The second step must follow the password within this many minutes. */
  signInTicketMinutes: 5,
  /** Wrong codes per account in `windowMinutes` before the second step is refused for the rest of it. */
  maxFailures: 10,
  windowMinutes: 15,
  trustedDeviceDays: 30,
} as const;

/** The security history and the sessions list. */
export const SECURITY_HISTORY = {
  retentionDays: 90,
  pageMax: 200,
} as const;

/** Personal API tokens: a script or REST client acting as its person through `Authorization: Bearer`. */
export const API_TOKENS = {
  /** Every token starts with this, so secret scanners and the session check can tell one at a glance. */
  prefix: 'slt_',
  /** Random bytes after the prefix (base64url: 43 characters). */
  secretBytes: 32,
  /** The whole token: the prefix and the 43 characters. */
  tokenLength: 47,
  /** Characters of a token kept to tell it apart in the list (the prefix and the first few of the secret). */
  shownStartLength: 10,
  nameMax: 60,
  /** read: GET only; write: everything a session may do except the account-security routes. */
  scopes: ['read', 'write'] as const,
  /** The lifetimes offered, in days; a token may also never expire. */
  expiryDays: [30, 90, 365] as const,
  /** Live (unrevoked, unexpired) tokens one person may hold. */
  perPersonMax: 20,
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

/** Next steps with a due date: reminders, the folder's Upcoming list, the This week screen. */
export const NEXT_STEPS = {
  /** Reminder lead times offered, in minutes before the due time (0: at the time). */
  reminderLeadMinutes: [0, 15, 60, 1440, 10080] as const,
  /** The lead a new dated step gets on the item page unless another is chosen. */
  reminderLeadDefault: 60,
  /** Steps the folder's Upcoming list shows, soonest first. */
  upcomingMax: 10,
  /** The longest window one "due" query may ask for (This week asks for seven days). */
  dueWindowMaxDays: 42,
  /** Steps one "due" answer holds in its window, and overdue ones before it. */
  dueListMax: 200,
  overdueMax: 50,
} as const;

/** The personal calendar feed (iCalendar) of dated next steps. */
export const CALENDAR_FEED = {
  /** Length of the secret in the feed's address (base64url characters of a SHA-256 HMAC). */
  tokenLength: 43,
  /** Steps due this many days ago or later are in the feed (calendars keep what they had). */
  pastDays: 90,
  /** How long each step's event lasts in the calendar. */
  eventMinutes: 30,
  /** How often calendar apps are asked to fetch the feed again. */
  refreshMinutes: 60,
} as const;

/** Dot votes on a shortlist: everyone who may rate spreads dots and holds one veto. */
export const VOTES = {
  /** Dots each person spreads over the shortlist (whole dots, any split). */
  dotsPerPerson: 10,
  /** Vetoes each person holds per vote. */
  vetoesPerPerson: 1,
  /** A chosen shortlist holds this many items at least... */
  itemsMin: 2,
  /** ...and at most this many. */
  itemsMax: 10,
  vetoReasonMax: 200,
  overruleReasonMax: 200,
  /** The latest closing time, in days from now. */
  closesInDaysMax: 30,
  /** Reminders to those who have not voted: one round per vote at most this often. */
  reminderIntervalMinutes: 60,
} as const;

/** "This or that": one person ranks a folder's items by answering pairs. */
export const THIS_OR_THAT = {
  itemsMin: 2,
  itemsMax: 30,
  /** Key facts shown for each item of a pair. */
  factsShown: 3,
  /** The model's chance that an item beats the next one, at which that step of the order counts as sure. */
  sureAt: 0.75,
  /** Suggested ratings run from the top of the scale down, one step per place, no lower than this. */
  ratingFloor: 1,
} as const;
