import { forwardRef, type SelectHTMLAttributes, useMemo } from 'react';
import { cn } from '@/lib/cn';
import { currencyLabel, currencyOptions } from '@/lib/money/currency-options';
import { FIELD_LOOK } from '@/lib/ui-looks';

type Props = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> & { value?: string };

/**
 * A currency (ISO 4217) as a native select: the chosen one, the browser's and the common ones first, then every
 * code Intl knows. Native, so typing "eu" jumps to EUR and a phone shows its own picker.
 */
export const CurrencySelect = forwardRef<HTMLSelectElement, Props>(({ className, value, ...props }, ref) => {
  const { first, rest } = useMemo(() => currencyOptions(value), [value]);
  return (
    <select
      ref={ref}
      className={cn(FIELD_LOOK, 'h-9 bg-background pr-2', className)}
      value={value}
      {...props}
    >
      <optgroup label="Common">
        {first.map((code) => (
          <option key={code} value={code}>
            {currencyLabel(code)}
          </option>
        ))}
      </optgroup>
      <optgroup label="All currencies">
        {rest.map((code) => (
          <option key={code} value={code}>
            {currencyLabel(code)}
          </option>
        ))}
      </optgroup>
    </select>
  );
});
CurrencySelect.displayName = 'CurrencySelect';
