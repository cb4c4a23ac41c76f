import { sessionsEndpoints } from '@shortlist/contracts';
import type { AppDeps } from '../../deps';
import { mount } from '../../http/endpoint';
import { createRateLimit, perUserKey } from '../../http/rate-limit';
import type { Routes } from '../../http/route-table';
import { requestContext } from '../../http/request-context';
import { listSessions, signOutOtherSessions, signOutSession } from './sessions.service';

export function mountSessionsRoutes(router: Routes, deps: AppDeps): void {
  const limit = createRateLimit(deps, 'accountSecurity', undefined, { key: perUserKey(deps) });
  const ok = { ok: true as const };

  mount(router, sessionsEndpoints.list, async ({ user }) => ({
    sessions: await listSessions(deps, { userId: user.id, currentSessionId: user.sessionId }),
  }));
  mount(
    router,
    sessionsEndpoints.signOutOne,
    async ({ user, params, req }) => {
      await signOutSession(deps, { userId: user.id, sessionId: params.id, context: requestContext(req) });
      return ok;
    },
    limit,
  );
  mount(
    router,
    sessionsEndpoints.signOutOthers,
    async ({ user, req }) => {
      await signOutOtherSessions(deps, {
        userId: user.id,
        currentSessionId: user.sessionId,
        context: requestContext(req),
      });
      return ok;
    },
    limit,
  );
}
