import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { TEMPLATE_TEXTS, templatesEndpoints, type FolderChecklist as Checklist } from '@shortlist/contracts';
import { server } from '@/testing/msw-server';
import { signedIn } from '@/testing/organise-fixtures';
import { mockEndpoint, renderWithApp } from '@/testing/render';
import { FolderChecklist } from './folder-checklist';

const FOLDER_ID = '77777777-7777-4777-8777-777777777777';

function renderChecklist(checklist: Checklist) {
  server.use(signedIn(), mockEndpoint(templatesEndpoints.checklist, { checklist }));
  return renderWithApp(
    <>
      <FolderChecklist folderId={FOLDER_ID} />
      <p>folder page</p>
    </>,
  );
}

const state = (items: number, rated: number, decided: boolean): Checklist => ({
  templateId: 'home',
  items,
  rated,
  decided,
  steps: [
    { step: 'add', done: items >= 2 },
    { step: 'rate', done: rated >= 2 },
    { step: 'decide', done: decided },
  ],
  done: items >= 2 && rated >= 2 && decided,
});

describe('The getting-started checklist', () => {
  it('ticks what the folder holds, says what is left and leads to Decide', async () => {
    renderChecklist(state(2, 1, false));
    const list = await screen.findByRole('region', { name: TEMPLATE_TEXTS.checklistTitle });
    expect(within(list).getByText(TEMPLATE_TEXTS.checklistProgress(1, 3))).toBeInTheDocument();
    const steps = within(list).getAllByRole('listitem');
    expect(steps.map((s) => s.dataset.done)).toEqual(['true', 'false', 'false']);
    expect(within(steps[1]!).getByText(TEMPLATE_TEXTS.stepRateHint(1))).toBeInTheDocument();
    expect(within(steps[2]!).getByRole('link', { name: TEMPLATE_TEXTS.openDecide })).toHaveAttribute(
      'href',
      `/app/folder/${FOLDER_ID}/decide`,
    );
  });

  it('hides itself once every step is done, and on a folder without one', async () => {
    renderChecklist(state(3, 2, true));
    await screen.findByText('folder page');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: TEMPLATE_TEXTS.checklistTitle })).not.toBeInTheDocument();
  });
});
