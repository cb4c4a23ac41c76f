import { useRef, type KeyboardEvent } from 'react';
import { Star } from 'lucide-react';
import { ITEM, ITEM_TEXTS } from '@shortlist/contracts';
import { cn } from '@/lib/cn';

const STARS = Array.from({ length: ITEM.ratingMax }, (_, i) => i + 1);
/** The stars in two equal runs: a card too narrow for all in a row shows five and five, never seven and three. */
const HALF = Math.ceil(ITEM.ratingMax / 2);
const RUNS = [STARS.slice(0, HALF), STARS.slice(HALF)];

/**
 * A 1-10 rating as ten stars (folders §4): clicking the star equal to the current rating clears it to 0.
 * Keyboard: Tab reaches the group, arrows step the rating, Home/End jump, Space or Enter on the current star
 * clears it, Delete clears.
 */
export function StarRating({
  value,
  onChange,
  id,
  label = ITEM_TEXTS.yourRating,
  ...aria
}: {
  value: number;
  onChange(value: number): void;
  id?: string;
  label?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}) {
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const set = (next: number) => {
    const clamped = Math.max(0, Math.min(ITEM.ratingMax, next));
    onChange(clamped);
    refs.current[Math.max(clamped, 1) - 1]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const keys: Record<string, () => void> = {
      ArrowRight: () => set(value + 1),
      ArrowUp: () => set(value + 1),
      ArrowLeft: () => set(value - 1),
      ArrowDown: () => set(value - 1),
      Home: () => set(ITEM.ratingMin),
      End: () => set(ITEM.ratingMax),
      Delete: () => set(0),
      Backspace: () => set(0),
    };
    const action = keys[event.key];
    if (action) {
      event.preventDefault();
      action();
    }
  };

  return (
    <div className="flex flex-wrap items-center gap-2">
      <div
        id={id}
        role="radiogroup"
        aria-label={label}
        aria-invalid={aria['aria-invalid']}
        aria-describedby={aria['aria-describedby']}
        // 28 px targets 2 px apart (WCAG 2.2's 24 px with room between them)
        className="flex flex-wrap gap-0.5"
        onKeyDown={onKeyDown}
      >
        {RUNS.map((run) => (
          <span key={run[0]} className="flex gap-0.5">
            {run.map((n) => (
              <button
                key={n}
                ref={(node) => {
                  refs.current[n - 1] = node;
                }}
                type="button"
                role="radio"
                aria-checked={value === n}
                aria-label={ITEM_TEXTS.ratingStar(n)}
                tabIndex={n === Math.max(value, 1) ? 0 : -1}
                onClick={() => onChange(value === n ? 0 : n)}
                className="inline-flex size-7 items-center justify-center rounded-md text-muted-foreground hover:text-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
              >
                <Star
                  aria-hidden
                  className={cn('size-5', n <= value && 'fill-amber-400 text-amber-400')}
                  strokeWidth={1.5}
                />
              </button>
            ))}
          </span>
        ))}
      </div>
      <span className="text-sm tabular-nums text-muted-foreground" aria-hidden>
        {value > 0 ? ITEM_TEXTS.rating(value) : '–'}
      </span>
    </div>
  );
}
