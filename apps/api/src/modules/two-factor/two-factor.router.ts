import { twoFactorEndpoints } from '@shortlist/contracts';
import type { AppDeps } from '../../deps';
import { mount } from '../../http/endpoint';
import { createRateLimit, perUserKey } from '../../http/rate-limit';
import type { Routes } from '../../http/route-table';
import { requestContext } from '../../http/request-context';
import {
  disableTwoFactor,
  enableTwoFactor,
  forgetTrustedDevices,
  getTwoFactorStatus,
  regenerateRecoveryCodes,
  setUpTwoFactor,
} from './two-factor.service';

export function mountTwoFactorRoutes(router: Routes, deps: AppDeps): void {
  const limit = createRateLimit(deps, 'accountSecurity', undefined, { key: perUserKey(deps) });
  const ok = { ok: true as const };

  mount(router, twoFactorEndpoints.status, ({ user }) => getTwoFactorStatus(deps, user.id));
  mount(router, twoFactorEndpoints.setup, ({ user }) => setUpTwoFactor(deps, user.id), limit);
  mount(
    router,
    twoFactorEndpoints.enable,
    async ({ user, body, req }) => ({
      recoveryCodes: await enableTwoFactor(deps, {
        userId: user.id,
        code: body.code,
        sessionId: user.sessionId,
        context: requestContext(req),
      }),
    }),
    limit,
  );
  mount(
    router,
    twoFactorEndpoints.regenerateRecoveryCodes,
    async ({ user, body, req }) => ({
      recoveryCodes: await regenerateRecoveryCodes(deps, {
        userId: user.id,
        password: body.password,
        context: requestContext(req),
      }),
    }),
    limit,
  );
  mount(
    router,
    twoFactorEndpoints.disable,
    async ({ user, body, req }) => {
      await disableTwoFactor(deps, { userId: user.id, ...body, context: requestContext(req) });
      return ok;
    },
    limit,
  );
  mount(
    router,
    twoFactorEndpoints.forgetTrustedDevices,
    async ({ user, req }) => {
      await forgetTrustedDevices(deps, { userId: user.id, context: requestContext(req) });
      return ok;
    },
    limit,
  );
}
