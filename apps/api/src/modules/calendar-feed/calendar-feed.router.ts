import { calendarFeedEndpoints } from '@shortlist/contracts';
import type { AppDeps } from '../../deps';
import type { Routes } from '../../http/route-table';
import { mount } from '../../http/endpoint';
import { feedText, getFeed, resetFeed, turnOffFeed } from './calendar-feed.service';

export function mountCalendarFeedRoutes(router: Routes, deps: AppDeps): void {
  mount(router, calendarFeedEndpoints.get, ({ user }) => getFeed(deps, user));
  mount(router, calendarFeedEndpoints.reset, ({ user }) => resetFeed(deps, user));
  mount(router, calendarFeedEndpoints.turnOff, ({ user }) =>
    turnOffFeed(deps, user).then(() => undefined as never),
  );
  mount(router, calendarFeedEndpoints.feed, async ({ params, res }) => {
    const text = await feedText(deps, params.token);
    res.setHeader('Content-Type', 'text/calendar; charset=utf-8');
    // the secret is in the address: no shared cache keeps a copy
    res.setHeader('Cache-Control', 'private, no-store');
    res.send(text);
    return undefined as never;
  });
}
