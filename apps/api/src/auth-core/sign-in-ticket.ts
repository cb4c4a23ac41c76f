import jwt from 'jsonwebtoken';
import { TWO_FACTOR } from '@shortlist/contracts';
import { keyFor } from './tokens';

/**
 * The proof that a sign-in's password was right, handed to the client for the second step: signed, of its own
 * type (it never passes for an access token, nor one for it), and short-lived.
 */
interface TicketClaims {
  sub: string;
  typ: 'second-step';
  iatMs: number;
}

export function signSignInTicket(userId: string, secret: string, now: Date): string {
  const iat = Math.floor(now.getTime() / 1000);
  const claims: TicketClaims & { iat: number; exp: number } = {
    sub: userId,
    typ: 'second-step',
    iatMs: now.getTime(),
    iat,
    exp: iat + TWO_FACTOR.signInTicketMinutes * 60,
  };
  return jwt.sign(claims, keyFor(secret), { algorithm: 'HS256', noTimestamp: true });
}

/** The ticket's user and issue time, or null (expired, forged, another kind of token). */
export function verifySignInTicket(ticket: string, secret: string, now: Date): TicketClaims | null {
  try {
    const claims = jwt.verify(ticket, keyFor(secret), {
      algorithms: ['HS256'],
      clockTimestamp: Math.floor(now.getTime() / 1000),
    }) as Partial<TicketClaims>;
    if (claims.typ !== 'second-step' || typeof claims.sub !== 'string' || typeof claims.iatMs !== 'number')
      return null;
    return claims as TicketClaims;
  } catch {
    return null;
  }
}
