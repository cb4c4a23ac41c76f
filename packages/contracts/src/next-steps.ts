import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { idParamsSchema, idSchema, isoDate } from './common';
import { nextStepSchema } from './item-detail';
import { NEXT_STEPS } from './limits';
import { NEXT_STEP_ERRORS } from './messages/next-steps';
import { DAY_MS } from './time';

/** The item or folder a dated step belongs to, by name. */
export const stepPlaceSchema = z.object({ id: idSchema, name: z.string() });

/** A dated next step with where it is: its item and folder (the Upcoming list, This week). */
export const datedStepSchema = nextStepSchema.extend({
  dueAt: isoDate,
  item: stepPlaceSchema,
  folder: stepPlaceSchema,
  /** The viewer's role lets them tick it and change its date. */
  canEdit: z.boolean(),
});
export type DatedStep = z.infer<typeof datedStepSchema>;

export const upcomingStepsSchema = z.object({
  /** Dated steps not done, soonest first (overdue ones lead), at most NEXT_STEPS.upcomingMax. */
  steps: z.array(datedStepSchema),
  /** How many dated steps not done the folder has in all. */
  total: z.number().int(),
});
export type UpcomingSteps = z.infer<typeof upcomingStepsSchema>;

const instant = z.iso.datetime({ offset: true, error: NEXT_STEP_ERRORS.windowInvalid });

/**
 * A window of due times (the caller's week, in the caller's time zone, as two instants): from inclusive, to
 * exclusive, at most NEXT_STEPS.dueWindowMaxDays long. `assigned=me`: only the steps assigned to the caller.
 */
export const dueStepsQuerySchema = z
  .object({
    from: instant,
    to: instant,
    assigned: z.enum(['me', 'any']).default('any'),
  })
  .superRefine((q, ctx) => {
    const span = Date.parse(q.to) - Date.parse(q.from);
    if (!(span > 0)) ctx.addIssue({ code: 'custom', path: ['to'], message: NEXT_STEP_ERRORS.windowInvalid });
    else if (span > NEXT_STEPS.dueWindowMaxDays * DAY_MS)
      ctx.addIssue({ code: 'custom', path: ['to'], message: NEXT_STEP_ERRORS.windowTooLong });
  });
export type DueStepsQuery = z.output<typeof dueStepsQuerySchema>;

export const dueStepsSchema = z.object({
  /** Steps due in the window (done ones too), soonest first. */
  steps: z.array(datedStepSchema),
  /** Steps not done that were due before the window, oldest first. */
  overdue: z.array(datedStepSchema),
});
export type DueSteps = z.infer<typeof dueStepsSchema>;

export const reminderRunBodySchema = z.object({
  at: z.iso.datetime({ offset: true, error: NEXT_STEP_ERRORS.atInvalid }),
});

export const nextStepsEndpoints = {
  upcoming: defineEndpoint({
    method: 'get',
    path: '/api/folders/:id/steps/upcoming',
    summary: "A folder's dated next steps that are not done (its subfolders' too), soonest first",
    tag: 'next-steps',
    auth: true,
    params: idParamsSchema,
    response: upcomingStepsSchema,
  }),
  due: defineEndpoint({
    method: 'get',
    path: '/api/steps/due',
    summary:
      "Next steps due in a window across every folder the caller may open (or only the caller's), with the overdue ones",
    tag: 'next-steps',
    auth: true,
    query: dueStepsQuerySchema,
    response: dueStepsSchema,
  }),
  runReminders: defineEndpoint({
    method: 'post',
    path: '/api/dev/step-reminders',
    summary:
      'Sends the step reminders due at `at`, as the reminder job would then (development and browser journeys only; 404 in production)',
    tag: 'next-steps',
    auth: false,
    body: reminderRunBodySchema,
    response: z.object({ reminded: z.number().int() }),
  }),
};
