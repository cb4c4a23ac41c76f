import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { CalendarClock, Circle, CircleCheck, Pencil, Plus, Trash2, Undo2 } from 'lucide-react';
import {
  ITEM_DETAIL_TEXTS,
  ITEM_EDIT,
  NEXT_STEP_TEXTS,
  type NextStep,
  type ProfileRef,
  stepTextSchema,
} from '@shortlist/contracts';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { StepDueLabel } from '@/components/step-due-label';
import { cn } from '@/lib/cn';
import { type Draft, stagedKey } from '@/features/item-detail/lib/draft';
import { isUnsaved } from '../api/capture';
import {
  emptySchedule,
  type ScheduleFields,
  scheduleInput,
  type StepScheduleInput,
} from '../lib/step-schedule';
import { EntryAction, FieldError, PendingBadge } from './parts';
import { StepScheduleDialog } from './step-schedule-dialog';
import { StepScheduleFields } from './step-schedule-fields';

/** What "Add Step" gives: the text, and the step's date, assignee and reminder when chosen. */
export type NewStepInput = { text: string } & StepScheduleInput;

/**
 * "Add Step": enabled once the text passes the contract's step rule, then staged in the draft (edit mode) or
 * saved (outside it). A due day, time, assignee and reminder are optional.
 */
function AddStepForm({
  onAdd,
  members,
}: {
  onAdd(step: NewStepInput): void;
  members: readonly ProfileRef[];
}) {
  const {
    register,
    handleSubmit,
    getValues,
    reset,
    formState: { isValid },
  } = useForm<{ text: string }>({
    resolver: zodResolver(z.object({ text: stepTextSchema })),
    mode: 'onChange',
    defaultValues: { text: '' },
  });
  const [schedule, setSchedule] = useState<ScheduleFields>(emptySchedule);
  // the draft keeps the step as typed (like the steps edited in place); the save request trims it
  const submit = handleSubmit(() => {
    onAdd({ text: getValues('text'), ...scheduleInput(schedule) });
    reset();
    setSchedule(emptySchedule);
  });

  return (
    <form
      className="grid gap-2"
      aria-label={ITEM_DETAIL_TEXTS.addStep}
      noValidate
      onSubmit={(e) => void submit(e)}
    >
      <div className="flex gap-2">
        <Input
          aria-label={ITEM_DETAIL_TEXTS.stepText}
          placeholder={ITEM_DETAIL_TEXTS.stepPlaceholder}
          maxLength={ITEM_EDIT.stepTextMax}
          {...register('text')}
        />
        <Button type="submit" variant="outline" disabled={!isValid}>
          <Plus aria-hidden />
          {ITEM_DETAIL_TEXTS.addStep}
        </Button>
      </div>
      <StepScheduleFields value={schedule} onChange={setSchedule} members={members} />
    </form>
  );
}

/** A step's state where it cannot be changed: an icon, named for screen readers. */
function StepState({ done }: { done: boolean }) {
  const Icon = done ? CircleCheck : Circle;
  return (
    <span className="flex size-4 shrink-0 items-center justify-center text-muted-foreground">
      <Icon className="size-4" aria-hidden />
      <span className="sr-only">{done ? ITEM_DETAIL_TEXTS.stepDone : ITEM_DETAIL_TEXTS.stepOpen}</span>
    </span>
  );
}

/**
 * Next Steps, newest first, each with its due date, assignee and reminder. Outside edit mode a tick, a new step
 * and a step's date save at once (onToggle, onAdd, onSchedule); in edit mode new, edited, ticked and deleted
 * steps are staged and marked "Pending".
 */
export function StepsCard({
  steps,
  draft,
  errors,
  onChange,
  onToggle,
  onAdd,
  onSchedule,
  members = [],
}: {
  steps: NextStep[];
  draft: Draft | null;
  errors: Record<string, string>;
  onChange(patch: Partial<Draft>): void;
  /** Absent: the viewer's role may not change the steps, which show read-only. */
  onToggle?: (step: NextStep, completed: boolean) => void;
  /** Absent: the viewer's role may not add steps outside edit mode. */
  onAdd?: (step: NewStepInput) => void;
  /** Changes a saved step's date, assignee and reminder; true once saved. Absent: read-only. */
  onSchedule?: (step: NextStep, schedule: StepScheduleInput) => Promise<boolean>;
  /** Who a step may be assigned to. */
  members?: readonly ProfileRef[];
}) {
  const [editingText, setEditingText] = useState<ReadonlySet<string>>(new Set());
  const [scheduling, setScheduling] = useState<NextStep | null>(null);
  const empty = steps.length === 0 && (!draft || draft.newSteps.length === 0);

  return (
    <Card>
      <CardHeader>
        <CardTitle>{ITEM_DETAIL_TEXTS.nextSteps}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        {draft ? (
          <AddStepForm
            members={members}
            onAdd={({ text, ...schedule }) =>
              onChange({
                newSteps: [{ key: stagedKey(), text, completed: false, schedule }, ...draft.newSteps],
              })
            }
          />
        ) : (
          onAdd && <AddStepForm onAdd={onAdd} members={members} />
        )}
        {scheduling && onSchedule && (
          <StepScheduleDialog
            step={scheduling}
            members={members}
            onClose={() => setScheduling(null)}
            onSave={onSchedule}
          />
        )}
        {empty && <p className="text-sm text-muted-foreground">{ITEM_DETAIL_TEXTS.noSteps}</p>}
        <ul className="grid gap-2">
          {draft?.newSteps.map((s) => (
            <li key={s.key} className="grid gap-1 rounded-md border border-dashed p-2">
              <div className="flex items-center gap-2">
                <Checkbox
                  checked={s.completed}
                  aria-label={ITEM_DETAIL_TEXTS.toggleStep(s.text)}
                  onCheckedChange={(v) =>
                    onChange({
                      newSteps: draft.newSteps.map((x) =>
                        x.key === s.key ? { ...x, completed: v === true } : x,
                      ),
                    })
                  }
                />
                <Input
                  aria-label={ITEM_DETAIL_TEXTS.editStep(s.text)}
                  value={s.text}
                  maxLength={ITEM_EDIT.stepTextMax}
                  onChange={(e) =>
                    onChange({
                      newSteps: draft.newSteps.map((x) =>
                        x.key === s.key ? { ...x, text: e.target.value } : x,
                      ),
                    })
                  }
                />
                <PendingBadge />
                <EntryAction
                  icon={Trash2}
                  label={ITEM_DETAIL_TEXTS.deleteStep(s.text)}
                  onClick={() => onChange({ newSteps: draft.newSteps.filter((x) => x.key !== s.key) })}
                />
              </div>
              {s.schedule && (
                <StepDueLabel
                  className="pl-6"
                  dueAt={s.schedule.dueAt}
                  assignee={members.find((m) => m.id === s.schedule?.assigneeId) ?? null}
                  remindBeforeMinutes={s.schedule.remindBeforeMinutes}
                  completed={s.completed}
                />
              )}
              <FieldError message={errors[`steps.${s.key}`]} />
            </li>
          ))}
          {steps.map((step) => {
            const edited = draft?.editedSteps[step.id];
            const deleted = draft?.deletedSteps.includes(step.id) ?? false;
            const current = edited ?? { text: step.text, completed: step.completed };
            const changed = !!edited && (edited.text !== step.text || edited.completed !== step.completed);
            const stage = (patch: Partial<{ text: string; completed: boolean }>) =>
              draft &&
              onChange({ editedSteps: { ...draft.editedSteps, [step.id]: { ...current, ...patch } } });
            return (
              <li key={step.id} className="grid gap-1 rounded-md border p-2">
                <div className="flex items-center gap-2">
                  {draft || onToggle ? (
                    <Checkbox
                      checked={current.completed}
                      // an entry the server has not confirmed has no id to tick yet
                      disabled={deleted || isUnsaved(step.id)}
                      aria-label={ITEM_DETAIL_TEXTS.toggleStep(step.text)}
                      onCheckedChange={(v) =>
                        draft ? stage({ completed: v === true }) : onToggle?.(step, v === true)
                      }
                    />
                  ) : (
                    <StepState done={current.completed} />
                  )}
                  {draft && edited && editingText.has(step.id) && !deleted ? (
                    <Input
                      aria-label={ITEM_DETAIL_TEXTS.editStep(step.text)}
                      value={edited.text}
                      maxLength={ITEM_EDIT.stepTextMax}
                      onChange={(e) => stage({ text: e.target.value })}
                    />
                  ) : (
                    <span
                      className={cn(
                        'flex-1 text-sm break-words',
                        current.completed && 'text-muted-foreground line-through',
                        deleted && 'opacity-60',
                      )}
                    >
                      {current.text}
                    </span>
                  )}
                  {isUnsaved(step.id) && <PendingBadge label={ITEM_DETAIL_TEXTS.unsaved} />}
                  {!draft && onSchedule && !isUnsaved(step.id) && (
                    <EntryAction
                      icon={CalendarClock}
                      label={NEXT_STEP_TEXTS.editSchedule(step.text)}
                      onClick={() => setScheduling(step)}
                    />
                  )}
                  {draft && (changed || deleted) && (
                    <PendingBadge
                      label={deleted ? ITEM_DETAIL_TEXTS.stagedForDeletion : ITEM_DETAIL_TEXTS.pending}
                    />
                  )}
                  {draft &&
                    (deleted ? (
                      <EntryAction
                        icon={Undo2}
                        label={ITEM_DETAIL_TEXTS.undoDelete}
                        onClick={() =>
                          onChange({ deletedSteps: draft.deletedSteps.filter((id) => id !== step.id) })
                        }
                      />
                    ) : (
                      <>
                        {!editingText.has(step.id) && (
                          <EntryAction
                            icon={Pencil}
                            label={ITEM_DETAIL_TEXTS.editStep(step.text)}
                            onClick={() => {
                              setEditingText(new Set([...editingText, step.id]));
                              stage({});
                            }}
                          />
                        )}
                        <EntryAction
                          icon={Trash2}
                          label={ITEM_DETAIL_TEXTS.deleteStep(step.text)}
                          onClick={() => onChange({ deletedSteps: [...draft.deletedSteps, step.id] })}
                        />
                      </>
                    ))}
                </div>
                <StepDueLabel
                  className="pl-6"
                  dueAt={step.dueAt}
                  assignee={step.assignee}
                  remindBeforeMinutes={step.remindBeforeMinutes}
                  completed={current.completed}
                />
                <FieldError message={errors[`steps.${step.id}`]} />
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}
