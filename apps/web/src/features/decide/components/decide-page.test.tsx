import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  DECIDE_TEXTS,
  decideEndpoints,
  type DecisionView,
  notificationsEndpoints,
  rankOpenItems,
  votesEndpoints,
} from '@shortlist/contracts';
import { useAuth } from '@/lib/auth/auth-context';
import { makeDecisionItem, numberCriterion, decisionViewOf } from '@/testing/decide-fixtures';
import { findDialog } from '@/testing/find-dialog';
import { server } from '@/testing/msw-server';
import { mockEndpoint, renderWithApp } from '@/testing/render';
import { signedIn } from '@/testing/session-fixtures';
import { DecidePage } from './decide-page';

const FOLDER = '22222222-2222-4222-8222-222222222222';
const A = '33333333-3333-4333-8333-333333333333';
const B = '44444444-4444-4444-8444-444444444444';

const item = (id: string, name: string, price: number, rooms: number) =>
  makeDecisionItem(id, name, price, { hasLink: true, values: { price, 'attr:Rooms': rooms } });

// A is cheaper, B is larger; with price 5 and rooms 1, A wins
const view: DecisionView = decisionViewOf(FOLDER, 'Flats', {
  criteria: [numberCriterion('price', 'Price', 'lower'), numberCriterion('attr:Rooms', 'Rooms', 'higher')],
  members: [],
  myWeights: { price: 5, 'attr:Rooms': 1 },
  groupWeights: null,
  weightsUsed: 'mine',
  items: [item(A, 'Flat A', 100_000, 2), item(B, 'Flat B', 200_000, 4)],
  ranking: [],
  winnerId: A,
  runnerUpId: B,
  winnerChange: null,
  moves: [],
  decision: null,
});

/** Says when the session has loaded: what the page knows of the plan comes from it. */
function SessionProbe() {
  const { user } = useAuth();
  return user ? <p>signed in</p> : null;
}

describe('DecidePage', () => {
  it('re-ranks at once while a weight moves, with the same scoring as the server', async () => {
    let saved: unknown;
    server.use(
      signedIn(),
      mockEndpoint(decideEndpoints.view, view),
      mockEndpoint(decideEndpoints.markSeen, () => new Response(null, { status: 204 })),
      mockEndpoint(decideEndpoints.updateWeights, async (req) => {
        saved = await req.json();
        return { weights: { price: 5, 'attr:Rooms': 10 } };
      }),
      mockEndpoint(notificationsEndpoints.getSettings, { email: 'each', mutedFolderIds: [] }),
    );
    renderWithApp(<DecidePage folderId={FOLDER} role="owner" />);
    const ranking = await screen.findByRole('region', { name: 'Ranking' });
    // which folder this is (the page is reached by URL too)
    expect(screen.getByText('Folder: Flats')).toBeInTheDocument();
    const names = () =>
      within(ranking)
        .getAllByRole('listitem')
        .map((li) => li.getAttribute('aria-label'))
        .filter(Boolean);
    expect(names()).toEqual(['Flat A', 'Flat B']);
    expect(screen.getByText('Flat B would rank first if Price weighed 0 instead of 5.')).toBeInTheDocument();

    fireEvent.change(screen.getByRole('slider', { name: 'Weight: Rooms' }), { target: { value: '10' } });
    expect(names()).toEqual(['Flat B', 'Flat A']);
    await new Promise((r) => setTimeout(r, 500));
    expect(saved).toEqual({ weights: { 'attr:Rooms': 10 } });
  });

  it('shows the first rows of a long ranking, and all of them when asked', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 30 }, (_, n) =>
      item(`55555555-5555-4555-8555-${String(n).padStart(12, '0')}`, `Flat ${n + 1}`, 100_000 + n * 1_000, 2),
    );
    server.use(
      signedIn(),
      mockEndpoint(decideEndpoints.view, { ...view, items: many, winnerId: many[0]!.id, runnerUpId: null }),
      mockEndpoint(decideEndpoints.markSeen, () => new Response(null, { status: 204 })),
      mockEndpoint(votesEndpoints.get, () => ({ vote: null, history: [] })),
      mockEndpoint(notificationsEndpoints.getSettings, { email: 'each', mutedFolderIds: [] }),
    );
    renderWithApp(<DecidePage folderId={FOLDER} role="owner" />);
    const ranking = await screen.findByRole('region', { name: 'Ranking' });
    const rows = () =>
      within(ranking)
        .getAllByRole('listitem')
        .filter((li) => li.hasAttribute('aria-label'));
    expect(rows()).toHaveLength(24);
    expect(rows()[0]).toHaveAttribute('aria-label', 'Flat 1');
    await user.click(within(ranking).getByRole('button', { name: DECIDE_TEXTS.showAll(30) }));
    expect(rows()).toHaveLength(30);
    expect(within(ranking).queryByRole('button', { name: DECIDE_TEXTS.showAll(30) })).not.toBeInTheDocument();
  });

  it("knocks an item out on a must-have with the reason, and saves a criterion's direction and target", async () => {
    const user = userEvent.setup();
    let saved: unknown;
    const pets = {
      ...numberCriterion('attr:Pets', 'Pets allowed', 'higher'),
      kind: 'options' as const,
      options: ['yes', 'no'],
      optionPoints: { yes: 10, no: 0 },
      mustHave: { allowed: ['yes'] },
    };
    const withPets: DecisionView = {
      ...view,
      criteria: [...view.criteria, pets],
      items: [
        { ...view.items[0]!, values: { ...view.items[0]!.values, 'attr:Pets': 'yes' } },
        { ...view.items[1]!, values: { ...view.items[1]!.values, 'attr:Pets': 'no' } },
      ],
    };
    server.use(
      signedIn(),
      mockEndpoint(decideEndpoints.view, withPets),
      mockEndpoint(decideEndpoints.markSeen, () => new Response(null, { status: 204 })),
      mockEndpoint(decideEndpoints.updateCriteria, async (req) => {
        saved = await req.json();
        return { criteria: withPets.criteria };
      }),
      mockEndpoint(notificationsEndpoints.getSettings, { email: 'each', mutedFolderIds: [] }),
    );
    renderWithApp(<DecidePage folderId={FOLDER} role="owner" />);
    const flatB = await screen.findByRole('listitem', { name: 'Flat B' });
    expect(within(flatB).getByText('Pets allowed: no is not allowed')).toBeInTheDocument();
    expect(within(flatB).getByText('Knocked out')).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'What the bars show' })).getByText('Price'),
    ).toBeInTheDocument();

    // the settings open over the page, from the criterion's name
    await user.click(screen.getByRole('button', { name: 'Settings of Rooms' }));
    const form = await screen.findByRole('form', { name: 'Settings of Rooms' });
    await user.click(within(form).getByRole('combobox', { name: 'Direction' }));
    await user.click(await screen.findByRole('option', { name: 'Closest to a target' }));
    fireEvent.change(within(form).getByRole('spinbutton', { name: 'Target' }), { target: { value: '3' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await screen.findByText('Criterion saved');
    expect(saved).toEqual({ criteria: { 'attr:Rooms': { direction: 'target', target: 3, mustHave: null } } });
  });

  it('takes rejected items out of the ranking and shows them with their reason on demand', async () => {
    const withRejected: DecisionView = {
      ...view,
      items: [view.items[0]!, { ...view.items[1]!, status: 'rejected', statusReason: 'Too far from work' }],
    };
    server.use(
      signedIn(),
      mockEndpoint(decideEndpoints.view, withRejected),
      mockEndpoint(decideEndpoints.markSeen, () => new Response(null, { status: 204 })),
      mockEndpoint(notificationsEndpoints.getSettings, { email: 'each', mutedFolderIds: [] }),
    );
    renderWithApp(<DecidePage folderId={FOLDER} role="owner" />);
    await screen.findByRole('listitem', { name: 'Flat A' });
    expect(screen.queryByRole('listitem', { name: 'Flat B' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Show rejected items' }));
    const flatB = screen.getByRole('listitem', { name: 'Flat B' });
    expect(within(flatB).getByText('Rejected: Too far from work')).toBeInTheDocument();
  });

  it('shows a decided folder as recorded, and the live ranking on demand', async () => {
    const recordItems = view.items.map((i) => (i.id === B ? { ...i, status: 'chosen' as const } : i));
    // recorded when B was the cheaper one; since then B's price went up
    const recorded = recordItems.map((i) =>
      i.id === B ? { ...i, priceCents: 50_000, values: { ...i.values, price: 50_000 } } : i,
    );
    const decided: DecisionView = {
      ...view,
      items: recordItems,
      decision: {
        id: '66666666-6666-4666-8666-666666666666',
        itemId: B,
        itemName: 'Flat B',
        decidedAt: '2026-02-03T10:00:00.000Z',
        decidedBy: 'Ada',
        reason: null,
        weightsUsed: 'mine',
        weights: view.myWeights,
        criteria: view.criteria,
        members: [],
        items: recorded,
        ranking: rankOpenItems({
          criteria: view.criteria,
          weights: view.myWeights,
          items: recorded,
          budgetCents: null,
        }).ranking,
        budgetCents: null,
      },
    };
    server.use(
      signedIn(),
      mockEndpoint(decideEndpoints.view, decided),
      mockEndpoint(decideEndpoints.markSeen, () => new Response(null, { status: 204 })),
      mockEndpoint(notificationsEndpoints.getSettings, { email: 'each', mutedFolderIds: [] }),
    );
    renderWithApp(<DecidePage folderId={FOLDER} role="owner" />);
    expect(await screen.findByText('Decided: Flat B on Feb 3, 2026')).toBeInTheDocument();
    expect(within(screen.getByRole('listitem', { name: 'Flat B' })).getByText('#1')).toBeInTheDocument();
    expect(screen.getByRole('slider', { name: 'Weight: Price' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Show the live ranking' }));
    expect(within(screen.getByRole('listitem', { name: 'Flat A' })).getByText('#1')).toBeInTheDocument();
    expect(
      within(screen.getByRole('listitem', { name: 'Flat B' })).getByText('$2,000.00'),
    ).toBeInTheDocument();
  });

  it('says so when there is nothing to rank: no items yet, or every item rejected', async () => {
    server.use(
      signedIn(),
      mockEndpoint(decideEndpoints.view, { ...view, items: [] }),
      mockEndpoint(decideEndpoints.markSeen, () => new Response(null, { status: 204 })),
      mockEndpoint(notificationsEndpoints.getSettings, { email: 'each', mutedFolderIds: [] }),
    );
    const { unmount } = renderWithApp(<DecidePage folderId={FOLDER} role="owner" />);
    expect(await screen.findByText(DECIDE_TEXTS.noItems)).toBeInTheDocument();
    unmount();
    server.use(
      mockEndpoint(decideEndpoints.view, {
        ...view,
        items: view.items.map((i) => ({ ...i, status: 'rejected' as const })),
      }),
    );
    renderWithApp(<DecidePage folderId={FOLDER} role="owner" />);
    expect(await screen.findByText(DECIDE_TEXTS.allRejected)).toBeInTheDocument();
  });

  it.each([
    [false, 'Group Weights and Consensus'],
    [true, 'Share Folder to Decide Together'],
  ] as const)(
    'in a folder nobody else sees, "Group weights" says why (Premium: %s) instead of switching',
    async (isPremium, title) => {
      server.use(
        signedIn({ isPremium }),
        mockEndpoint(decideEndpoints.view, view),
        mockEndpoint(decideEndpoints.markSeen, () => new Response(null, { status: 204 })),
        mockEndpoint(notificationsEndpoints.getSettings, { email: 'each', mutedFolderIds: [] }),
      );
      renderWithApp(
        <>
          <DecidePage folderId={FOLDER} role="owner" />
          <SessionProbe />
        </>,
      );
      await screen.findByText('signed in');
      fireEvent.click(await screen.findByRole('radio', { name: 'Group weights' }));
      await findDialog(title);
      expect(screen.getByRole('radio', { name: 'My weights', hidden: true })).toHaveAttribute(
        'aria-checked',
        'true',
      );
    },
  );

  it('colours each counted criterion apart and marks missing values only where they cost points', async () => {
    // a shared folder: six criteria before Rooms (price, the average, four people), weights on price and rooms
    const people = ['Ada', 'Bob', 'Cy', 'Di'].map((name, n) => ({
      ...numberCriterion(`rating:${n}`, `${name}'s rating`, 'higher'),
      source: 'rating' as const,
    }));
    const wide: DecisionView = {
      ...view,
      criteria: [
        view.criteria[0]!,
        { ...numberCriterion('rating:avg', 'Group average rating', 'higher'), source: 'average' },
        ...people,
        view.criteria[1]!,
      ],
      myWeights: { price: 5, 'attr:Rooms': 3 },
    };
    server.use(
      signedIn(),
      mockEndpoint(decideEndpoints.view, wide),
      mockEndpoint(decideEndpoints.markSeen, () => new Response(null, { status: 204 })),
      mockEndpoint(notificationsEndpoints.getSettings, { email: 'each', mutedFolderIds: [] }),
    );
    renderWithApp(<DecidePage folderId={FOLDER} role="owner" />);
    const legend = await screen.findByRole('list', { name: 'What the bars show' });
    const swatch = (label: string) => within(legend).getByText(label).querySelector('span')!.className;
    expect(swatch('Price')).not.toEqual(swatch('Rooms'));
    // nobody rated: the people's ratings (weight 0) cost nothing, so they are not listed as missing
    expect(screen.queryByText(/rating: no value/)).toBeNull();
  });

  it('asks before "Choose this one" records the decision, and its toast undoes it', async () => {
    const sent: unknown[] = [];
    const shortlisted: DecisionView = {
      ...view,
      items: [{ ...view.items[0]!, status: 'shortlisted', statusReason: 'Near the park' }, view.items[1]!],
    };
    server.use(
      signedIn(),
      mockEndpoint(decideEndpoints.view, shortlisted),
      mockEndpoint(decideEndpoints.markSeen, () => new Response(null, { status: 204 })),
      mockEndpoint(decideEndpoints.setStatus, async (req, params) => {
        const body = (await req.json()) as { status: 'chosen'; reason: string | null };
        sent.push({ id: params.id, ...body });
        return { itemId: params.id!, status: body.status, statusReason: body.reason };
      }),
      mockEndpoint(notificationsEndpoints.getSettings, { email: 'each', mutedFolderIds: [] }),
    );
    renderWithApp(<DecidePage folderId={FOLDER} role="owner" />);
    const flatA = await screen.findByRole('listitem', { name: 'Flat A' });

    // Cancel leaves the folder open
    fireEvent.click(within(flatA).getByRole('button', { name: DECIDE_TEXTS.choose }));
    let dialog = await findDialog(DECIDE_TEXTS.chooseTitle('Flat A'));
    expect(dialog).toHaveTextContent(DECIDE_TEXTS.chooseDescription);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toEqual([]);

    fireEvent.click(within(flatA).getByRole('button', { name: DECIDE_TEXTS.choose }));
    dialog = await findDialog(DECIDE_TEXTS.chooseTitle('Flat A'));
    fireEvent.click(within(dialog).getByRole('button', { name: DECIDE_TEXTS.chooseConfirm }));
    const recorded = await screen.findByText(DECIDE_TEXTS.decisionRecorded);
    expect(sent).toEqual([{ id: A, status: 'chosen', reason: null, weights: 'mine' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // Undo puts the item back as it was: shortlisted, with its reason (which reopens the decision)
    const toast = recorded.closest<HTMLElement>('[data-sonner-toast]')!;
    fireEvent.click(within(toast).getByRole('button', { name: DECIDE_TEXTS.undo }));
    expect(await screen.findByText(DECIDE_TEXTS.reopened)).toBeInTheDocument();
    expect(sent).toEqual([
      { id: A, status: 'chosen', reason: null, weights: 'mine' },
      { id: A, status: 'shortlisted', reason: 'Near the park', weights: 'mine' },
    ]);
  });

  it('keeps "what moved" readable after the view is marked seen and read again, until dismissed', async () => {
    const events: string[] = [];
    const moved: DecisionView = {
      ...view,
      moves: [{ itemId: B, name: 'Flat B', fromRank: 2, fromOut: false, toRank: 1, priceChangePct: -20 }],
    };
    let seen = false;
    server.use(
      signedIn(),
      mockEndpoint(decideEndpoints.view, () => {
        events.push(seen ? 'read after the mark' : 'read');
        // the server lists a move only until the viewer marks the view seen
        return seen ? view : moved;
      }),
      mockEndpoint(decideEndpoints.markSeen, () => {
        events.push('mark');
        seen = true;
        return new Response(null, { status: 204 });
      }),
      mockEndpoint(decideEndpoints.updateBudget, { budgetCents: 150_000 }),
      mockEndpoint(notificationsEndpoints.getSettings, { email: 'each', mutedFolderIds: [] }),
    );
    renderWithApp(<DecidePage folderId={FOLDER} role="owner" />);
    const block = await screen.findByRole('region', { name: DECIDE_TEXTS.movedTitle });
    const line = DECIDE_TEXTS.moved('Flat B', 2, 1, -20, false);
    expect(within(block).getByText(line)).toBeInTheDocument();
    await waitFor(() => expect(events).toEqual(['read', 'mark']));

    // a write reads the view again: the server has no moves left to list, the page keeps what it showed
    fireEvent.change(screen.getByRole('textbox', { name: DECIDE_TEXTS.budget }), {
      target: { value: '1500' },
    });
    fireEvent.click(screen.getByRole('button', { name: DECIDE_TEXTS.saveBudget }));
    await waitFor(() => expect(events).toContain('read after the mark'));
    expect(screen.getByRole('region', { name: DECIDE_TEXTS.movedTitle })).toHaveTextContent(line);

    fireEvent.click(within(block).getByRole('button', { name: DECIDE_TEXTS.movedDismiss }));
    expect(screen.queryByRole('region', { name: DECIDE_TEXTS.movedTitle })).toBeNull();
    // marked once: the next visit lists only what moves after this one
    expect(events.filter((e) => e === 'mark')).toHaveLength(1);
  });

  it.each([
    ['viewer', true],
    ['rater', false],
  ] as const)(
    'offers a %s no settings, statuses, choice or budget; weights only from rater up',
    async (role, weightsLocked) => {
      server.use(
        signedIn(),
        mockEndpoint(decideEndpoints.view, view),
        mockEndpoint(decideEndpoints.markSeen, () => new Response(null, { status: 204 })),
        mockEndpoint(notificationsEndpoints.getSettings, { email: 'each', mutedFolderIds: [] }),
      );
      renderWithApp(<DecidePage folderId={FOLDER} role={role} />);
      const ranking = await screen.findByRole('region', { name: 'Ranking' });
      expect(within(ranking).queryByRole('button', { name: 'Choose this one' })).toBeNull();
      expect(within(ranking).queryByRole('form', { name: 'Status' })).toBeNull();
      expect(screen.queryByText('Settings of Price')).toBeNull();
      expect(screen.queryByRole('button', { name: 'Save budget' })).toBeNull();
      const slider = screen.getByRole('slider', { name: 'Weight: Price' });
      if (weightsLocked) expect(slider).toBeDisabled();
      else expect(slider).toBeEnabled();
    },
  );
});
