import { createHash, createHmac, randomBytes } from 'node:crypto';

/*
 * A feed's secret is an HMAC, under a key derived from the server's signing secret, of the person and the feed's
 * salt: the address can be shown again without storing it, and the database (which holds only the salt and the
 * secret's SHA-256) cannot rebuild it. A reset draws a new salt, so the old address finds no feed.
 */

export const newSalt = (): string => randomBytes(16).toString('base64url');

export function feedToken(signingSecret: string, userId: string, salt: string): string {
  const key = createHmac('sha256', signingSecret).update('calendar-feed').digest();
  return createHmac('sha256', key).update(`${userId}:${salt}`).digest('base64url');
}

export const tokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');
