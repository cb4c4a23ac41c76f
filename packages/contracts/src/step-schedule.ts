import { z } from 'zod';
import { NEXT_STEPS } from './limits';
import { NEXT_STEP_ERRORS } from './messages/next-steps';

/** A next step's due instant (ISO 8601 with an offset), or null for none. */
export const dueAtSchema = z.iso.datetime({ offset: true, error: NEXT_STEP_ERRORS.dueAtInvalid }).nullable();

/** The person a next step is assigned to (a member of the item's folder), or null for nobody. */
export const assigneeIdSchema = z.uuid({ error: NEXT_STEP_ERRORS.assigneeInvalid }).nullable();

/** Minutes before the due time the reminder goes out (one of NEXT_STEPS.reminderLeadMinutes), or null for none. */
export const reminderLeadSchema = z
  .literal(NEXT_STEPS.reminderLeadMinutes, { error: NEXT_STEP_ERRORS.reminderInvalid })
  .nullable();
export type ReminderLead = (typeof NEXT_STEPS.reminderLeadMinutes)[number];

/** A step's date, assignee and reminder; an absent field stays as it is. */
export const stepScheduleSchema = z.object({
  dueAt: dueAtSchema.optional(),
  assigneeId: assigneeIdSchema.optional(),
  remindBeforeMinutes: reminderLeadSchema.optional(),
});
export type StepSchedule = z.output<typeof stepScheduleSchema>;

/** A reminder without a due date, on a new step, is refused (a step's edit is checked by the API). */
export const reminderNeedsDue = (s: StepSchedule, ctx: z.RefinementCtx) => {
  if (s.remindBeforeMinutes != null && !s.dueAt)
    ctx.addIssue({
      code: 'custom',
      path: ['remindBeforeMinutes'],
      message: NEXT_STEP_ERRORS.reminderNeedsDue,
    });
};
