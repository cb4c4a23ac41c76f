import {
  AVERAGE_RATING_CRITERION,
  attributeCriterionId,
  type Criterion,
  type CriterionSettings,
  DECIDE,
  DECIDE_TEXTS,
  optionPointsFromOrder,
  type Preference,
  PRICE_CRITERION,
  ratingCriterionId,
  YES_NO_VALUES,
} from '@shortlist/contracts';
import type { AttributeRow } from './decide.repository';

export interface Member {
  userId: string;
  name: string;
}

/** The one preference of attributes sharing a name: theirs when they agree, else none. */
function sharedPreference(rows: readonly AttributeRow[]): Preference {
  const first = rows[0]?.preference ?? 'none';
  return rows.every((r) => r.preference === first) ? first : 'none';
}

/** The one unit of attributes sharing a name, null when they differ or have none. */
function sharedUnit(rows: readonly AttributeRow[]): string | null {
  const first = rows[0]?.unit ?? null;
  return rows.every((r) => (r.unit ?? null) === first) ? first : null;
}

/**
 * The folder's criteria: price, each member's rating, the group average, and each attribute (by name, across the
 * categories used), with the folder's saved settings over the defaults: price lower is better, ratings higher,
 * and each attribute as its category says (its preference; options and yes/no score by their order). An
 * attribute with no preference starts at weight 0.
 */
export function buildCriteria(
  attributes: readonly AttributeRow[],
  members: readonly Member[],
  saved: Readonly<Record<string, CriterionSettings>>,
): Criterion[] {
  const base: Array<
    Omit<Criterion, 'target' | 'optionPoints' | 'mustHave' | 'unit'> & {
      optionPoints?: Record<string, number>;
      unit?: string | null;
    }
  > = [
    {
      id: PRICE_CRITERION,
      label: DECIDE_TEXTS.priceLabel,
      kind: 'number',
      source: 'price',
      direction: 'lower',
      options: [],
      defaultWeight: DECIDE.defaultWeights.price,
    },
    {
      id: AVERAGE_RATING_CRITERION,
      label: DECIDE_TEXTS.averageRatingLabel,
      kind: 'number',
      source: 'average',
      direction: 'higher',
      options: [],
      defaultWeight: DECIDE.defaultWeights.rating,
    },
    // each person's rating is there to weigh one voice more; the average already counts everyone
    ...members.map((m) => ({
      id: ratingCriterionId(m.userId),
      label: DECIDE_TEXTS.ratingLabel(m.name),
      kind: 'number' as const,
      source: 'rating' as const,
      direction: 'higher' as const,
      options: [],
      defaultWeight: 0,
    })),
  ];
  const byName = new Map<string, AttributeRow[]>();
  for (const a of attributes) byName.set(a.name, [...(byName.get(a.name) ?? []), a]);
  for (const [name, rows] of byName) {
    const isNumber = rows.every((r) => r.attributeType === 'number');
    const isYesNo = rows.every((r) => r.attributeType === 'yes_no');
    const options = isYesNo ? [...YES_NO_VALUES] : [...new Set(rows.flatMap((r) => r.options))];
    const isOptions = !isNumber && (isYesNo || rows.every((r) => r.options.length > 0));
    const preference = sharedPreference(rows);
    // an order that says which option is better counts like a number; free text does not
    const weight =
      isNumber || (isOptions && preference !== 'none')
        ? DECIDE.defaultWeights.number
        : DECIDE.defaultWeights.other;
    base.push({
      id: attributeCriterionId(name),
      label: name,
      kind: isNumber ? 'number' : isOptions ? 'options' : 'text',
      source: 'attribute',
      direction: isNumber && preference === 'lower' ? 'lower' : 'higher',
      options: isOptions ? options : [],
      unit: isNumber ? sharedUnit(rows) : null,
      ...(isOptions
        ? { optionPoints: optionPointsFromOrder(options, preference, DECIDE.optionPointsMax) }
        : {}),
      defaultWeight: preference === 'none' ? DECIDE.defaultWeights.other : weight,
    });
  }
  return base.map((c) => {
    const s = saved[c.id] ?? {};
    return {
      ...c,
      unit: c.unit ?? null,
      direction: s.direction ?? c.direction,
      target: s.target ?? null,
      optionPoints: s.optionPoints ?? c.optionPoints ?? {},
      mustHave: s.mustHave ?? null,
    };
  });
}

/** Defaults overlaid by what the person saved, for the current criteria only. */
export function effectiveWeights(
  criteria: readonly Criterion[],
  saved: Readonly<Record<string, number>> | undefined,
): Record<string, number> {
  return Object.fromEntries(criteria.map((c) => [c.id, saved?.[c.id] ?? c.defaultWeight]));
}
