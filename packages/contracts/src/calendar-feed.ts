import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { CALENDAR_FEED } from './limits';

/** The caller's calendar feed: its secret address, or null while the feed is off. */
export const calendarFeedSchema = z.object({ url: z.url().nullable() });
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;

export const calendarFeedParamsSchema = z.object({
  /** The secret, optionally followed by `.ics` (some calendar apps want the extension). */
  token: z.string().regex(new RegExp(`^[A-Za-z0-9_-]{${CALENDAR_FEED.tokenLength}}(\\.ics)?$`)),
});

export const calendarFeedEndpoints = {
  get: defineEndpoint({
    method: 'get',
    path: '/api/calendar-feed',
    summary: "The caller's calendar feed address (null while it is off)",
    tag: 'calendar-feed',
    auth: true,
    response: calendarFeedSchema,
  }),
  reset: defineEndpoint({
    method: 'post',
    path: '/api/calendar-feed',
    summary: 'Creates the calendar feed address, or replaces it: the old address stops working at once',
    tag: 'calendar-feed',
    auth: true,
    response: calendarFeedSchema,
  }),
  turnOff: defineEndpoint({
    method: 'delete',
    path: '/api/calendar-feed',
    summary: 'Turns the calendar feed off: its address stops working',
    tag: 'calendar-feed',
    auth: true,
  }),
  feed: defineEndpoint({
    method: 'get',
    path: '/api/calendar/:token',
    summary:
      "An iCalendar feed of the person's dated next steps, by its secret address (no session: calendar apps subscribe to it). 404 once reset or turned off",
    tag: 'calendar-feed',
    auth: false,
    params: calendarFeedParamsSchema,
    status: 200,
    responseContentType: 'text/calendar',
  }),
};
