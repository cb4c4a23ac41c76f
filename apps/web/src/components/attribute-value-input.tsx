import { forwardRef, type Ref } from 'react';
import { ATTRIBUTE_TEXTS, type AttributeType, ITEM, ITEM_TEXTS } from '@shortlist/contracts';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Switch } from '@/components/ui/switch';
import { cn } from '@/lib/cn';

/** What the control needs to know of the attribute whose value it enters. */
export interface AttributeValueInputAttribute {
  attributeType: AttributeType;
  /** Options attributes (and older text or number attributes with a list): the choices, best first. */
  options: readonly string[];
  /** Number attributes: shown after the field ("m2"). */
  unit?: string | null;
  /** A required attribute offers no "no value" choice. */
  isRequired: boolean;
}

export interface AttributeValueInputProps {
  attribute: AttributeValueInputAttribute;
  /** The stored form of the value: '' for none, 'yes' / 'no' for yes/no, the number as typed, the option. */
  value: string;
  onChange(value: string): void;
  /** Called when the control loses focus, and after a pick (select, toggle), for react-hook-form's touched state. */
  onBlur?(): void;
  name?: string;
  disabled?: boolean;
  className?: string;
  /** Set by FormField: the label points at the control, errors and hints describe it. */
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  /** Where FormField's label is not used (a table cell): the accessible name. */
  'aria-label'?: string;
}

/**
 * The one control for an attribute value, by type: a toggle for yes/no (with "Clear" when the attribute is not
 * required), a select for options, a number field with its unit, a text box for text. Put it inside a
 * FormField (which labels it) wherever a value is entered: Add Item, the item page's edit mode, Capture, bulk
 * add's fix-up. It holds no state: `value` in, `onChange(value)` out, in the form the API stores.
 */
export const AttributeValueInput = forwardRef<HTMLElement, AttributeValueInputProps>(
  function AttributeValueInput({ attribute, value, onChange, onBlur, className, ...rest }, ref) {
    const a11y = {
      id: rest.id,
      'aria-invalid': rest['aria-invalid'],
      'aria-describedby': rest['aria-describedby'],
      'aria-label': rest['aria-label'],
    };
    if (attribute.attributeType === 'yes_no')
      return (
        <YesNoToggle
          {...a11y}
          ref={ref as Ref<HTMLButtonElement>}
          value={value}
          isRequired={attribute.isRequired}
          disabled={rest.disabled}
          className={className}
          onChange={(next) => {
            onChange(next);
            onBlur?.();
          }}
        />
      );
    if (attribute.options.length > 0)
      return (
        <Select
          {...a11y}
          value={value}
          disabled={rest.disabled}
          className={className}
          placeholder={ITEM_TEXTS.noValue}
          {...(attribute.isRequired ? {} : { emptyOption: ITEM_TEXTS.noValue })}
          options={attribute.options.map((option) => ({ value: option, label: option }))}
          onValueChange={(next) => {
            onChange(next);
            onBlur?.();
          }}
        />
      );
    const isNumber = attribute.attributeType === 'number';
    const input = (
      <Input
        {...a11y}
        ref={ref as Ref<HTMLInputElement>}
        name={rest.name}
        disabled={rest.disabled}
        className={cn(isNumber && 'tabular-nums', !(isNumber && attribute.unit) && className)}
        inputMode={isNumber ? 'decimal' : undefined}
        maxLength={ITEM.attributeValueMax}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
      />
    );
    if (!isNumber || !attribute.unit) return input;
    return (
      <div className={cn('flex items-center gap-2', className)}>
        {input}
        <span className="shrink-0 text-sm text-muted-foreground" data-testid="attribute-unit">
          {attribute.unit}
        </span>
      </div>
    );
  },
);

const YesNoToggle = forwardRef<
  HTMLButtonElement,
  {
    value: string;
    isRequired: boolean;
    onChange(value: string): void;
    disabled?: boolean | undefined;
    className?: string | undefined;
    id?: string | undefined;
    'aria-invalid'?: boolean | undefined;
    'aria-describedby'?: string | undefined;
    'aria-label'?: string | undefined;
  }
>(function YesNoToggle({ value, isRequired, onChange, disabled, className, ...a11y }, ref) {
  const state =
    value === 'yes' ? ATTRIBUTE_TEXTS.yes : value === 'no' ? ATTRIBUTE_TEXTS.no : ATTRIBUTE_TEXTS.notSet;
  return (
    <div className={cn('flex h-9 items-center gap-3', className)}>
      <Switch
        {...a11y}
        ref={ref}
        checked={value === 'yes'}
        disabled={disabled}
        // from "not set" the first press says yes; after that it flips between yes and no
        onCheckedChange={(checked) => onChange(checked ? 'yes' : 'no')}
      />
      <span className={cn('text-sm', value === '' && 'text-muted-foreground')}>{state}</span>
      {!isRequired && value !== '' && (
        <button
          type="button"
          className="text-sm text-muted-foreground underline-offset-2 hover:underline"
          disabled={disabled}
          onClick={() => onChange('')}
        >
          {ATTRIBUTE_TEXTS.clear}
        </button>
      )}
    </div>
  );
});
