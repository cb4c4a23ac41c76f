import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ATTRIBUTE_TEXTS,
  COMPARE_SCREEN_TEXTS,
  COMPARE_TEXTS,
  type Comparison,
  ROLE_TEXTS,
} from '@shortlist/contracts';
import { server } from '@/testing/msw-server';
import { fakeId, signedIn, VIEWER_ID } from '@/testing/organise-fixtures';
import { renderWithApp } from '@/testing/render';
import { AttributesTable, attributesCsv, CollaborativeRatingsTable, ratingsCsv } from './comparison-tables';
import { toCsv } from '@/lib/csv';

const folderId = fakeId();
const friendId = fakeId();

function comparison(overrides: Partial<Comparison> = {}): Comparison {
  const base = { folderId, currency: 'USD', categoryName: 'Homes' };
  return {
    folderId,
    type: 'attributes',
    items: [
      {
        ...base,
        id: fakeId(),
        name: 'Loft, "big"',
        priceCents: 150_000,
        creator: null,
        creatorName: 'Ada Lovelace',
        myRating: 6,
      },
      {
        ...base,
        id: fakeId(),
        name: 'Studio',
        priceCents: 90_000,
        creator: null,
        creatorName: 'Unknown',
        myRating: 9,
      },
      {
        ...base,
        id: fakeId(),
        name: 'House',
        priceCents: null,
        creator: null,
        creatorName: 'bob',
        myRating: null,
      },
    ],
    attributes: [
      {
        name: 'Rooms',
        attributeType: 'number',
        unit: null,
        preference: 'higher',
        options: [],
        values: ['3', '1', '5'],
        best: [2],
      },
      {
        name: 'District',
        attributeType: 'text',
        unit: null,
        preference: 'none',
        options: [],
        values: ['North', null, '=cmd()'],
        best: [],
      },
    ],
    collaborative: null,
    ...overrides,
  };
}

const cell = (table: HTMLElement, rowName: string, column: number) => {
  const row = within(table).getByRole('rowheader', { name: rowName }).closest('tr')!;
  return within(row).getAllByRole('cell')[column]!;
};

beforeEach(() => server.use(signedIn({ isPremium: true })));
afterEach(() => vi.restoreAllMocks());

describe('AttributesTable', () => {
  it('shows items as columns with "Created by", and the spec texts for missing values', () => {
    renderWithApp(<AttributesTable comparison={comparison()} title={COMPARE_TEXTS.title} />);
    const table = screen.getByRole('table', { name: COMPARE_TEXTS.title });
    expect(within(table).getByText('Created by Ada Lovelace')).toBeInTheDocument();
    expect(within(table).getByText('Created by Unknown')).toBeInTheDocument();
    expect(cell(table, COMPARE_TEXTS.price, 2)).toHaveTextContent(COMPARE_TEXTS.noPrice);
    expect(cell(table, COMPARE_TEXTS.rating, 2)).toHaveTextContent(COMPARE_TEXTS.notRated);
    expect(cell(table, COMPARE_TEXTS.rating, 1)).toHaveTextContent('9/10');
    expect(cell(table, 'District', 1)).toHaveTextContent(COMPARE_TEXTS.missing);
    expect(screen.queryByText(COMPARE_TEXTS.noAttributes)).not.toBeInTheDocument();
  });

  it("highlights each row's best as the row prefers: lowest price, highest rating, the attribute's own", () => {
    const data = comparison();
    data.attributes.push(
      {
        name: 'Rent',
        attributeType: 'number',
        unit: 'EUR',
        preference: 'lower',
        options: [],
        values: ['2350', '900', '1100'],
        best: [1],
      },
      {
        name: 'Area',
        attributeType: 'number',
        unit: 'm2',
        preference: 'none',
        options: [],
        values: ['120', '40', '70'],
        best: [],
      },
      {
        name: 'Balcony',
        attributeType: 'yes_no',
        unit: null,
        preference: 'higher',
        options: [],
        values: ['yes', 'no', null],
        best: [0],
      },
    );
    renderWithApp(<AttributesTable comparison={data} title={COMPARE_TEXTS.title} />);
    const table = screen.getByRole('table', { name: COMPARE_TEXTS.title });
    const best = (row: string) =>
      [0, 1, 2].filter((i) => cell(table, row, i).getAttribute('data-best') === 'true');
    expect(best(COMPARE_TEXTS.price)).toEqual([1]);
    expect(best(COMPARE_TEXTS.rating)).toEqual([1]);
    expect(best('Rooms')).toEqual([2]);
    expect(best('District')).toEqual([]);
    // the lowest rent, not the highest; no preference: no highlight
    expect(best('Rent')).toEqual([1]);
    expect(best('Area')).toEqual([]);
    expect(best('Balcony')).toEqual([0]);
    // values read with their units and yes/no as words
    expect(cell(table, 'Rent', 1)).toHaveTextContent('900 EUR');
    expect(cell(table, 'Area', 0)).toHaveTextContent('120 m2');
    expect(cell(table, 'Balcony', 1)).toHaveTextContent(ATTRIBUTE_TEXTS.no);
    expect(within(cell(table, 'Rent', 1)).getByText(/Best in this row/)).toBeInTheDocument();
    expect(screen.getByText(ATTRIBUTE_TEXTS.compareLegend)).toBeInTheDocument();
    // the CSV keeps raw values, the unit in the row's name
    expect(attributesCsv(data).split('\r\n')).toContain('Rent (EUR),2350,900,1100');
  });

  it('sets no price against another in a different currency', () => {
    const c = comparison();
    c.items[0] = { ...c.items[0]!, currency: 'EUR' };
    renderWithApp(<AttributesTable comparison={c} title={COMPARE_TEXTS.title} />);
    const table = screen.getByRole('table', { name: COMPARE_TEXTS.title });
    expect([0, 1, 2].filter((i) => cell(table, COMPARE_TEXTS.price, i).hasAttribute('data-best'))).toEqual(
      [],
    );
  });

  it('aligns every item column one way, and keeps the hidden "(Best in this row)" inside the scroll box', () => {
    renderWithApp(<AttributesTable comparison={comparison()} title={COMPARE_TEXTS.title} />);
    const table = screen.getByRole('table', { name: COMPARE_TEXTS.title });
    const cells = within(table).getAllByRole('cell');
    expect(cells.filter((c) => c.className.includes('text-right'))).toEqual([]);
    // an absolutely positioned sr-only label escapes an overflow box without a positioned ancestor
    expect(table.parentElement?.className).toMatch(/\brelative\b/);
    expect(table.parentElement?.className).toMatch(/overflow-x-auto/);
  });

  it('marks nothing when all values are equal, and says when there are no attributes', () => {
    const c = comparison({ attributes: [] });
    c.items = c.items.map((i) => ({ ...i, priceCents: 1000, myRating: 5 }));
    renderWithApp(<AttributesTable comparison={c} title={COMPARE_TEXTS.title} />);
    expect(document.querySelectorAll('[data-best]')).toHaveLength(0);
    expect(screen.getByText(COMPARE_TEXTS.noAttributes)).toBeInTheDocument();
  });

  it('adds what another feature knows of each item under its column head', () => {
    const data = comparison();
    renderWithApp(
      <AttributesTable
        comparison={data}
        title="Details"
        itemMarker={(id) => (id === data.items[1]!.id ? <span>Good deal</span> : null)}
      />,
    );
    const heads = screen.getAllByRole('columnheader');
    expect(within(heads[2]!).getByText('Good deal')).toBeInTheDocument();
    expect(within(heads[1]!).queryByText('Good deal')).not.toBeInTheDocument();
  });

  it('exports the table as CSV with proper quoting', async () => {
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:csv';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const user = userEvent.setup();
    renderWithApp(<AttributesTable comparison={comparison()} title={COMPARE_TEXTS.title} />);
    await user.click(
      screen.getByRole('button', { name: `${COMPARE_TEXTS.exportCsv}: ${COMPARE_TEXTS.title}` }),
    );
    expect(click).toHaveBeenCalledOnce();
    const text = (await blobs[0]!.text()).replace(/^\uFEFF/, '');
    expect(text).toBe(
      [
        'Attribute,"Loft, ""big""",Studio,House',
        'Created by,Ada Lovelace,Unknown,bob',
        'Price,1500.00,900.00,',
        'Currency,USD,USD,',
        'Rating,6,9,',
        'Rooms,3,1,5',
        "District,North,,'=cmd()",
        '',
      ].join('\r\n'),
    );
  });
});

describe('CollaborativeRatingsTable', () => {
  const collab = comparison({
    type: 'collaborative',
    collaborative: {
      members: [
        {
          user: { id: VIEWER_ID, fullName: 'Ada Lovelace', nickname: 'ada' },
          permission: 'owner',
          role: 'owner',
          isViewer: true,
          ratings: [6, 9, null],
        },
        {
          user: { id: friendId, fullName: null, nickname: 'fay' },
          permission: 'edit',
          role: 'rater',
          isViewer: false,
          ratings: [8, 8, 2],
        },
        {
          user: { id: fakeId(), fullName: 'Ed Editor', nickname: 'ed' },
          permission: 'edit',
          role: 'editor',
          isViewer: false,
          ratings: [null, null, null],
        },
      ],
      averages: [7, 8.5, 2],
    },
  });

  it('has a row per person with their role named as Manage Access names it, "n/10" or "Not rated", and the averages', () => {
    renderWithApp(<CollaborativeRatingsTable comparison={collab} />);
    const table = screen.getByRole('table', { name: COMPARE_TEXTS.collaborativeRatings });
    const row = (name: RegExp) => within(table).getByRole('rowheader', { name });
    expect(row(/Ada Lovelace/)).toHaveTextContent(ROLE_TEXTS.names.owner);
    // a rater reads Rater here, as in Manage Access: not Editor
    expect(row(/fay/)).toHaveTextContent(ROLE_TEXTS.names.rater);
    expect(row(/fay/)).not.toHaveTextContent(ROLE_TEXTS.names.editor);
    expect(row(/Ed Editor/)).toHaveTextContent(`Ed Editor${ROLE_TEXTS.names.editor}`);
    expect(cell(table, 'Ada Lovelace (you) Owner', 2)).toHaveTextContent(COMPARE_TEXTS.notRated);
    expect(cell(table, COMPARE_TEXTS.average, 1)).toHaveTextContent('8.5/10');
    expect(cell(table, COMPARE_TEXTS.average, 1).getAttribute('data-best')).toBe('true');
    // the ratings table's legend speaks of ratings, not of prices and attributes
    expect(screen.getByText(COMPARE_SCREEN_TEXTS.ratingsLegend)).toBeInTheDocument();
    expect(screen.queryByText(ATTRIBUTE_TEXTS.compareLegend)).not.toBeInTheDocument();
  });

  it('exports the ratings as CSV', () => {
    expect(ratingsCsv(collab)).toBe(
      [
        'Collaborator,Role,"Loft, ""big""",Studio,House',
        'Ada Lovelace,Owner,6,9,',
        'fay,Rater,8,8,2',
        'Ed Editor,Editor,,,',
        'Average,,7,8.5,2',
        '',
      ].join('\r\n'),
    );
    expect(attributesCsv(collab).split('\r\n')[0]).toBe('Attribute,"Loft, ""big""",Studio,House');
  });
});

describe('toCsv', () => {
  it('quotes separators, quotes, line breaks and edge spaces; keeps negative numbers', () => {
    expect(toCsv([['a,b', 'say "hi"', 'two\nlines', ' pad', -5, null, '+1 555', '-']])).toBe(
      '"a,b","say ""hi""","two\nlines"," pad",-5,,\'+1 555,\'-\r\n',
    );
  });
});
