import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ITEM_DETAIL_TEXTS, NEXT_STEP_TEXTS, type NextStep } from '@shortlist/contracts';
import { renderWithApp } from '@/testing/render';
import { formatDue } from '@/lib/local-dates';
import { StepsCard } from './steps-card';

const ANN = { id: '11111111-1111-4111-8111-111111111111', fullName: 'Ann Owner', nickname: 'ann' };
const CAT = { id: '55555555-5555-4555-8555-555555555555', fullName: 'Cat Collab', nickname: 'cat' };

const saved: NextStep = {
  id: '44444444-4444-4444-8444-444444444444',
  itemId: '33333333-3333-4333-8333-333333333333',
  text: 'Viewing',
  completed: false,
  completedAt: null,
  creator: null,
  createdAt: '2026-12-01T10:00:00.000Z',
  dueAt: new Date(2099, 11, 8, 18, 0).toISOString(),
  assignee: { ...CAT, avatarUrl: null },
  remindBeforeMinutes: 60,
};

const card = (props: Partial<Parameters<typeof StepsCard>[0]> = {}) =>
  renderWithApp(
    <StepsCard
      steps={[saved]}
      draft={null}
      errors={{}}
      onChange={() => undefined}
      members={[ANN, CAT]}
      {...props}
    />,
  );

describe('Next Steps with dates', () => {
  it("shows a step's due date, assignee and reminder", async () => {
    card();
    expect(await screen.findByText(NEXT_STEP_TEXTS.dueOn(formatDue(saved.dueAt!)))).toBeInTheDocument();
    expect(screen.getByText(NEXT_STEP_TEXTS.assignedTo('Cat Collab'))).toBeInTheDocument();
    expect(screen.getByText(NEXT_STEP_TEXTS.remindsAt(60))).toBeInTheDocument();
  });

  it('adds a step with a local day and time, an assignee and the default reminder', async () => {
    const onAdd = vi.fn();
    const user = userEvent.setup();
    card({ onAdd, steps: [] });
    const form = await screen.findByRole('form', { name: ITEM_DETAIL_TEXTS.addStep });
    await user.type(within(form).getByRole('textbox', { name: ITEM_DETAIL_TEXTS.stepText }), 'Viewing');
    fireEvent.change(within(form).getByLabelText(NEXT_STEP_TEXTS.dueDate), {
      target: { value: '2099-12-08' },
    });
    fireEvent.change(within(form).getByLabelText(NEXT_STEP_TEXTS.dueTime), { target: { value: '18:30' } });
    await user.click(within(form).getByRole('combobox', { name: NEXT_STEP_TEXTS.assignee }));
    await user.click(await screen.findByRole('option', { name: 'Cat Collab' }));
    await user.click(within(form).getByRole('button', { name: ITEM_DETAIL_TEXTS.addStep }));
    await waitFor(() =>
      expect(onAdd).toHaveBeenCalledWith({
        text: 'Viewing',
        dueAt: new Date(2099, 11, 8, 18, 30).toISOString(),
        assigneeId: CAT.id,
        remindBeforeMinutes: 60,
      }),
    );
  });

  it('adds a plain step with no date, nobody and no reminder', async () => {
    const onAdd = vi.fn();
    const user = userEvent.setup();
    card({ onAdd, steps: [] });
    const form = await screen.findByRole('form', { name: ITEM_DETAIL_TEXTS.addStep });
    await user.type(within(form).getByRole('textbox', { name: ITEM_DETAIL_TEXTS.stepText }), 'Call{Enter}');
    await waitFor(() =>
      expect(onAdd).toHaveBeenCalledWith({
        text: 'Call',
        dueAt: null,
        assigneeId: null,
        remindBeforeMinutes: null,
      }),
    );
  });

  it("changes a saved step's date outside edit mode in a dialog", async () => {
    const onSchedule = vi.fn(async () => true);
    const user = userEvent.setup();
    card({ onSchedule });
    await user.click(await screen.findByRole('button', { name: NEXT_STEP_TEXTS.editSchedule('Viewing') }));
    const dialog = await screen.findByRole('dialog', { name: NEXT_STEP_TEXTS.editSchedule('Viewing') });
    fireEvent.change(within(dialog).getByLabelText(NEXT_STEP_TEXTS.dueDate), { target: { value: '' } });
    await user.click(within(dialog).getByRole('button', { name: NEXT_STEP_TEXTS.save }));
    await waitFor(() =>
      expect(onSchedule).toHaveBeenCalledWith(saved, {
        dueAt: null,
        assigneeId: CAT.id,
        remindBeforeMinutes: null,
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
