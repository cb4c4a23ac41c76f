import { CALENDAR_FEED, NEXT_STEPS } from '../limits';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '../time';

/** "15 minutes", "1 hour", "1 day", "1 week": a lead time in its largest whole unit. */
export function leadDuration(minutes: number): string {
  const units: Array<[number, string]> = [
    [(7 * DAY_MS) / MINUTE_MS, 'week'],
    [DAY_MS / MINUTE_MS, 'day'],
    [HOUR_MS / MINUTE_MS, 'hour'],
    [1, 'minute'],
  ];
  const [size, word] = units.find(([size]) => minutes % size === 0) ?? [1, 'minute'];
  const n = minutes / size;
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

/** How a reminder lead reads in a picker: "At the time", "1 hour before". */
export const reminderLeadLabel = (minutes: number): string =>
  minutes === 0 ? 'At the time' : `${leadDuration(minutes)} before`;

const leadList = NEXT_STEPS.reminderLeadMinutes.map(reminderLeadLabel).join(', ').toLowerCase();

/** What the API answers when a next step's date, assignee or reminder is refused. */
export const NEXT_STEP_ERRORS = {
  dueAtInvalid: 'The due date is not a valid date and time. Use ISO 8601, e.g. 2026-12-05T18:00:00Z.',
  assigneeInvalid: 'The assignee must be the id of a person.',
  assigneeNotMember: 'The assignee must be a member of this folder: its owner or someone it is shared with.',
  assigneePrivateItem: 'This item is private: only you can be assigned its steps.',
  reminderInvalid: `Choose a reminder of ${leadList}.`,
  reminderNeedsDue: 'A reminder needs a due date. Set the due date first.',
  windowInvalid: 'Give the window as two dates and times, "from" before "to".',
  windowTooLong: `Ask for at most ${NEXT_STEPS.dueWindowMaxDays} days at a time.`,
  atInvalid: 'Give "at" as a date and time.',
} as const;

/** The dated steps on the item page, the folder's Upcoming list, the This week screen and the calendar feed. */
export const NEXT_STEP_TEXTS = {
  dueLabel: 'Due',
  dueDate: 'Due date',
  dueTime: 'Due time',
  dueHint: 'Optional. Without a time, 09:00.',
  clearDue: 'No due date',
  assignee: 'Assignee',
  nobody: 'Nobody',
  reminder: 'Reminder',
  noReminder: 'No reminder',
  reminderLead: reminderLeadLabel,
  /** Shown beside a step: "Due Fri 5 Dec, 18:00". */
  dueOn: (when: string) => `Due ${when}`,
  overdueOn: (when: string) => `Overdue since ${when}`,
  assignedTo: (name: string) => `Assigned to ${name}`,
  remindsAt: (minutes: number) => `Reminder ${reminderLeadLabel(minutes).toLowerCase()}`,
  unknownPerson: 'Unknown user',
  you: 'you',
  editSchedule: (text: string) => `Date and assignee of ${text}`,
  save: 'Save',
  saving: 'Saving...',
  cancel: 'Cancel',
  scheduleSaved: 'Next step updated',
  /** The folder page's small section. */
  upcoming: 'Upcoming',
  upcomingEmpty: 'No dated next steps. Give a step a due date on its item page.',
  upcomingLoadError: 'Could not load the upcoming steps.',
  /** The This week screen. */
  thisWeek: 'This week',
  thisWeekIntro: 'Next steps due this week in your folders, and those assigned to you.',
  previousWeek: 'Previous week',
  nextWeek: 'Next week',
  currentWeek: 'This week',
  weekOf: (range: string) => `Week of ${range}`,
  overdue: 'Overdue',
  weekEmpty: 'Nothing is due this week.',
  loading: 'Loading...',
  loadError: 'Could not load the steps. Please try again.',
  filter: 'Show',
  everyone: 'Everything in my folders',
  assignedToMe: 'Assigned to me',
  inFolder: (item: string, folder: string) => `${item} in ${folder}`,
  /** The calendar feed's settings. */
  calendarFeed: 'Calendar feed',
  calendarFeedIntro:
    'Subscribe to your dated next steps from any calendar app (Google Calendar, Apple Calendar, Outlook). The address is secret: anyone who has it can read the steps it shows.',
  calendarFeedOff: 'The calendar feed is off.',
  turnOnFeed: 'Create calendar address',
  feedAddress: 'Calendar address',
  copyFeed: 'Copy address',
  feedCopied: 'Calendar address copied',
  resetFeed: 'Reset address',
  resetFeedTitle: 'Reset the calendar address?',
  resetFeedDescription:
    'Calendars subscribed to the current address stop receiving updates. You will need to subscribe again with the new one.',
  feedReset: 'New calendar address created. The old one no longer works.',
  turnOffFeed: 'Turn off',
  feedTurnedOff: 'Calendar feed turned off',
  /** In the feed itself. */
  feedName: 'Shortlist next steps',
  eventDescription: (item: string, folder: string, assignee: string | null, link: string) =>
    [`Item: ${item}`, `Folder: ${folder}`, ...(assignee ? [`Assigned to: ${assignee}`] : []), '', link].join(
      '\n',
    ),
  eventSummary: (step: string, item: string, done: boolean) => `${done ? 'Done: ' : ''}${step} (${item})`,
  feedRefresh: `Calendars refresh it about every ${CALENDAR_FEED.refreshMinutes} minutes.`,
} as const;
