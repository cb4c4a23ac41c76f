import { Link } from 'react-router';
import { CheckCircle2, Circle } from 'lucide-react';
import { CHECKLIST_ITEMS, TEMPLATE_TEXTS, type ChecklistStep } from '@shortlist/contracts';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { useFolderChecklist } from '../api/get-checklist';

/**
 * A template folder's getting-started checklist: add two items, rate them, compare or open Decide. Each step
 * is ticked from the folder's real state (the server derives it); once every step is done it is not shown.
 */
export function FolderChecklist({ folderId }: { folderId: string }) {
  const { data } = useFolderChecklist(folderId);
  const checklist = data?.checklist;
  if (!checklist || checklist.done) return null;
  const doneCount = checklist.steps.filter((s) => s.done).length;
  const hint: Record<ChecklistStep, string | null> = {
    add: checklist.items < CHECKLIST_ITEMS ? TEMPLATE_TEXTS.stepAddHint(checklist.items) : null,
    rate: checklist.rated < CHECKLIST_ITEMS ? TEMPLATE_TEXTS.stepRateHint(checklist.rated) : null,
    decide: null,
  };
  return (
    <section aria-labelledby={`checklist-${folderId}`} className="grid gap-2 rounded-lg border bg-card p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={`checklist-${folderId}`} className="font-semibold">
          {TEMPLATE_TEXTS.checklistTitle}
        </h2>
        <span className="text-xs text-muted-foreground">
          {TEMPLATE_TEXTS.checklistProgress(doneCount, checklist.steps.length)}
        </span>
      </div>
      <ol className="grid gap-1.5 text-sm">
        {checklist.steps.map(({ step, done }) => {
          const Icon = done ? CheckCircle2 : Circle;
          return (
            <li key={step} data-done={done} className="flex items-center gap-2">
              <Icon
                className={cn('size-4 shrink-0', done ? 'text-green-600' : 'text-muted-foreground')}
                aria-hidden
              />
              <span className={cn(done && 'text-muted-foreground line-through')}>
                {TEMPLATE_TEXTS.steps[step]}
                <span className="sr-only">{done ? ` (${TEMPLATE_TEXTS.done})` : ''}</span>
              </span>
              {!done && hint[step] && <span className="text-xs text-muted-foreground">{hint[step]}</span>}
              {!done && step === 'decide' && (
                <Link
                  to={paths.decide(folderId)}
                  className="text-xs font-medium text-primary hover:underline"
                >
                  {TEMPLATE_TEXTS.openDecide}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
