import { type FormEvent, useState } from 'react';
import { NEXT_STEP_TEXTS, type NextStep, type ProfileRef } from '@shortlist/contracts';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { scheduleInput, scheduleOf, type StepScheduleInput } from '../lib/step-schedule';
import { StepScheduleFields } from './step-schedule-fields';

/** Changes a saved step's due date, assignee and reminder outside edit mode (saved at once). */
export function StepScheduleDialog({
  step,
  members,
  onClose,
  onSave,
}: {
  step: NextStep;
  members: readonly ProfileRef[];
  onClose(): void;
  onSave(step: NextStep, schedule: StepScheduleInput): Promise<boolean>;
}) {
  const [fields, setFields] = useState(() => scheduleOf(step));
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    const saved = await onSave(step, scheduleInput(fields));
    setBusy(false);
    if (saved) onClose();
  };
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent title={NEXT_STEP_TEXTS.editSchedule(step.text)}>
        <form className="grid gap-4" onSubmit={(e) => void submit(e)}>
          <StepScheduleFields value={fields} onChange={setFields} members={members} />
          <div className="flex justify-end gap-2">
            <Button type="button" variant="outline" onClick={onClose}>
              {NEXT_STEP_TEXTS.cancel}
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? NEXT_STEP_TEXTS.saving : NEXT_STEP_TEXTS.save}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
