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

const numberOrNull = (text: string): number | null => (text.trim() === '' ? null : Number(text));

/**
 * One criterion's folder-wide settings: its direction (and target), the points of each option, and whether it is
 * a must-have (a range for numbers, the allowed options, or just "has a value").
 */
export function CriterionSettingsForm({
  criterion: c,
  onSave,
}: {
  criterion: Criterion;
  onSave(settings: CriterionSettings): Promise<unknown>;
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
  const [saving, setSaving] = useState(false);

  const settings = (): CriterionSettings => ({
    ...(c.kind === 'number'
      ? { direction, target: direction === 'target' ? numberOrNull(target) : null }
      : {}),
    ...(c.kind === 'options' ? { optionPoints: points } : {}),
    mustHave: !must
      ? null
      : c.kind === 'number'
        ? { min: numberOrNull(min), max: numberOrNull(max) }
        : c.kind === 'options'
          ? { allowed }
          : {},
  });
  const yesNo = c.options.length === 2 && c.options.every((o) => ['yes', 'no'].includes(o.toLowerCase()));

  return (
    <form
      aria-label={T.criterionSettings(c.label)}
      className="grid gap-2 rounded-md border p-3 text-sm"
      onSubmit={(e) => {
        e.preventDefault();
        setSaving(true);
        void onSave(settings()).finally(() => setSaving(false));
      }}
    >
      {c.kind === 'number' && (
        <div className="flex flex-wrap items-end gap-2">
          <label className="grid gap-1">
            {T.direction}
            <select
              className="h-9 rounded-md border border-input bg-background px-2"
              value={direction}
              onChange={(e) => setDirection(e.target.value as Direction)}
            >
              {DIRECTIONS.map((d) => (
                <option key={d} value={d}>
                  {T.directionLabels[d]}
                </option>
              ))}
            </select>
          </label>
          {direction === 'target' && (
            <label className="grid gap-1">
              {T.target}
              <Input
                type="number"
                step="any"
                className="w-28"
                value={target}
                onChange={(e) => setTarget(e.target.value)}
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
                onChange={(e) => setPoints({ ...points, [o]: Number(e.target.value) })}
              />
            </label>
          ))}
        </fieldset>
      )}
      <label className="flex items-center gap-2">
        <input type="checkbox" checked={must} onChange={(e) => setMust(e.target.checked)} />
        {T.mustHave}
      </label>
      {must && c.kind === 'number' && (
        <div className="flex flex-wrap gap-2">
          <label className="grid gap-1">
            {T.min}
            <Input
              type="number"
              step="any"
              className="w-28"
              value={min}
              onChange={(e) => setMin(e.target.value)}
            />
          </label>
          <label className="grid gap-1">
            {T.max}
            <Input
              type="number"
              step="any"
              className="w-28"
              value={max}
              onChange={(e) => setMax(e.target.value)}
            />
          </label>
        </div>
      )}
      {must && c.kind === 'options' && (
        <fieldset className="flex flex-wrap gap-3">
          <legend className="mb-1">{yesNo ? T.mustBeYes : T.allowed}</legend>
          {c.options.map((o) => (
            <label key={o} className="flex items-center gap-1">
              <input
                type="checkbox"
                checked={allowed.includes(o)}
                onChange={(e) =>
                  setAllowed(e.target.checked ? [...allowed, o] : allowed.filter((a) => a !== o))
                }
              />
              {o}
            </label>
          ))}
        </fieldset>
      )}
      {must && c.kind === 'text' && <p className="text-muted-foreground">{T.mustHaveValue}</p>}
      <div>
        <Button size="sm" type="submit" variant="outline" disabled={saving}>
          {T.saveCriterion}
        </Button>
      </div>
    </form>
  );
}
