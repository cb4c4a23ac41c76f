import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FormField } from '@/components/ui/form-field';
import { CurrencySelect } from './currency-select';

function Field({ initial }: { initial: string }) {
  const [currency, setCurrency] = useState(initial);
  return (
    <form aria-label="Price">
      <FormField label="Currency">
        <CurrencySelect name="currency" value={currency} onValueChange={setCurrency} />
      </FormField>
      <output data-testid="chosen">{currency}</output>
    </form>
  );
}

afterEach(() => vi.restoreAllMocks());

describe('CurrencySelect', () => {
  it('offers the chosen, the browser’s and the common currencies first, then every other code', async () => {
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('en-GB');
    const user = userEvent.setup();
    render(<Field initial="CHF" />);
    const select = screen.getByRole('combobox', { name: 'Currency' });
    expect(select).toHaveTextContent('CHF · Swiss Franc');
    await user.click(select);
    const common = within(screen.getByRole('group', { name: 'Common' })).getAllByRole('option');
    expect(common.slice(0, 3).map((o) => o.textContent)).toEqual([
      'CHF · Swiss Franc',
      'GBP · British Pound',
      'EUR · Euro',
    ]);
    const all = within(screen.getByRole('group', { name: 'All currencies' })).getAllByRole('option');
    expect(all.length).toBeGreaterThan(100);
    expect(all.map((o) => o.textContent)).not.toContain('EUR · Euro');
    await user.click(all.find((o) => o.textContent === 'INR · Indian Rupee')!);
    expect(screen.getByTestId('chosen')).toHaveTextContent('INR');
  });

  // typed letters build one search until a second passes without a key: keys without a pause between them keep
  // a slow run from splitting "eu"
  it('chooses a currency as its code is typed on the closed select, as a native select does', async () => {
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('en-US');
    const user = userEvent.setup({ delay: null });
    render(<Field initial="USD" />);
    const select = screen.getByRole('combobox', { name: 'Currency' });
    select.focus();
    await user.keyboard('eu');
    expect(screen.getByTestId('chosen')).toHaveTextContent('EUR');
    expect(select).toHaveTextContent('EUR · Euro');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('moves to a currency as its code is typed in the open list, and chooses it with Enter', async () => {
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('en-US');
    const user = userEvent.setup({ delay: null });
    render(<Field initial="USD" />);
    const select = screen.getByRole('combobox', { name: 'Currency' });
    select.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await user.keyboard('ch');
    expect(document.activeElement).toHaveAttribute('role', 'option');
    expect(document.activeElement).toHaveTextContent('CHF · Swiss Franc');
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.getByTestId('chosen')).toHaveTextContent('CHF');
    expect(select).toHaveFocus();
  });

  it('posts its code under its name inside a form', () => {
    render(<Field initial="SEK" />);
    expect(new FormData(screen.getByRole<HTMLFormElement>('form', { name: 'Price' })).get('currency')).toBe(
      'SEK',
    );
  });
});
