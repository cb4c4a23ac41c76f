import { Search } from 'lucide-react';
import { cx } from '@/lib/cx';
import { FIELD_LOOK } from '@/lib/ui-looks';

/**
 * A search box with its icon; the placeholder doubles as the accessible name. Joined with cx, not merged with
 * tailwind-merge (off My Folders' first load): the box's padding and the callers' width classes never
 * fight the look's (written-out-looks.test.ts holds them to cn's result).
 */
export function SearchInput({
  value,
  onValueChange,
  placeholder,
  className,
}: {
  value: string;
  onValueChange(value: string): void;
  placeholder: string;
  className?: string;
}) {
  return (
    <div className={cx('relative', className)}>
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden
      />
      <input
        type="search"
        className={cx(FIELD_LOOK, 'h-9 pl-9')}
        placeholder={placeholder}
        aria-label={placeholder}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
      />
    </div>
  );
}
