import type { RequestHandler } from 'express';
import { AUTH_ERRORS, EMAIL_CONFIRMATION_TEXTS, isPremiumPlan, type PlanId } from '@shortlist/contracts';
import type { AppDeps } from '../deps';
import { verifyAccessToken } from '../auth-core/tokens';
import { errors } from './app-error';
import { findSessionWithFingerprint, type SessionUserRow } from './revision.repository';

/** Who is calling: set on the request by requireSession. */
export interface SessionUser {
  id: string;
  email: string;
  /** Whether the address is proven: sharing and paying need it (requireConfirmedEmail). */
  emailConfirmed: boolean;
  plan: PlanId;
  isPremium: boolean;
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
export function accessClaims(deps: AppDeps, authorization: string | undefined) {
  const token = bearerToken(authorization);
  if (!token) return undefined;
  return verifyAccessToken(token, deps.config.jwtSecret, deps.clock.now()) ?? undefined;
}

/** The live user of a token whose claims verified, or undefined (deleted account, token revoked since). */
export function liveSessionUser(
  row: SessionUserRow | undefined,
  claims: { iatMs: number },
): SessionUser | undefined {
  if (!row || row.deletedAt || claims.iatMs < row.tokensValidAfter.getTime()) return undefined;
  const plan = (row.subscriptionPlan ?? 'basic') as PlanId;
  return {
    id: row.id,
    email: row.email,
    emailConfirmed: row.emailConfirmed,
    plan,
    isPremium: isPremiumPlan(plan),
  };
}

/**
 * Sharing a folder and paying need a proven address (a sign-up with someone else's address must not share in
 * their name or pay with it): 403 EMAIL_NOT_CONFIRMED, which the web shows as it is.
 */
export function requireConfirmedEmail(user: Pick<SessionUser, 'emailConfirmed'>): void {
  if (!user.emailConfirmed) throw errors.emailNotConfirmed(EMAIL_CONFIRMATION_TEXTS.required);
}

/** Resolves the bearer token to a live user, or undefined. Checked on every request: revocation is immediate. */
export async function resolveSessionUser(
  deps: AppDeps,
  authorization: string | undefined,
): Promise<SessionUser | undefined> {
  const claims = accessClaims(deps, authorization);
  if (!claims) return undefined;
  // the same prepared statement as the revalidated reads' (without a scope): nothing built per request
  return liveSessionUser(await findSessionWithFingerprint(deps.database, claims.sub, undefined), claims);
}

/** 401 "User not authenticated" unless the request carries a valid access token. */
export const requireSession: RequestHandler = async (req, _res, next) => {
  const deps = req.app.locals.deps as AppDeps;
  const user = await resolveSessionUser(deps, req.headers.authorization);
  if (!user) throw errors.unauthenticated(AUTH_ERRORS.notAuthenticated);
  req.user = user;
  next();
};
