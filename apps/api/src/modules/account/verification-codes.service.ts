import { violatedUniqueConstraint } from '../../db/errors';
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { VERIFICATION_CODE, DAY_MS, MINUTE_MS, SECOND_MS } from '@shortlist/contracts';
import type { DbOrTx } from '../../db/client';
import type { AppDeps } from '../../deps';
import {
  type CodePurpose,
  consumeCode,
  countRecentFailures,
  insertCode,
  latestCodeSentAt,
  releaseCodeTry,
  reserveCodeTry,
  supersedeLiveCodes,
} from './account.repository';

/** A uniformly random code of VERIFICATION_CODE.length digits from the CSPRNG. */
export function generateCode(): string {
  return randomInt(0, 10 ** VERIFICATION_CODE.length)
    .toString()
    .padStart(VERIFICATION_CODE.length, '0');
}

/**
 * The stored form of a code: an HMAC keyed with the server secret and bound to the user and purpose, so a
 * leaked table cannot be brute-forced offline (a few digits are few candidates).
 */
export function hashCode(secret: string, userId: string, purpose: CodePurpose, code: string): string {
  return createHmac('sha256', secret).update(`${userId}:${purpose}:${code}`).digest('hex');
}

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}

export type IssueResult = { ok: true; code: string } | { ok: false; reason: 'too_soon' | 'locked' };

/**
 * Issues a new code for the user and purpose (in the caller's transaction, with the e-mail that carries it):
 * refused within VERIFICATION_CODE.resendIntervalSeconds of the last one and once the account has used its daily budget of wrong tries; the new
 * code supersedes the live one.
 */
export async function issueCode(
  tx: DbOrTx,
  deps: AppDeps,
  options: { userId: string; purpose: CodePurpose; target?: string },
): Promise<IssueResult> {
  const now = deps.clock.now();
  const last = await latestCodeSentAt(tx, options.userId, options.purpose);
  if (last && now.getTime() - last.getTime() < VERIFICATION_CODE.resendIntervalSeconds * SECOND_MS) {
    return { ok: false, reason: 'too_soon' };
  }
  if (await isLocked(tx, deps, options.userId)) return { ok: false, reason: 'locked' };
  const code = generateCode();
  await supersedeLiveCodes(tx, options.userId, options.purpose, now);
  try {
    await insertCode(tx, {
      userId: options.userId,
      purpose: options.purpose,
      codeHash: hashCode(deps.config.jwtSecret, options.userId, options.purpose, code),
      target: options.target ?? null,
      expiresAt: new Date(now.getTime() + VERIFICATION_CODE.ttlMinutes * MINUTE_MS),
      createdAt: now,
    });
  } catch (err) {
    // a concurrent send won the one live slot
    if (violatedUniqueConstraint(err) === 'verification_codes_live_key')
      return { ok: false, reason: 'too_soon' };
    throw err;
  }
  return { ok: true, code };
}

/** Whether the account has reached its wrong tries for the day (every code and purpose together). */
export async function isLocked(db: DbOrTx, deps: AppDeps, userId: string): Promise<boolean> {
  const since = new Date(deps.clock.now().getTime() - DAY_MS);
  return (await countRecentFailures(db, userId, since)) >= VERIFICATION_CODE.maxFailuresPerAccountPerDay;
}

/** `target`: the address the code was sent to, when the code proves one (an e-mail change's current address). */
export type CheckResult =
  { ok: true; codeId: string; target: string | null } | { ok: false; locked: boolean };

/**
 * Checks a code against the live one without using it. Each try is counted before the comparison, in one
 * statement, so no burst of parallel guesses can get more than VERIFICATION_CODE.maxWrongTries wrong tries at a code; a right try is given
 * back. After that many wrong tries the code is dead: even the right code then fails. `locked`: the account has used
 * its wrong tries for the day.
 */
export async function checkCode(
  deps: AppDeps,
  options: { userId: string; purpose: CodePurpose; code: string },
): Promise<CheckResult> {
  const { db } = deps.database;
  if (await isLocked(db, deps, options.userId)) return { ok: false, locked: true };
  const reserved = await reserveCodeTry(db, {
    userId: options.userId,
    purpose: options.purpose,
    now: deps.clock.now(),
    maxTries: VERIFICATION_CODE.maxWrongTries,
  });
  if (!reserved) return { ok: false, locked: false };
  const expected = hashCode(deps.config.jwtSecret, options.userId, options.purpose, options.code);
  if (!sameHash(expected, reserved.codeHash)) return { ok: false, locked: false };
  await releaseCodeTry(db, reserved.id);
  return { ok: true, codeId: reserved.id, target: reserved.target };
}

/** Uses a checked code inside the transaction of the change it allows; false if it was used meanwhile. */
export function useCode(tx: DbOrTx, deps: AppDeps, codeId: string): Promise<boolean> {
  return consumeCode(tx, codeId, deps.clock.now());
}
