import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FormField } from './form-field';
import { Select, type SelectGroup } from './select';

const GROUPS: SelectGroup[] = [
  { label: 'Common', options: [{ value: 'EUR', label: 'EUR · Euro' }] },
  {
    label: 'All currencies',
    options: [
      { value: 'CHF', label: 'CHF · Swiss Franc' },
      { value: 'USD', label: 'USD · US Dollar' },
    ],
  },
];

function Field({ emptyOption }: { emptyOption?: string }) {
  const [value, setValue] = useState('EUR');
  return (
    <>
      <FormField label="Currency" error={value === '' ? 'Choose one' : undefined}>
        <Select value={value} onValueChange={setValue} options={GROUPS} emptyOption={emptyOption} />
      </FormField>
      <output data-testid="chosen">{value}</output>
    </>
  );
}

describe('Select', () => {
  it('is labelled by its FormField and opens, moves and chooses with the keyboard', async () => {
    const user = userEvent.setup();
    render(<Field />);
    const select = screen.getByRole('combobox', { name: 'Currency' });
    expect(select).toHaveTextContent('EUR · Euro');
    select.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'All currencies' })).toBeInTheDocument();
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'EUR · Euro',
      'CHF · Swiss Franc',
      'USD · US Dollar',
    ]);
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(screen.getByTestId('chosen')).toHaveTextContent('USD');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(select).toHaveFocus();
  });

  it('closes on Escape without changing the value', async () => {
    const user = userEvent.setup();
    render(<Field />);
    screen.getByRole('combobox', { name: 'Currency' }).focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('listbox');
    await user.keyboard('{ArrowDown}{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.getByTestId('chosen')).toHaveTextContent('EUR');
  });

  it('answers "" for its no-value option, and shows the field\'s error state', async () => {
    const user = userEvent.setup();
    render(<Field emptyOption="No currency" />);
    const select = screen.getByRole('combobox', { name: 'Currency' });
    await user.click(select);
    await user.click(await screen.findByRole('option', { name: 'No currency' }));
    expect(screen.getByTestId('chosen')).toBeEmptyDOMElement();
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Choose one');
  });
});
