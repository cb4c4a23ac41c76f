import { ATTRIBUTE_TEXTS } from './messages/attributes';

/**
 * What an attribute is and which of its values is better, once, for the category dialog, the API's checks,
 * Decide's defaults, Compare's best-in-row and the public page.
 */

/** Text, a number (with its unit), yes/no, or one of a list of options (the list ordered best first). */
export const ATTRIBUTE_TYPES = ['text', 'number', 'yes_no', 'options'] as const;
export type AttributeType = (typeof ATTRIBUTE_TYPES)[number];

/**
 * Which value is better. Numbers: the higher or the lower. Yes/no: `higher` prefers yes, `lower` prefers no.
 * Options: `higher` ranks the list as ordered (first is best), `lower` the other way round. Text: always `none`.
 */
export const PREFERENCES = ['higher', 'lower', 'none'] as const;
export type Preference = (typeof PREFERENCES)[number];

/** The two values a yes/no attribute stores. */
export const YES_NO_VALUES = ['yes', 'no'] as const;

/** Words in a number attribute's name that make lower the better guess ("Rent", "Commute time", "Fees"). */
export const LOWER_IS_BETTER_WORDS = [
  'price',
  'rent',
  'cost',
  'fee',
  'distance',
  'commute',
  'time',
  'weight',
  'noise',
] as const;

const LOWER_IS_BETTER = new RegExp(`(^|[^\\p{L}])(${LOWER_IS_BETTER_WORDS.join('|')})`, 'iu');

/** Whether a name holds one of LOWER_IS_BETTER_WORDS at the start of a word. */
export function nameSaysLowerIsBetter(name: string): boolean {
  return LOWER_IS_BETTER.test(name);
}

/**
 * The preference a new attribute starts with, shown in the category dialog for the person to confirm: numbers
 * lower is better when the name says price, rent, cost... (LOWER_IS_BETTER_WORDS), else higher; yes/no prefers
 * yes; options rank as listed; text has none.
 */
export function guessPreference(name: string, attributeType: AttributeType): Preference {
  if (attributeType === 'text') return 'none';
  if (attributeType === 'number') return nameSaysLowerIsBetter(name) ? 'lower' : 'higher';
  return 'higher';
}

/** The preferences a type may have: text has none; every other type may have any. */
export function preferencesOf(attributeType: AttributeType): readonly Preference[] {
  return attributeType === 'text' ? ['none'] : PREFERENCES;
}

/** What reading a value needs to know of its attribute. */
export interface AttributeShape {
  attributeType: AttributeType;
  unit?: string | null;
  options?: readonly string[];
  preference?: Preference;
}

/** A stored value as people read it: "72 m2", "Yes", "Gas". */
export function formatAttributeValue(attribute: AttributeShape, value: string | null | undefined): string {
  if (value == null || value.trim() === '') return '';
  if (attribute.attributeType === 'yes_no') {
    const v = value.trim().toLowerCase();
    if (v === 'yes') return ATTRIBUTE_TEXTS.yes;
    if (v === 'no') return ATTRIBUTE_TEXTS.no;
    return value;
  }
  if (attribute.attributeType === 'number' && attribute.unit)
    return ATTRIBUTE_TEXTS.withUnit(value, attribute.unit);
  return value;
}

/**
 * How good a value is on its attribute's scale, higher is better, or null when it cannot be placed (missing,
 * not a number, not an option, or the attribute has no preference).
 */
export function valueStanding(attribute: AttributeShape, value: string | null | undefined): number | null {
  const preference = attribute.preference ?? 'none';
  if (preference === 'none' || value == null || value.trim() === '') return null;
  const sign = preference === 'lower' ? -1 : 1;
  const v = value.trim();
  switch (attribute.attributeType) {
    case 'number': {
      const n = Number(v);
      return v !== '' && Number.isFinite(n) ? sign * n : null;
    }
    case 'yes_no': {
      const lower = v.toLowerCase();
      if (lower !== 'yes' && lower !== 'no') return null;
      return sign * (lower === 'yes' ? 1 : 0);
    }
    case 'options': {
      const at = (attribute.options ?? []).findIndex((o) => o.toLowerCase() === v.toLowerCase());
      // the first option listed is the best: its standing is the highest
      return at === -1 ? null : sign * -at;
    }
    default:
      return null;
  }
}

/**
 * The places of a row's best values (Compare's highlight): every value that stands highest, when at least
 * two values can be placed and they are not all equal. Empty: no highlight (no preference, fewer than two
 * values, or nothing to choose between them).
 */
export function bestInRow(attribute: AttributeShape, values: ReadonlyArray<string | null>): number[] {
  const standings = values.map((v) => valueStanding(attribute, v));
  const placed = standings.filter((s): s is number => s !== null);
  if (placed.length < 2) return [];
  const best = Math.max(...placed);
  if (placed.every((s) => s === best)) return [];
  return standings.flatMap((s, i) => (s === best ? [i] : []));
}

/**
 * Decide's default points of an options (or yes/no) criterion, 0 to `max`, from the order: the best option
 * scores `max`, the worst 0, the others evenly between. No preference: no points (every option scores 0).
 */
export function optionPointsFromOrder(
  options: readonly string[],
  preference: Preference,
  max: number,
): Record<string, number> {
  if (preference === 'none' || options.length === 0) return {};
  const ordered = preference === 'lower' ? [...options].reverse() : options;
  const steps = Math.max(ordered.length - 1, 1);
  return Object.fromEntries(ordered.map((o, i) => [o, Math.round((max * (steps - i)) / steps)]));
}
