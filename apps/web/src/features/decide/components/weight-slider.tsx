import type { CSSProperties } from 'react';
import { DECIDE } from '@shortlist/contracts';
import { cn } from '@/lib/cn';

/*
 * A native range input under a look of its own: the browser keeps what a slider does (arrows, Home/End, Page
 * Up/Down, a screen reader's value, form filling), the look is the app's: a thin track filled up to the value and
 * a round thumb with a focus ring, on a 24 px high target.
 */
const TRACK =
  '[&::-webkit-slider-runnable-track]:h-1.5 [&::-webkit-slider-runnable-track]:rounded-full [&::-webkit-slider-runnable-track]:bg-[linear-gradient(to_right,var(--color-primary)_var(--fill),var(--color-muted)_var(--fill))] [&::-moz-range-track]:h-1.5 [&::-moz-range-track]:rounded-full [&::-moz-range-track]:bg-muted [&::-moz-range-progress]:h-1.5 [&::-moz-range-progress]:rounded-full [&::-moz-range-progress]:bg-primary';
const THUMB =
  '[&::-webkit-slider-thumb]:-mt-[7px] [&::-webkit-slider-thumb]:size-5 [&::-webkit-slider-thumb]:appearance-none [&::-webkit-slider-thumb]:rounded-full [&::-webkit-slider-thumb]:border-2 [&::-webkit-slider-thumb]:border-primary [&::-webkit-slider-thumb]:bg-background [&::-webkit-slider-thumb]:shadow-sm [&::-moz-range-thumb]:size-5 [&::-moz-range-thumb]:rounded-full [&::-moz-range-thumb]:border-2 [&::-moz-range-thumb]:border-primary [&::-moz-range-thumb]:bg-background';
const FOCUS =
  'focus-visible:outline-none focus-visible:[&::-webkit-slider-thumb]:outline-2 focus-visible:[&::-webkit-slider-thumb]:outline-offset-2 focus-visible:[&::-webkit-slider-thumb]:outline-ring focus-visible:[&::-moz-range-thumb]:outline-2 focus-visible:[&::-moz-range-thumb]:outline-offset-2 focus-visible:[&::-moz-range-thumb]:outline-ring';

/** A criterion's weight, 0-10 in whole steps. */
export function WeightSlider({
  value,
  label,
  disabled,
  onChange,
  className,
}: {
  value: number;
  /** The accessible name. */
  label: string;
  disabled: boolean;
  onChange(value: number): void;
  className?: string;
}) {
  const rounded = Math.round(value);
  const fill = ((rounded - DECIDE.weightMin) / (DECIDE.weightMax - DECIDE.weightMin)) * 100;
  return (
    <input
      type="range"
      min={DECIDE.weightMin}
      max={DECIDE.weightMax}
      step={1}
      value={rounded}
      disabled={disabled}
      aria-label={label}
      onChange={(e) => onChange(Number(e.target.value))}
      style={{ '--fill': `${fill}%` } as CSSProperties}
      className={cn(
        'h-6 w-full min-w-0 cursor-pointer appearance-none bg-transparent disabled:cursor-not-allowed disabled:opacity-50',
        TRACK,
        THUMB,
        FOCUS,
        className,
      )}
    />
  );
}
