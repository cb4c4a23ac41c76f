import { CATEGORY } from '../limits';

/** Attribute types, units and preferences: the category dialog, the typed value control, Compare's highlight. */
export const ATTRIBUTE_TEXTS = {
  typeYesNo: 'Yes/no',
  typeOptions: 'Options',
  unit: 'Unit',
  unitPlaceholder: 'e.g., m2, km, min',
  preference: 'Which is better?',
  preferenceHigher: 'Higher is better',
  preferenceLower: 'Lower is better',
  preferenceNone: 'No preference',
  yesIsBetter: 'Yes is better',
  noIsBetter: 'No is better',
  optionsBestFirst: 'First listed is best',
  optionsBestLast: 'Last listed is best',
  guessedFromName: (name: string) => `Guessed from "${name}": change it if that is wrong`,
  optionsOrderHint: 'Listed best first; use the arrows to reorder',
  moveOptionUp: (option: string) => `Move ${option} up`,
  moveOptionDown: (option: string) => `Move ${option} down`,
  yes: 'Yes',
  no: 'No',
  notSet: 'Not set',
  clear: 'Clear',
  bestInRow: 'Best in this row',
  compareLegend:
    'Highlighted: the best value of each row, as its attribute says: lowest price, highest rating, and each attribute by which is better (a row with no preference has none).',
  withUnit: (value: string, unit: string) => `${value} ${unit}`,
} as const;

/** The attribute rules' messages (API 400s and the forms alike). */
export const ATTRIBUTE_VALIDATION = {
  yesNo: 'Choose yes or no',
  unitTooLong: `Units must be at most ${CATEGORY.unitMax} characters`,
  optionsTooFew: `An options attribute needs at least ${CATEGORY.optionsMin} options`,
  preferenceText: 'A text attribute has no preference',
} as const;
