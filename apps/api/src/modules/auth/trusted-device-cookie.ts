import { parse as parseCookie } from 'cookie';
import type { CookieOptions, Request, Response } from 'express';
import { DAY_MS, TWO_FACTOR } from '@shortlist/contracts';
import type { AppDeps } from '../../deps';

/**
 * The trusted-device cookie: its token lets a password sign-in skip the second step on this browser until it
 * expires or is forgotten. httpOnly and sent only to sign-in's routes; `__Host-` in production like the refresh
 * cookie.
 */
const NAME = 'sl_trusted_device';
const SECURE_NAME = '__Host-sl_trusted_device';

function cookieName(deps: AppDeps): string {
  return deps.config.env === 'production' ? SECURE_NAME : NAME;
}

function cookieOptions(deps: AppDeps): CookieOptions {
  return deps.config.env === 'production'
    ? { httpOnly: true, sameSite: 'lax', path: '/', secure: true }
    : { httpOnly: true, sameSite: 'lax', path: '/api/auth', secure: false };
}

export function readTrustedDeviceCookie(req: Request, deps: AppDeps): string | undefined {
  const header = req.headers.cookie;
  const value = header ? parseCookie(header)[cookieName(deps)] : undefined;
  return typeof value === 'string' && value !== '' ? value : undefined;
}

export function setTrustedDeviceCookie(res: Response, deps: AppDeps, token: string): void {
  res.cookie(cookieName(deps), token, {
    ...cookieOptions(deps),
    maxAge: TWO_FACTOR.trustedDeviceDays * DAY_MS,
  });
}
