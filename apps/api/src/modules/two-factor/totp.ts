import * as OTPAuth from 'otpauth';
import { TWO_FACTOR } from '@shortlist/contracts';

const ISSUER = 'Shortlist';

function totpOf(secret: string, label = ''): OTPAuth.TOTP {
  return new OTPAuth.TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: TWO_FACTOR.digits,
    period: TWO_FACTOR.periodSeconds,
    secret: OTPAuth.Secret.fromBase32(secret),
  });
}

/** A new shared secret (160 bits, RFC 4226's recommendation), in base32 as authenticator apps take it. */
export function newTotpSecret(): string {
  return new OTPAuth.Secret({ size: 20 }).base32;
}

/** The otpauth:// URL an authenticator app reads from the QR code. */
export function otpauthUrl(secret: string, accountName: string): string {
  return totpOf(secret, accountName).toString();
}

/**
 * The time step a code belongs to, if it is right for now or up to TWO_FACTOR.window steps either side; null
 * otherwise. The caller refuses a step at or below the last one used, so that a code is taken once.
 */
export function matchingStep(secret: string, code: string, now: Date): number | null {
  const timestamp = now.getTime();
  const delta = totpOf(secret).validate({ token: code, timestamp, window: TWO_FACTOR.window });
  if (delta === null) return null;
  return OTPAuth.TOTP.counter({ period: TWO_FACTOR.periodSeconds, timestamp }) + delta;
}
