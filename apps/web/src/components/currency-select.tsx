import { forwardRef, useMemo } from 'react';
import { Select, type SelectGroup } from '@/components/ui/select';
import { currencyLabel, currencyOptions } from '@/lib/money/currency-options';

interface CurrencySelectProps {
  value: string | undefined;
  onValueChange(code: string): void;
  id?: string;
  name?: string;
  disabled?: boolean;
  className?: string;
  'aria-label'?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

/**
 * A currency (ISO 4217): the chosen one, the browser's and the common ones first, then every code Intl knows.
 * Each option reads "EUR · Euro", so typing "eu" on the closed or the open select jumps to EUR.
 */
export const CurrencySelect = forwardRef<HTMLButtonElement, CurrencySelectProps>(function CurrencySelect(
  { value, onValueChange, ...rest },
  ref,
) {
  const groups = useMemo((): SelectGroup[] => {
    const { first, rest: others } = currencyOptions(value);
    const option = (code: string) => ({ value: code, label: currencyLabel(code) });
    return [
      { label: 'Common', options: first.map(option) },
      { label: 'All currencies', options: others.map(option) },
    ];
  }, [value]);
  return <Select ref={ref} value={value} options={groups} onValueChange={onValueChange} {...rest} />;
});
