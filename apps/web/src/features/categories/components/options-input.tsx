import { useState, type KeyboardEvent } from 'react';
import { X } from 'lucide-react';
import { CATEGORY, CATEGORY_TEXTS, ITEM } from '@shortlist/contracts';
import { cn } from '@/lib/cn';

/**
 * Allowed values of an attribute as chips: type and press Enter or a comma (or paste a comma-separated list)
 * to add; Backspace in the empty field removes the last one.
 */
export function OptionsInput({
  value,
  onChange,
  id,
  ...aria
}: {
  value: string[];
  onChange(value: string[]): void;
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
      {value.map((option) => (
        <span
          key={option}
          className="inline-flex items-center gap-0.5 rounded-md bg-secondary py-0 pl-2 text-xs font-medium text-secondary-foreground"
        >
          {option}
          <button
            type="button"
            onClick={() => onChange(value.filter((o) => o !== option))}
            aria-label={CATEGORY_TEXTS.removeOption(option)}
            className="flex size-6 items-center justify-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
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
