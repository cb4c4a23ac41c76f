import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
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
    await user.type(middle.getByLabelText(CATEGORY_TEXTS.options), 'gas, electric,');
    expect(middle.getByRole('button', { name: CATEGORY_TEXTS.removeOption('electric') })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: CATEGORY_TEXTS.createSubmit }));

    expect(await screen.findByText(ORGANISE_SUCCESS.categoryCreated)).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.attributes).toEqual([
      expect.objectContaining({ name: 'Heating', options: ['gas', 'electric'], isRequired: false }),
    ]);
  });
});
