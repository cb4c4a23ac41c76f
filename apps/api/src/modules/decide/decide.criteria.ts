import {
  AVERAGE_RATING_CRITERION,
  attributeCriterionId,
  type Criterion,
  type CriterionSettings,
  DECIDE,
  DECIDE_TEXTS,
  PRICE_CRITERION,
  ratingCriterionId,
} from '@shortlist/contracts';
import type { AttributeRow } from './decide.repository';

export interface Member {
  userId: string;
  name: string;
}

/** Options of a yes/no attribute. */
const YES_NO = ['yes', 'no'];

function isYesNo(options: readonly string[]): boolean {
  return options.length === 2 && options.every((o) => YES_NO.includes(o.toLowerCase()));
}

/**
 * The folder's criteria: price, each member's rating, the group average, and each attribute (by name, across the
 * categories used), with the folder's saved settings over the defaults (price lower is better, ratings and numbers
 * higher is better).
 */
export function buildCriteria(
  attributes: readonly AttributeRow[],
  members: readonly Member[],
  saved: Readonly<Record<string, CriterionSettings>>,
): Criterion[] {
  const base: Array<
    Omit<Criterion, 'target' | 'optionPoints' | 'mustHave'> & { optionPoints?: Record<string, number> }
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
    const options = [...new Set(rows.flatMap((r) => r.options))];
    const isOptions = !isNumber && rows.every((r) => r.options.length > 0);
    base.push({
      id: attributeCriterionId(name),
      label: name,
      kind: isNumber ? 'number' : isOptions ? 'options' : 'text',
      source: 'attribute',
      direction: 'higher',
      options: isOptions ? options : [],
      ...(isOptions && isYesNo(options)
        ? { optionPoints: Object.fromEntries(options.map((o) => [o, o.toLowerCase() === 'yes' ? 10 : 0])) }
        : {}),
      defaultWeight: isNumber ? DECIDE.defaultWeights.number : DECIDE.defaultWeights.other,
    });
  }
  return base.map((c) => {
    const s = saved[c.id] ?? {};
    return {
      ...c,
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
