import { violatedUniqueConstraint } from '../../db/errors';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  ACCOUNT_ERRORS,
  ACCOUNT_LINKS,
  ACCOUNT_SUCCESS,
  APP_PATHS,
  AUTH_VALIDATION,
  DAY_MS,
  PASSWORD_CHANGE,
  PROFILE_VALIDATION,
  UNDO_EMAIL_CHANGE_TEXTS,
  appUrl,
} from '@shortlist/contracts';
import { hashToken, newRefreshToken } from '../../auth-core/tokens';
import type { AppDeps } from '../../deps';
import { AppError, errors } from '../../http/app-error';
import { kickOutbox, queueMail } from '../../integrations/mailer/outbox';
import {
  type AppUserRow,
  endAllSessions,
  getAppUser,
  issueSession,
  type IssuedSession,
} from '../auth/auth.service';
import { hashPassword, verifyPassword } from '../auth/password';
import { accountMails } from './account.mails';
import {
  consumeEmailChangeUndo,
  emailInUse,
  emailUsedByOther,
  findLiveUserByEmail,
  insertEmailChangeUndo,
  findUserCredentials,
  markUserDeleted,
  nicknameTakenByOther,
  updateEmail,
  updatePasswordHash,
  upsertProfileNames,
} from './account.repository';
import { checkCode, issueCode, useCode } from './verification-codes.service';
import { clearWrongPasswords } from '../auth/sign-in-lockout';
import { queueConfirmationLink } from '../auth/email-confirmation.service';
import { endOtherSessions } from '../auth/auth.service';
import { recordSecurityEvent, type RequestContext } from '../security-history/record-security-event';
import { forgetTrustedDevices } from '../two-factor/two-factor.service';

/**
 * The public "send code" answers no sooner than this, whether or not the address has an account, so that its
 * timing does not tell (the real work is a few queries; the mail itself goes out through the outbox).
 */
const SEND_CODE_MIN_MS = 120;

const invalidCode = () => errors.validation({ code: ACCOUNT_ERRORS.invalidCode }, ACCOUNT_ERRORS.invalidCode);
const tooManyTries = () => errors.rateLimited(ACCOUNT_ERRORS.tooManyCodeRequests);
const tooSoon = () => errors.rateLimited(ACCOUNT_ERRORS.codeResendTooSoon);
const emailChangeRefused = () =>
  new AppError('EMAIL_TAKEN', ACCOUNT_ERRORS.changeEmail, { newEmail: ACCOUNT_ERRORS.changeEmail });
const addressTakenMeanwhile = () => errors.conflict(UNDO_EMAIL_CHANGE_TEXTS.addressTaken);
const nicknameTaken = () =>
  new AppError('NICKNAME_TAKEN', AUTH_VALIDATION.nicknameTaken, { nickname: AUTH_VALIDATION.nicknameTaken });

// ---------------------------------------------------------------------------------------------------------
// Forgot password

/**
 * Sends a reset code to the address if a live account has it. Always the same answer, after the same minimum
 * time: a throttled or locked account is not told apart from an unknown address either.
 */
export async function sendPasswordResetCode(deps: AppDeps, input: { email: string }): Promise<string> {
  const started = Date.now();
  try {
    const user = await findLiveUserByEmail(deps.database.db, input.email);
    if (user) {
      const sent = await deps.database.db.transaction(async (tx) => {
        const issued = await issueCode(tx, deps, { userId: user.id, purpose: 'reset' });
        if (!issued.ok) return false;
        await queueMail(tx, deps, accountMails.resetCode(user.email, issued.code));
        return true;
      });
      if (sent) kickOutbox(deps);
    }
  } finally {
    const left = SEND_CODE_MIN_MS - (Date.now() - started);
    if (left > 0) await sleep(left);
  }
  return ACCOUNT_SUCCESS.codeSentDescription;
}

/** Checks a reset code (an unknown address fails like a wrong code). */
export async function verifyPasswordResetCode(deps: AppDeps, input: { email: string; code: string }) {
  const user = await findLiveUserByEmail(deps.database.db, input.email);
  if (!user) throw invalidCode();
  const checked = await checkCode(deps, { userId: user.id, purpose: 'reset', code: input.code });
  if (!checked.ok) throw invalidCode();
}

/**
 * Sets the new password with a valid code, uses the code up, ends every session of the account and clears its
 * wrong-password count.
 */
export async function resetPassword(
  deps: AppDeps,
  input: { email: string; code: string; newPassword: string; context?: RequestContext },
): Promise<void> {
  const user = await findLiveUserByEmail(deps.database.db, input.email);
  if (!user) throw invalidCode();
  const checked = await checkCode(deps, { userId: user.id, purpose: 'reset', code: input.code });
  if (!checked.ok) throw invalidCode();
  const passwordHash = await hashPassword(deps, input.newPassword);
  await deps.database.db.transaction(async (tx) => {
    if (!(await useCode(tx, deps, checked.codeId))) throw invalidCode();
    await updatePasswordHash(tx, user.id, passwordHash, deps.clock.now());
    await endAllSessions(deps, { userId: user.id, tx });
    // an e-mailed code proves the inbox, not the second factor: the next sign-in asks for it everywhere
    await forgetTrustedDevices(deps, { userId: user.id, tx });
    await recordSecurityEvent(tx, deps, { userId: user.id, kind: 'password_reset', context: input.context });
  });
  kickOutbox(deps);
  // the owner proved the address: a lock-out from someone else's guesses ends here
  await clearWrongPasswords(deps, input.email);
}

// ---------------------------------------------------------------------------------------------------------
// E-mail change (accounts §4): send_code sends a code to the CURRENT address (the owner's word, where a session
// left open is not enough), verify_code checks it, change_email checks it again and uses it with the new
// address. The new address is not proven by that code: it is marked unconfirmed and gets a confirmation link
// (sharing and paying wait for it); the old address is told, with a link that undoes the change

/** Sends a code to the account's current address; the code row remembers that address. */
export async function sendEmailChangeCode(deps: AppDeps, input: { userId: string }): Promise<void> {
  const { db } = deps.database;
  const user = await findUserCredentials(db, input.userId);
  if (!user) throw errors.unauthenticated(ACCOUNT_ERRORS.noSession);
  await db.transaction(async (tx) => {
    const issued = await issueCode(tx, deps, {
      userId: user.id,
      purpose: 'email_change',
      target: user.email,
    });
    if (!issued.ok) throw issued.reason === 'too_soon' ? tooSoon() : tooManyTries();
    await queueMail(tx, deps, accountMails.emailChangeCode(user.email, issued.code));
  });
  kickOutbox(deps);
}

/**
 * Checks the live e-mail change code without using it. It proves the address it was sent to only while that
 * is still the account's (a code sent before an undo proves nothing about the address now).
 */
async function checkEmailChangeCode(deps: AppDeps, user: { id: string; email: string }, code: string) {
  const checked = await checkCode(deps, { userId: user.id, purpose: 'email_change', code });
  if (!checked.ok) throw checked.locked ? tooManyTries() : invalidCode();
  if (checked.target !== user.email) throw invalidCode();
  return checked;
}

/** verify_code: the code is right (it stays live for change_email). */
export async function verifyEmailChangeCode(
  deps: AppDeps,
  input: { userId: string; code: string },
): Promise<void> {
  const user = await findUserCredentials(deps.database.db, input.userId);
  if (!user) throw errors.unauthenticated(ACCOUNT_ERRORS.noSession);
  await checkEmailChangeCode(deps, user, input.code);
}

/**
 * change_email: checks the code again and that the new address is free, then, in one transaction, uses the
 * code, sets the address (unconfirmed), queues its confirmation link, stores an undo link and queues the notice
 * with it to the old address. An address taken (or the same) is refused with the spec's message.
 */
export async function changeEmail(
  deps: AppDeps,
  input: {
    userId: string;
    code: string;
    newEmail: string;
    /** This device's session, kept while every other one ends. */
    sessionId?: string | undefined;
    context?: RequestContext;
  },
): Promise<AppUserRow> {
  const { db } = deps.database;
  const { newEmail } = input;
  const user = await findUserCredentials(db, input.userId);
  if (!user) throw errors.unauthenticated(ACCOUNT_ERRORS.noSession);
  const checked = await checkEmailChangeCode(deps, user, input.code);
  if (newEmail === user.email || (await emailInUse(db, newEmail))) throw emailChangeRefused();
  const now = deps.clock.now();
  const undoToken = newRefreshToken();
  try {
    await db.transaction(async (tx) => {
      if (!(await useCode(tx, deps, checked.codeId))) throw invalidCode();
      await updateEmail(tx, user.id, newEmail, now, { confirmed: false });
      await queueConfirmationLink(tx, deps, { id: user.id, email: newEmail }, 'email_change');
      await insertEmailChangeUndo(tx, {
        userId: user.id,
        tokenHash: hashToken(undoToken),
        oldEmail: user.email,
        newEmail,
        expiresAt: new Date(now.getTime() + ACCOUNT_LINKS.undoEmailChangeTtlDays * DAY_MS),
        createdAt: now,
      });
      const undoLink = appUrl(deps.config.publicUrl, APP_PATHS.undoEmailChange(undoToken));
      await queueMail(
        tx,
        deps,
        accountMails.emailChanged(user.email, newEmail, undoLink, deps.config.supportEmail),
      );
      await endOtherSessions(deps, { userId: user.id, keepSessionId: input.sessionId, tx });
      await recordSecurityEvent(tx, deps, {
        userId: user.id,
        kind: 'email_changed',
        detail: newEmail,
        context: input.context,
      });
    });
  } catch (err) {
    // lost a race for the address with a sign-up or another change: the unique index decides
    if (violatedUniqueConstraint(err) === 'users_email_key') throw emailChangeRefused();
    throw err;
  }
  kickOutbox(deps);
  return getAppUser(deps, user.id);
}

/**
 * The old address's way back: puts it back (if no other account took it meanwhile) and ends every session of
 * the account, whoever holds them. The link works once.
 */
export async function undoEmailChange(deps: AppDeps, input: { token: string }): Promise<string> {
  const now = deps.clock.now();
  try {
    await deps.database.db.transaction(async (tx) => {
      const undo = await consumeEmailChangeUndo(tx, hashToken(input.token), now);
      if (!undo) throw errors.validation({ token: ACCOUNT_ERRORS.invalidLink });
      if (await emailUsedByOther(tx, undo.oldEmail, undo.userId)) throw addressTakenMeanwhile();
      await updateEmail(tx, undo.userId, undo.oldEmail, now, { confirmed: true });
      await endAllSessions(deps, { userId: undo.userId, tx });
      await recordSecurityEvent(tx, deps, {
        userId: undo.userId,
        kind: 'email_changed',
        detail: undo.oldEmail,
      });
    });
  } catch (err) {
    if (violatedUniqueConstraint(err) === 'users_email_key') throw addressTakenMeanwhile();
    throw err;
  }
  return UNDO_EMAIL_CHANGE_TEXTS.restored;
}

// ---------------------------------------------------------------------------------------------------------
// Password change

/**
 * Changes the password after checking the current one. Every session of the account ends (other devices are
 * signed out) and the caller gets a fresh session, so this one keeps working.
 */
export async function changePassword(
  deps: AppDeps,
  input: {
    userId: string;
    currentPassword: string;
    newPassword: string;
    userAgent?: string | undefined;
    context?: RequestContext;
  },
): Promise<IssuedSession> {
  const { db } = deps.database;
  const user = await findUserCredentials(db, input.userId);
  if (!user) throw errors.unauthenticated(ACCOUNT_ERRORS.noSession);
  if (!(await verifyPassword(deps, input.currentPassword, user.passwordHash))) {
    throw errors.validation({ currentPassword: PASSWORD_CHANGE.currentIncorrect });
  }
  if (input.newPassword === input.currentPassword) {
    throw errors.validation({ newPassword: PASSWORD_CHANGE.mustDiffer });
  }
  const passwordHash = await hashPassword(deps, input.newPassword);
  const appUser = await getAppUser(deps, user.id);
  const session = await db.transaction(async (tx) => {
    await updatePasswordHash(tx, user.id, passwordHash, deps.clock.now());
    await endAllSessions(deps, { userId: user.id, tx });
    await recordSecurityEvent(tx, deps, {
      userId: user.id,
      kind: 'password_changed',
      context: input.context,
    });
    return issueSession(tx, deps, { user: appUser, userAgent: input.userAgent });
  });
  kickOutbox(deps);
  return session;
}

// ---------------------------------------------------------------------------------------------------------
// Profile and deletion

/** Updates full name and nickname (already stripped of scripts and validated by the contract). */
export async function updateProfile(
  deps: AppDeps,
  input: { userId: string; fullName: string; nickname: string },
): Promise<AppUserRow> {
  const { db } = deps.database;
  if (!input.fullName || !input.nickname) throw errors.validation({}, PROFILE_VALIDATION.requiredFields);
  if (await nicknameTakenByOther(db, input.nickname, input.userId)) throw nicknameTaken();
  try {
    await upsertProfileNames(
      db,
      input.userId,
      { fullName: input.fullName, nickname: input.nickname },
      deps.clock.now(),
    );
  } catch (err) {
    if (violatedUniqueConstraint(err) === 'profiles_nickname_lower_key') throw nicknameTaken();
    throw err;
  }
  return getAppUser(deps, input.userId);
}

/**
 * Soft-deletes the account: marked deleted and every session ended, in one transaction. Sign-in is refused
 * from now on; the purge job removes the data after the retention period.
 */
export async function deleteAccount(deps: AppDeps, input: { userId: string }): Promise<string> {
  await deps.database.db.transaction(async (tx) => {
    if (!(await markUserDeleted(tx, input.userId, deps.clock.now()))) throw errors.notFound();
    await endAllSessions(deps, { userId: input.userId, tx });
  });
  return ACCOUNT_SUCCESS.accountDeletedDescription;
}
