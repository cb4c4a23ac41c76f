import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { type DatedStep, NEXT_STEP_TEXTS, nextStepsEndpoints } from '@shortlist/contracts';
import { server } from '@/testing/msw-server';
import { mockEndpoint, renderWithApp } from '@/testing/render';
import { signedIn } from '@/testing/session-fixtures';
import { UpcomingSteps } from './upcoming-steps';

const FOLDER = '22222222-2222-4222-8222-222222222222';
const SUB = '77777777-7777-4777-8777-777777777777';

const dated = (id: string, text: string, folder: { id: string; name: string }): DatedStep => ({
  id,
  itemId: '33333333-3333-4333-8333-333333333333',
  text,
  completed: false,
  completedAt: null,
  creator: null,
  createdAt: '2026-12-01T10:00:00.000Z',
  dueAt: '2099-12-10T17:00:00.000Z',
  assignee: null,
  remindBeforeMinutes: 60,
  item: { id: '33333333-3333-4333-8333-333333333333', name: 'Flat A' },
  folder,
  canEdit: true,
});

describe("the folder's Upcoming list", () => {
  it("lists the folder's dated steps, naming a subfolder's, with the total", async () => {
    server.use(
      signedIn(),
      mockEndpoint(nextStepsEndpoints.upcoming, {
        steps: [
          dated('44444444-4444-4444-8444-444444444444', 'Viewing', { id: FOLDER, name: 'Flats' }),
          dated('55555555-5555-4555-8555-555555555555', 'Call', { id: SUB, name: 'Shortlisted' }),
        ],
        total: 3,
      }),
    );
    renderWithApp(<UpcomingSteps folderId={FOLDER} />);
    expect(
      await screen.findByRole('heading', { name: `${NEXT_STEP_TEXTS.upcoming} (3)` }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Flat A' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Flat A in Shortlisted' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: NEXT_STEP_TEXTS.thisWeek })).toHaveAttribute(
      'href',
      '/app/this-week',
    );
  });

  it('shows nothing while the folder has no dated steps', async () => {
    let asked = false;
    server.use(
      signedIn(),
      mockEndpoint(nextStepsEndpoints.upcoming, () => {
        asked = true;
        return { steps: [], total: 0 };
      }),
    );
    renderWithApp(<UpcomingSteps folderId={SUB} />);
    await waitFor(() => expect(asked).toBe(true));
    expect(screen.queryByRole('heading', { name: /Upcoming/ })).not.toBeInTheDocument();
  });
});
