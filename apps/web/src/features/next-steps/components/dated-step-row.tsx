import { Link } from 'react-router';
import { type DatedStep, ITEM_DETAIL_TEXTS, NEXT_STEP_TEXTS } from '@shortlist/contracts';
import { Checkbox } from '@/components/ui/checkbox';
import { StepDueLabel } from '@/components/step-due-label';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';

/** A dated step in a list: its tick (when the viewer may change it), text, item and folder, date and assignee. */
export function DatedStepRow({
  step,
  onTick,
  showFolder = true,
}: {
  step: DatedStep;
  /** Absent: shown without a tick. */
  onTick?: (step: DatedStep, completed: boolean) => void;
  showFolder?: boolean;
}) {
  return (
    <li className="flex items-start gap-3 rounded-md border p-3">
      {onTick && (
        <Checkbox
          className="mt-0.5"
          checked={step.completed}
          aria-label={ITEM_DETAIL_TEXTS.toggleStep(step.text)}
          onCheckedChange={(v) => onTick(step, v === true)}
        />
      )}
      <div className="grid min-w-0 flex-1 gap-1">
        <span className={cn('text-sm break-words', step.completed && 'text-muted-foreground line-through')}>
          {step.text}
        </span>
        <Link
          to={paths.item(step.folder.id, step.item.id)}
          className="w-fit text-xs font-medium text-primary underline-offset-4 hover:underline"
        >
          {showFolder ? NEXT_STEP_TEXTS.inFolder(step.item.name, step.folder.name) : step.item.name}
        </Link>
        <StepDueLabel dueAt={step.dueAt} assignee={step.assignee} completed={step.completed} />
      </div>
    </li>
  );
}
