import { useState, type KeyboardEvent } from 'react';
import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { ATTRIBUTE_TEXTS, CATEGORY, CATEGORY_TEXTS, ITEM } from '@shortlist/contracts';
import { cn } from '@/lib/cn';

const CHIP_BUTTON =
  'flex size-6 items-center justify-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring disabled:opacity-40';

/** The list with the option at `from` moved one place towards `to`'s side. */
function moved(list: readonly string[], from: number, by: -1 | 1): string[] {
  const to = from + by;
  if (to < 0 || to >= list.length) return [...list];
  const next = [...list];
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
}

/**
 * Allowed values of an attribute as chips: type and press Enter or a comma (or paste a comma-separated list)
 * to add; Backspace in the empty field removes the last one. `orderable`: each chip has buttons to move it
 * earlier or later (the list is ranked best first).
 */
export function OptionsInput({
  value,
  onChange,
  orderable = false,
  id,
  ...aria
}: {
  value: string[];
  onChange(value: string[]): void;
  orderable?: boolean;
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}) {
  const [draft, setDraft] = useState('');
  const add = (text: string) => {
    const parts = text
      .split(',')
      .map((part) => part.trim().slice(0, ITEM.attributeValueMax))
      .filter((part) => part !== '' && !value.includes(part));
    if (parts.length > 0) onChange([...value, ...new Set(parts)].slice(0, CATEGORY.optionsPerAttributeMax));
    setDraft('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      add(draft);
    } else if (event.key === 'Backspace' && draft === '' && value.length > 0) {
      onChange(value.slice(0, -1));
    }
  };
  return (
    <div
      className={cn(
        'flex min-h-9 w-full flex-wrap items-center gap-1 rounded-md border border-input bg-background px-2 py-1 shadow-xs focus-within:outline-2 focus-within:outline-ring',
        aria['aria-invalid'] && 'border-destructive',
      )}
    >
      {value.map((option, index) => (
        <span
          key={option}
          data-testid="option-chip"
          className="inline-flex items-center gap-0.5 rounded-md bg-secondary py-0 pl-2 text-xs font-medium text-secondary-foreground"
        >
          {orderable && (
            <button
              type="button"
              disabled={index === 0}
              onClick={() => onChange(moved(value, index, -1))}
              aria-label={ATTRIBUTE_TEXTS.moveOptionUp(option)}
              className={CHIP_BUTTON}
            >
              <ChevronLeft className="size-3.5" aria-hidden />
            </button>
          )}
          {option}
          {orderable && (
            <button
              type="button"
              disabled={index === value.length - 1}
              onClick={() => onChange(moved(value, index, 1))}
              aria-label={ATTRIBUTE_TEXTS.moveOptionDown(option)}
              className={CHIP_BUTTON}
            >
              <ChevronRight className="size-3.5" aria-hidden />
            </button>
          )}
          <button
            type="button"
            onClick={() => onChange(value.filter((o) => o !== option))}
            aria-label={CATEGORY_TEXTS.removeOption(option)}
            className={CHIP_BUTTON}
          >
            <X className="size-3.5" aria-hidden />
          </button>
        </span>
      ))}
      <input
        id={id}
        aria-invalid={aria['aria-invalid']}
        aria-describedby={aria['aria-describedby']}
        value={draft}
        onChange={(event) => {
          const text = event.target.value;
          if (text.includes(',')) add(text);
          else setDraft(text);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => draft.trim() && add(draft)}
        className="h-7 min-w-24 flex-1 bg-transparent text-sm outline-none"
      />
    </div>
  );
}
