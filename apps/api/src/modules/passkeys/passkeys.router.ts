import { AUTH_ERRORS, passkeysEndpoints, signInStepsEndpoints } from '@shortlist/contracts';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import type { AppDeps } from '../../deps';
import { mount } from '../../http/endpoint';
import { createRateLimit, perUserKey } from '../../http/rate-limit';
import type { Routes } from '../../http/route-table';
import { answerSignedIn } from '../auth/signed-in-answer';
import { requestContext } from '../../http/request-context';
import {
  assertionOptions,
  getPasskeys,
  registerPasskey,
  registrationOptions,
  removePasskey,
  renameUserPasskey,
  signInWithPasskey,
} from './passkeys.service';

export function mountPasskeysRoutes(router: Routes, deps: AppDeps): void {
  const signInLimit = createRateLimit(deps, 'twoFactor', AUTH_ERRORS.tooManyRequests);
  const limit = createRateLimit(deps, 'accountSecurity', undefined, { key: perUserKey(deps) });

  mount(
    router,
    signInStepsEndpoints.passkeyOptions,
    () => assertionOptions(deps, { userId: null }),
    createRateLimit(deps, 'passkeyOptions', AUTH_ERRORS.tooManyRequests),
  );
  mount(
    router,
    signInStepsEndpoints.passkeySignIn,
    async ({ body, req, res }) =>
      answerSignedIn(
        res,
        deps,
        await signInWithPasskey(deps, {
          challengeId: body.challengeId,
          response: body.response as AuthenticationResponseJSON,
          context: requestContext(req),
        }),
      ),
    signInLimit,
  );

  mount(router, passkeysEndpoints.list, async ({ user }) => ({ passkeys: await getPasskeys(deps, user.id) }));
  mount(
    router,
    passkeysEndpoints.registrationOptions,
    ({ user }) => registrationOptions(deps, user.id),
    limit,
  );
  mount(
    router,
    passkeysEndpoints.register,
    ({ user, body, req }) =>
      registerPasskey(deps, {
        userId: user.id,
        challengeId: body.challengeId,
        response: body.response as RegistrationResponseJSON,
        name: body.name,
        context: requestContext(req),
      }),
    limit,
  );
  mount(
    router,
    passkeysEndpoints.confirmOptions,
    ({ user }) => assertionOptions(deps, { userId: user.id }),
    limit,
  );
  mount(
    router,
    passkeysEndpoints.rename,
    ({ user, params, body }) => renameUserPasskey(deps, { userId: user.id, id: params.id, name: body.name }),
    limit,
  );
  mount(
    router,
    passkeysEndpoints.remove,
    async ({ user, params, body, req }) => {
      await removePasskey(deps, {
        userId: user.id,
        id: params.id,
        password: body.password,
        passkey: body.passkey
          ? {
              challengeId: body.passkey.challengeId,
              response: body.passkey.response as AuthenticationResponseJSON,
            }
          : undefined,
        context: requestContext(req),
      });
      return { ok: true as const };
    },
    limit,
  );
}
