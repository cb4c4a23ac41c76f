import { AUTH_ERRORS, authEndpoints } from '@shortlist/contracts';
import type { AppDeps } from '../../deps';
import type { Routes } from '../../http/route-table';
import { mount } from '../../http/endpoint';
import { createRateLimit } from '../../http/rate-limit';
import { sameOriginOnly } from '../../http/same-origin';
import { bearerToken } from '../../http/session';
import { isReferralCodeValid } from '../referrals/referrals.service';
import { presentAppUser, presentAuthSession, presentRefreshedSession } from './auth.presenter';
import {
  getAppUser,
  isEmailAvailable,
  isNicknameAvailable,
  refreshSession,
  signIn,
  signOut,
  signUp,
} from './auth.service';
import { clearRefreshCookie, readRefreshCookie, setRefreshCookie } from './refresh-cookie';

export function mountAuthRoutes(router: Routes, deps: AppDeps): void {
  const signInLimit = createRateLimit(deps, 'signIn', AUTH_ERRORS.tooManyRequests);
  const signUpLimit = createRateLimit(deps, 'signUp', AUTH_ERRORS.tooManyRequests);
  // one budget for all of sign-up's live checks (e-mail, nickname, referral code)
  const availabilityLimit = createRateLimit(deps, 'availability');

  mount(
    router,
    authEndpoints.signUp,
    async ({ body, req, res }) => {
      const session = await signUp(deps, { ...body, userAgent: req.get('user-agent') });
      setRefreshCookie(res, deps, session.refreshToken);
      return presentAuthSession(session);
    },
    signUpLimit,
  );

  mount(
    router,
    authEndpoints.signIn,
    async ({ body, req, res }) => {
      const session = await signIn(deps, { ...body, userAgent: req.get('user-agent') });
      setRefreshCookie(res, deps, session.refreshToken);
      return presentAuthSession(session);
    },
    signInLimit,
  );

  // the two routes the refresh cookie authenticates answer only our own pages
  const sameOrigin = sameOriginOnly(deps);

  mount(
    router,
    authEndpoints.refresh,
    async ({ req, res }) => {
      try {
        const session = await refreshSession(deps, {
          refreshToken: readRefreshCookie(req, deps),
          userAgent: req.get('user-agent'),
        });
        setRefreshCookie(res, deps, session.refreshToken);
        return presentRefreshedSession(session);
      } catch (err) {
        clearRefreshCookie(res, deps);
        throw err;
      }
    },
    sameOrigin,
  );

  mount(
    router,
    authEndpoints.signOut,
    async ({ req, res }) => {
      await signOut(deps, {
        refreshToken: readRefreshCookie(req, deps),
        accessToken: bearerToken(req.headers.authorization),
      });
      clearRefreshCookie(res, deps);
      return { ok: true as const };
    },
    sameOrigin,
  );

  mount(router, authEndpoints.session, async ({ user }) => ({
    user: presentAppUser(await getAppUser(deps, user.id)),
  }));

  mount(
    router,
    authEndpoints.emailAvailability,
    async ({ query }) => ({ available: await isEmailAvailable(deps, query.email) }),
    availabilityLimit,
  );

  mount(
    router,
    authEndpoints.nicknameAvailability,
    async ({ query }) => ({ available: await isNicknameAvailable(deps, query.nickname) }),
    availabilityLimit,
  );

  mount(
    router,
    authEndpoints.referralCheck,
    async ({ query }) => ({ valid: await isReferralCodeValid(deps, { code: query.code }) }),
    availabilityLimit,
  );
}
