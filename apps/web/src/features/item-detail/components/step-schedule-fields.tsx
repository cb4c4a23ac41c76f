import { useId } from 'react';
import { NEXT_STEP_TEXTS, NEXT_STEPS, type ProfileRef } from '@shortlist/contracts';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { type ScheduleFields, withDay } from '../lib/step-schedule';

const REMINDER_OPTIONS = NEXT_STEPS.reminderLeadMinutes.map((m) => ({
  value: String(m),
  label: NEXT_STEP_TEXTS.reminderLead(m),
}));

const memberName = (p: ProfileRef) => p.fullName || p.nickname || NEXT_STEP_TEXTS.unknownPerson;

/** A step's due day and time, assignee (a member of the folder) and reminder (once it has a day). */
export function StepScheduleFields({
  value,
  onChange,
  members,
}: {
  value: ScheduleFields;
  onChange(next: ScheduleFields): void;
  members: readonly ProfileRef[];
}) {
  const id = useId();
  return (
    // the fields sit in a narrow card on a desktop: four columns only when the card itself is wide enough
    <div className="@container">
      <div className="grid grid-cols-2 gap-2 @xl:grid-cols-4">
        <div className="grid min-w-0 gap-1">
          <Label htmlFor={`${id}-day`} className="text-xs">
            {NEXT_STEP_TEXTS.dueDate}
          </Label>
          <Input
            id={`${id}-day`}
            type="date"
            className="min-w-0"
            value={value.day}
            onChange={(e) => onChange(withDay(value, e.target.value))}
          />
        </div>
        <div className="grid min-w-0 gap-1">
          <Label htmlFor={`${id}-time`} className="text-xs">
            {NEXT_STEP_TEXTS.dueTime}
          </Label>
          <Input
            id={`${id}-time`}
            type="time"
            className="min-w-0"
            value={value.time}
            disabled={!value.day}
            onChange={(e) => onChange({ ...value, time: e.target.value })}
          />
        </div>
        <div className="grid min-w-0 gap-1">
          <Label htmlFor={`${id}-assignee`} className="text-xs">
            {NEXT_STEP_TEXTS.assignee}
          </Label>
          <Select
            id={`${id}-assignee`}
            value={value.assigneeId}
            emptyOption={NEXT_STEP_TEXTS.nobody}
            placeholder={NEXT_STEP_TEXTS.nobody}
            options={members.map((p) => ({ value: p.id, label: memberName(p) }))}
            onValueChange={(assigneeId) => onChange({ ...value, assigneeId })}
          />
        </div>
        <div className="grid min-w-0 gap-1">
          <Label htmlFor={`${id}-remind`} className="text-xs">
            {NEXT_STEP_TEXTS.reminder}
          </Label>
          <Select
            id={`${id}-remind`}
            value={value.remind}
            disabled={!value.day}
            emptyOption={NEXT_STEP_TEXTS.noReminder}
            placeholder={NEXT_STEP_TEXTS.noReminder}
            options={REMINDER_OPTIONS}
            onValueChange={(remind) => onChange({ ...value, remind })}
          />
        </div>
      </div>
    </div>
  );
}
