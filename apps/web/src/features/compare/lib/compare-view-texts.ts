import { COMPARE } from '@shortlist/contracts';

/** Texts of the Compare tab beyond the spec's (those are in contracts). */
export const COMPARE_VIEW_TEXTS = {
  /** The Compare tab without `?items=`: how to choose the items, above the folder's items to tick. */
  pickHint: `Choose ${COMPARE.minItems} to ${COMPARE.maxItems} items of this folder, then compare them side by side.`,
  pickListLabel: 'Items to compare',
  pickNeedsMore: `This folder needs at least ${COMPARE.minItems} items to compare them.`,
  /** Above a table wider than a phone's screen. */
  scrollsSideways: 'Swipe sideways to see every item',
} as const;
