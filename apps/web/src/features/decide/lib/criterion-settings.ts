import type { Criterion, CriterionSettings } from '@shortlist/contracts';

/** A yes/no attribute: its options are yes and no. */
export const isYesNo = (options: readonly string[]) =>
  options.length === 2 && options.every((o) => ['yes', 'no'].includes(o.toLowerCase()));

/**
 * The options a new must-have allows, so that ticking it takes effect at once: "yes" of a yes/no attribute, else
 * the options with the most points (none when no option has points: then it asks only for a value).
 */
export function defaultAllowed(c: Pick<Criterion, 'options' | 'optionPoints'>): string[] {
  if (isYesNo(c.options)) return c.options.filter((o) => o.toLowerCase() === 'yes');
  const best = Math.max(0, ...c.options.map((o) => c.optionPoints[o] ?? 0));
  return best > 0 ? c.options.filter((o) => (c.optionPoints[o] ?? 0) === best) : [];
}

/** A criterion's settings as the server holds them (what undo goes back to). */
export function settingsOf(c: Criterion): CriterionSettings {
  return {
    ...(c.kind === 'number' ? { direction: c.direction, target: c.target } : {}),
    ...(c.kind === 'options' ? { optionPoints: c.optionPoints } : {}),
    mustHave: c.mustHave,
  };
}

/** The criterion with settings applied over it (an edit the screen shows before the server has it). */
export function withSettings(c: Criterion, s: CriterionSettings): Criterion {
  return {
    ...c,
    direction: s.direction ?? c.direction,
    target: s.target !== undefined ? s.target : c.target,
    optionPoints: s.optionPoints ?? c.optionPoints,
    mustHave: s.mustHave !== undefined ? s.mustHave : c.mustHave,
  };
}
