import ical, { ICalEventStatus } from 'ical-generator';
import {
  APP_PATHS,
  appUrl,
  CALENDAR_FEED,
  type DatedStep,
  MINUTE_MS,
  NEXT_STEP_TEXTS,
  type UserRef,
} from '@shortlist/contracts';

const personName = (u: UserRef | null) =>
  u ? (u.fullName ?? u.nickname ?? NEXT_STEP_TEXTS.unknownPerson) : null;

/**
 * The iCalendar text of a person's dated steps: one event per step, at its due time, named by the step and its
 * item, with the item, the folder, the assignee and a link back to the item page. The event's id is the step's,
 * so a calendar that fetches the feed again moves the event rather than adding another.
 */
export function renderFeed(steps: readonly DatedStep[], publicUrl: string, now: Date): string {
  const host = new URL(publicUrl).host;
  const calendar = ical({
    name: NEXT_STEP_TEXTS.feedName,
    prodId: { company: 'Shortlist', product: 'next-steps', language: 'EN' },
    ttl: CALENDAR_FEED.refreshMinutes * 60,
  });
  for (const step of steps) {
    const start = new Date(step.dueAt);
    const link = appUrl(publicUrl, APP_PATHS.item(step.folder.id, step.item.id));
    calendar.createEvent({
      id: `${step.id}@${host}`,
      start,
      end: new Date(start.getTime() + CALENDAR_FEED.eventMinutes * MINUTE_MS),
      stamp: now,
      summary: NEXT_STEP_TEXTS.eventSummary(step.text, step.item.name, step.completed),
      description: NEXT_STEP_TEXTS.eventDescription(
        step.item.name,
        step.folder.name,
        personName(step.assignee),
        link,
      ),
      url: link,
      status: ICalEventStatus.CONFIRMED,
    });
  }
  return calendar.toString();
}
