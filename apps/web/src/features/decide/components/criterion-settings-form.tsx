import { useState } from 'react';
import {
  type Criterion,
  type CriterionSettings,
  DECIDE,
  DECIDE_TEXTS as T,
  DIRECTIONS,
  type Direction,
} from '@shortlist/contracts';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { defaultAllowed, isYesNo } from '../lib/criterion-settings';

const numberOrNull = (text: string): number | null => (text.trim() === '' ? null : Number(text));

/**
 * One criterion's folder-wide settings: its direction (and target), the points of each option, and whether it is
 * a must-have (a range for numbers, the allowed options, or just "has a value"). Every edit is handed on at once
 * (`onEdit`, which shows it and saves it a moment later); Save sends what waits now.
 */
export function CriterionSettingsForm({
  criterion: c,
  onEdit,
  onSave,
}: {
  /** The criterion as the screen shows it (edits not yet saved included). */
  criterion: Criterion;
  onEdit(settings: CriterionSettings): void;
  onSave(): void;
}) {
  const [direction, setDirection] = useState<Direction>(c.direction);
  const [target, setTarget] = useState(c.target === null ? '' : String(c.target));
  const [points, setPoints] = useState<Record<string, number>>(
    Object.fromEntries(c.options.map((o) => [o, c.optionPoints[o] ?? 0])),
  );
  const [must, setMust] = useState(c.mustHave !== null);
  const [min, setMin] = useState(c.mustHave?.min == null ? '' : String(c.mustHave.min));
  const [max, setMax] = useState(c.mustHave?.max == null ? '' : String(c.mustHave.max));
  const [allowed, setAllowed] = useState<string[]>(c.mustHave?.allowed ?? []);

  const current = { direction, target, points, must, min, max, allowed };
  type Fields = typeof current;
  const settings = (f: Fields): CriterionSettings => ({
    ...(c.kind === 'number'
      ? { direction: f.direction, target: f.direction === 'target' ? numberOrNull(f.target) : null }
      : {}),
    ...(c.kind === 'options' ? { optionPoints: f.points } : {}),
    mustHave: !f.must
      ? null
      : c.kind === 'number'
        ? { min: numberOrNull(f.min), max: numberOrNull(f.max) }
        : c.kind === 'options'
          ? { allowed: f.allowed }
          : {},
  });
  /** Sets the fields and hands the settings on (a target direction waits for its target). */
  const change = (next: Partial<Fields>) => {
    const f = { ...current, ...next };
    if (next.direction !== undefined) setDirection(next.direction);
    if (next.target !== undefined) setTarget(next.target);
    if (next.points !== undefined) setPoints(next.points);
    if (next.must !== undefined) setMust(next.must);
    if (next.min !== undefined) setMin(next.min);
    if (next.max !== undefined) setMax(next.max);
    if (next.allowed !== undefined) setAllowed(next.allowed);
    if (c.kind === 'number' && f.direction === 'target' && numberOrNull(f.target) === null) return;
    onEdit(settings(f));
  };
  const yesNo = isYesNo(c.options);

  return (
    <form
      aria-label={T.criterionSettings(c.label)}
      className="grid gap-3 text-sm"
      onSubmit={(e) => {
        e.preventDefault();
        onSave();
      }}
    >
      {c.kind === 'number' && (
        <div className="flex flex-wrap items-end gap-2">
          <label className="grid min-w-0 flex-1 gap-1">
            {T.direction}
            <Select
              aria-label={T.direction}
              value={direction}
              onValueChange={(d) => change({ direction: d as Direction })}
              options={DIRECTIONS.map((d) => ({ value: d, label: T.directionLabels[d] }))}
            />
          </label>
          {direction === 'target' && (
            <label className="grid gap-1">
              {T.target}
              <Input
                type="number"
                step="any"
                className="w-24"
                value={target}
                onChange={(e) => change({ target: e.target.value })}
              />
            </label>
          )}
        </div>
      )}
      {c.kind === 'options' && c.options.length > 0 && (
        <fieldset className="flex flex-wrap gap-3">
          <legend className="mb-1">{T.optionPoints}</legend>
          {c.options.map((o) => (
            <label key={o} className="flex items-center gap-1">
              {o}
              <Input
                type="number"
                min={0}
                max={DECIDE.optionPointsMax}
                step={1}
                className="w-16"
                aria-label={`${T.optionPoints}: ${o}`}
                value={points[o] ?? 0}
                onChange={(e) => change({ points: { ...points, [o]: Number(e.target.value) } })}
              />
            </label>
          ))}
        </fieldset>
      )}
      <label className="flex min-h-6 items-center gap-2">
        <input
          type="checkbox"
          className="size-4 accent-primary"
          checked={must}
          onChange={(e) =>
            change(
              e.target.checked && c.kind === 'options' && allowed.length === 0
                ? { must: true, allowed: defaultAllowed({ options: c.options, optionPoints: points }) }
                : { must: e.target.checked },
            )
          }
        />
        {T.mustHave}
      </label>
      {must && c.kind === 'number' && (
        <div className="flex flex-wrap gap-2">
          <label className="grid gap-1">
            {T.min}
            <Input
              type="number"
              step="any"
              className="w-24"
              value={min}
              onChange={(e) => change({ min: e.target.value })}
            />
          </label>
          <label className="grid gap-1">
            {T.max}
            <Input
              type="number"
              step="any"
              className="w-24"
              value={max}
              onChange={(e) => change({ max: e.target.value })}
            />
          </label>
        </div>
      )}
      {must && c.kind === 'options' && (
        <fieldset className="flex flex-wrap gap-3">
          <legend className="mb-1">{yesNo ? T.mustBeYes : T.allowed}</legend>
          {c.options.map((o) => (
            <label key={o} className="flex min-h-6 items-center gap-1">
              <input
                type="checkbox"
                className="size-4 accent-primary"
                checked={allowed.includes(o)}
                onChange={(e) =>
                  change({
                    allowed: e.target.checked ? [...allowed, o] : allowed.filter((a) => a !== o),
                  })
                }
              />
              {o}
            </label>
          ))}
        </fieldset>
      )}
      {must && c.kind === 'text' && <p className="text-muted-foreground">{T.mustHaveValue}</p>}
      <div>
        <Button size="sm" type="submit" variant="outline">
          {T.saveCriterion}
        </Button>
      </div>
    </form>
  );
}
