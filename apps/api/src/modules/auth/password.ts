import { randomBytes } from 'node:crypto';
import bcrypt from 'bcrypt';
import { ACCOUNT } from '@shortlist/contracts';

export function hashPassword(password: string, cost: number): Promise<string> {
  return bcrypt.hash(password, cost);
}

/** One dummy hash per cost, made on first use: unknown e-mails are compared against it. */
const dummyHashes = new Map<number, Promise<string>>();

/**
 * Compares a password with a stored hash; with no hash (unknown e-mail) it compares against a dummy hash of the
 * same cost, so that the answer takes about as long and sign-in timing does not reveal who has an account.
 * bcrypt reads only the first ACCOUNT.passwordMaxBytes (72) bytes: a longer password could never have been set (sign-up refuses it), so
 * it is wrong, not cut short and compared (which let "password + any suffix" in).
 */
export async function verifyPassword(
  password: string,
  hash: string | undefined,
  cost: number,
): Promise<boolean> {
  const tooLong = Buffer.byteLength(password, 'utf8') > ACCOUNT.passwordMaxBytes;
  if (hash && !tooLong) return bcrypt.compare(password, hash);
  let dummy = dummyHashes.get(cost);
  if (!dummy) {
    dummy = bcrypt.hash(randomBytes(16).toString('hex'), cost);
    dummyHashes.set(cost, dummy);
  }
  await bcrypt.compare(password, await dummy);
  return false;
}
