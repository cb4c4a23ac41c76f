import { CalendarClock } from 'lucide-react';
import { Link } from 'react-router';
import { NEXT_STEP_TEXTS } from '@shortlist/contracts';
import { paths } from '@/config/paths';
import { useUpcomingSteps } from '../api/upcoming-steps';
import { DatedStepRow } from './dated-step-row';

/**
 * The folder page's "Upcoming" section: its dated steps not done (subfolders' too), soonest first. Hidden while
 * the folder has none, so a folder without dates looks as before.
 */
export function UpcomingSteps({ folderId }: { folderId: string }) {
  const { data, error } = useUpcomingSteps(folderId);
  if (error) return <p className="text-sm text-muted-foreground">{NEXT_STEP_TEXTS.upcomingLoadError}</p>;
  if (!data || data.steps.length === 0) return null;
  return (
    <section aria-labelledby="upcoming-steps" className="grid gap-2">
      <div className="flex items-center justify-between gap-2">
        <h2 id="upcoming-steps" className="flex items-center gap-2 text-lg font-semibold">
          <CalendarClock className="size-5" aria-hidden />
          {NEXT_STEP_TEXTS.upcoming}
          <span className="text-sm font-normal text-muted-foreground">({data.total})</span>
        </h2>
        <Link
          to={paths.thisWeek}
          className="text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          {NEXT_STEP_TEXTS.thisWeek}
        </Link>
      </div>
      <ul className="grid gap-2 sm:grid-cols-2">
        {data.steps.map((step) => (
          <DatedStepRow key={step.id} step={step} showFolder={step.folder.id !== folderId} />
        ))}
      </ul>
    </section>
  );
}
