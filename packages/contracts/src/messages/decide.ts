import { DECIDE } from '../limits';

/** Texts of the decision view, statuses, the record and the watches. */
export const DECIDE_TEXTS = {
  tab: 'Decide',
  itemsTab: 'Items',
  title: 'Decision',
  criteria: 'Criteria',
  weight: 'Weight',
  direction: 'Direction',
  directionLabels: { higher: 'Higher is better', lower: 'Lower is better', target: 'Closest to a target' },
  target: 'Target',
  mustHave: 'Must-have',
  min: 'At least',
  max: 'At most',
  allowed: 'Allowed',
  optionPoints: 'Points',
  priceLabel: 'Price',
  averageRatingLabel: 'Group average rating',
  ratingLabel: (name: string) => `${name}'s rating`,
  ranking: 'Ranking',
  score: 'Score',
  knockedOut: 'Knocked out',
  knockOutReasons: {
    missing: (criterion: string) => `${criterion}: no value (must-have)`,
    below_min: (criterion: string, bound: string) => `${criterion}: below ${bound}`,
    above_max: (criterion: string, bound: string) => `${criterion}: above ${bound}`,
    not_allowed: (criterion: string, value: string) => `${criterion}: ${value} is not allowed`,
    over_budget: (_criterion: string, budget: string) => `Price above the budget of ${budget}`,
  },
  missingValue: 'no value',
  whatWouldChange: (runnerUp: string, criterion: string, from: number, to: number) =>
    `${runnerUp} would rank first if ${criterion} weighed ${to} instead of ${from}.`,
  nothingWouldChange: 'No single weight change would put the runner-up first.',
  myWeights: 'My weights',
  groupWeights: 'Group weights',
  groupLocked: 'The owner locked the group weights',
  lockGroup: 'Lock group weights',
  unlockGroup: 'Unlock group weights',
  consensus: 'Consensus',
  average: 'Average',
  spread: 'Spread',
  disagree: 'People disagree',
  notRatedByOthers: 'Not yet rated by others',
  notRated: 'Not rated',
  movedTitle: 'Since you last looked',
  moved: (name: string, from: number | null, to: number | null, priceChangePct: number | null) =>
    `${name}: ${from === null ? 'new' : ordinal(from)} -> ${to === null ? 'out' : ordinal(to)}` +
    (priceChangePct === null
      ? ''
      : `, price ${priceChangePct < 0 ? 'fell' : 'rose'} ${Math.abs(priceChangePct).toFixed(0)}%`),
  statusLabels: {
    considering: 'Considering',
    shortlisted: 'Shortlisted',
    rejected: 'Rejected',
    chosen: 'Chosen',
  } as Record<(typeof DECIDE.statuses)[number], string>,
  status: 'Status',
  statusReason: 'Reason (optional)',
  allStatuses: 'All statuses',
  showRejected: 'Show rejected items',
  choose: 'Choose this one',
  decided: (name: string, date: string) => `Decided: ${name} on ${date}`,
  reopen: 'Reopen the decision',
  reopened: 'The decision is open again',
  decisionRecorded: 'Decision recorded',
  exportCsv: 'Export CSV',
  print: 'Print',
  budget: 'Budget',
  budgetPlaceholder: 'e.g. 1500',
  targetPrice: 'Target price',
  saveBudget: 'Save budget',
  goodDeal: 'Good deal',
  goodDealHint: `Within ${DECIDE.goodDealWithin * 100}% of the lowest price seen`,
  sparklineLabel: (name: string) => `Price history of ${name}`,
  upgradeGroupWeights: 'Group Weights and Consensus',
  upgradeWatches: 'Price Watches',
  weightsSaved: 'Weights saved',
} as const;

function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;
}

/** Error texts of the decision endpoints (bad input is a 400 with one of these). */
export const DECIDE_ERRORS = {
  weightRange: `Weights must be whole numbers from ${DECIDE.weightMin} to ${DECIDE.weightMax}`,
  unknownCriterion: (id: string) => `Unknown criterion: ${id}`,
  targetOnText: (label: string) => `${label} is a text attribute: it cannot have a target value`,
  targetRequired: (label: string) => `Enter a target value for ${label}`,
  rangeOnNonNumber: (label: string) => `${label} is not a number: use allowed values instead of a range`,
  optionPointsRange: `Points must be whole numbers from 0 to ${DECIDE.optionPointsMax}`,
  budgetInvalid: 'Budget must be an amount like 1500 or 1499.99',
  targetPriceInvalid: 'Target price must be an amount like 1500 or 1499.99',
  statusInvalid: `Status must be one of: ${DECIDE.statuses.join(', ')}`,
  reasonTooLong: `Reason must be at most ${DECIDE.statusReasonMax} characters`,
  watchWithoutLink: 'This item has no link: add one so its price can be watched',
  premiumGroup: 'Group weights and consensus need a folder shared on the Premium plan.',
  premiumWatches: 'Price watches ride on the automatic price refresh, a Premium feature.',
  onlyOwnerLocks: 'Only the owner can lock or unlock the group weights',
  groupLocked: 'The owner locked the group weights',
  notDecided: 'This folder has no decision recorded',
  alreadyDecided: 'This folder is decided: reopen the decision first',
} as const;
