import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  attributeCriterionId,
  categoriesEndpoints,
  type DecisionView,
  decideEndpoints,
  foldersEndpoints,
  type FolderRole,
  itemDetailEndpoints,
  ORGANISE_VALIDATION,
} from '@shortlist/contracts';
import type * as Csv from '@/lib/csv';
import { makeDecisionItem, numberCriterion } from '@/testing/decide-fixtures';
import { server } from '@/testing/msw-server';
import { makeAttribute, makeCategory, makeFolder, makeItem } from '@/testing/organise-fixtures';
import { errorResponse, mockEndpoint, renderWithApp } from '@/testing/render';
import { signedIn } from '@/testing/session-fixtures';
import { hiddenColumnsKey } from '../lib/hidden-columns';
import { FolderTablePage } from './folder-table-page';

const downloads = vi.hoisted(() => [] as Array<{ name: string; csv: string }>);
vi.mock('@/lib/csv', async (importOriginal) => ({
  ...(await importOriginal<typeof Csv>()),
  downloadCsv: (name: string, csv: string) => downloads.push({ name, csv }),
}));

const FOLDER = '22222222-2222-4222-8222-222222222222';
const A = '33333333-3333-4333-8333-333333333333';
const B = '44444444-4444-4444-8444-444444444444';
const C = '55555555-5555-4555-8555-555555555555';
const AREA = makeAttribute({ name: 'Area', attributeType: 'number', unit: 'm2' });
const CATEGORY = makeCategory({ attributes: [AREA] });

// jsdom lays nothing out: give the grid a viewport, so the virtualizer renders the rows in view
const sizes = { clientHeight: 800, clientWidth: 1280 };
const saved = Object.fromEntries(
  Object.keys(sizes).map((k) => [k, Object.getOwnPropertyDescriptor(HTMLElement.prototype, k)]),
);
beforeAll(() => {
  for (const [key, value] of Object.entries(sizes))
    Object.defineProperty(HTMLElement.prototype, key, { configurable: true, get: () => value });
});
afterAll(() => {
  for (const [key, descriptor] of Object.entries(saved))
    if (descriptor) Object.defineProperty(HTMLElement.prototype, key, descriptor);
});
beforeEach(() => {
  localStorage.clear();
  downloads.length = 0;
});

function decisionView(): DecisionView {
  const item = (
    id: string,
    name: string,
    price: number | null,
    area: number | null,
    average: number | null,
  ) =>
    makeDecisionItem(id, name, price, {
      averageRating: average,
      values: { ...(price === null ? {} : { price }), ...(area === null ? {} : { 'attr:Area': area }) },
    });
  return {
    folder: {
      id: FOLDER,
      name: 'Flats',
      isShared: false,
      budgetCents: null,
      groupLocked: false,
      viewerIsOwner: true,
    },
    money: { currency: 'USD', rates: [], currencies: ['USD'], missingRates: [] },
    criteria: [
      numberCriterion('price', 'Price', 'lower'),
      { ...numberCriterion(attributeCriterionId('Area'), 'Area', 'higher'), unit: 'm2' },
    ],
    members: [],
    myWeights: { price: 5, 'attr:Area': 5 },
    groupWeights: null,
    weightsUsed: 'mine',
    items: [
      item(A, 'Flat A', 150_000, 60, 7),
      item(B, 'Flat B', 90_000, null, null),
      item(C, 'Flat C', null, 80, 4.5),
    ],
    ranking: [
      { itemId: A, rank: 1, score: 71.4, contributions: [], knockOuts: [] },
      { itemId: B, rank: 2, score: 55, contributions: [], knockOuts: [] },
      { itemId: C, rank: 3, score: 12.2, contributions: [], knockOuts: [] },
    ],
    winnerId: A,
    runnerUpId: B,
    winnerChange: null,
    moves: [],
    decision: null,
  };
}

function serve(role: FolderRole = 'owner', view = decisionView()) {
  const card = (id: string, name: string, myRating: number | null) =>
    makeItem({ id, folderId: FOLDER, name, categoryId: CATEGORY.id, myRating });
  server.use(
    signedIn(),
    mockEndpoint(foldersEndpoints.get, {
      folder: makeFolder({ id: FOLDER, name: 'Flats', myRole: role, isOwned: role === 'owner' }),
      breadcrumb: [],
      subfolders: [],
      items: [card(A, 'Flat A', 8), card(B, 'Flat B', null), card(C, 'Flat C', 3)],
    }),
    mockEndpoint(decideEndpoints.view, view),
    mockEndpoint(categoriesEndpoints.availableForFolder, { categories: [CATEGORY] }),
  );
}

const grid = () => screen.findByRole('grid', { name: 'Items table' });
/** The item names down the first column, in the order shown. */
const names = () => screen.getAllByRole('rowheader').map((cell) => cell.textContent);
const cellOf = (item: string, column: number) => {
  const row = screen.getByRole('rowheader', { name: item }).closest('[role="row"]') as HTMLElement;
  return within(row).getAllByRole('gridcell')[column - 1]!;
};

describe('FolderTablePage', () => {
  it('shows each item with its price, ratings, status, score and attributes (with units)', async () => {
    serve();
    renderWithApp(<FolderTablePage folderId={FOLDER} />);
    await grid();
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['Name', 'Price', 'My rating', 'Group average', 'Status', 'Score', 'Area (m2)']);
    expect(names()).toEqual(['Flat A', 'Flat B', 'Flat C']);
    const cells = within(cellOf('Flat A', 1).closest('[role="row"]') as HTMLElement)
      .getAllByRole('gridcell')
      .map((c) => c.textContent);
    expect(cells).toEqual(['$1,500.00', '8/10', '7.0', 'Considering', '71/100', '60']);
    expect(cellOf('Flat C', 1)).toHaveTextContent('No price set');
  });

  it('sorts by any column, items without a value last either way', async () => {
    serve();
    renderWithApp(<FolderTablePage folderId={FOLDER} />);
    await grid();
    const price = screen.getByRole('columnheader', { name: /Price/ });
    // numbers sort highest first on the first click, then lowest first
    fireEvent.click(within(price).getByRole('button'));
    expect(price).toHaveAttribute('aria-sort', 'descending');
    expect(names()).toEqual(['Flat A', 'Flat B', 'Flat C']);
    fireEvent.click(within(price).getByRole('button'));
    expect(price).toHaveAttribute('aria-sort', 'ascending');
    expect(names()).toEqual(['Flat B', 'Flat A', 'Flat C']);
    const area = screen.getByRole('columnheader', { name: /Area/ });
    fireEvent.click(within(area).getByRole('button'));
    expect(names()).toEqual(['Flat C', 'Flat A', 'Flat B']);
    const name = screen.getByRole('columnheader', { name: /Name/ });
    fireEvent.click(within(name).getByRole('button'));
    fireEvent.click(within(name).getByRole('button'));
    expect(name).toHaveAttribute('aria-sort', 'descending');
    expect(names()).toEqual(['Flat C', 'Flat B', 'Flat A']);
  });

  it('hides a column and remembers it for the folder', async () => {
    serve();
    const user = userEvent.setup();
    const first = renderWithApp(<FolderTablePage folderId={FOLDER} />);
    await grid();
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    await user.click(await screen.findByRole('menuitemcheckbox', { name: 'Group average' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('columnheader', { name: /Group average/ })).not.toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(hiddenColumnsKey(FOLDER))!)).toEqual(['average']);
    first.unmount();

    renderWithApp(<FolderTablePage folderId={FOLDER} />);
    await grid();
    expect(screen.queryByRole('columnheader', { name: /Group average/ })).not.toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Score/ })).toBeInTheDocument();
  });

  it('shows an edited price at once and rolls it back with the server refusal', async () => {
    serve();
    let answer!: () => void;
    let sent: unknown;
    server.use(
      mockEndpoint(itemDetailEndpoints.save, async (request) => {
        sent = await request.json();
        await new Promise<void>((resolve) => (answer = resolve));
        return errorResponse(400, 'VALIDATION_ERROR', 'Price must be between 0 and 999999.99');
      }),
    );
    const user = userEvent.setup();
    renderWithApp(<FolderTablePage folderId={FOLDER} />);
    await grid();
    await user.dblClick(cellOf('Flat A', 1));
    const input = await screen.findByRole('textbox', { name: 'Price of Flat A' });
    expect(input).toHaveValue('1500.00');
    await user.clear(input);
    await user.type(input, '1250{Enter}');
    // at once, before the server answers
    expect(cellOf('Flat A', 1)).toHaveTextContent('$1,250.00');
    await waitFor(() => expect(sent).toEqual({ changes: { fields: { priceCents: 125_000 } } }));
    answer();
    await waitFor(() => expect(cellOf('Flat A', 1)).toHaveTextContent('$1,500.00'));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Price of Flat A not saved: Price must be between 0 and 999999.99',
    );
  });

  it('checks a typed value with the spec message before sending it', async () => {
    serve();
    let calls = 0;
    server.use(mockEndpoint(itemDetailEndpoints.setRating, () => (calls++, { rating: 1 })));
    const user = userEvent.setup();
    renderWithApp(<FolderTablePage folderId={FOLDER} />);
    await grid();
    await user.dblClick(cellOf('Flat B', 2));
    const input = await screen.findByRole('textbox', { name: 'My rating of Flat B' });
    await user.type(input, '11{Enter}');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('status')).toHaveTextContent(ORGANISE_VALIDATION.ratingRange);
    expect(calls).toBe(0);
  });

  it('moves with the arrow keys, edits with Enter, saves with Enter and cancels with Escape', async () => {
    serve();
    let rated: unknown;
    let answer!: () => void;
    server.use(
      mockEndpoint(itemDetailEndpoints.setRating, async (request) => {
        rated = await request.json();
        await new Promise<void>((resolve) => (answer = resolve));
        return { rating: 9 };
      }),
    );
    const user = userEvent.setup();
    renderWithApp(<FolderTablePage folderId={FOLDER} />);
    await grid();
    const start = screen.getByRole('rowheader', { name: 'Flat A' });
    start.focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(cellOf('Flat A', 2)).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(cellOf('Flat B', 2)).toHaveFocus();
    await user.keyboard('{ArrowUp}{Enter}');
    const input = await screen.findByRole('textbox', { name: 'My rating of Flat A' });
    await user.clear(input);
    await user.type(input, '9');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(cellOf('Flat A', 2)).toHaveTextContent('8/10');
    expect(cellOf('Flat A', 2)).toHaveFocus();

    await user.keyboard('{Enter}');
    const again = await screen.findByRole('textbox', { name: 'My rating of Flat A' });
    await user.clear(again);
    await user.type(again, '9{Enter}');
    expect(cellOf('Flat A', 2)).toHaveTextContent('9/10');
    await waitFor(() => expect(rated).toEqual({ rating: 9 }));
    expect(cellOf('Flat A', 2)).toHaveFocus();
    answer();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('My rating of Flat A saved'));
  });

  it('saves an attribute value by its category attribute; Tab saves and moves to the next cell', async () => {
    serve();
    const sent: unknown[] = [];
    server.use(
      mockEndpoint(itemDetailEndpoints.save, async (request) => {
        sent.push(await request.json());
        return new Response(null, { status: 500 });
      }),
    );
    const user = userEvent.setup();
    renderWithApp(<FolderTablePage folderId={FOLDER} />);
    await grid();
    await user.dblClick(cellOf('Flat B', 6));
    await user.type(await screen.findByRole('textbox', { name: 'Area (m2) of Flat B' }), '72{Enter}');
    await waitFor(() => expect(sent).toEqual([{ changes: { attributeValues: { [AREA.id]: '72' } } }]));

    await user.dblClick(cellOf('Flat B', 1));
    const price = await screen.findByRole('textbox', { name: 'Price of Flat B' });
    await user.clear(price);
    await user.type(price, '1,000{Tab}');
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toEqual({ changes: { fields: { priceCents: 100_000 } } });
    expect(cellOf('Flat B', 2)).toHaveFocus();
  });

  it('gives a viewer read-only cells', async () => {
    serve('viewer');
    const user = userEvent.setup();
    renderWithApp(<FolderTablePage folderId={FOLDER} />);
    await grid();
    const price = cellOf('Flat A', 1);
    expect(price).toHaveAttribute('aria-readonly', 'true');
    await user.dblClick(price);
    price.focus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('lets a rater rate but not change the price', async () => {
    serve('rater');
    renderWithApp(<FolderTablePage folderId={FOLDER} />);
    await grid();
    expect(cellOf('Flat A', 1)).toHaveAttribute('aria-readonly', 'true');
    expect(cellOf('Flat A', 2)).not.toHaveAttribute('aria-readonly');
  });

  it('exports the visible columns in the order shown', async () => {
    serve();
    localStorage.setItem(hiddenColumnsKey(FOLDER), JSON.stringify(['average', 'status', 'score']));
    renderWithApp(<FolderTablePage folderId={FOLDER} />);
    await grid();
    fireEvent.click(within(screen.getByRole('columnheader', { name: /Price/ })).getByRole('button'));
    fireEvent.click(within(screen.getByRole('columnheader', { name: /Price/ })).getByRole('button'));
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(downloads).toHaveLength(1);
    expect(downloads[0]!.name).toBe('Flats - table.csv');
    expect(downloads[0]!.csv.split('\r\n')).toEqual([
      'Name,Price,My rating,Area (m2)',
      'Flat B,$900.00,,',
      'Flat A,"$1,500.00",8/10,60',
      'Flat C,No price set,3/10,80',
      '',
    ]);
  });
});
