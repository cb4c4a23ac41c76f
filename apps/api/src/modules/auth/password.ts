import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import bcrypt from 'bcrypt';
import { ACCOUNT } from '@shortlist/contracts';

/**
 * At most this many bcrypt computations at once. bcrypt runs in libuv's pool (4 threads): unbounded, a burst of
 * sign-ins takes every core and every other request waits behind it. Half the cores (at least one) keep the
 * event loop and PostgreSQL served; extra sign-ins queue here, in order (bench: the sign-in row).
 */
export const HASHING_CONCURRENCY = Math.max(1, Math.floor(availableParallelism() / 2));

let running = 0;
const waiting: Array<() => void> = [];

async function bounded<T>(work: () => Promise<T>): Promise<T> {
  if (running >= HASHING_CONCURRENCY) await new Promise<void>((resolve) => waiting.push(resolve));
  else running += 1;
  try {
    return await work();
  } finally {
    // hand the slot straight to the next in line (running stays the same), or free it
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

export function hashPassword(password: string, cost: number): Promise<string> {
  return bounded(() => bcrypt.hash(password, cost));
}

/** One dummy hash per cost, made on first use: unknown e-mails are compared against it. */
const dummyHashes = new Map<number, Promise<string>>();

/**
 * Compares a password with a stored hash; with no hash (unknown e-mail) it compares against a dummy hash of the
 * same cost, so that the answer takes about as long and sign-in timing does not reveal who has an account.
 * bcrypt reads only the first 72 bytes: a longer password could never have been set (sign-up refuses it), so
 * it is wrong, not cut short and compared (which let "password + any suffix" in).
 */
export async function verifyPassword(
  password: string,
  hash: string | undefined,
  cost: number,
): Promise<boolean> {
  const tooLong = Buffer.byteLength(password, 'utf8') > ACCOUNT.passwordMaxBytes;
  if (hash && !tooLong) return bounded(() => bcrypt.compare(password, hash));
  let dummy = dummyHashes.get(cost);
  if (!dummy) {
    dummy = hashPassword(randomBytes(16).toString('hex'), cost);
    dummyHashes.set(cost, dummy);
  }
  const against = await dummy;
  await bounded(() => bcrypt.compare(password, against));
  return false;
}
