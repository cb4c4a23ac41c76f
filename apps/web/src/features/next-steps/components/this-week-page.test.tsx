import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  calendarFeedEndpoints,
  type DatedStep,
  itemDetailEndpoints,
  NEXT_STEP_TEXTS,
  nextStepsEndpoints,
} from '@shortlist/contracts';
import { server } from '@/testing/msw-server';
import { mockEndpoint, renderWithApp } from '@/testing/render';
import { signedIn } from '@/testing/session-fixtures';
import { formatDay } from '@/lib/local-dates';
import { ThisWeekPage } from './this-week-page';

const FOLDER = '22222222-2222-4222-8222-222222222222';
const ITEM = '33333333-3333-4333-8333-333333333333';
// a Wednesday, at noon in the test's time zone
const NOW = new Date(2026, 11, 9, 12, 0);

function step(id: string, text: string, dueAt: Date, extra: Partial<DatedStep> = {}): DatedStep {
  return {
    id,
    itemId: ITEM,
    text,
    completed: false,
    completedAt: null,
    creator: null,
    createdAt: '2026-12-01T10:00:00.000Z',
    dueAt: dueAt.toISOString(),
    assignee: null,
    remindBeforeMinutes: null,
    item: { id: ITEM, name: 'Flat A' },
    folder: { id: FOLDER, name: 'Flats' },
    canEdit: true,
    ...extra,
  };
}

const viewing = step('44444444-4444-4444-8444-444444444444', 'Viewing', new Date(2026, 11, 10, 18, 0), {
  assignee: {
    id: '55555555-5555-4555-8555-555555555555',
    nickname: 'cat',
    fullName: 'Cat Collab',
    avatarUrl: null,
  },
  // the viewer only rates in this folder: no tick
  canEdit: false,
});
const late = step('66666666-6666-4666-8666-666666666666', 'Send the papers', new Date(2026, 11, 1, 9, 0));

describe('This week', () => {
  it("asks for the viewer's week, lists its steps by day with the overdue ones, and ticks one", async () => {
    const asked: URLSearchParams[] = [];
    const ticked: unknown[] = [];
    server.use(
      signedIn(),
      mockEndpoint(nextStepsEndpoints.due, (request) => {
        asked.push(new URL(request.url).searchParams);
        return { steps: [viewing], overdue: [late] };
      }),
      mockEndpoint(calendarFeedEndpoints.get, { url: null }),
      mockEndpoint(itemDetailEndpoints.toggleStep, async (request) => {
        ticked.push(await request.json());
        return { ...late, completed: true };
      }),
    );
    const user = userEvent.setup();
    renderWithApp(<ThisWeekPage now={NOW} />);

    const thursday = await screen.findByRole('region', { name: formatDay(new Date(2026, 11, 10)) });
    expect(within(thursday).getByText('Viewing')).toBeInTheDocument();
    expect(within(thursday).getByText(NEXT_STEP_TEXTS.assignedTo('Cat Collab'))).toBeInTheDocument();
    expect(within(thursday).getByRole('link', { name: 'Flat A in Flats' })).toHaveAttribute(
      'href',
      `/app/folder/${FOLDER}/item/${ITEM}`,
    );
    expect(within(thursday).queryByRole('checkbox')).not.toBeInTheDocument();
    const overdue = screen.getByRole('region', { name: NEXT_STEP_TEXTS.overdue });
    expect(within(overdue).getByText('Send the papers')).toBeInTheDocument();
    // Monday 00:00 to the next Monday 00:00, local time
    expect(asked[0]!.get('from')).toBe(new Date(2026, 11, 7).toISOString());
    expect(asked[0]!.get('to')).toBe(new Date(2026, 11, 14).toISOString());
    expect(asked[0]!.get('assigned')).toBe('any');

    await user.click(within(overdue).getByRole('checkbox', { name: 'Done: Send the papers' }));
    await waitFor(() => expect(ticked).toEqual([{ completed: true }]));
  });

  it('moves a week on, and shows only the steps assigned to me when asked', async () => {
    const asked: URLSearchParams[] = [];
    server.use(
      signedIn(),
      mockEndpoint(nextStepsEndpoints.due, (request) => {
        asked.push(new URL(request.url).searchParams);
        return { steps: [], overdue: [] };
      }),
      mockEndpoint(calendarFeedEndpoints.get, { url: null }),
    );
    const user = userEvent.setup();
    renderWithApp(<ThisWeekPage now={NOW} />);
    expect(await screen.findByText(NEXT_STEP_TEXTS.weekEmpty)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: NEXT_STEP_TEXTS.nextWeek }));
    await waitFor(() => expect(asked.at(-1)!.get('from')).toBe(new Date(2026, 11, 14).toISOString()));
    await user.click(screen.getByRole('combobox', { name: NEXT_STEP_TEXTS.filter }));
    await user.click(await screen.findByRole('option', { name: NEXT_STEP_TEXTS.assignedToMe }));
    await waitFor(() => expect(asked.at(-1)!.get('assigned')).toBe('me'));
  });
});

describe('the calendar feed settings', () => {
  it('creates the address, shows it to copy, and resets it after asking', async () => {
    let url: string | null = null;
    let n = 0;
    server.use(
      signedIn(),
      mockEndpoint(nextStepsEndpoints.due, { steps: [], overdue: [] }),
      mockEndpoint(calendarFeedEndpoints.get, () => ({ url })),
      mockEndpoint(calendarFeedEndpoints.reset, () => {
        n += 1;
        url = `http://localhost/api/calendar/${String(n).repeat(43)}.ics`;
        return { url };
      }),
    );
    const user = userEvent.setup();
    renderWithApp(<ThisWeekPage now={NOW} />);

    await user.click(await screen.findByRole('button', { name: NEXT_STEP_TEXTS.turnOnFeed }));
    const address = await screen.findByRole('textbox', { name: NEXT_STEP_TEXTS.feedAddress });
    expect(address).toHaveValue(`http://localhost/api/calendar/${'1'.repeat(43)}.ics`);

    await user.click(screen.getByRole('button', { name: NEXT_STEP_TEXTS.resetFeed }));
    const dialog = await screen.findByRole('dialog', { name: NEXT_STEP_TEXTS.resetFeedTitle });
    await user.click(within(dialog).getByRole('button', { name: NEXT_STEP_TEXTS.resetFeed }));
    await waitFor(() => expect(address).toHaveValue(`http://localhost/api/calendar/${'2'.repeat(43)}.ics`));
    expect(await screen.findByText(NEXT_STEP_TEXTS.feedReset)).toBeInTheDocument();
  });
});
