import { useMemo, useState } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type DatedStep, NEXT_STEP_TEXTS, TOAST_TITLES } from '@shortlist/contracts';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { RowsLoading } from '@/components/ui/loading-skeletons';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { addDays, formatDay, localDayKey, startOfWeek } from '@/lib/local-dates';
import { useDueSteps } from '../api/due-steps';
import { useTickStep } from '../api/tick-step';
import { CalendarFeedCard } from './calendar-feed-card';
import { DatedStepRow } from './dated-step-row';

const FILTERS = [
  { value: 'any', label: NEXT_STEP_TEXTS.everyone },
  { value: 'me', label: NEXT_STEP_TEXTS.assignedToMe },
] as const;

/** The week's steps by day (Monday first), in the viewer's time zone. */
function byDay(steps: readonly DatedStep[], monday: Date) {
  return Array.from({ length: 7 }, (_, i) => {
    const day = addDays(monday, i);
    const key = localDayKey(day.toISOString());
    return { day, key, steps: steps.filter((s) => localDayKey(s.dueAt) === key) };
  });
}

/**
 * "This week": every step due this week across the viewer's folders (or only those assigned to them), by day,
 * with the overdue ones first; the calendar feed's settings below.
 */
export function ThisWeekPage({ now = new Date() }: { now?: Date }) {
  const [offset, setOffset] = useState(0);
  const [assigned, setAssigned] = useState<'any' | 'me'>('any');
  const monday = useMemo(() => addDays(startOfWeek(now), offset * 7), [now, offset]);
  const sunday = addDays(monday, 6);
  const { data, error, isLoading } = useDueSteps(monday, addDays(monday, 7), assigned);
  const tick = useTickStep();
  const onTick = (step: DatedStep, completed: boolean) =>
    void tick(step.itemId, step.id, completed).catch((err: unknown) =>
      toast.error(errorMessage(err), TOAST_TITLES.error),
    );
  const days = data ? byDay(data.steps, monday) : [];
  const empty = data && data.steps.length === 0 && data.overdue.length === 0;

  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-8">
      <div className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">{NEXT_STEP_TEXTS.thisWeek}</h1>
        <p className="text-sm text-muted-foreground">{NEXT_STEP_TEXTS.thisWeekIntro}</p>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-1">
          <Button
            variant="outline"
            size="icon"
            aria-label={NEXT_STEP_TEXTS.previousWeek}
            onClick={() => setOffset(offset - 1)}
          >
            <ChevronLeft aria-hidden />
          </Button>
          <Button variant="outline" disabled={offset === 0} onClick={() => setOffset(0)}>
            {NEXT_STEP_TEXTS.currentWeek}
          </Button>
          <Button
            variant="outline"
            size="icon"
            aria-label={NEXT_STEP_TEXTS.nextWeek}
            onClick={() => setOffset(offset + 1)}
          >
            <ChevronRight aria-hidden />
          </Button>
          <span className="ml-2 text-sm font-medium" aria-live="polite">
            {NEXT_STEP_TEXTS.weekOf(`${formatDay(monday)} – ${formatDay(sunday)}`)}
          </span>
        </div>
        <div className="w-56">
          <Select
            aria-label={NEXT_STEP_TEXTS.filter}
            value={assigned}
            options={FILTERS}
            onValueChange={(v) => setAssigned(v === 'me' ? 'me' : 'any')}
          />
        </div>
      </div>

      {isLoading && !data && <RowsLoading label={NEXT_STEP_TEXTS.loading} />}
      {error && !data && <p className="text-sm text-destructive">{NEXT_STEP_TEXTS.loadError}</p>}
      {empty && <p className="text-sm text-muted-foreground">{NEXT_STEP_TEXTS.weekEmpty}</p>}

      {data && data.overdue.length > 0 && (
        <section aria-labelledby="overdue-steps" className="grid gap-2">
          <h2 id="overdue-steps" className="text-lg font-semibold text-destructive">
            {NEXT_STEP_TEXTS.overdue}
          </h2>
          <ul className="grid gap-2">
            {data.overdue.map((step) => (
              <DatedStepRow key={step.id} step={step} onTick={step.canEdit ? onTick : undefined} />
            ))}
          </ul>
        </section>
      )}
      {days
        .filter((d) => d.steps.length > 0)
        .map((d) => (
          <section key={d.key} aria-labelledby={`day-${d.key}`} className="grid gap-2">
            <h2 id={`day-${d.key}`} className="text-lg font-semibold">
              {formatDay(d.day)}
            </h2>
            <ul className="grid gap-2">
              {d.steps.map((step) => (
                <DatedStepRow key={step.id} step={step} onTick={step.canEdit ? onTick : undefined} />
              ))}
            </ul>
          </section>
        ))}

      <CalendarFeedCard />
    </div>
  );
}
