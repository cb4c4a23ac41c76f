import QRCode from 'qrcode';
import {
  DAY_MS,
  TWO_FACTOR,
  TWO_FACTOR_ERRORS,
  type SignInMethod,
  type TwoFactorStatus,
} from '@shortlist/contracts';
import { hashToken, newRefreshToken } from '../../auth-core/tokens';
import type { DbOrTx } from '../../db/client';
import type { AppDeps } from '../../deps';
import { errors } from '../../http/app-error';
import { kickOutbox } from '../../integrations/mailer/outbox';
import { endOtherSessions, getAppUser, isPasswordRight } from '../auth/auth.service';
import { recordSecurityEvent, type RequestContext } from '../security-history/record-security-event';
import { hashRecoveryCode, looksLikeRecoveryCode, newRecoveryCode } from './recovery-codes';
import { matchingStep, newTotpSecret, otpauthUrl } from './totp';
import {
  countLiveTrustedDevices,
  countUnusedRecoveryCodes,
  deleteAuthenticator,
  deleteRecoveryCodes,
  deleteTrustedDevices,
  findAuthenticator,
  findLiveTrustedDevice,
  insertTrustedDevice,
  replaceRecoveryCodes,
  savePendingAuthenticator,
  takeStep,
  useRecoveryCode,
} from './two-factor.repository';

const invalidCode = () =>
  errors.validation({ code: TWO_FACTOR_ERRORS.invalidCode }, TWO_FACTOR_ERRORS.invalidCode);
const wrongPassword = () =>
  errors.validation({ password: TWO_FACTOR_ERRORS.passwordIncorrect }, TWO_FACTOR_ERRORS.passwordIncorrect);

async function assertPassword(deps: AppDeps, userId: string, password: string): Promise<void> {
  if (!(await isPasswordRight(deps, userId, password))) throw wrongPassword();
}

/** Whether the account signs in with a second factor (a confirmed authenticator). */
export async function isTwoFactorOn(db: DbOrTx, userId: string): Promise<boolean> {
  const row = await findAuthenticator(db, userId);
  return !!row?.confirmedAt;
}

export async function getTwoFactorStatus(deps: AppDeps, userId: string): Promise<TwoFactorStatus> {
  const { db } = deps.database;
  const row = await findAuthenticator(db, userId);
  const enabled = !!row?.confirmedAt;
  return {
    enabled,
    enabledAt: row?.confirmedAt?.toISOString() ?? null,
    recoveryCodesLeft: enabled ? await countUnusedRecoveryCodes(db, userId) : 0,
    trustedDevices: enabled ? await countLiveTrustedDevices(db, userId, deps.clock.now()) : 0,
  };
}

/** A new secret waiting for its first code: the QR code and the key to type by hand. */
export async function setUpTwoFactor(deps: AppDeps, userId: string) {
  const { db } = deps.database;
  if (await isTwoFactorOn(db, userId)) throw errors.conflict(TWO_FACTOR_ERRORS.alreadyOn);
  const user = await getAppUser(deps, userId);
  const secret = newTotpSecret();
  await savePendingAuthenticator(db, userId, secret, deps.clock.now());
  const url = otpauthUrl(secret, user.email);
  const qrSvg = await QRCode.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return { secret, otpauthUrl: url, qrSvg };
}

function newRecoveryCodes(): { codes: string[]; hashes: string[] } {
  const codes = new Set<string>();
  while (codes.size < TWO_FACTOR.recoveryCodeCount) codes.add(newRecoveryCode());
  return { codes: [...codes], hashes: [...codes].map(hashRecoveryCode) };
}

/**
 * Turns two-factor on with a first code of the waiting secret: the recovery codes are made (answered once, only
 * their hashes kept) and every other session ends, in one transaction.
 */
export async function enableTwoFactor(
  deps: AppDeps,
  input: { userId: string; code: string; sessionId: string | undefined; context: RequestContext },
): Promise<string[]> {
  const { db } = deps.database;
  const row = await findAuthenticator(db, input.userId);
  if (!row) throw errors.validation({ code: TWO_FACTOR_ERRORS.notSetUp }, TWO_FACTOR_ERRORS.notSetUp);
  if (row.confirmedAt) throw errors.conflict(TWO_FACTOR_ERRORS.alreadyOn);
  const now = deps.clock.now();
  const step = matchingStep(row.secret, input.code, now);
  if (step === null) throw invalidCode();
  const { codes, hashes } = newRecoveryCodes();
  await db.transaction(async (tx) => {
    if (!(await takeStep(tx, { userId: input.userId, step, confirmAt: now }))) throw invalidCode();
    await replaceRecoveryCodes(tx, input.userId, hashes, now);
    await endOtherSessions(deps, { userId: input.userId, keepSessionId: input.sessionId, tx });
    await recordSecurityEvent(tx, deps, {
      userId: input.userId,
      kind: 'two_factor_enabled',
      context: input.context,
    });
  });
  kickOutbox(deps);
  return codes;
}

export async function regenerateRecoveryCodes(
  deps: AppDeps,
  input: { userId: string; password: string; context: RequestContext },
): Promise<string[]> {
  const { db } = deps.database;
  if (!(await isTwoFactorOn(db, input.userId))) throw errors.conflict(TWO_FACTOR_ERRORS.notOn);
  await assertPassword(deps, input.userId, input.password);
  const { codes, hashes } = newRecoveryCodes();
  await db.transaction(async (tx) => {
    await replaceRecoveryCodes(tx, input.userId, hashes, deps.clock.now());
    await recordSecurityEvent(tx, deps, {
      userId: input.userId,
      kind: 'recovery_codes_regenerated',
      context: input.context,
    });
  });
  kickOutbox(deps);
  return codes;
}

/**
 * A code of the account's authenticator, taken once (its time step must be later than the last taken), or an
 * unused recovery code, used up. Answers how the person proved it, or null.
 */
async function takeSecondFactor(
  db: DbOrTx,
  deps: AppDeps,
  input: { userId: string; code: string },
): Promise<'two_factor' | 'recovery_code' | null> {
  const row = await findAuthenticator(db, input.userId);
  if (!row?.confirmedAt) return null;
  const now = deps.clock.now();
  if (looksLikeRecoveryCode(input.code))
    return (await useRecoveryCode(db, input.userId, hashRecoveryCode(input.code), now))
      ? 'recovery_code'
      : null;
  const step = matchingStep(row.secret, input.code, now);
  if (step === null) return null;
  return (await takeStep(db, { userId: input.userId, step })) ? 'two_factor' : null;
}

/** Sign-in's second step: the method the code proved, or null; a recovery code used is recorded. */
export async function checkSecondFactor(
  deps: AppDeps,
  input: { userId: string; code: string; context: RequestContext },
): Promise<Extract<SignInMethod, 'two_factor' | 'recovery_code'> | null> {
  const method = await takeSecondFactor(deps.database.db, deps, input);
  if (method === 'recovery_code') {
    const left = await countUnusedRecoveryCodes(deps.database.db, input.userId);
    await recordSecurityEvent(deps.database.db, deps, {
      userId: input.userId,
      kind: 'recovery_code_used',
      detail: String(left),
      context: input.context,
    });
  }
  return method;
}

/**
 * Turns two-factor off with the password and a code (or a recovery code): the secret, the recovery codes and the
 * trusted devices go, in one transaction.
 */
export async function disableTwoFactor(
  deps: AppDeps,
  input: { userId: string; password: string; code: string; context: RequestContext },
): Promise<void> {
  const { db } = deps.database;
  if (!(await isTwoFactorOn(db, input.userId))) throw errors.conflict(TWO_FACTOR_ERRORS.notOn);
  await assertPassword(deps, input.userId, input.password);
  await db.transaction(async (tx) => {
    if (!(await takeSecondFactor(tx, deps, input))) throw invalidCode();
    await deleteAuthenticator(tx, input.userId);
    await deleteRecoveryCodes(tx, input.userId);
    await deleteTrustedDevices(tx, input.userId);
    await recordSecurityEvent(tx, deps, {
      userId: input.userId,
      kind: 'two_factor_disabled',
      context: input.context,
    });
  });
  kickOutbox(deps);
}

/** Makes this browser a trusted device for TWO_FACTOR.trustedDeviceDays; answers the cookie's token. */
export async function trustDevice(
  tx: DbOrTx,
  deps: AppDeps,
  input: { userId: string; userAgent: string | null },
): Promise<string> {
  const now = deps.clock.now();
  const token = newRefreshToken();
  await insertTrustedDevice(tx, {
    userId: input.userId,
    tokenHash: hashToken(token),
    userAgent: input.userAgent,
    expiresAt: new Date(now.getTime() + TWO_FACTOR.trustedDeviceDays * DAY_MS),
    createdAt: now,
  });
  return token;
}

export async function isTrustedDevice(
  db: DbOrTx,
  deps: AppDeps,
  input: { userId: string; token: string | undefined },
): Promise<boolean> {
  if (!input.token) return false;
  return !!(await findLiveTrustedDevice(db, input.userId, hashToken(input.token), deps.clock.now()));
}

/**
 * Every trusted device asks for a code again. From Account Settings it is recorded; a password reset calls it in
 * its own transaction (`tx`) so that the reset never skips the second factor.
 */
export async function forgetTrustedDevices(
  deps: AppDeps,
  input: { userId: string; context?: RequestContext; tx?: DbOrTx },
): Promise<void> {
  const run = async (tx: DbOrTx) => {
    await deleteTrustedDevices(tx, input.userId);
    if (input.context)
      await recordSecurityEvent(tx, deps, {
        userId: input.userId,
        kind: 'trusted_devices_forgotten',
        context: input.context,
      });
  };
  if (input.tx) return run(input.tx);
  await deps.database.db.transaction(run);
  kickOutbox(deps);
}
