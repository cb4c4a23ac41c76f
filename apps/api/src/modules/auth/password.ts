import { randomBytes } from 'node:crypto';
import { ACCOUNT } from '@shortlist/contracts';
import type { AppDeps, HashingGate } from '../../deps';
import type { Config } from '../../config/env';
import { busy, createHashingGate } from './hashing-gate';
import { bcryptCompare, bcryptHash } from './hashing-workers';

/** One gate per configuration when the deps bring none: one process shares its cores. */
const gates = new WeakMap<Config, HashingGate>();

function gateOf(deps: Pick<AppDeps, 'config' | 'passwordHashing'>): HashingGate {
  if (deps.passwordHashing) return deps.passwordHashing;
  let gate = gates.get(deps.config);
  if (!gate) {
    gate = createHashingGate({ slots: deps.config.bcryptSlots, queueMax: deps.config.bcryptQueueMax });
    gates.set(deps.config, gate);
  }
  return gate;
}

type HashDeps = Pick<AppDeps, 'config' | 'passwordHashing'>;

/** Refuses (503) at once when the hashing queue is full, before a request spends a query on a doomed check. */
export function assertHashingRoom(deps: HashDeps): void {
  if (!gateOf(deps).hasRoom) throw busy();
}

export function hashPassword(deps: HashDeps, password: string): Promise<string> {
  return gateOf(deps).run(() => bcryptHash(password, deps.config.bcryptCost));
}

/** One dummy hash per cost, made on first use: unknown e-mails are compared against it. */
const dummyHashes = new Map<number, Promise<string>>();

/**
 * Compares a password with a stored hash; with no hash (unknown e-mail) it compares against a dummy hash of the
 * same cost, so that the answer takes about as long and sign-in timing does not reveal who has an account.
 * bcrypt reads only the first ACCOUNT.passwordMaxBytes (72) bytes: a longer password could never have been set (sign-up refuses it), so
 * it is wrong, not cut short and compared (which let "password + any suffix" in). Both wait for a slot of
 * the hashing gate, so a full queue refuses both alike.
 */
export async function verifyPassword(
  deps: HashDeps,
  password: string,
  hash: string | undefined,
): Promise<boolean> {
  const cost = deps.config.bcryptCost;
  const tooLong = Buffer.byteLength(password, 'utf8') > ACCOUNT.passwordMaxBytes;
  if (hash && !tooLong) return gateOf(deps).run(() => bcryptCompare(password, hash));
  let dummy = dummyHashes.get(cost);
  if (!dummy) {
    dummy = bcryptHash(randomBytes(16).toString('hex'), cost);
    dummyHashes.set(cost, dummy);
  }
  const against = await dummy;
  await gateOf(deps).run(() => bcryptCompare(password, against));
  return false;
}
