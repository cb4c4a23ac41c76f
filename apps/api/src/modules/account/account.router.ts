import { ACCOUNT_ERRORS, accountEndpoints } from '@shortlist/contracts';
import type { AppDeps } from '../../deps';
import type { Routes } from '../../http/route-table';
import { mount } from '../../http/endpoint';
import { createRateLimit } from '../../http/rate-limit';
import { presentAppUser, presentAuthSession } from '../auth/auth.presenter';
import { confirmEmail, resendConfirmationLink } from '../auth/email-confirmation.service';
import { clearRefreshCookie, setRefreshCookie } from '../auth/refresh-cookie';
import { requestContext } from '../../http/request-context';
import {
  changeEmail,
  changePassword,
  deleteAccount,
  resetPassword,
  sendEmailChangeCode,
  sendPasswordResetCode,
  undoEmailChange,
  updateProfile,
  verifyEmailChangeCode,
  verifyPasswordResetCode,
} from './account.service';

export function mountAccountRoutes(router: Routes, deps: AppDeps): void {
  // one per-IP budget for every request that sends or checks a verification code
  const codesLimit = createRateLimit(deps, 'codes', ACCOUNT_ERRORS.tooManyCodeRequests);
  const ok = { ok: true as const };

  mount(
    router,
    accountEndpoints.passwordResetSendCode,
    async ({ body }) => ({ ok: true as const, message: await sendPasswordResetCode(deps, body) }),
    codesLimit,
  );
  mount(
    router,
    accountEndpoints.passwordResetVerifyCode,
    async ({ body }) => {
      await verifyPasswordResetCode(deps, body);
      return ok;
    },
    codesLimit,
  );
  mount(
    router,
    accountEndpoints.passwordReset,
    async ({ body, req }) => {
      await resetPassword(deps, { ...body, context: requestContext(req) });
      return ok;
    },
    codesLimit,
  );

  mount(
    router,
    accountEndpoints.emailChangeSendCode,
    async ({ user }) => {
      await sendEmailChangeCode(deps, { userId: user.id });
      return ok;
    },
    codesLimit,
  );
  mount(
    router,
    accountEndpoints.emailChangeVerifyCode,
    async ({ user, body }) => {
      await verifyEmailChangeCode(deps, { userId: user.id, code: body.code });
      return ok;
    },
    codesLimit,
  );
  mount(
    router,
    accountEndpoints.emailChange,
    async ({ user, body, req }) => ({
      user: presentAppUser(
        await changeEmail(deps, {
          userId: user.id,
          ...body,
          sessionId: user.sessionId,
          context: requestContext(req),
        }),
      ),
    }),
    codesLimit,
  );
  mount(
    router,
    accountEndpoints.emailChangeUndo,
    async ({ body }) => ({ message: await undoEmailChange(deps, body) }),
    codesLimit,
  );

  mount(
    router,
    accountEndpoints.confirmEmail,
    async ({ body }) => ({ message: await confirmEmail(deps, body) }),
    codesLimit,
  );
  mount(
    router,
    accountEndpoints.resendConfirmEmail,
    async ({ user }) => {
      await resendConfirmationLink(deps, { userId: user.id });
      return ok;
    },
    codesLimit,
  );

  mount(router, accountEndpoints.passwordChange, async ({ user, body, req, res }) => {
    const session = await changePassword(deps, {
      userId: user.id,
      ...body,
      userAgent: req.get('user-agent'),
      context: requestContext(req),
    });
    setRefreshCookie(res, deps, session.refreshToken);
    return presentAuthSession(session);
  });

  mount(router, accountEndpoints.deleteAccount, async ({ user, res }) => {
    const message = await deleteAccount(deps, { userId: user.id });
    clearRefreshCookie(res, deps);
    return { message };
  });

  mount(router, accountEndpoints.updateProfile, async ({ user, body }) => ({
    user: presentAppUser(await updateProfile(deps, { userId: user.id, ...body })),
  }));
}
