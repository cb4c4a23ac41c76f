import type { Request } from 'express';
import {
  API_TOKEN_ERRORS,
  EMAIL_CONFIRMATION_TEXTS,
  SECOND_MS,
  SESSION,
  isPremiumPlan,
  type ApiTokenScope,
  type PlanId,
} from '@shortlist/contracts';
import type { AppDeps } from '../deps';
import { looksLikeApiToken } from '../auth-core/api-tokens';
import { hashToken, verifyAccessToken } from '../auth-core/tokens';
import { API_TOKEN_USE } from '../config/tunables';
import { errors } from './app-error';
import { findApiTokenByHash, touchApiToken } from './api-token.repository';
import type { SessionUserRow } from '../db/session-revision.read-model';

/** Who is calling: set on the request by the session check (http/authenticate.ts). */
export interface SessionUser {
  id: string;
  email: string;
  /** Whether the address is proven: sharing and paying need it (requireConfirmedEmail). */
  emailConfirmed: boolean;
  plan: PlanId;
  isPremium: boolean;
  /** Set when the request came with a personal API token rather than a session. */
  apiToken?: { id: string; scope: ApiTokenScope };
  /** The session (refresh-token family) the access token belongs to: "this device". */
  sessionId?: string;
  /** When the credential stops being accepted (ms): a live stream ends then. */
  credentialExpiresAtMs?: number;
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      user?: SessionUser;
    }
  }
}

/** The token of an `Authorization: Bearer <token>` header. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1];
}

/** The verified claims of the request's access token, or undefined (no, expired or forged token). */
function accessClaims(deps: AppDeps, authorization: string | undefined) {
  const token = bearerToken(authorization);
  if (!token || looksLikeApiToken(token)) return undefined;
  return verifyAccessToken(token, deps.config.jwtSecret, deps.clock.now()) ?? undefined;
}

/** Who a request's credential names: the subject, and the personal API token when it came with one. */
export interface RequestClaims {
  sub: string;
  iatMs: number;
  apiToken?: { id: string; scope: ApiTokenScope };
  sessionId?: string;
  /** When the credential stops being accepted (ms). */
  expiresAtMs: number;
}

/** Whether the request's bearer credential is a personal API token (by its prefix; not yet checked). */
export function carriesApiToken(authorization: string | undefined): boolean {
  const token = bearerToken(authorization);
  return token !== undefined && looksLikeApiToken(token);
}

const claimsOfRequest = new WeakMap<Request, Promise<RequestClaims | undefined>>();

/**
 * The claims of the request's credential, or undefined (none, or an expired or forged access token). The one
 * place a credential becomes a person: a session's access token is verified; a personal API token is found by
 * its SHA-256, and one that is unknown, revoked or expired is a 401 at once, with its own message. Read once per
 * request, however many checks ask.
 */
export function requestClaims(deps: AppDeps, req: Request): Promise<RequestClaims | undefined> {
  let claims = claimsOfRequest.get(req);
  if (!claims) {
    claims = claimsOf(deps, req.headers.authorization);
    claimsOfRequest.set(req, claims);
  }
  return claims;
}

async function claimsOf(
  deps: AppDeps,
  authorization: string | undefined,
): Promise<RequestClaims | undefined> {
  const token = bearerToken(authorization);
  if (!token) return undefined;
  if (!looksLikeApiToken(token)) {
    const claims = accessClaims(deps, authorization);
    if (!claims) return undefined;
    const exp = (claims as { exp?: unknown }).exp;
    return {
      sub: claims.sub,
      iatMs: claims.iatMs,
      ...(claims.sid ? { sessionId: claims.sid } : {}),
      expiresAtMs: typeof exp === 'number' ? exp * SECOND_MS : 0,
    };
  }
  const now = deps.clock.now();
  const row = await findApiTokenByHash(deps.database, hashToken(token));
  if (!row || row.revokedAt || (row.expiresAt && row.expiresAt <= now))
    throw errors.unauthenticated(API_TOKEN_ERRORS.invalid);
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() >= API_TOKEN_USE.touchEveryMs)
    await touchApiToken(deps.database, row.id, now);
  // a personal API token's stream lasts an access token's lifetime, then asks a new ticket: a revoked token
  // loses its stream then
  return {
    sub: row.userId,
    iatMs: now.getTime(),
    apiToken: { id: row.id, scope: row.scope },
    expiresAtMs: now.getTime() + SESSION.accessTokenTtlSeconds * SECOND_MS,
  };
}

/** The live user of a token whose claims verified, or undefined (deleted account, token revoked since). */
export function liveSessionUser(
  row: SessionUserRow | undefined,
  claims: Pick<RequestClaims, 'iatMs' | 'apiToken' | 'sessionId' | 'expiresAtMs'>,
): SessionUser | undefined {
  if (!row || row.deletedAt) return undefined;
  // a personal API token lives until it is revoked or expires; signing out ends sessions, not tokens
  if (!claims.apiToken && claims.iatMs < row.tokensValidAfter.getTime()) return undefined;
  const plan = (row.subscriptionPlan ?? 'basic') as PlanId;
  return {
    id: row.id,
    email: row.email,
    emailConfirmed: row.emailConfirmed,
    plan,
    isPremium: isPremiumPlan(plan),
    ...(claims.apiToken ? { apiToken: claims.apiToken } : {}),
    ...(claims.sessionId ? { sessionId: claims.sessionId } : {}),
    credentialExpiresAtMs: claims.expiresAtMs,
  };
}

/**
 * Sharing a folder and paying need a proven address (a sign-up with someone else's address must not share in
 * their name or pay with it): 403 EMAIL_NOT_CONFIRMED, which the web shows as it is.
 */
export function requireConfirmedEmail(user: Pick<SessionUser, 'emailConfirmed'>): void {
  if (!user.emailConfirmed) throw errors.emailNotConfirmed(EMAIL_CONFIRMATION_TEXTS.required);
}
