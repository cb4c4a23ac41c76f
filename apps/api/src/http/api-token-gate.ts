import type { Request, RequestHandler } from 'express';
import { API_TOKEN_ERRORS, tokenMayWrite, type Endpoint } from '@shortlist/contracts';
import type { AppDeps } from '../deps';
import { errors } from './app-error';
import { createRateLimit } from './rate-limit';
import { carriesApiToken, requestClaims } from './session';

const limiters = new WeakMap<AppDeps, RequestHandler>();
const tokenIdOf = new WeakMap<Request, string>();

/** One limiter per app: every route's requests with a token count against that token's one budget. */
function tokenLimiter(deps: AppDeps): RequestHandler {
  let limiter = limiters.get(deps);
  if (!limiter) {
    limiter = createRateLimit(deps, 'apiToken', API_TOKEN_ERRORS.rateLimited, {
      key: (req) => `token:${tokenIdOf.get(req) ?? ''}`,
    });
    limiters.set(deps, limiter);
  }
  return limiter;
}

/**
 * What a personal API token may do on a route, before anything else runs there: the token is resolved as any
 * credential is (401 when unknown, revoked or expired); a route that changes how the person signs in
 * (`accountSecurity`) refuses every token; a read token answers GET only; then the token's own rate limit.
 * Requests with a session's access token pass untouched. Undefined for public routes that sign nobody in.
 */
export function apiTokenGate(endpoint: Endpoint): RequestHandler | undefined {
  // a route without a session never reads a token, unless it signs the person in (passkeys, two-factor)
  if (!endpoint.auth && !endpoint.accountSecurity) return undefined;
  const writes = endpoint.method !== 'get';
  return async (req, res, next) => {
    if (!carriesApiToken(req.headers.authorization)) return next();
    const deps = req.app.locals.deps as AppDeps;
    const token = (await requestClaims(deps, req))?.apiToken;
    if (!token) throw errors.unauthenticated(API_TOKEN_ERRORS.invalid);
    if (endpoint.accountSecurity) throw errors.forbidden(API_TOKEN_ERRORS.accountSecurity);
    if (writes && !tokenMayWrite(token.scope)) throw errors.forbidden(API_TOKEN_ERRORS.readOnly);
    tokenIdOf.set(req, token.id);
    return tokenLimiter(deps)(req, res, next);
  };
}
