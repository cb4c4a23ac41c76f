import type { CookieOptions, Request, Response } from 'express';
import { SESSION } from '@shortlist/contracts';
import type { AppDeps } from '../../deps';

/** The refresh cookie (DESIGN §4): httpOnly, SameSite=Lax, sent only to /api/auth, Secure in production. */
export const REFRESH_COOKIE = 'sl_refresh';
const COOKIE_PATH = '/api/auth';

function cookieOptions(deps: AppDeps): CookieOptions {
  return { httpOnly: true, sameSite: 'lax', path: COOKIE_PATH, secure: deps.config.env === 'production' };
}

export function readRefreshCookie(req: Request): string | undefined {
  const value = (req.cookies as Record<string, unknown> | undefined)?.[REFRESH_COOKIE];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** Sets the rotated refresh token; answers carrying tokens are never stored by caches. */
export function setRefreshCookie(res: Response, deps: AppDeps, token: string): void {
  res.setHeader('Cache-Control', 'no-store');
  res.cookie(REFRESH_COOKIE, token, {
    ...cookieOptions(deps),
    maxAge: SESSION.refreshTokenTtlDays * 24 * 60 * 60 * 1000,
  });
}

export function clearRefreshCookie(res: Response, deps: AppDeps): void {
  res.setHeader('Cache-Control', 'no-store');
  res.clearCookie(REFRESH_COOKIE, cookieOptions(deps));
}
