import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ATTRIBUTE_TEXTS,
  CATEGORY_TEXTS,
  categoriesEndpoints,
  ORGANISE_SUCCESS,
  ORGANISE_VALIDATION,
  type CategoryInput,
} from '@shortlist/contracts';
import { server } from '@/testing/msw-server';
import { makeCategory, signedIn } from '@/testing/organise-fixtures';
import { mockEndpoint, renderWithApp } from '@/testing/render';
import { CategoryDialog } from './category-dialog';

function renderDialog() {
  const sent: CategoryInput[] = [];
  server.use(
    signedIn(),
    mockEndpoint(categoriesEndpoints.create, async (request) => {
      const body = (await request.json()) as CategoryInput;
      sent.push(body);
      return makeCategory({ name: body.name });
    }),
  );
  const user = userEvent.setup();
  renderWithApp(<CategoryDialog open onOpenChange={() => {}} category={null} onPremiumRequired={() => {}} />);
  return { user, sent };
}

const rows = () => screen.getAllByTestId('attribute-row');

/** Opens a Radix select by keyboard and picks one of its options. */
async function choose(
  user: ReturnType<typeof userEvent.setup>,
  scope: ReturnType<typeof within>,
  label: string,
  option: string,
) {
  scope.getByRole('combobox', { name: label }).focus();
  await user.keyboard('{Enter}');
  await user.click(await screen.findByRole('option', { name: option }));
}

async function fillCategory(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Name/), 'Homes');
  await user.type(screen.getByLabelText(/^Description/), 'Places to live');
}

describe('CategoryDialog', () => {
  it('asks for a name, a description and at least one attribute', async () => {
    const { user, sent } = renderDialog();
    await user.click(screen.getByRole('button', { name: CATEGORY_TEXTS.createSubmit }));
    expect(await screen.findByText(ORGANISE_VALIDATION.categoryNameRequired)).toBeInTheDocument();
    expect(screen.getByText(ORGANISE_VALIDATION.categoryDescriptionRequired)).toBeInTheDocument();
    expect(screen.getByText(ORGANISE_VALIDATION.attributeNameRequired)).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it('cannot remove the last attribute row, only extra ones', async () => {
    const { user } = renderDialog();
    expect(rows()).toHaveLength(1);
    expect(screen.queryByRole('button', { name: CATEGORY_TEXTS.removeAttribute(1) })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: CATEGORY_TEXTS.addAttribute }));
    expect(rows()).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: CATEGORY_TEXTS.removeAttribute(2) }));
    expect(rows()).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /Remove attribute/ })).not.toBeInTheDocument();
  });

  it('drops blank attribute rows and sends options typed comma-separated', async () => {
    const { user, sent } = renderDialog();
    await user.type(screen.getByLabelText(/^Name/), 'Homes');
    await user.type(screen.getByLabelText(/^Description/), 'Places to live');
    await user.click(screen.getByRole('button', { name: CATEGORY_TEXTS.addAttribute }));
    await user.click(screen.getByRole('button', { name: CATEGORY_TEXTS.addAttribute }));
    // fill the middle row only: the first and last stay blank
    const middle = within(rows()[1]!);
    await user.type(middle.getByLabelText(CATEGORY_TEXTS.attributeName), 'Heating');
    await choose(user, middle, CATEGORY_TEXTS.attributeType, ATTRIBUTE_TEXTS.typeOptions);
    await user.type(middle.getByLabelText(CATEGORY_TEXTS.options), 'gas, electric,');
    expect(middle.getByRole('button', { name: CATEGORY_TEXTS.removeOption('electric') })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: CATEGORY_TEXTS.createSubmit }));

    expect(await screen.findByText(ORGANISE_SUCCESS.categoryCreated)).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.attributes).toEqual([
      expect.objectContaining({ name: 'Heating', options: ['gas', 'electric'], isRequired: false }),
    ]);
  });

  it('guesses lower is better for a rent, shows the guess and sends the unit', async () => {
    const { user, sent } = renderDialog();
    await fillCategory(user);
    const row = within(rows()[0]!);
    await user.type(row.getByLabelText(CATEGORY_TEXTS.attributeName), 'Rent');
    await choose(user, row, CATEGORY_TEXTS.attributeType, CATEGORY_TEXTS.typeNumber);
    expect(row.getByRole('combobox', { name: ATTRIBUTE_TEXTS.preference })).toHaveTextContent(
      ATTRIBUTE_TEXTS.preferenceLower,
    );
    expect(row.getByText(ATTRIBUTE_TEXTS.guessedFromName('Rent'))).toBeInTheDocument();
    await user.type(row.getByLabelText(ATTRIBUTE_TEXTS.unit), 'EUR/month');
    await user.click(screen.getByRole('button', { name: CATEGORY_TEXTS.addAttribute }));
    const area = within(rows()[1]!);
    await user.type(area.getByLabelText(CATEGORY_TEXTS.attributeName), 'Area');
    await choose(user, area, CATEGORY_TEXTS.attributeType, CATEGORY_TEXTS.typeNumber);
    expect(area.getByRole('combobox', { name: ATTRIBUTE_TEXTS.preference })).toHaveTextContent(
      ATTRIBUTE_TEXTS.preferenceHigher,
    );
    // the person overrides the guess: no preference for the area
    await choose(user, area, ATTRIBUTE_TEXTS.preference, ATTRIBUTE_TEXTS.preferenceNone);
    expect(area.queryByText(ATTRIBUTE_TEXTS.guessedFromName('Area'))).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: CATEGORY_TEXTS.createSubmit }));

    expect(await screen.findByText(ORGANISE_SUCCESS.categoryCreated)).toBeInTheDocument();
    expect(sent[0]!.attributes).toEqual([
      expect.objectContaining({
        name: 'Rent',
        attributeType: 'number',
        unit: 'EUR/month',
        preference: 'lower',
      }),
      expect.objectContaining({ name: 'Area', attributeType: 'number', preference: 'none' }),
    ]);
  });

  it('orders options best first and takes a yes/no default with the toggle', async () => {
    const { user, sent } = renderDialog();
    await fillCategory(user);
    const row = within(rows()[0]!);
    await user.type(row.getByLabelText(CATEGORY_TEXTS.attributeName), 'Energy label');
    await choose(user, row, CATEGORY_TEXTS.attributeType, ATTRIBUTE_TEXTS.typeOptions);
    await user.type(row.getByLabelText(CATEGORY_TEXTS.options), 'B, A,');
    await user.click(row.getByRole('button', { name: ATTRIBUTE_TEXTS.moveOptionUp('A') }));
    expect(row.getAllByTestId('option-chip').map((chip) => chip.textContent)).toEqual(['A', 'B']);
    expect(row.getByRole('combobox', { name: ATTRIBUTE_TEXTS.preference })).toHaveTextContent(
      ATTRIBUTE_TEXTS.optionsBestFirst,
    );
    await user.click(screen.getByRole('button', { name: CATEGORY_TEXTS.addAttribute }));
    const balcony = within(rows()[1]!);
    await user.type(balcony.getByLabelText(CATEGORY_TEXTS.attributeName), 'Balcony');
    await choose(user, balcony, CATEGORY_TEXTS.attributeType, ATTRIBUTE_TEXTS.typeYesNo);
    expect(balcony.getByRole('combobox', { name: ATTRIBUTE_TEXTS.preference })).toHaveTextContent(
      ATTRIBUTE_TEXTS.yesIsBetter,
    );
    await user.click(balcony.getByRole('switch', { name: CATEGORY_TEXTS.defaultValue }));
    await user.click(screen.getByRole('button', { name: CATEGORY_TEXTS.createSubmit }));

    expect(await screen.findByText(ORGANISE_SUCCESS.categoryCreated)).toBeInTheDocument();
    expect(sent[0]!.attributes).toEqual([
      expect.objectContaining({ name: 'Energy label', attributeType: 'options', options: ['A', 'B'] }),
      expect.objectContaining({
        name: 'Balcony',
        attributeType: 'yes_no',
        defaultValue: 'yes',
        preference: 'higher',
      }),
    ]);
  });
});
