import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  categoriesEndpoints,
  ITEM_TEXTS,
  itemsEndpoints,
  LINK_IMPORT_TEXTS,
  LINK_READER_ERRORS,
  linkImportEndpoints,
  ORGANISE_SUCCESS,
  type ItemCreateInput,
  type LinkPreview,
  type LinkPreviewRequest,
} from '@shortlist/contracts';
import { AddItemDialog } from '@/features/items/components/add-item-dialog';
import { FillFromLink } from '@/features/link-import/components/fill-from-link';
import { server } from '@/testing/msw-server';
import { makeAttribute, makeCategory, makeItem, signedIn } from '@/testing/organise-fixtures';
import { errorResponse, mockEndpoint, renderWithApp } from '@/testing/render';

const FOLDER_ID = '22222222-2222-4222-8222-222222222222';
const brand = makeAttribute({ name: 'Brand' });
const category = makeCategory({ name: 'Chairs', attributes: [brand] });
const PAGE = 'https://shop.example/aeron';

const preview: LinkPreview = {
  url: PAGE,
  name: 'Aeron Chair',
  description: 'The ergonomic office chair.',
  priceCents: 139550,
  currency: 'EUR',
  imageUrl: 'https://cdn.shop.example/aeron.jpg',
  attributeValues: { [brand.id]: 'Herman Miller' },
  sources: {
    name: 'structured-data',
    description: 'page-metadata',
    priceCents: 'structured-data',
    currency: 'structured-data',
    imageUrl: 'structured-data',
    attributeValues: { [brand.id]: 'model' },
  },
};

function renderDialog({ isPremium, answer }: { isPremium: boolean; answer?: () => Response | LinkPreview }) {
  const sent: ItemCreateInput[] = [];
  const previews: LinkPreviewRequest[] = [];
  server.use(
    signedIn({ isPremium }),
    mockEndpoint(categoriesEndpoints.availableForFolder, { categories: [category] }),
    mockEndpoint(linkImportEndpoints.preview, async (request) => {
      previews.push((await request.json()) as LinkPreviewRequest);
      return answer ? answer() : preview;
    }),
    mockEndpoint(itemsEndpoints.create, async (request) => {
      sent.push((await request.json()) as ItemCreateInput);
      return {
        ...makeItem(),
        folderName: 'Office',
        attributes: [],
        isFolderOwner: true,
        myRole: 'owner' as const,
        revision: 1,
        ratings: [],
      };
    }),
  );
  const user = userEvent.setup();
  // composed as the folder route composes it
  renderWithApp(
    <AddItemDialog
      open
      onOpenChange={() => {}}
      folderId={FOLDER_ID}
      linkFill={(slot) => <FillFromLink {...slot} />}
    />,
    {
      path: '/folder',
      routePath: '/folder',
    },
  );
  return { user, sent, previews };
}

async function chooseCategory(user: ReturnType<typeof userEvent.setup>) {
  (await screen.findByRole('combobox', { name: /^Category/ })).focus();
  await user.keyboard('{Enter}');
  await user.click(await screen.findByRole('option', { name: 'Chairs' }));
}

describe('Fill from link in Add New Item', () => {
  it('fills every field it can, marks where each came from, and keeps them editable', async () => {
    const { user, sent, previews } = renderDialog({ isPremium: true });
    await chooseCategory(user);
    await user.type(await screen.findByRole('textbox', { name: LINK_IMPORT_TEXTS.fillFromLink }), PAGE);
    await user.click(screen.getByRole('button', { name: LINK_IMPORT_TEXTS.read }));

    // where most values came from is said once; only the fields from elsewhere carry their source
    expect(await screen.findByText(LINK_IMPORT_TEXTS.filledFrom['structured-data'])).toBeInTheDocument();
    expect(previews).toEqual([{ url: PAGE, categoryId: category.id }]);
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Aeron Chair');
    expect(screen.getByLabelText(/^Description/)).toHaveValue('The ergonomic office chair.');
    expect(screen.getByLabelText(ITEM_TEXTS.link)).toHaveValue(PAGE);
    expect(screen.getByLabelText(/^Price/)).toHaveValue('1395.50');
    expect(screen.getByLabelText(/^Brand/)).toHaveValue('Herman Miller');
    expect(screen.queryByText(LINK_IMPORT_TEXTS.sources['structured-data'])).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Description/)).toHaveAccessibleDescription(
      LINK_IMPORT_TEXTS.sources['page-metadata'],
    );
    expect(screen.getByLabelText(/^Brand/)).toHaveAccessibleDescription(LINK_IMPORT_TEXTS.sources.model);
    expect(screen.getByText(LINK_IMPORT_TEXTS.mainImage)).toBeInTheDocument();

    // an edited field is the user's own: its source mark goes
    await user.clear(screen.getByLabelText(/^Description/));
    await user.type(screen.getByLabelText(/^Description/), 'The ergonomic office chair.');
    await user.type(screen.getByLabelText(/^Description/), '!');
    expect(screen.getByLabelText(/^Description/)).not.toHaveAccessibleDescription(
      LINK_IMPORT_TEXTS.sources['page-metadata'],
    );
    await user.clear(screen.getByLabelText(/^Name/));
    await user.type(screen.getByLabelText(/^Name/), 'My chair');

    await user.click(screen.getByRole('radio', { name: ITEM_TEXTS.ratingStar(7) }));
    await user.click(screen.getByRole('button', { name: ITEM_TEXTS.addItem }));
    expect(await screen.findByText(ORGANISE_SUCCESS.itemCreated)).toBeInTheDocument();
    expect(sent[0]).toMatchObject({
      name: 'My chair',
      sourceUrl: PAGE,
      priceCents: 139550,
      rating: 7,
      attributeValues: { [brand.id]: 'Herman Miller' },
      linkImport: { currency: 'EUR', imageUrl: 'https://cdn.shop.example/aeron.jpg' },
    });
  });

  it('leaves the image out when the user says so', async () => {
    const { user, sent } = renderDialog({ isPremium: true });
    await chooseCategory(user);
    await user.type(
      await screen.findByRole('textbox', { name: LINK_IMPORT_TEXTS.fillFromLink }),
      `${PAGE}{Enter}`,
    );
    await user.click(await screen.findByRole('button', { name: LINK_IMPORT_TEXTS.removeImage }));
    expect(screen.queryByText(LINK_IMPORT_TEXTS.mainImage)).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: ITEM_TEXTS.ratingStar(5) }));
    await user.click(screen.getByRole('button', { name: ITEM_TEXTS.addItem }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.linkImport).toEqual({ currency: 'EUR', imageUrl: null });
  });

  it('says why a page could not be read, and saving by hand still works', async () => {
    const { user, sent } = renderDialog({
      isPremium: true,
      answer: () =>
        errorResponse(400, 'VALIDATION_ERROR', LINK_READER_ERRORS.privateAddress, {
          url: LINK_READER_ERRORS.privateAddress,
        }),
    });
    await user.type(
      await screen.findByRole('textbox', { name: LINK_IMPORT_TEXTS.fillFromLink }),
      'http://intranet.example/',
    );
    await user.click(screen.getByRole('button', { name: LINK_IMPORT_TEXTS.read }));
    expect(
      await screen.findByText(`${LINK_READER_ERRORS.privateAddress} ${LINK_IMPORT_TEXTS.readFailed}`),
    ).toHaveAttribute('role', 'alert');

    await user.type(screen.getByLabelText(/^Name/), 'Typed by hand');
    await user.type(screen.getByLabelText(/^Price/), '10');
    await user.click(screen.getByRole('radio', { name: ITEM_TEXTS.ratingStar(6) }));
    await chooseCategory(user);
    await user.click(screen.getByRole('button', { name: ITEM_TEXTS.addItem }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ name: 'Typed by hand', priceCents: 1000 });
    expect(sent[0]).not.toHaveProperty('linkImport');
  });

  it('refuses a link that is not http(s) before asking the server', async () => {
    const { user, previews } = renderDialog({ isPremium: true });
    await user.type(
      await screen.findByRole('textbox', { name: LINK_IMPORT_TEXTS.fillFromLink }),
      'file:///etc/passwd',
    );
    await user.click(screen.getByRole('button', { name: LINK_IMPORT_TEXTS.read }));
    expect(await screen.findByText(LINK_READER_ERRORS.unsupportedProtocol)).toHaveAttribute('role', 'alert');
    expect(previews).toEqual([]);
  });

  it('says why a plain http image is not shown, instead of an empty box, and still sends it', async () => {
    const httpImage = 'http://cdn.shop.example/aeron.jpg';
    const { user, sent } = renderDialog({
      isPremium: true,
      answer: () => ({ ...preview, imageUrl: httpImage }),
    });
    await chooseCategory(user);
    await user.type(
      await screen.findByRole('textbox', { name: LINK_IMPORT_TEXTS.fillFromLink }),
      `${PAGE}{Enter}`,
    );
    expect(await screen.findByText(LINK_IMPORT_TEXTS.imageNotShown)).toBeInTheDocument();
    expect(document.querySelector(`img[src="${httpImage}"]`)).toBeNull();
    await user.click(screen.getByRole('radio', { name: ITEM_TEXTS.ratingStar(5) }));
    await user.click(screen.getByRole('button', { name: ITEM_TEXTS.addItem }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.linkImport).toEqual({ currency: 'EUR', imageUrl: httpImage });
  });

  it('offers Basic users no link field, only the Premium-marked button that opens the upgrade prompt', async () => {
    const { user, previews } = renderDialog({ isPremium: false });
    const offer = await screen.findByRole('button', { name: /^Fill from link/ });
    expect(offer).toHaveTextContent(LINK_IMPORT_TEXTS.premiumLabel);
    expect(screen.queryByRole('textbox', { name: LINK_IMPORT_TEXTS.fillFromLink })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: LINK_IMPORT_TEXTS.read })).not.toBeInTheDocument();

    await user.click(offer);
    expect(await screen.findByRole('dialog', { name: LINK_IMPORT_TEXTS.upgradeFeature })).toBeInTheDocument();
    expect(screen.getByText(LINK_READER_ERRORS.premiumRequired)).toBeInTheDocument();
    expect(previews).toEqual([]);
  });
});
