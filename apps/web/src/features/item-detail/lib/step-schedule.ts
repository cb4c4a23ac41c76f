import { NEXT_STEPS, type NextStep, type ReminderLead } from '@shortlist/contracts';
import { isoToLocal, localToIso } from '@/lib/local-dates';

/** A step's date, assignee and reminder as the form holds them ('' for none). */
export interface ScheduleFields {
  day: string;
  time: string;
  assigneeId: string;
  /** Minutes before, as text; '' for no reminder. */
  remind: string;
}

/** What the API takes for them. */
export interface StepScheduleInput {
  dueAt: string | null;
  assigneeId: string | null;
  remindBeforeMinutes: ReminderLead | null;
}

export const emptySchedule: ScheduleFields = { day: '', time: '', assigneeId: '', remind: '' };

export function scheduleOf(
  step: Pick<NextStep, 'dueAt' | 'assignee' | 'remindBeforeMinutes'>,
): ScheduleFields {
  const { day, time } = isoToLocal(step.dueAt);
  return {
    day,
    time,
    assigneeId: step.assignee?.id ?? '',
    remind: step.remindBeforeMinutes === null ? '' : String(step.remindBeforeMinutes),
  };
}

/** The form's fields as the API takes them: no reminder without a date. */
export function scheduleInput(fields: ScheduleFields): StepScheduleInput {
  const dueAt = localToIso(fields.day, fields.time);
  return {
    dueAt,
    assigneeId: fields.assigneeId || null,
    remindBeforeMinutes: dueAt && fields.remind !== '' ? (Number(fields.remind) as ReminderLead) : null,
  };
}

/** A day picked where none was: the default reminder comes with it. */
export function withDay(fields: ScheduleFields, day: string): ScheduleFields {
  const remind =
    !fields.day && day && fields.remind === '' ? String(NEXT_STEPS.reminderLeadDefault) : fields.remind;
  return { ...fields, day, remind: day ? remind : '' };
}

/** Only what was chosen, for a new step (a plain step's request stays as it was). */
export function chosenSchedule(s: StepScheduleInput | undefined): Partial<StepScheduleInput> {
  if (!s) return {};
  return Object.fromEntries(Object.entries(s).filter(([, v]) => v !== null)) as Partial<StepScheduleInput>;
}
