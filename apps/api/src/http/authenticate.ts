import type { Request, RequestHandler } from 'express';
import { API_TOKEN_ERRORS, AUTH_ERRORS, tokenMayWrite, type Endpoint } from '@shortlist/contracts';
import type { AppDeps } from '../deps';
import { errors } from './app-error';
import { createRateLimit } from './rate-limit';
import { answerEtag, etagMatches, type RevisionScope } from './revision';
import { findSessionWithFingerprint } from './revision.repository';
import { carriesApiToken, liveSessionUser, requestClaims } from './session';

/**
 * How a route's session is checked, when not just "a live user": with the revision of a scope (a matching
 * If-None-Match is a 304 before the handler runs), and whether the handler's read model checks the session row
 * in its own statement (then only the credential is checked here, unless the request revalidates).
 */
export interface SessionCheck {
  readonly scopeOf?: (req: Request) => RevisionScope | undefined;
  readonly inStatement?: boolean;
}

/** The session checked with the revision of the answer's scope: `mount(routes, endpoint, handler, revalidated(folderScope))`. */
export const revalidated = (scopeOf: (req: Request) => RevisionScope | undefined): SessionCheck => ({
  scopeOf,
});

/**
 * For a hot read answered by ONE statement that also reads the session row and the fingerprint
 * (`answerRead`, http/read-answer.ts): the credential is verified here (401 before any statement); a request with
 * If-None-Match is revalidated first as `revalidated` does (one light statement, 304 when it matches).
 */
export const sessionInStatement = (scopeOf: (req: Request) => RevisionScope | undefined): SessionCheck => ({
  scopeOf,
  inStatement: true,
});

export const isSessionCheck = (step: RequestHandler | SessionCheck): step is SessionCheck =>
  typeof step !== 'function';

const limiters = new WeakMap<AppDeps, RequestHandler>();

/** One limiter per app: every route's requests with a token count against that token's one budget. */
function tokenLimiter(deps: AppDeps): RequestHandler {
  let limiter = limiters.get(deps);
  if (!limiter) {
    limiter = createRateLimit(deps, 'apiToken', API_TOKEN_ERRORS.rateLimited, {
      key: (req) => `token:${req.user?.apiToken?.id ?? tokenIdOf.get(req) ?? ''}`,
    });
    limiters.set(deps, limiter);
  }
  return limiter;
}
const tokenIdOf = new WeakMap<Request, string>();

/**
 * The one session check, placed first on every route that signs someone in (mount() adds it). The credential
 * (an access token, or a personal API token found by its SHA-256) is read once per request. A personal API
 * token is refused on a route that changes how the person signs in (`accountSecurity`) and, when it is a read
 * token, on writes (403); then it counts against its own rate limit. On a route with `auth`, the credential's
 * person must be live (401 otherwise), read with the scope's fingerprint when the route revalidates: the ETag,
 * and a 304 when If-None-Match matches. Undefined for public routes that sign nobody in.
 */
export function authenticate(
  deps: AppDeps,
  endpoint: Endpoint,
  check: SessionCheck = {},
): RequestHandler | undefined {
  // a route without a session never reads a credential, unless it signs the person in (passkeys, two-factor)
  if (!endpoint.auth && !endpoint.accountSecurity) return undefined;
  const writes = endpoint.method !== 'get';
  return async (req, res, next) => {
    const readsCredential = endpoint.auth || carriesApiToken(req.headers.authorization);
    const claims = readsCredential ? await requestClaims(deps, req) : undefined;
    const token = claims?.apiToken;
    if (token) {
      if (endpoint.accountSecurity) throw errors.forbidden(API_TOKEN_ERRORS.accountSecurity);
      if (writes && !tokenMayWrite(token.scope)) throw errors.forbidden(API_TOKEN_ERRORS.readOnly);
      tokenIdOf.set(req, token.id);
      let passed = false;
      // the limiter answers a refusal itself (429, or 503 when its counters fail) and then calls nothing
      await tokenLimiter(deps)(req, res, () => {
        passed = true;
      });
      if (!passed) return;
    }
    if (!endpoint.auth) return next();
    if (!claims) throw errors.unauthenticated(AUTH_ERRORS.notAuthenticated);
    // the handler's statement reads the session row with its content
    if (check.inStatement && !req.headers['if-none-match']) return next();
    const row = await findSessionWithFingerprint(deps.database, claims.sub, check.scopeOf?.(req));
    const user = liveSessionUser(row, claims);
    if (!user) throw errors.unauthenticated(AUTH_ERRORS.notAuthenticated);
    req.user = user;
    if (row?.fingerprint) {
      // read BEFORE the answer, so the answer is at least as new as its ETag: a write landing in between
      // makes the next revalidation a 200, never a stale 304
      const etag = answerEtag(deps, req, user, row.fingerprint);
      if (etagMatches(req.headers['if-none-match'], etag)) {
        res.setHeader('ETag', etag);
        res.status(304).end();
        return;
      }
      res.locals.revisionEtag = etag;
    }
    next();
  };
}
