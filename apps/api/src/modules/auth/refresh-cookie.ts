import { parse as parseCookie } from 'cookie';
import type { CookieOptions, Request, Response } from 'express';
import { DAY_MS, SESSION } from '@shortlist/contracts';
import type { AppDeps } from '../../deps';

/**
 * The refresh cookie (DESIGN §4): httpOnly, SameSite=Lax. In production it is `__Host-sl_refresh`: the prefix
 * makes browsers accept it only when Secure, from this host, with Path=/ and no Domain, so a sibling subdomain
 * or a plain-http page cannot plant or overwrite it. Elsewhere (plain http in development) it is `sl_refresh`,
 * sent only to /api/auth.
 */
export const REFRESH_COOKIE = 'sl_refresh';
export const SECURE_REFRESH_COOKIE = '__Host-sl_refresh';

function cookieName(deps: AppDeps): string {
  return deps.config.env === 'production' ? SECURE_REFRESH_COOKIE : REFRESH_COOKIE;
}

function cookieOptions(deps: AppDeps): CookieOptions {
  return deps.config.env === 'production'
    ? { httpOnly: true, sameSite: 'lax', path: '/', secure: true }
    : { httpOnly: true, sameSite: 'lax', path: '/api/auth', secure: false };
}

export function readRefreshCookie(req: Request, deps: AppDeps): string | undefined {
  // parsed here, the one place a cookie is read, rather than on every request by a middleware
  const header = req.headers.cookie;
  const value = header ? parseCookie(header)[cookieName(deps)] : undefined;
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** Sets the rotated refresh token; answers carrying tokens are never stored by caches. */
export function setRefreshCookie(res: Response, deps: AppDeps, token: string): void {
  res.setHeader('Cache-Control', 'no-store');
  res.cookie(cookieName(deps), token, {
    ...cookieOptions(deps),
    maxAge: SESSION.refreshTokenTtlDays * DAY_MS,
  });
}

export function clearRefreshCookie(res: Response, deps: AppDeps): void {
  res.setHeader('Cache-Control', 'no-store');
  res.clearCookie(cookieName(deps), cookieOptions(deps));
}
