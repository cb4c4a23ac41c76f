/** Deciding: the decision view, price watches, dot votes and "this or that". */

import { ITEM_PRICE_MAX_CENTS } from './items';

/** The decision view of a folder. */
export const DECIDE = {
  weightMin: 0,
  weightMax: 10,
  /** Default weights: price and ratings count, numbers a little, the rest not until someone says so. */
  defaultWeights: { price: 5, rating: 5, number: 3, other: 0 },
  optionPointsMax: 10,
  statuses: ['considering', 'shortlisted', 'rejected', 'chosen'] as const,
  statusReasonMax: 200,
  /** Contributions the top pick's card names as its reasons. */
  topPickReasons: 3,
  /** How long edits on the Decide page wait for the next one before saving (ms). */
  autosaveDelayMs: 400,
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
