import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  type Criterion,
  DECIDE_ERRORS,
  DECIDE_TEXTS as T,
  decideEndpoints,
  type DecisionView,
  notificationsEndpoints,
} from '@shortlist/contracts';
import { makeDecisionItem, numberCriterion, decisionViewOf } from '@/testing/decide-fixtures';
import { server } from '@/testing/msw-server';
import { errorResponse, mockEndpoint, renderWithApp } from '@/testing/render';
import { signedIn } from '@/testing/session-fixtures';
import { DecidePage } from './decide-page';

const FOLDER = '22222222-2222-4222-8222-222222222222';
const A = '33333333-3333-4333-8333-333333333333';
const B = '44444444-4444-4444-8444-444444444444';

const pets: Criterion = {
  ...numberCriterion('attr:Pets', 'Pets allowed', 'higher'),
  kind: 'options',
  options: ['yes', 'no'],
  optionPoints: { yes: 10, no: 0 },
};
const rooms: Criterion = { ...numberCriterion('attr:Rooms', 'Rooms', 'higher'), unit: 'rooms' };

// A is cheaper and takes pets; B is larger and does not: with price 5 and rooms 1, B's rooms do not make up
const view: DecisionView = decisionViewOf(FOLDER, 'Flats', {
  criteria: [numberCriterion('price', 'Price', 'lower'), rooms, pets],
  members: [],
  myWeights: { price: 5, 'attr:Rooms': 1, 'attr:Pets': 0 },
  groupWeights: null,
  weightsUsed: 'mine',
  items: [
    makeDecisionItem(A, 'Flat A', 100_000, {
      values: { price: 100_000, 'attr:Rooms': 2, 'attr:Pets': 'no' },
    }),
    makeDecisionItem(B, 'Flat B', 200_000, {
      values: { price: 200_000, 'attr:Rooms': 4, 'attr:Pets': 'yes' },
    }),
  ],
  ranking: [],
  winnerId: A,
  runnerUpId: B,
  winnerChange: null,
  moves: [],
  decision: null,
});

const rankingNames = () =>
  within(screen.getByRole('region', { name: T.ranking }))
    .getAllByRole('listitem')
    .map((li) => li.getAttribute('aria-label'))
    .filter(Boolean);

/** The criteria's quiet line: saving, saved with undo, or not saved. */
const saveState = () => within(screen.getByRole('region', { name: T.criteria })).getByRole('status');

function serve(extra: Parameters<typeof server.use> = []) {
  server.use(
    signedIn(),
    mockEndpoint(decideEndpoints.view, view),
    mockEndpoint(decideEndpoints.markSeen, () => new Response(null, { status: 204 })),
    mockEndpoint(notificationsEndpoints.getSettings, { email: 'each', mutedFolderIds: [] }),
    ...extra,
  );
}

describe('DecidePage at a glance', () => {
  it('leads with the top pick: its score out of 100, why, and what would change the winner', async () => {
    serve();
    renderWithApp(<DecidePage folderId={FOLDER} role="owner" />);
    const card = await screen.findByRole('region', { name: T.topPick });
    expect(card).toHaveTextContent('Flat A');
    // price weighs 5 of 6 and A is the cheaper: 5/6 of 100; its rooms are the fewer (0 points: not a reason)
    expect(within(card).getByTestId('top-pick-score')).toHaveTextContent('83/100');
    expect(within(card).getByText('Price $1,000.00: best of 2')).toBeInTheDocument();
    expect(within(card).getByText(T.whatWouldChange('Flat B', 'Price', 5, 0))).toBeInTheDocument();
    // every score reads n/100; the card comes before the ranking, the ranking before the criteria
    expect(within(screen.getByRole('listitem', { name: 'Flat A' })).getByTestId('score')).toHaveTextContent(
      '83/100',
    );
    const order = [T.topPick, T.ranking, T.criteria].map((name) => screen.getByRole('region', { name }));
    expect(order[0]!.compareDocumentPosition(order[1]!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(order[1]!.compareDocumentPosition(order[2]!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // each criterion's preference as an icon with its words, its unit beside its name
    expect(screen.getAllByRole('img', { name: 'Lower is better' })).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Settings of Rooms (rooms)' })).toBeInTheDocument();
  });

  it('takes a must-have into the ranking as soon as it is ticked, allowing "yes" of a yes/no', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    let answer!: () => void;
    serve([
      mockEndpoint(decideEndpoints.updateCriteria, async (req) => {
        sent.push(await req.json());
        // the server takes its time: the screen does not wait for it
        await new Promise<void>((resolve) => (answer = resolve));
        return { criteria: view.criteria };
      }),
    ]);
    renderWithApp(<DecidePage folderId={FOLDER} role="owner" />);
    await screen.findByRole('region', { name: T.topPick });
    await user.click(screen.getByRole('button', { name: 'Settings of Pets allowed' }));
    const form = await screen.findByRole('form', { name: T.criterionSettings('Pets allowed') });
    await user.click(within(form).getByRole('checkbox', { name: T.mustHave }));

    // no second box: "yes" is allowed at once, and Flat A (no pets) is out before any answer
    expect(within(form).getByRole('checkbox', { name: 'yes' })).toBeChecked();
    const flatA = screen.getByRole('listitem', { name: 'Flat A' });
    await waitFor(() => expect(within(flatA).getByText(T.knockedOut)).toBeInTheDocument());
    expect(within(flatA).getByText('Pets allowed: no is not allowed')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: T.topPick })).getByText('Flat B')).toBeInTheDocument();

    // and it saves by itself
    await waitFor(() =>
      expect(sent).toEqual([
        { criteria: { 'attr:Pets': { optionPoints: { yes: 10, no: 0 }, mustHave: { allowed: ['yes'] } } } },
      ]),
    );
    await act(async () => answer());
  });

  it('saves a moved weight by itself, quietly, and undoes it', async () => {
    const sent: unknown[] = [];
    serve([
      mockEndpoint(decideEndpoints.updateWeights, async (req) => {
        const body = (await req.json()) as { weights: Record<string, number> };
        sent.push(body);
        return { weights: { ...view.myWeights, ...body.weights } };
      }),
    ]);
    renderWithApp(<DecidePage folderId={FOLDER} role="owner" />);
    await screen.findByRole('region', { name: T.topPick });
    const slider = screen.getByRole('slider', { name: 'Weight: Rooms' });
    fireEvent.change(slider, { target: { value: '10' } });
    await waitFor(() => expect(rankingNames()).toEqual(['Flat B', 'Flat A']));

    const status = saveState();
    await waitFor(() => expect(status).toHaveTextContent(T.weightsSaved));
    expect(sent).toEqual([{ weights: { 'attr:Rooms': 10 } }]);

    fireEvent.click(within(status).getByRole('button', { name: T.undo }));
    await waitFor(() =>
      expect(sent).toEqual([{ weights: { 'attr:Rooms': 10 } }, { weights: { 'attr:Rooms': 1 } }]),
    );
  });

  it("puts a refused weight back, with the server's message", async () => {
    let refuse!: () => void;
    const refused = new Promise<void>((resolve) => (refuse = resolve));
    serve([
      mockEndpoint(decideEndpoints.updateWeights, async () => {
        await refused;
        return errorResponse(400, 'VALIDATION', DECIDE_ERRORS.groupLocked);
      }),
    ]);
    renderWithApp(<DecidePage folderId={FOLDER} role="owner" />);
    await screen.findByRole('region', { name: T.topPick });
    const slider = screen.getByRole('slider', { name: 'Weight: Rooms' });
    fireEvent.change(slider, { target: { value: '10' } });
    // at once: the slider and the ranking move before the server answers
    expect(slider).toHaveValue('10');
    await waitFor(() => expect(rankingNames()).toEqual(['Flat B', 'Flat A']));
    await waitFor(() => expect(saveState()).toHaveTextContent(T.saving));

    refuse();
    expect(await screen.findByText(DECIDE_ERRORS.groupLocked)).toBeInTheDocument();
    // the rollback's ranking follows the message in the same answer, but may paint a frame later
    await waitFor(() => expect(slider).toHaveValue('1'));
    await waitFor(() => expect(rankingNames()).toEqual(['Flat A', 'Flat B']));
    await waitFor(() => expect(saveState()).toHaveTextContent(T.notSaved));
  });
});
