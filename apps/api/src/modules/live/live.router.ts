import { LIVE_ERRORS, liveEndpoints } from '@shortlist/contracts';
import { LIVE_STREAM } from '../../config/tunables';
import type { AppDeps } from '../../deps';
import type { Routes } from '../../http/route-table';
import { mount } from '../../http/endpoint';
import { createRateLimit, perUserKey } from '../../http/rate-limit';
import { openEventStream } from '../../live/sse';
import { createTicket, heartbeat, leave, openStream } from './live.service';

/** Where a reconnect resumes: the browser's own `Last-Event-ID`, else the SPA's `lastEventId`. */
function resumeFrom(header: string | undefined, fromQuery: string | undefined): number | undefined {
  const value = header && /^\d{1,18}$/.test(header) ? header : fromQuery;
  return value === undefined ? undefined : Number(value);
}

export function mountLiveRoutes(router: Routes, deps: AppDeps): void {
  // per address first (many accounts from one place), then per person (one person's many tabs or a loop)
  mount(
    router,
    liveEndpoints.ticket,
    ({ user }) => createTicket(deps, user),
    createRateLimit(deps, 'liveTicketsPerIp', LIVE_ERRORS.tooManyTickets),
    createRateLimit(deps, 'liveTickets', LIVE_ERRORS.tooManyTickets, { key: perUserKey(deps) }),
  );
  mount(router, liveEndpoints.stream, async ({ req, res, query }) => {
    const reconnectMs = deps.liveTimings?.reconnectMs ?? LIVE_STREAM.reconnectMs;
    await openStream(
      deps,
      { ticket: query.ticket, lastEventId: resumeFrom(req.get('last-event-id'), query.lastEventId) },
      () => ({ stream: openEventStream(res, reconnectMs), onClose: (listener) => req.on('close', listener) }),
    );
    return undefined as never;
  });
  mount(router, liveEndpoints.heartbeat, ({ user, params, body }) =>
    heartbeat(deps, user, params.id, body.editing),
  );
  mount(router, liveEndpoints.leave, ({ user, params }) =>
    leave(deps, user, params.id).then(() => undefined as never),
  );
}
