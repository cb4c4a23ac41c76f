/** Next steps with dates and the calendar feed. */

/** Next steps with a due date: reminders, the folder's Upcoming list, the This week screen. */
export const NEXT_STEPS = {
  /** Reminder lead times offered, in minutes before the due time (0: at the time). */
  reminderLeadMinutes: [0, 15, 60, 1440, 10080] as const,
  /** The lead a new dated step gets on the item page unless another is chosen. */
  reminderLeadDefault: 60,
  /** Steps the folder's Upcoming list shows, soonest first. */
  upcomingMax: 10,
  /** The longest window one "due" query may ask for (This week asks for seven days). */
  dueWindowMaxDays: 42,
  /** Steps one "due" answer holds in its window, and overdue ones before it. */
  dueListMax: 200,
  overdueMax: 50,
} as const;

/** The personal calendar feed (iCalendar) of dated next steps. */
export const CALENDAR_FEED = {
  /** Length of the secret in the feed's address (base64url characters of a SHA-256 HMAC). */
  tokenLength: 43,
  /** Steps due this many days ago or later are in the feed (calendars keep what they had). */
  pastDays: 90,
  /** How long each step's event lasts in the calendar. */
  eventMinutes: 30,
  /** How often calendar apps are asked to fetch the feed again. */
  refreshMinutes: 60,
} as const;
