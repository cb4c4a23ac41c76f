import { LIVE_ERRORS, liveEndpoints } from '@shortlist/contracts';
import type { AppDeps } from '../../deps';
import type { Routes } from '../../http/route-table';
import { mount } from '../../http/endpoint';
import { createRateLimit, perUserKey } from '../../http/rate-limit';
import { createTicket, heartbeat, leave, openStream } from './live.service';

export function mountLiveRoutes(router: Routes, deps: AppDeps): void {
  // per address first (many accounts from one place), then per person (one person's many tabs or a loop)
  mount(
    router,
    liveEndpoints.ticket,
    ({ user, req }) => createTicket(deps, user, req.headers.authorization),
    createRateLimit(deps, 'liveTicketsPerIp', LIVE_ERRORS.tooManyTickets),
    createRateLimit(deps, 'liveTickets', LIVE_ERRORS.tooManyTickets, { key: perUserKey(deps) }),
  );
  mount(router, liveEndpoints.stream, ({ req, res, query }) =>
    openStream(deps, req, res, query).then(() => undefined as never),
  );
  mount(router, liveEndpoints.heartbeat, ({ user, params, body }) =>
    heartbeat(deps, user, params.id, body.editing),
  );
  mount(router, liveEndpoints.leave, ({ user, params }) =>
    leave(deps, user, params.id).then(() => undefined as never),
  );
}
