import type { ReactNode } from 'react';
import { Select as SelectPrimitive } from 'radix-ui';
import { Check, ChevronDown } from 'lucide-react';
import { cn } from '@/lib/cn';

/** Radix refuses an item whose value is '': the "no value" option stands for '' under this value. */
const EMPTY = '__empty__';

interface SelectProps {
  value: string | undefined;
  /** A first option meaning "no value" (label given), which answers ''. */
  emptyOption?: string;
  onValueChange(value: string): void;
  options: ReadonlyArray<{ value: string; label: ReactNode }>;
  placeholder?: string;
  id?: string;
  disabled?: boolean;
  className?: string;
  'aria-label'?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

/** An accessible select (Radix) for a short list of options. */
export function Select({
  value,
  onValueChange,
  options,
  emptyOption,
  placeholder,
  className,
  ...rest
}: SelectProps) {
  const items = emptyOption === undefined ? options : [{ value: EMPTY, label: emptyOption }, ...options];
  return (
    <SelectPrimitive.Root
      value={value ?? ''}
      onValueChange={(next) => onValueChange(next === EMPTY ? '' : next)}
      disabled={rest.disabled}
    >
      <SelectPrimitive.Trigger
        id={rest.id}
        aria-label={rest['aria-label']}
        aria-invalid={rest['aria-invalid']}
        aria-describedby={rest['aria-describedby']}
        className={cn(
          'flex h-9 w-full items-center justify-between gap-2 rounded-md border border-input bg-background px-3 text-sm data-[placeholder]:text-muted-foreground aria-invalid:border-destructive',
          className,
        )}
      >
        <SelectPrimitive.Value placeholder={placeholder} />
        <SelectPrimitive.Icon>
          <ChevronDown className="size-4 opacity-60" />
        </SelectPrimitive.Icon>
      </SelectPrimitive.Trigger>
      <SelectPrimitive.Portal>
        <SelectPrimitive.Content
          position="popper"
          sideOffset={4}
          className="z-50 max-h-72 min-w-[var(--radix-select-trigger-width)] overflow-hidden rounded-md border bg-background shadow-md"
        >
          <SelectPrimitive.Viewport className="p-1">
            {items.map((option) => (
              <SelectPrimitive.Item
                key={option.value}
                value={option.value}
                className="relative flex cursor-default items-center rounded-sm py-1.5 pr-8 pl-2 text-sm outline-none select-none data-[highlighted]:bg-muted"
              >
                <SelectPrimitive.ItemText>{option.label}</SelectPrimitive.ItemText>
                <SelectPrimitive.ItemIndicator className="absolute right-2">
                  <Check className="size-4" />
                </SelectPrimitive.ItemIndicator>
              </SelectPrimitive.Item>
            ))}
          </SelectPrimitive.Viewport>
        </SelectPrimitive.Content>
      </SelectPrimitive.Portal>
    </SelectPrimitive.Root>
  );
}
