import { ThisWeekPage } from '@/features/next-steps/components/this-week-page';

/** /app/this-week: every step due this week across my folders and those assigned to me; the calendar feed. */
export default function Route() {
  return <ThisWeekPage />;
}
