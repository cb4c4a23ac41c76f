import {
  type ForwardedRef,
  forwardRef,
  memo,
  type ReactNode,
  useCallback,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { Select as SelectPrimitive } from 'radix-ui';
import { Check, ChevronDown } from 'lucide-react';
import { cn } from '@/lib/cn';
import { FLOATING_LOOK } from '@/lib/screen-looks';

/** Radix refuses an item whose value is '': the "no value" option stands for '' under this value. */
const EMPTY = '__empty__';

export interface SelectOption {
  value: string;
  label: ReactNode;
  /** The text typeahead matches and the closed select reads, where `label` is not plain text. */
  textValue?: string;
  disabled?: boolean;
}

export interface SelectGroup {
  label: string;
  options: ReadonlyArray<SelectOption>;
}

interface SelectProps {
  value: string | undefined;
  /** A first option meaning "no value" (label given), which answers ''. */
  emptyOption?: string;
  onValueChange(value: string): void;
  /** The options, or the options in labelled groups. */
  options: ReadonlyArray<SelectOption> | ReadonlyArray<SelectGroup>;
  placeholder?: string;
  id?: string;
  name?: string;
  disabled?: boolean;
  required?: boolean;
  className?: string;
  'aria-label'?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  onOpenChange?(open: boolean): void;
}

const isGrouped = (
  options: ReadonlyArray<SelectOption> | ReadonlyArray<SelectGroup>,
): options is ReadonlyArray<SelectGroup> => options.length > 0 && 'options' in options[0]!;

function Option({ option }: { option: SelectOption }) {
  return (
    <SelectPrimitive.Item
      value={option.value}
      textValue={option.textValue}
      disabled={option.disabled}
      className="relative flex min-h-8 cursor-default items-center rounded-sm py-1.5 pr-8 pl-2 text-sm outline-none select-none data-[disabled]:opacity-50 data-[highlighted]:bg-muted"
    >
      <SelectPrimitive.ItemText>{option.label}</SelectPrimitive.ItemText>
      <SelectPrimitive.ItemIndicator className="absolute right-2">
        <Check className="size-4" aria-hidden />
      </SelectPrimitive.ItemIndicator>
    </SelectPrimitive.Item>
  );
}

function OptionList({ empty, options }: { empty: SelectOption[]; options: SelectProps['options'] }) {
  return (
    <>
      {empty.map((option) => (
        <Option key={option.value} option={option} />
      ))}
      {isGrouped(options)
        ? options.map((group) => (
            <SelectPrimitive.Group key={group.label}>
              <SelectPrimitive.Label className="px-2 py-1.5 text-xs font-medium text-muted-foreground">
                {group.label}
              </SelectPrimitive.Label>
              {group.options.map((option) => (
                <Option key={option.value} option={option} />
              ))}
            </SelectPrimitive.Group>
          ))
        : options.map((option) => <Option key={option.value} option={option} />)}
    </>
  );
}

/**
 * The one select of the app (Radix): a button that opens a list. Keyboard: Enter, Space or the arrows open it,
 * typing jumps to an option, Enter chooses, Escape closes. Its label comes from FormField (which gives it an id)
 * or from `aria-label`.
 */
export const Select = forwardRef<HTMLButtonElement, SelectProps>(function Select(
  { onValueChange, onOpenChange, ...props },
  ref,
) {
  // a parent's callbacks are new on each of its renders: read through a ref, they leave the list's props alone
  const handlers = useRef({ onValueChange, onOpenChange });
  useLayoutEffect(() => {
    handlers.current = { onValueChange, onOpenChange };
  });
  const change = useCallback((next: string) => handlers.current.onValueChange(next), []);
  const openChange = useCallback((open: boolean) => handlers.current.onOpenChange?.(open), []);
  return <StableSelectRoot triggerRef={ref} {...props} onValueChange={change} onOpenChange={openChange} />;
});

/**
 * Renders again only when what it shows changes: Radix re-renders every option on each render of its root, which a
 * long list (every currency) makes felt while typing in the form around it.
 */
const StableSelectRoot = memo(SelectRoot);

function SelectRoot({
  value,
  onValueChange,
  options,
  emptyOption,
  placeholder,
  className,
  onOpenChange,
  triggerRef,
  ...rest
}: SelectProps & { triggerRef: ForwardedRef<HTMLButtonElement> }) {
  const empty: SelectOption[] = emptyOption === undefined ? [] : [{ value: EMPTY, label: emptyOption }];
  // '' with a "no value" option is that option, shown and ticked as chosen; without one it is the placeholder
  const chosen = value === '' && emptyOption !== undefined ? EMPTY : (value ?? '');
  // until the trigger is first focused or pressed only the chosen option is rendered, which is enough to show it:
  // a long list costs nothing in a form that never touches it, and is all there for typeahead and the open list
  const [reached, setReached] = useState(false);
  const reach = () => setReached(true);
  const chosenOnly = [...empty, ...(isGrouped(options) ? options.flatMap((g) => g.options) : options)].filter(
    (option) => option.value === chosen,
  );
  return (
    <SelectPrimitive.Root
      value={chosen}
      onValueChange={(next) => onValueChange(next === EMPTY ? '' : next)}
      onOpenChange={onOpenChange}
      disabled={rest.disabled}
      required={rest.required}
      name={rest.name}
    >
      <SelectPrimitive.Trigger
        ref={triggerRef}
        onFocus={reach}
        onPointerDown={reach}
        id={rest.id}
        aria-label={rest['aria-label']}
        aria-invalid={rest['aria-invalid']}
        aria-describedby={rest['aria-describedby']}
        className={cn(
          'flex h-9 w-full min-w-0 items-center justify-between gap-2 rounded-md border border-input bg-background px-3 text-left text-sm shadow-xs focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-50 data-[placeholder]:text-muted-foreground aria-invalid:border-destructive [&>span]:truncate',
          className,
        )}
      >
        <SelectPrimitive.Value placeholder={placeholder} />
        <SelectPrimitive.Icon>
          <ChevronDown className="size-4 opacity-60" aria-hidden />
        </SelectPrimitive.Icon>
      </SelectPrimitive.Trigger>
      <SelectPrimitive.Portal>
        <SelectPrimitive.Content
          position="popper"
          sideOffset={4}
          collisionPadding={8}
          className={cn(
            FLOATING_LOOK,
            'max-h-[min(18rem,var(--radix-select-content-available-height))] min-w-[var(--radix-select-trigger-width)] overflow-hidden',
          )}
        >
          <SelectPrimitive.Viewport className="p-1">
            {reached ? (
              <OptionList empty={empty} options={options} />
            ) : (
              chosenOnly.map((option) => <Option key={option.value} option={option} />)
            )}
          </SelectPrimitive.Viewport>
        </SelectPrimitive.Content>
      </SelectPrimitive.Portal>
    </SelectPrimitive.Root>
  );
}
