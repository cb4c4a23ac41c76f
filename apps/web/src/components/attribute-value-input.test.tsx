import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ATTRIBUTE_TEXTS, ITEM_TEXTS } from '@shortlist/contracts';
import { FormField } from '@/components/ui/form-field';
import { server } from '@/testing/msw-server';
import { signedIn } from '@/testing/organise-fixtures';
import { renderWithApp } from '@/testing/render';
import { AttributeValueInput, type AttributeValueInputAttribute } from './attribute-value-input';

/** The control inside a FormField, holding its value, as every form uses it. */
function Field({ attribute, initial = '' }: { attribute: AttributeValueInputAttribute; initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <FormField label="Value">
        <AttributeValueInput attribute={attribute} value={value} onChange={setValue} />
      </FormField>
      <output data-testid="stored">{JSON.stringify(value)}</output>
    </>
  );
}

const stored = () => JSON.parse(screen.getByTestId('stored').textContent!) as string;

beforeEach(() => server.use(signedIn()));

describe('AttributeValueInput', () => {
  it('is a labelled toggle for yes/no: not set, then yes, then no, and Clear when not required', async () => {
    const user = userEvent.setup();
    renderWithApp(<Field attribute={{ attributeType: 'yes_no', options: [], isRequired: false }} />);
    const toggle = screen.getByRole('switch', { name: 'Value' });
    expect(screen.getByText(ATTRIBUTE_TEXTS.notSet)).toBeInTheDocument();
    await user.click(toggle);
    expect(stored()).toBe('yes');
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    await user.click(toggle);
    expect(stored()).toBe('no');
    expect(screen.getByText(ATTRIBUTE_TEXTS.no)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: ATTRIBUTE_TEXTS.clear }));
    expect(stored()).toBe('');
  });

  it('offers no Clear for a required yes/no', () => {
    renderWithApp(
      <Field attribute={{ attributeType: 'yes_no', options: [], isRequired: true }} initial="yes" />,
    );
    expect(screen.queryByRole('button', { name: ATTRIBUTE_TEXTS.clear })).not.toBeInTheDocument();
  });

  it('is a select of the options, best first, with "No value" when not required', async () => {
    const user = userEvent.setup();
    renderWithApp(<Field attribute={{ attributeType: 'options', options: ['A', 'B'], isRequired: false }} />);
    const select = screen.getByRole('combobox', { name: 'Value' });
    select.focus();
    await user.keyboard('{Enter}');
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual([
      ITEM_TEXTS.noValue,
      'A',
      'B',
    ]);
    await user.click(screen.getByRole('option', { name: 'B' }));
    expect(stored()).toBe('B');
  });

  it('is a number field with its unit beside it, and a plain text box for text', async () => {
    const user = userEvent.setup();
    const { unmount } = renderWithApp(
      <Field attribute={{ attributeType: 'number', options: [], unit: 'm2', isRequired: true }} />,
    );
    const number = screen.getByRole('textbox', { name: 'Value' });
    expect(number).toHaveAttribute('inputmode', 'decimal');
    expect(screen.getByTestId('attribute-unit')).toHaveTextContent('m2');
    await user.type(number, '72');
    expect(stored()).toBe('72');
    unmount();
    renderWithApp(<Field attribute={{ attributeType: 'text', options: [], isRequired: false }} />);
    const text = screen.getByRole('textbox', { name: 'Value' });
    expect(text).not.toHaveAttribute('inputmode');
    expect(screen.queryByTestId('attribute-unit')).not.toBeInTheDocument();
  });
});
