import { AUTH_ERRORS, authEndpoints, signInStepsEndpoints } from '@shortlist/contracts';
import type { AppDeps } from '../../deps';
import type { Routes } from '../../http/route-table';
import { mount } from '../../http/endpoint';
import { createRateLimit } from '../../http/rate-limit';
import { sameOriginOnly } from '../../http/same-origin';
import { bearerToken } from '../../http/session';
import { isReferralCodeValid } from '../referrals/referrals.service';
import { presentAppUser, presentAuthSession, presentRefreshedSession } from './auth.presenter';
import { requestContext } from '../../http/request-context';
import {
  completeSecondStep,
  getAppUser,
  isEmailAvailable,
  isNicknameAvailable,
  refreshSession,
  signIn,
  signOut,
  signUp,
} from './auth.service';
import { clearRefreshCookie, readRefreshCookie, setRefreshCookie } from './refresh-cookie';
import { readTrustedDeviceCookie } from './trusted-device-cookie';
import { answerSignedIn } from './signed-in-answer';

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
      const outcome = await signIn(deps, {
        ...body,
        context: requestContext(req),
        trustedDeviceToken: readTrustedDeviceCookie(req, deps),
      });
      if ('twoFactorRequired' in outcome) {
        res.setHeader('Cache-Control', 'no-store');
        return outcome;
      }
      return answerSignedIn(res, deps, outcome);
    },
    signInLimit,
  );

  // the second step has its own per-IP budget; wrong codes also count per account (second-step-lockout.ts)
  mount(
    router,
    signInStepsEndpoints.twoFactorSignIn,
    async ({ body, req, res }) =>
      answerSignedIn(res, deps, await completeSecondStep(deps, { ...body, context: requestContext(req) })),
    createRateLimit(deps, 'twoFactor', AUTH_ERRORS.tooManyRequests),
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
