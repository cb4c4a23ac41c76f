import type { Response } from 'express';
import type { AuthSession } from '@shortlist/contracts';
import type { AppDeps } from '../../deps';
import { presentAuthSession } from './auth.presenter';
import type { SignedIn } from './auth.service';
import { setRefreshCookie } from './refresh-cookie';
import { setTrustedDeviceCookie } from './trusted-device-cookie';

/** A finished sign-in's answer: the cookies (refresh, and trusted device when chosen) and the session body. */
export function answerSignedIn(res: Response, deps: AppDeps, signedIn: SignedIn): AuthSession {
  setRefreshCookie(res, deps, signedIn.refreshToken);
  if (signedIn.trustedDeviceToken) setTrustedDeviceCookie(res, deps, signedIn.trustedDeviceToken);
  return presentAuthSession(signedIn);
}
