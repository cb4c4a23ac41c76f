import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  categoriesEndpoints,
  compareEndpoints,
  ITEM_TEXTS,
  type ItemCreateInput,
  itemsEndpoints,
  decideEndpoints,
  type DecisionView,
  notificationsEndpoints,
  rankOpenItems,
  type Comparison,
  currencyOfLocale,
  type FolderMoney,
  foldersEndpoints,
  formatMoney,
  MONEY_ERRORS,
  MONEY_TEXTS,
  moneyEndpoints,
} from '@shortlist/contracts';
import { CategoryDialog } from '@/features/categories/components/category-dialog';
import { ComparePage } from '@/features/compare/components/compare-page';
import { AddItemDialog } from '@/features/items/components/add-item-dialog';
import { DecidePage } from '@/features/decide/components/decide-page';
import { CreateFolderDialog, EditFolderDialog } from '@/features/folders/components/folder-dialogs';
import { paths } from '@/config/paths';
import { formatPrice } from '@/lib/format';
import { makeDecisionItem, numberCriterion } from '@/testing/decide-fixtures';
import { server } from '@/testing/msw-server';
import {
  fakeId,
  makeAttribute,
  makeCategory,
  makeFolder,
  makeItem,
  signedIn,
} from '@/testing/organise-fixtures';
import { errorResponse, mockEndpoint, renderWithApp } from '@/testing/render';

afterEach(() => vi.restoreAllMocks());

describe('one money formatter', () => {
  it('writes each amount in its own currency, with that currency’s decimals', () => {
    expect(formatMoney(235_000, 'EUR')).toBe('€2,350.00');
    expect(formatMoney(123_450, 'USD')).toBe('$1,234.50');
    expect(formatMoney(123_456, 'JPY')).toBe('¥1,235');
    expect(formatMoney(99_900, 'CHF')).toMatch(/^CHF\s999\.00$/);
    expect(formatPrice(235_000, 'GBP')).toBe('£2,350.00');
    expect(formatPrice(null, 'EUR')).toBeNull();
  });

  it('takes a new folder’s currency from the browser’s language region', () => {
    expect(currencyOfLocale('de-DE')).toBe('EUR');
    expect(currencyOfLocale('fr')).toBe('EUR');
    expect(currencyOfLocale('en-GB')).toBe('GBP');
    expect(currencyOfLocale('en-US')).toBe('USD');
    expect(currencyOfLocale('ja')).toBe('JPY');
    expect(currencyOfLocale(undefined)).toBe('USD');
  });
});

/** Types the code on the closed select, which chooses it (picking from the open list: currency-select.test). */
async function chooseCurrency(select: HTMLElement, label: string) {
  // no pause between the keys: a slow run must not let the typed search lapse between letters
  const user = userEvent.setup({ delay: null });
  select.focus();
  await user.keyboard(label.slice(0, 3));
  expect(select).toHaveTextContent(label);
}

describe('the folder’s currency control', () => {
  it('starts a new folder in the browser’s currency and sends the one chosen', async () => {
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('de-DE');
    let sent: unknown;
    server.use(
      signedIn(),
      mockEndpoint(foldersEndpoints.create, async (request) => {
        sent = await request.json();
        return makeFolder({ name: 'Berlin', currency: 'GBP' });
      }),
    );
    renderWithApp(<CreateFolderDialog open onOpenChange={() => {}} />);
    const currency = await screen.findByRole('combobox', { name: MONEY_TEXTS.folderCurrency });
    expect(currency).toHaveTextContent('EUR · Euro');
    await userEvent.type(screen.getByLabelText(/^Folder Name/), 'Berlin');
    await chooseCurrency(currency, 'GBP · British Pound');
    await userEvent.click(screen.getByRole('button', { name: /Create/ }));
    await vi.waitFor(() => expect(sent).toMatchObject({ name: 'Berlin', currency: 'GBP' }));
  });

  it('changes an existing folder’s currency in Edit Folder', async () => {
    let sent: unknown;
    server.use(
      signedIn(),
      mockEndpoint(foldersEndpoints.update, async (request) => {
        sent = await request.json();
        return makeFolder({ currency: 'EUR' });
      }),
    );
    renderWithApp(<EditFolderDialog open onOpenChange={() => {}} folder={makeFolder({ currency: 'USD' })} />);
    const currency = await screen.findByRole('combobox', { name: MONEY_TEXTS.folderCurrency });
    expect(currency).toHaveTextContent('USD · US Dollar');
    await chooseCurrency(currency, 'EUR · Euro');
    await userEvent.click(screen.getByRole('button', { name: /Save/ }));
    await vi.waitFor(() => expect(sent).toMatchObject({ currency: 'EUR' }));
  });
});

describe('Compare with prices in two currencies', () => {
  const folderId = fakeId();
  const ids = [fakeId(), fakeId()];
  const item = (id: string, name: string, priceCents: number, currency: string) => ({
    id,
    folderId,
    name,
    priceCents,
    currency,
    categoryName: 'Flats',
    creator: null,
    creatorName: 'Ada',
    myRating: null,
  });
  const comparison: Comparison = {
    folderId,
    type: 'attributes',
    items: [item(ids[0]!, 'Altbau', 125_000, 'EUR'), item(ids[1]!, 'Expat flat', 140_000, 'USD')],
    attributes: [],
    collaborative: null,
  };
  const money = (overrides: Partial<FolderMoney> = {}): FolderMoney => ({
    folderId,
    currency: 'EUR',
    rates: [],
    otherCurrencies: ['USD'],
    canEditRates: true,
    ...overrides,
  });
  const open = () =>
    renderWithApp(<ComparePage folderId={folderId} />, {
      path: paths.compare(folderId, ids, 'attributes'),
      routePath: '/app/folder/:folderId/compare',
    });

  it('says so, shows the converted price once a rate is set, and lets the owner set rates', async () => {
    let saved: unknown;
    server.use(
      signedIn(),
      mockEndpoint(compareEndpoints.compare, comparison),
      mockEndpoint(
        moneyEndpoints.get,
        money({ rates: [{ currency: 'USD', rate: 0.9, updatedAt: '2026-12-01T00:00:00.000Z' }] }),
      ),
      mockEndpoint(moneyEndpoints.update, async (request) => {
        saved = await request.json();
        return money();
      }),
    );
    open();
    const notice = await screen.findByRole('status', { name: MONEY_TEXTS.exchangeRates });
    expect(notice).toHaveTextContent(MONEY_TEXTS.mixedCompare(['EUR', 'USD']));
    expect(within(notice).getByText(MONEY_TEXTS.rateLine('USD', 0.9, 'EUR'))).toBeInTheDocument();
    expect(screen.getByText('$1,400.00')).toBeInTheDocument();
    expect(screen.getByText(MONEY_TEXTS.converted('€1,260.00'))).toBeInTheDocument();

    await userEvent.click(within(notice).getByRole('button', { name: MONEY_TEXTS.setExchangeRates }));
    const field = await screen.findByLabelText(MONEY_TEXTS.rateLabel('USD', 'EUR'));
    await userEvent.clear(field);
    await userEvent.type(field, '0.95');
    await userEvent.click(screen.getByRole('button', { name: MONEY_TEXTS.saveRates }));
    await vi.waitFor(() => expect(saved).toEqual({ rates: [{ currency: 'USD', rate: 0.95 }] }));
  });

  it('puts the server’s refusal under the rate, and tells others who can set rates', async () => {
    server.use(
      signedIn(),
      mockEndpoint(compareEndpoints.compare, comparison),
      mockEndpoint(moneyEndpoints.get, money()),
      mockEndpoint(moneyEndpoints.update, () =>
        errorResponse(400, 'VALIDATION_ERROR', MONEY_ERRORS.rateInvalid, {
          'rates.0.rate': MONEY_ERRORS.rateInvalid,
        }),
      ),
    );
    open();
    const notice = await screen.findByRole('status', { name: MONEY_TEXTS.exchangeRates });
    await userEvent.click(within(notice).getByRole('button', { name: MONEY_TEXTS.setExchangeRates }));
    await userEvent.type(await screen.findByLabelText(MONEY_TEXTS.rateLabel('USD', 'EUR')), '2');
    await userEvent.click(screen.getByRole('button', { name: MONEY_TEXTS.saveRates }));
    expect(await screen.findByText(MONEY_ERRORS.rateInvalid)).toBeInTheDocument();
  });

  it('tells a collaborator that the owner sets the rates', async () => {
    server.use(
      signedIn(),
      mockEndpoint(compareEndpoints.compare, comparison),
      mockEndpoint(moneyEndpoints.get, money({ canEditRates: false })),
    );
    open();
    expect(await screen.findByText(MONEY_TEXTS.ownerSetsRates)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: MONEY_TEXTS.setExchangeRates })).not.toBeInTheDocument();
  });
});

describe('Decide with a price in a currency the folder has no rate for', () => {
  it('says so, and leaves that item out of the price criterion with its reason beside it', async () => {
    const folderId = fakeId();
    const euro = makeDecisionItem(fakeId(), 'Altbau', 100_000, {
      currency: 'EUR',
      values: { price: 100_000, 'attr:Rooms': 2 },
    });
    const dollar = makeDecisionItem(fakeId(), 'Expat flat', 90_000, {
      values: { price: null, 'attr:Rooms': 4 },
      leftOut: ['price'],
      priceInFolderCurrency: null,
    });
    const criteria = [
      numberCriterion('price', 'Price', 'lower'),
      numberCriterion('attr:Rooms', 'Rooms', 'higher'),
    ];
    const weights = { price: 5, 'attr:Rooms': 1 };
    const result = rankOpenItems({ criteria, weights, items: [euro, dollar], budgetCents: null });
    const view: DecisionView = {
      folder: {
        id: folderId,
        name: 'Berlin',
        isShared: false,
        budgetCents: null,
        groupLocked: false,
        viewerIsOwner: true,
      },
      money: { currency: 'EUR', rates: [], currencies: ['EUR', 'USD'], missingRates: ['USD'] },
      criteria,
      members: [],
      myWeights: weights,
      groupWeights: null,
      weightsUsed: 'mine',
      items: [euro, dollar],
      ...result,
      moves: [],
      decision: null,
    };
    server.use(
      signedIn(),
      mockEndpoint(decideEndpoints.view, view),
      mockEndpoint(decideEndpoints.markSeen, () => new Response(null, { status: 204 })),
      mockEndpoint(notificationsEndpoints.getSettings, { email: 'each', mutedFolderIds: [] }),
      mockEndpoint(moneyEndpoints.get, {
        folderId,
        currency: 'EUR',
        rates: [],
        otherCurrencies: ['USD'],
        canEditRates: true,
      }),
    );
    renderWithApp(<DecidePage folderId={folderId} role="owner" />);
    const notice = await screen.findByRole('status', { name: MONEY_TEXTS.exchangeRates });
    expect(notice).toHaveTextContent(MONEY_TEXTS.mixedDecide(['EUR', 'USD'], 'EUR'));
    expect(notice).toHaveTextContent(MONEY_TEXTS.missingRates(['USD'], 'EUR'));
    const row = screen.getByRole('listitem', { name: 'Expat flat' });
    expect(within(row).getByText(MONEY_TEXTS.leftOut('USD', 'EUR'))).toBeInTheDocument();
    expect(within(row).getByText('$900.00')).toBeInTheDocument();
    // ranked on what else it has, not knocked out or scored 0 for a price it has
    expect(within(row).queryByText('—')).not.toBeInTheDocument();
  });
});

describe('the price’s currency control on Add Item', () => {
  it('starts in the folder’s currency and sends the one picked beside the amount', async () => {
    const rooms = makeAttribute({ name: 'Rooms', attributeType: 'number', isRequired: false });
    const category = makeCategory({ name: 'Homes', attributes: [rooms] });
    const sent: ItemCreateInput[] = [];
    server.use(
      signedIn(),
      mockEndpoint(categoriesEndpoints.availableForFolder, { categories: [category] }),
      mockEndpoint(itemsEndpoints.create, async (request) => {
        sent.push((await request.json()) as ItemCreateInput);
        return {
          ...makeItem(),
          folderName: 'Berlin',
          attributes: [],
          isFolderOwner: true,
          myRole: 'owner' as const,
          revision: 1,
          ratings: [],
        };
      }),
    );
    const user = userEvent.setup();
    renderWithApp(<AddItemDialog open onOpenChange={() => {}} folderId={fakeId()} currency="EUR" />, {
      path: '/folder',
      routePath: '/folder',
    });
    const currency = await screen.findByRole('combobox', { name: MONEY_TEXTS.currency });
    expect(currency).toHaveTextContent('EUR · Euro');
    await user.type(screen.getByLabelText(/^Name/), 'Altbau');
    await user.type(screen.getByLabelText(/^Price/), '1250');
    await chooseCurrency(currency, 'CHF · Swiss Franc');
    await user.click(screen.getByRole('radio', { name: ITEM_TEXTS.ratingStar(7) }));
    screen.getByRole('combobox', { name: /^Category/ }).focus();
    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('option', { name: 'Homes' }));
    await user.click(screen.getByRole('button', { name: ITEM_TEXTS.addItem }));
    await vi.waitFor(() => expect(sent[0]).toMatchObject({ priceCents: 125_000, currency: 'CHF' }));
  });
});

describe('the category dialog and a price-named attribute', () => {
  it('says that every item already has a price with a currency', async () => {
    server.use(signedIn());
    renderWithApp(
      <CategoryDialog open onOpenChange={() => {}} category={null} onPremiumRequired={() => {}} />,
    );
    const name = (await screen.findAllByLabelText('Attribute name'))[0]!;
    await userEvent.type(name, 'District');
    expect(screen.queryByText(MONEY_TEXTS.categoryPriceHint)).not.toBeInTheDocument();
    await userEvent.clear(name);
    await userEvent.type(name, 'Rent (EUR/month)');
    expect(await screen.findByText(MONEY_TEXTS.categoryPriceHint)).toBeInTheDocument();
  });
});
