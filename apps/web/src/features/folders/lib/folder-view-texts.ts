import { ACTIVITY_TEXTS, DECIDE_TEXTS } from '@shortlist/contracts';

/** Texts of the folder's tab bar and toolbars (web-only; the spec's own texts stay in contracts). */
export const FOLDER_VIEW_TEXTS = {
  tabsLabel: 'Folder views',
  itemsTab: ACTIVITY_TEXTS.itemsTab,
  tableTab: 'Table',
  compareTab: 'Compare',
  decideTab: DECIDE_TEXTS.tab,
  activityTab: ACTIVITY_TEXTS.tab,
  /** After the Activity tab's count: "Activity 3 new". */
  unreadSuffix: 'new',
  toolbarLabel: 'Folder tools',
  moreTools: 'More tools',
  /** The phone's toggle of the items' status filter and sort. */
  sortAndFilter: 'Sort and filter',
  /** The phone's toggle of the subfolder cards. */
  subfolderCount: (n: number) => `${n} ${n === 1 ? 'subfolder' : 'subfolders'}`,
} as const;
