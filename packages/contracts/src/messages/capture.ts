import { CAPTURE, LINK_READER, PUBLIC_LINK } from '../limits';

/** Errors of the Capture screen, the share target and bulk add. */
export const CAPTURE_ERRORS = {
  noLinkInText: 'No link was found in what was shared. Share a page, or paste its address.',
  notHttpLink: 'Only http and https links can be captured.',
  sharedLinkTooLong: `This link is too long: at most ${LINK_READER.urlMax} characters can be captured.`,
  sharedTextTooLong: `What was shared is too long: at most ${CAPTURE.sharedTextMax} characters of text and title.`,
  tooManyLinks: `Paste at most ${CAPTURE.bulkLinksMax} links at a time.`,
  noLinks: 'Paste at least one link, one per line.',
  bulkPremium: 'Premium Feature: Adding items from links is available for premium users only.',
  duplicateInFolder: 'This link is already in the folder.',
  duplicateInPaste: 'This link appears earlier in the list.',
  notRetryable: 'Only a link that failed can be edited and read again.',
  noPageName: 'The page has no title. Type a name and try again.',
  chooseFolder: 'Choose the folder to add it to.',
  /** A bulk line added although the page left these required attributes empty. */
  needsDetails: (attributes: readonly string[]) =>
    `Added without ${attributes.join(', ')}: open it to fill ${attributes.length === 1 ? 'it' : 'them'} in.`,
  /** A bulk line whose page left one of the category's attributes without a valid value (e.g. a required one). */
  bulkAttribute: (attribute: string, reason: string) =>
    `${attribute}: ${reason}. Add this link with Add Item to fill it in.`,
} as const;

/** Texts of the Capture screen, the bookmarklet and bulk add. */
export const CAPTURE_TEXTS = {
  title: 'Capture',
  folder: 'Folder',
  folderSearch: 'Search folders',
  recentFolders: 'Recent',
  allFolders: 'All folders',
  noFolders: 'No folders yet. Create one below.',
  newFolder: 'New folder',
  createFolder: 'Create',
  category: 'Category',
  link: 'Link',
  rating: 'Rating (optional)',
  noteTitle: 'Note title (optional)',
  noteContent: 'Note (optional)',
  readPage: 'Read page',
  reading: 'Reading the page...',
  readDone: 'Filled from the page. Check the values before adding.',
  add: 'Add',
  addAnother: 'Add and capture another',
  added: (folder: string) => `Added to ${folder}.`,
  openItem: 'Open the item',
  openFolder: 'Open the folder',
  captureAnother: 'Capture another',
  shared: 'Shared',
  signInToCapture: 'Sign in to capture this page. Nothing you shared is lost.',
  bookmarkletTitle: 'Capture from any page',
  bookmarkletHint:
    'Drag this button to your bookmarks bar. On any page, click it to capture that page into a folder.',
  bookmarkletLabel: 'Capture to Shortlist',
  bookmarkletPhone:
    'On a phone: install Shortlist (browser menu > Add to Home screen), then share any page to Shortlist from the share sheet.',
  bulkTitle: 'Add several links',
  bulkHint: `Paste up to ${CAPTURE.bulkLinksMax} links, one per line. Each is read in the background and added to this folder.`,
  bulkLinks: 'Links, one per line',
  bulkStart: 'Add links',
  bulkProgress: 'Progress',
  retry: 'Read again',
  openExisting: 'Open the one you have',
  openNeedsDetails: 'Fill in the details',
  needsDetails: 'Needs details',
  needsDetailsHint: 'A required attribute is still empty. Open the item to fill it in.',
  states: {
    waiting: 'Waiting',
    read: 'Read',
    failed: 'Failed',
    added: 'Added',
    duplicate: 'Already in the folder',
  },
} as const;

/** Errors of public read-only links. */
export const PUBLIC_LINK_ERRORS = {
  /** One text for revoked, expired and never-existing tokens: a visitor learns nothing from the difference. */
  unavailable: 'This shared link is not available. It may have expired or been turned off by its owner.',
  premiumRequired: 'Premium Feature: Public links are available for premium users only.',
  /** A collaborator (any role) asking for, making or turning off a folder's public link. */
  ownerOnly: "Only the folder's owner can manage its public link.",
  expiryInPast: 'Choose an expiry date in the future.',
  expiryTooFar: `Choose an expiry date within ${PUBLIC_LINK.expiryDaysMax} days.`,
  noCategory: 'Choose one of your categories for the copied items.',
} as const;

/** Texts of the public link dialog and the public page. */
export const PUBLIC_LINK_TEXTS = {
  dialogTitle: 'Public link',
  dialogHint: 'Anyone with the link can see this folder without signing in. They cannot change anything.',
  create: 'Create link',
  makeNew: 'Make a new link',
  revoke: 'Turn off link',
  revoked: 'The link is turned off.',
  copy: 'Copy link',
  copied: 'Link copied.',
  includeNotes: 'Include notes',
  includeSubfolders: 'Include subfolders',
  expiresAt: 'Expires on (optional)',
  views: (count: number) => `${count} ${count === 1 ? 'view' : 'views'}`,
  noLink: 'No public link yet.',
  readOnly: 'Shared read-only with Shortlist',
  saveCopy: 'Save a copy to my Shortlist',
  saveCopySignIn: 'Sign up or sign in to save a copy',
  copySaved: 'Saved a copy to your Shortlist.',
  copyCategoryDescription: 'Items saved from a shared link',
  compareTitle: 'Comparison',
  noItems: 'No items in this folder.',
  unavailableTitle: 'Link not available',
  /** The public page's title when its visitor's address has opened too many pages in a minute. */
  rateLimitedTitle: 'Too many requests',
  goHome: 'Go to Shortlist',
  ownerRating: "Owner's rating",
  open: 'Public link',
  link: 'Link',
  createdOn: (date: string) => `Created on ${date}.`,
  neverExpires: 'Never expires.',
  ranking: 'Ranking',
  notes: 'Notes',
  subfolderIn: (path: string[]) => path.join(' / '),
  expires: (date: string) => `Link expires on ${date}.`,
  /** The chat card under the folder's name: its description, else how many items and the first few names. */
  cardDescription: (count: number, names: string[]) =>
    `${count} ${count === 1 ? 'item' : 'items'}${names.length ? `: ${names.join(', ')}` : ''} - shared with Shortlist`,
  cardTitle: (folder: string) => `${folder} · Shortlist`,
} as const;
