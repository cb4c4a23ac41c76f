import { AlarmClock, CalendarClock, UserRound } from 'lucide-react';
import { NEXT_STEP_TEXTS, type UserRef } from '@shortlist/contracts';
import { cn } from '@/lib/cn';
import { formatDue } from '@/lib/local-dates';

/** How a person is named beside a step: full name, else nickname. */
export const personName = (person: Pick<UserRef, 'fullName' | 'nickname'> | null): string | null =>
  person ? person.fullName || person.nickname || NEXT_STEP_TEXTS.unknownPerson : null;

/**
 * A step's due date (marked when it is past and the step not done), assignee and reminder, in one line of small
 * text; nothing when the step has none of them.
 */
export function StepDueLabel({
  dueAt,
  assignee,
  remindBeforeMinutes,
  completed,
  now = new Date(),
  className,
}: {
  dueAt: string | null;
  assignee: Pick<UserRef, 'id' | 'fullName' | 'nickname'> | null;
  remindBeforeMinutes?: number | null;
  completed: boolean;
  now?: Date;
  className?: string;
}) {
  if (!dueAt && !assignee) return null;
  const overdue = !!dueAt && !completed && new Date(dueAt) < now;
  return (
    <span
      className={cn('flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground', className)}
    >
      {dueAt && (
        <span className={cn('inline-flex items-center gap-1', overdue && 'font-medium text-destructive')}>
          <CalendarClock className="size-3.5" aria-hidden />
          <time dateTime={dueAt}>
            {overdue ? NEXT_STEP_TEXTS.overdueOn(formatDue(dueAt)) : NEXT_STEP_TEXTS.dueOn(formatDue(dueAt))}
          </time>
        </span>
      )}
      {assignee && (
        <span className="inline-flex items-center gap-1">
          <UserRound className="size-3.5" aria-hidden />
          {NEXT_STEP_TEXTS.assignedTo(personName(assignee)!)}
        </span>
      )}
      {dueAt && remindBeforeMinutes != null && !completed && (
        <span className="inline-flex items-center gap-1">
          <AlarmClock className="size-3.5" aria-hidden />
          {NEXT_STEP_TEXTS.remindsAt(remindBeforeMinutes)}
        </span>
      )}
    </span>
  );
}
