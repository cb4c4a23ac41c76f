import { createHash, createSecretKey, randomBytes, type KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { SESSION } from '@shortlist/contracts';
import { rememberedBySecret } from './remembered-by-secret';

const ALGORITHM = 'HS256' as const;

// jsonwebtoken turns a string secret into a key on every call, first trying it as a PEM public key and catching
// the failure: about a tenth of an authenticated request's CPU in the benchmark. One KeyObject per secret.
const keys = new Map<string, KeyObject>();
/** The secret as a key, made once (an HMAC keyed with a string makes its key on every call). */
export function keyFor(secret: string): KeyObject {
  let key = keys.get(secret);
  if (!key) {
    key = createSecretKey(Buffer.from(secret, 'utf8'));
    keys.set(secret, key);
  }
  return key;
}

interface AccessClaims {
  sub: string;
  typ: 'access';
  /** Issue time in ms: compared with the user's tokens_valid_after, which has sub-second precision. */
  iatMs: number;
  /** The session (refresh-token family) the token was issued for: the sessions list marks "this device". */
  sid?: string;
}

/** A short-lived access token (SESSION.accessTokenTtlSeconds), algorithm pinned, type marked so nothing else passes for it. */
export function signAccessToken(
  userId: string,
  secret: string,
  now: Date,
  sessionId?: string,
): { token: string; expiresAt: number } {
  const iat = Math.floor(now.getTime() / 1000);
  const exp = iat + SESSION.accessTokenTtlSeconds;
  const claims: AccessClaims & { iat: number; exp: number } = {
    sub: userId,
    typ: 'access',
    iatMs: now.getTime(),
    ...(sessionId ? { sid: sessionId } : {}),
    iat,
    exp,
  };
  return {
    token: jwt.sign(claims, keyFor(secret), { algorithm: ALGORITHM, noTimestamp: true }),
    expiresAt: exp,
  };
}

/**
 * Tokens whose signature was checked, with their claims: a browser sends the same access token with every
 * request of its short life, and checking its HMAC and parsing it again each time was about a twentieth of a
 * light read's CPU. Only the signature check is remembered: expiry is checked on every use, and revocation
 * (tokens_valid_after) is the database's, in the request's own statement.
 */
const verifiedClaims = rememberedBySecret<AccessClaims & { exp: number }>(10_000);

/** The claims of a valid access token, or null for anything else (expired, wrong type, wrong algorithm). */
export function verifyAccessToken(token: string, secret: string, now: Date): AccessClaims | null {
  const claims = verifiedClaims(secret, token, () => verifySignature(token, secret, now) ?? undefined);
  return claims && claims.exp > Math.floor(now.getTime() / 1000) ? claims : null;
}

function verifySignature(token: string, secret: string, now: Date): (AccessClaims & { exp: number }) | null {
  try {
    const claims = jwt.verify(token, keyFor(secret), {
      algorithms: [ALGORITHM],
      clockTimestamp: Math.floor(now.getTime() / 1000),
    }) as Partial<AccessClaims & { exp: number }>;
    if (
      claims.typ !== 'access' ||
      typeof claims.sub !== 'string' ||
      typeof claims.iatMs !== 'number' ||
      typeof claims.exp !== 'number' ||
      (claims.sid !== undefined && typeof claims.sid !== 'string')
    )
      return null;
    return claims as AccessClaims & { exp: number };
  } catch {
    return null;
  }
}

/** An opaque refresh token; only its hash is stored. */
export function newRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
