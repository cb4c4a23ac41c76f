import { ACTIVITY } from '../limits';

/** Texts of a folder's activity feed. */
export const ACTIVITY_TEXTS = {
  title: 'Activity',
  tab: 'Activity',
  itemsTab: 'Items',
  feedLabel: 'Activity in this folder',
  empty: 'Nothing has happened here yet',
  emptyDescription: 'Items added, edited, moved, rated and commented on, and people joining, will show here.',
  loadMore: 'Load more',
  loadFailed: 'Could not load the activity',
  today: 'Today',
  yesterday: 'Yesterday',
  /** The actor of a price change found by the scheduled refresh. */
  refreshActor: 'Price refresh',
  formerMember: 'Someone',
  /** A private item its creator shared with the folder: "Ana shared Flat B", "With everyone in the folder". */
  sharedAction: 'shared',
  sharedDetail: 'With everyone in the folder',
  /** Subfolders: "Ana added the subfolder Downtown", "Ana edited Downtown" / "Renamed from Centre"... */
  folderAdded: (name: string) => `added the subfolder ${name}`,
  folderEdited: (name: string) => `edited ${name}`,
  folderRenamedFrom: (name: string) => `Renamed from ${name}`,
  folderDescriptionChanged: 'Changed the description',
  folderMoved: (name: string) => `moved ${name}`,
  folderMovedTo: (name: string) => `To ${name}`,
  folderMovedToTop: 'To the top level',
  /** The parts of an item an edit changed (the payload's `fields`), as "Changed name, price" says them. */
  editedParts: {
    name: 'name',
    description: 'description',
    sourceUrl: 'link',
    priceCents: 'price',
    attributeValues: 'characteristics',
    photos: 'photos',
    notes: 'notes',
    steps: 'next steps',
  } as Record<string, string>,
  changed: (parts: readonly string[]) => `Changed ${parts.join(', ')}`,
} as const;

/** Error texts of the activity endpoint. */
export const ACTIVITY_ERRORS = {
  cursorInvalid: 'This page of activity is no longer valid; start again from the top',
  limitInvalid: `Page size must be between 1 and ${ACTIVITY.pageSizeMax}`,
} as const;
