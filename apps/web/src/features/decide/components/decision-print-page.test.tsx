import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { decideEndpoints, type DecisionView } from '@shortlist/contracts';
import { server } from '@/testing/msw-server';
import { mockEndpoint, renderWithApp } from '@/testing/render';
import {
  makeDecisionItem,
  makeDecisionRecord,
  numberCriterion,
  decisionViewOf,
} from '@/testing/decide-fixtures';
import { signedIn } from '@/testing/session-fixtures';
import { DecisionPrintPage } from './decision-print-page';

const FOLDER = '22222222-2222-4222-8222-222222222222';
const A = '33333333-3333-4333-8333-333333333333';
const B = '44444444-4444-4444-8444-444444444444';
const USER = '55555555-5555-4555-8555-555555555555';

const price = numberCriterion('price', 'Price', 'lower');
const item = (id: string, name: string, cents: number) => makeDecisionItem(id, name, cents);
const items = [
  { ...item(A, 'Flat A', 100_000), status: 'chosen' as const, statusReason: 'Close to the park' },
  item(B, 'Flat B', 200_000),
];
const record = makeDecisionRecord(items, { members: [{ userId: USER, name: 'Ada', isViewer: true }] });
// the live view has moved on since (B is cheaper now): the page shows the record, not the live ranking
const view: DecisionView = decisionViewOf(FOLDER, 'Flats', {
  criteria: [price],
  members: record.members,
  myWeights: { price: 5 },
  groupWeights: null,
  weightsUsed: 'mine',
  items: [items[0]!, { ...items[1]!, priceCents: 50_000, values: { price: 50_000 } }],
  ranking: [],
  winnerId: B,
  runnerUpId: A,
  winnerChange: null,
  moves: [],
  decision: record,
});

describe('DecisionPrintPage', () => {
  it('prints the recorded ranking, weights and reasons, not the live ones', async () => {
    server.use(signedIn(), mockEndpoint(decideEndpoints.view, view));
    renderWithApp(<DecisionPrintPage folderId={FOLDER} />);
    expect(await screen.findByRole('heading', { name: 'Decision record: Flats' })).toBeInTheDocument();
    const rows = within(screen.getByRole('region', { name: 'Ranking' })).getAllByRole('row');
    expect(within(rows[0]!).getByRole('columnheader', { name: 'Item' })).toBeInTheDocument();
    expect(rows[1]).toHaveTextContent('1Flat A$1,000.00100/100Chosen');
    expect(rows[2]).toHaveTextContent('2Flat B$2,000.00');
    expect(screen.getByText('Price: 5 (Lower is better)')).toBeInTheDocument();
    expect(screen.getByText('Flat A (Chosen): Close to the park')).toBeInTheDocument();
  });
});
