import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  thisOrThatEndpoints,
  type ThisOrThatRound,
  type Vote,
  VOTE_ERRORS,
  VOTE_TEXTS,
  votesEndpoints,
} from '@shortlist/contracts';
import { server } from '@/testing/msw-server';
import { errorResponse, mockEndpoint, renderWithApp } from '@/testing/render';
import { signedIn } from '@/testing/session-fixtures';
import { ThisOrThatLauncher } from './this-or-that-dialog';
import { VotePanel } from './vote-panel';

const FOLDER = '22222222-2222-4222-8222-222222222222';
const A = '33333333-3333-4333-8333-333333333333';
const B = '44444444-4444-4444-8444-444444444444';
const ME = '55555555-5555-4555-8555-555555555555';
const OTHER = '66666666-6666-4666-8666-666666666666';

function makeVote(overrides: Partial<Vote> = {}): Vote {
  return {
    id: '77777777-7777-4777-8777-777777777777',
    openedAt: '2026-01-01T10:00:00.000Z',
    openedBy: 'Ann',
    closesAt: null,
    closedAt: null,
    isOpen: true,
    revealedAt: null,
    items: [
      { itemId: A, name: 'Alder' },
      { itemId: B, name: 'Birch' },
    ],
    voters: [
      { userId: ME, name: 'Me', voted: false },
      { userId: OTHER, name: 'Bob', voted: true },
    ],
    progress: { voted: 1, eligible: 2 },
    canVote: true,
    canManage: false,
    myBallot: null,
    result: null,
    remindedAt: null,
    ...overrides,
  };
}

describe('VotePanel', () => {
  it('hides the tally until I vote, spreads dots, vetoes with a reason, then shows the result', async () => {
    let sent: unknown;
    let vote = makeVote();
    server.use(
      signedIn(),
      mockEndpoint(votesEndpoints.get, () => ({ vote, history: [] })),
      mockEndpoint(votesEndpoints.ballot, async (req) => {
        sent = await req.json();
        vote = makeVote({
          myBallot: { dots: { [A]: 2 }, vetoes: [{ itemId: B, reason: 'No lift' }] },
          progress: { voted: 2, eligible: 2 },
          result: {
            dotsCast: 7,
            namesShown: true,
            ties: [],
            leaderIds: [A],
            items: [
              {
                itemId: A,
                name: 'Alder',
                dots: 7,
                rank: 1,
                agreedByEveryone: true,
                split: false,
                vetoes: [],
                givers: [
                  { name: 'Bob', dots: 5 },
                  { name: 'Me', dots: 2 },
                ],
              },
              {
                itemId: B,
                name: 'Birch',
                dots: 3,
                rank: null,
                agreedByEveryone: false,
                split: true,
                vetoes: [{ reason: 'No lift', by: 'Me', overruled: null }],
                givers: [{ name: 'Bob', dots: 3 }],
              },
            ],
          },
        });
        return vote;
      }),
    );
    const user = userEvent.setup();
    renderWithApp(<VotePanel folderId={FOLDER} role="rater" items={[]} />);
    expect(await screen.findByText(VOTE_TEXTS.hiddenUntilYouVote)).toBeInTheDocument();
    expect(screen.getByTestId('vote-progress')).toHaveTextContent('1 of 2 have voted');
    expect(screen.getByText('Waiting for Me')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: VOTE_TEXTS.addDot('Alder') }));
    await user.click(screen.getByRole('button', { name: VOTE_TEXTS.addDot('Alder') }));
    expect(screen.getByText('8 dots left')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: VOTE_TEXTS.vetoLabel('Birch') }));
    await user.type(screen.getByRole('textbox', { name: VOTE_TEXTS.vetoReasonLabel('Birch') }), 'No lift');
    await user.click(screen.getByRole('button', { name: VOTE_TEXTS.submit }));

    const results = await screen.findByRole('list', { name: VOTE_TEXTS.results });
    expect(sent).toEqual({ dots: { [A]: 2, [B]: 0 }, vetoes: [{ itemId: B, reason: 'No lift' }] });
    const birch = within(results).getByRole('listitem', { name: 'Birch' });
    expect(birch).toHaveTextContent('Out of the vote');
    expect(birch).toHaveTextContent('Me: “No lift”');
    expect(birch).toHaveTextContent(VOTE_TEXTS.split);
    expect(within(results).getByRole('listitem', { name: 'Alder' })).toHaveTextContent('Bob 5, Me 2');
  });

  it("shows the server's message for a bad ballot", async () => {
    server.use(
      signedIn(),
      mockEndpoint(votesEndpoints.get, () => ({ vote: makeVote(), history: [] })),
      mockEndpoint(votesEndpoints.ballot, () =>
        errorResponse(400, 'VALIDATION_ERROR', VOTE_ERRORS.tooManyDots),
      ),
    );
    const user = userEvent.setup();
    renderWithApp(<VotePanel folderId={FOLDER} role="rater" items={[]} />);
    const input = await screen.findByRole('spinbutton', { name: VOTE_TEXTS.dotsLabel('Alder') });
    await user.clear(input);
    await user.type(input, '9');
    const birch = screen.getByRole('spinbutton', { name: VOTE_TEXTS.dotsLabel('Birch') });
    await user.clear(birch);
    await user.type(birch, '5');
    await user.click(screen.getByRole('button', { name: VOTE_TEXTS.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(VOTE_ERRORS.tooManyDots);
  });

  it('an owner of an unshared folder meets the upgrade prompt naming the feature', async () => {
    server.use(
      signedIn(),
      mockEndpoint(votesEndpoints.get, () => ({ vote: null, history: [] })),
      mockEndpoint(votesEndpoints.open, () => errorResponse(403, 'PREMIUM_REQUIRED', VOTE_ERRORS.premium)),
    );
    const user = userEvent.setup();
    renderWithApp(<VotePanel folderId={FOLDER} role="owner" items={[]} />);
    await user.click(await screen.findByRole('button', { name: VOTE_TEXTS.open }));
    await user.click(await screen.findByRole('button', { name: VOTE_TEXTS.openConfirm }));
    const prompt = await screen.findByRole('dialog', { name: VOTE_TEXTS.upgradeFeature });
    expect(prompt).toHaveTextContent(VOTE_ERRORS.premium);
  });
});

describe('ThisOrThatLauncher', () => {
  it('asks pairs, then shows suggested ratings and saves them only when confirmed', async () => {
    const items = [
      {
        id: A,
        name: 'Alder',
        priceCents: 100_000,
        currency: 'USD',
        photoUrl: null,
        facts: [{ label: 'Rooms', value: '3' }],
      },
      { id: B, name: 'Birch', priceCents: null, currency: 'USD', photoUrl: null, facts: [] },
    ];
    const base: ThisOrThatRound = {
      id: '88888888-8888-4888-8888-888888888888',
      startedAt: '2026-01-01T10:00:00.000Z',
      finishedAt: null,
      answers: 0,
      budget: 2,
      items,
      next: { leftId: A, rightId: B },
      order: [],
      confidence: 0.5,
      suggestedRatings: {},
    };
    let saved: unknown;
    server.use(
      signedIn(),
      mockEndpoint(thisOrThatEndpoints.start, () => base),
      mockEndpoint(thisOrThatEndpoints.answer, () => ({
        ...base,
        answers: 1,
        next: null,
        finishedAt: '2026-01-01T10:01:00.000Z',
        confidence: 1,
        order: [
          { itemId: B, place: 1, confidence: 0.7, settled: true },
          { itemId: A, place: 2, confidence: null, settled: true },
        ],
        suggestedRatings: { [B]: 10, [A]: 9 },
      })),
      mockEndpoint(thisOrThatEndpoints.applyRatings, async (req) => {
        saved = await req.json();
        return { saved: 2 };
      }),
    );
    const user = userEvent.setup();
    renderWithApp(<ThisOrThatLauncher folderId={FOLDER} />);
    await user.click(await screen.findByRole('button', { name: 'Rank by "this or that"' }));
    const dialog = await screen.findByRole('dialog', { name: 'This or that' });
    expect(within(dialog).getByText('Which do you prefer?')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'I prefer Alder' })).toHaveTextContent('Rooms: 3');
    await user.click(within(dialog).getByRole('button', { name: 'I prefer Birch' }));
    expect(await within(dialog).findByText('Your order is settled.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Suggest ratings from my order' }));
    expect(saved).toBeUndefined();
    const alder = within(dialog).getByRole('spinbutton', { name: 'Rating for Alder' });
    expect(alder).toHaveValue(9);
    await user.clear(alder);
    await user.type(alder, '7');
    await user.click(within(dialog).getByRole('button', { name: 'Save these ratings' }));
    expect(await screen.findByText('Saved 2 ratings.')).toBeInTheDocument();
    expect(saved).toEqual({ ratings: { [B]: 10, [A]: 7 } });
  });
});
