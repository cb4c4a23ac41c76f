import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  categoriesEndpoints,
  ITEM_TEXTS,
  itemsEndpoints,
  ORGANISE_SUCCESS,
  ORGANISE_VALIDATION,
  PRICE_INPUT_TEXTS,
  PRIVATE_ITEM_TEXTS,
  TOAST_TITLES,
  type ItemCreateInput,
} from '@shortlist/contracts';
import { server } from '@/testing/msw-server';
import { makeAttribute, makeCategory, makeItem, signedIn } from '@/testing/organise-fixtures';
import { mockEndpoint, renderWithApp } from '@/testing/render';
import { AddItemDialog } from './add-item-dialog';

const FOLDER_ID = '22222222-2222-4222-8222-222222222222';
const floors = makeAttribute({ name: 'Floors', attributeType: 'number', isRequired: true });
const area = makeAttribute({ name: 'Area', isRequired: false });
const category = makeCategory({ name: 'Homes', attributes: [floors, area] });

function renderDialog(categories = [category]) {
  const sent: ItemCreateInput[] = [];
  server.use(
    signedIn(),
    mockEndpoint(categoriesEndpoints.availableForFolder, { categories }),
    mockEndpoint(itemsEndpoints.create, async (request) => {
      const body = (await request.json()) as ItemCreateInput;
      sent.push(body);
      return {
        ...makeItem(),
        folderName: 'Flats',
        attributes: [],
        isFolderOwner: true,
        myRole: 'owner' as const,
        revision: 1,
        ratings: [],
      };
    }),
  );
  const user = userEvent.setup();
  renderWithApp(<AddItemDialog open onOpenChange={() => {}} folderId={FOLDER_ID} />, {
    path: '/folder',
    routePath: '/folder',
  });
  return { user, sent };
}

async function chooseCategory(user: ReturnType<typeof userEvent.setup>) {
  screen.getByRole('combobox', { name: /^Category/ }).focus();
  await user.keyboard('{Enter}');
  await user.click(await screen.findByRole('option', { name: 'Homes' }));
}

describe('AddItemDialog', () => {
  it('shows no Required error for a field the user has not touched (choosing a category first)', async () => {
    const { user } = renderDialog();
    await screen.findByRole('button', { name: ITEM_TEXTS.addItem });
    await chooseCategory(user);
    expect(await screen.findByLabelText(/^Floors/)).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByText(ORGANISE_VALIDATION.attributeRequired)).not.toBeInTheDocument();
    expect(screen.queryByText(ORGANISE_VALIDATION.itemNameRequired)).not.toBeInTheDocument();
  });

  it('keeps Add Item disabled until the required attribute is filled, then sends cents', async () => {
    const { user, sent } = renderDialog();
    const submit = await screen.findByRole('button', { name: ITEM_TEXTS.addItem });
    await user.type(screen.getByLabelText(/^Name/), 'Flat on Elm Street');
    await user.type(screen.getByLabelText(/^Price/), '1234.5');
    await user.click(screen.getByRole('radio', { name: ITEM_TEXTS.ratingStar(8) }));
    await chooseCategory(user);
    expect(await screen.findByLabelText(/^Floors/)).toBeInTheDocument();
    expect(submit).toBeDisabled();

    await user.click(screen.getByLabelText(/^Floors/));
    await user.tab();
    expect(await screen.findByText(ORGANISE_VALIDATION.attributeRequired)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Floors/), '3');
    expect(submit).toBeEnabled();
    // the "Private" switch: only the creator will see the item
    const privateSwitch = screen.getByRole('switch', { name: PRIVATE_ITEM_TEXTS.switchLabel });
    expect(privateSwitch).not.toBeChecked();
    await user.click(privateSwitch);

    await user.click(submit);
    expect(await screen.findByText(ORGANISE_SUCCESS.itemCreated)).toBeInTheDocument();
    expect(sent[0]).toMatchObject({
      name: 'Flat on Elm Street',
      priceCents: 123450,
      rating: 8,
      categoryId: category.id,
      attributeValues: { [floors.id]: '3', [area.id]: '' },
      isPrivate: true,
    });
  });

  it('refuses a link that is not a URL with the "Invalid URL" toast', async () => {
    const { user } = renderDialog();
    await user.type(await screen.findByLabelText(ITEM_TEXTS.link), 'not a link');
    await user.tab();
    expect(await screen.findByText(TOAST_TITLES.invalidUrl)).toBeInTheDocument();
    expect(screen.getAllByText(ORGANISE_VALIDATION.invalidUrl).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: ITEM_TEXTS.addItem })).toBeDisabled();
  });

  it.each([
    ['1000000', ORGANISE_VALIDATION.priceRange],
    ['-1', ORGANISE_VALIDATION.priceRange],
    ['1.005', ORGANISE_VALIDATION.priceStep],
    // a number input handed the form '' for this and it said "Price is required"
    ['12e', PRICE_INPUT_TEXTS.notANumber],
  ])('refuses the price %s', async (price, message) => {
    const { user } = renderDialog();
    await user.type(await screen.findByLabelText(/^Price/), price);
    await user.tab();
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('offers to create a category when the folder has none', async () => {
    const { user } = renderDialog([]);
    expect(await screen.findByText(ITEM_TEXTS.noCategoriesTitle)).toBeInTheDocument();
    // the footer's Close next to the dialog's own close icon
    expect(screen.getAllByRole('button', { name: ITEM_TEXTS.close })).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: ITEM_TEXTS.createFirstCategory }));
    expect(await screen.findByText('other route')).toBeInTheDocument();
  });
});
