import { liveEndpoints } from '@shortlist/contracts';
import type { AppDeps } from '../../deps';
import type { Routes } from '../../http/route-table';
import { mount } from '../../http/endpoint';
import { createTicket, heartbeat, leave, openStream } from './live.service';

export function mountLiveRoutes(router: Routes, deps: AppDeps): void {
  mount(router, liveEndpoints.ticket, ({ user }) => createTicket(deps, user));
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
