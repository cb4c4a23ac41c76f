import { violatedUniqueConstraint } from '../../db/errors';
import { randomUUID } from 'node:crypto';
import {
  AUTH_ERRORS,
  AUTH_VALIDATION,
  SESSION,
  DAY_MS,
  TWO_FACTOR_ERRORS,
  type SecondStep,
  type SignInMethod,
} from '@shortlist/contracts';
import type { DbOrTx } from '../../db/client';
import { REFRESH_TOKEN_REUSE } from '../../config/tunables';
import type { AppDeps } from '../../deps';
import { AppError, errors } from '../../http/app-error';
import { kickOutbox } from '../../integrations/mailer/outbox';
import { applySignupReferral, createReferralCode, isReferralCodeValid } from '../referrals/referrals.service';
import { checkInvitationLink, redeemInvitationLink } from '../sharing/sharing.service';
import { queueConfirmationLink } from './email-confirmation.service';
import {
  type AppUserRow,
  emailExists,
  findAppUserRow,
  findRefreshSessionByHash,
  findLiveRefreshRow,
  findRefreshRowState,
  findSignInRow,
  findLiveSessions,
  findLiveSignInUser,
  findPasswordHash,
  hasSessionFromUserAgent,
  insertProfile,
  insertRefreshSession,
  insertUser,
  lockRefreshFamily,
  markRefreshSessionRotated,
  nicknameExists,
  revokeOtherFamilies,
  revokeRefreshFamily,
  revokeUserFamily,
  revokeUserRefreshSessions,
  setTokensValidAfter,
} from './auth.repository';
import { assertHashingRoom, hashPassword, verifyPassword } from './password';
import { hashToken, newRefreshToken, signAccessToken, verifyAccessToken } from '../../auth-core/tokens';
import { assertSignInAllowed, clearWrongPasswords, recordWrongPassword } from './sign-in-lockout';
import { signSignInTicket, verifySignInTicket } from '../../auth-core/sign-in-ticket';
import { recordSecurityEvent, type RequestContext } from '../security-history/record-security-event';
import {
  checkSecondFactor,
  isTrustedDevice,
  isTwoFactorOn,
  trustDevice,
} from '../two-factor/two-factor.service';
import { assertSecondStepAllowed, clearWrongCodes, recordWrongCode } from './second-step-lockout';

/** What a started or refreshed session hands the router: the body's parts and the cookie's token. */

/** The user row other features receive from this service. */
export type { AppUserRow };
export interface IssuedSession {
  accessToken: string;
  /** Access-token expiry, seconds since the epoch. */
  expiresAt: number;
  refreshToken: string;
  user: AppUserRow;
}

const emailTaken = () =>
  new AppError('EMAIL_TAKEN', AUTH_ERRORS.userAlreadyRegistered, { email: AUTH_VALIDATION.emailTaken });
const nicknameTaken = () =>
  new AppError('NICKNAME_TAKEN', AUTH_VALIDATION.nicknameTaken, { nickname: AUTH_VALIDATION.nicknameTaken });
const invalidReferral = () =>
  new AppError('INVALID_REFERRAL_CODE', AUTH_VALIDATION.referralInvalid, {
    referralCode: AUTH_VALIDATION.referralInvalid,
  });
const invalidCredentials = () => new AppError('INVALID_CREDENTIALS', AUTH_ERRORS.invalidCredentials);
const sessionExpired = () => errors.unauthenticated(AUTH_ERRORS.sessionExpired);

/** A new refresh row (new family unless one is given) plus an access token, all on the injected clock. */
export async function issueSession(
  db: DbOrTx,
  deps: AppDeps,
  options: { user: AppUserRow; familyId?: string; id?: string; userAgent: string | undefined },
): Promise<IssuedSession> {
  const now = deps.clock.now();
  const refreshToken = newRefreshToken();
  const familyId = options.familyId ?? randomUUID();
  await insertRefreshSession(db, {
    ...(options.id ? { id: options.id } : {}),
    userId: options.user.id,
    familyId,
    tokenHash: hashToken(refreshToken),
    expiresAt: new Date(now.getTime() + SESSION.refreshTokenTtlDays * DAY_MS),
    userAgent: options.userAgent?.slice(0, 500) ?? null,
    createdAt: now,
  });
  const { token, expiresAt } = signAccessToken(options.user.id, deps.config.jwtSecret, now, familyId);
  return { accessToken: token, expiresAt, refreshToken, user: options.user };
}

/**
 * Creates an account on the Basic plan: user, profile, the user's own referral code and the first session, in
 * one transaction. The entered referral code is validated, stored, and its sign-up credit granted. Through an
 * invitation's link the address is proven by the link: the account starts confirmed, with the folders shared
 * with it, and no confirmation mail is sent; without one, a confirmation link is mailed.
 */
export async function signUp(
  deps: AppDeps,
  input: {
    email: string;
    password: string;
    fullName: string;
    nickname: string;
    referralCode?: string | undefined;
    invitationToken?: string | undefined;
    userAgent?: string | undefined;
  },
): Promise<IssuedSession> {
  const { db } = deps.database;
  const invitationToken = input.invitationToken ?? null;
  // first: a used link's address has an account, and "already used" says more than "already registered"
  if (invitationToken)
    await checkInvitationLink(db, { token: invitationToken, email: input.email, now: deps.clock.now() });
  if (await emailExists(db, input.email)) throw emailTaken();
  if (await nicknameExists(db, input.nickname)) throw nicknameTaken();
  const referralCode = input.referralCode ?? null;
  if (referralCode && !(await isReferralCodeValid(deps, { code: referralCode }))) throw invalidReferral();

  const passwordHash = await hashPassword(deps, input.password);
  const now = deps.clock.now();
  try {
    const session = await db.transaction(async (tx) => {
      const user = await insertUser(tx, {
        email: input.email,
        passwordHash,
        tokensValidAfter: now,
        signupReferralCode: referralCode,
        emailConfirmed: invitationToken !== null,
      });
      const profile = await insertProfile(tx, {
        id: user.id,
        fullName: input.fullName,
        nickname: input.nickname,
        subscriptionPlan: 'basic',
      });
      await createReferralCode(tx, { id: user.id, nickname: profile.nickname });
      if (invitationToken) {
        // the invitation's link proved the address: the folders shared with it are there at once
        await redeemInvitationLink(tx, { token: invitationToken, email: user.email, userId: user.id, now });
      } else {
        // the address is unproven: a link confirms it (and then takes the folders already shared with it)
        await queueConfirmationLink(tx, deps, user);
      }
      // takes a use of the code and grants the sign-up credit (friend and referrer) in this transaction
      if (referralCode) await applySignupReferral(tx, deps, { userId: user.id, code: referralCode });
      const row: AppUserRow = {
        ...user,
        profileFullName: profile.fullName,
        profileNickname: profile.nickname,
        profileAvatarUrl: profile.avatarUrl,
        profileSubscriptionPlan: profile.subscriptionPlan,
      };
      return issueSession(tx, deps, { user: row, userAgent: input.userAgent });
    });
    kickOutbox(deps);
    return session;
  } catch (err) {
    // the pre-checks above lose a race with a concurrent sign-up; the unique indexes decide
    const constraint = violatedUniqueConstraint(err);
    if (constraint === 'users_email_key') throw emailTaken();
    if (constraint === 'profiles_nickname_lower_key') throw nicknameTaken();
    throw err;
  }
}

/** A finished sign-in: the session, and the trusted-device token when the person chose to be trusted here. */
export interface SignedIn extends IssuedSession {
  trustedDeviceToken?: string;
}

/**
 * Starts the session of a finished sign-in and records it in the security history, marked (and mailed) when the
 * browser is new to the account, in one transaction.
 */
export async function startSignedInSession(
  deps: AppDeps,
  input: { user: AppUserRow; method: SignInMethod; context: RequestContext; trustDevice?: boolean },
): Promise<SignedIn> {
  const { db } = deps.database;
  const { userAgent } = input.context;
  const newDevice =
    !userAgent || !(await hasSessionFromUserAgent(db, input.user.id, userAgent.slice(0, 500)));
  const signedIn = await db.transaction(async (tx) => {
    const session = await issueSession(tx, deps, { user: input.user, userAgent: userAgent ?? undefined });
    await recordSecurityEvent(tx, deps, {
      userId: input.user.id,
      kind: 'sign_in',
      detail: input.method,
      newDevice,
      context: input.context,
    });
    const trustedDeviceToken = input.trustDevice
      ? await trustDevice(tx, deps, { userId: input.user.id, userAgent })
      : undefined;
    return { ...session, ...(trustedDeviceToken ? { trustedDeviceToken } : {}) };
  });
  kickOutbox(deps);
  return signedIn;
}

/** A failed sign-in of a known account, in its history (no mail: a guesser would flood the inbox). */
async function recordFailedSignIn(
  deps: AppDeps,
  userId: string,
  reason: 'password' | 'code',
  context: RequestContext,
) {
  await recordSecurityEvent(deps.database.db, deps, {
    userId,
    kind: 'sign_in_failed',
    detail: reason,
    context,
  });
}

/**
 * Signs in with e-mail and password. Unknown e-mail and wrong password answer the same, after the same bcrypt
 * work, and both count towards the account's wrong-password limit; a deleted account is told so only once the
 * password is right. With two-factor sign-in on, a right password answers the ticket of the second step,
 * unless this browser is a trusted device of the account.
 */
export async function signIn(
  deps: AppDeps,
  input: {
    email: string;
    password: string;
    context: RequestContext;
    trustedDeviceToken?: string | undefined;
  },
): Promise<SignedIn | SecondStep> {
  await assertSignInAllowed(deps, input.email);
  assertHashingRoom(deps);
  const row = await findSignInRow(deps.database.db, input.email);
  const ok = await verifyPassword(deps, input.password, row?.passwordHash);
  if (!row || !ok) {
    await recordWrongPassword(deps, input.email);
    if (row && !row.deletedAt) await recordFailedSignIn(deps, row.id, 'password', input.context);
    throw invalidCredentials();
  }
  await clearWrongPasswords(deps, input.email);
  if (row.deletedAt) throw new AppError('ACCOUNT_DELETED', AUTH_ERRORS.accountDeleted);
  const { passwordHash: _hash, deletedAt: _deleted, ...user } = row;
  const { db } = deps.database;
  if (await isTwoFactorOn(db, user.id)) {
    if (!(await isTrustedDevice(db, deps, { userId: user.id, token: input.trustedDeviceToken })))
      return {
        twoFactorRequired: true,
        ticket: signSignInTicket(user.id, deps.config.jwtSecret, deps.clock.now()),
      };
    return startSignedInSession(deps, { user, method: 'trusted_device', context: input.context });
  }
  return startSignedInSession(deps, { user, method: 'password', context: input.context });
}

const ticketExpired = () => errors.unauthenticated(TWO_FACTOR_ERRORS.ticketExpired);

/**
 * Sign-in's second step: the ticket of a right password and a code from the authenticator app (taken once) or
 * an unused recovery code. Wrong codes count per account, as wrong passwords do; past the limit the step is
 * refused with sign-in's "Too many login attempts" until the window ends.
 */
export async function completeSecondStep(
  deps: AppDeps,
  input: { ticket: string; code: string; trustDevice?: boolean | undefined; context: RequestContext },
): Promise<SignedIn> {
  const claims = verifySignInTicket(input.ticket, deps.config.jwtSecret, deps.clock.now());
  if (!claims) throw ticketExpired();
  const user = await findLiveSignInUser(deps.database.db, claims.sub);
  if (!user) throw ticketExpired();
  await assertSecondStepAllowed(deps, user.id);
  const method = await checkSecondFactor(deps, { userId: user.id, code: input.code, context: input.context });
  if (!method) {
    await recordWrongCode(deps, user.id);
    await recordFailedSignIn(deps, user.id, 'code', input.context);
    throw new AppError('INVALID_CREDENTIALS', TWO_FACTOR_ERRORS.invalidCode, {
      code: TWO_FACTOR_ERRORS.invalidCode,
    });
  }
  await clearWrongCodes(deps, user.id);
  return startSignedInSession(deps, {
    user,
    method,
    context: input.context,
    ...(input.trustDevice ? { trustDevice: true } : {}),
  });
}

/** Whether the password is the live account's (a change that asks for it again). */
export async function isPasswordRight(deps: AppDeps, userId: string, password: string): Promise<boolean> {
  assertHashingRoom(deps);
  const hash = await findPasswordHash(deps.database.db, userId);
  return verifyPassword(deps, password, hash);
}

/** A live user for a sign-in that proved who it is another way (a passkey). */
export async function findUserToSignIn(deps: AppDeps, userId: string): Promise<AppUserRow | undefined> {
  return findLiveSignInUser(deps.database.db, userId);
}

/**
 * Rotates a refresh token: the presented row is revoked and replaced by a new one of the same family. A token
 * rotated less than REFRESH_TOKEN_REUSE.intervalMs ago still refreshes (a reload or a closed tab cut off the
 * answer that carried its successor); one rotated longer ago is a stolen copy or a replay: the whole family is
 * revoked and the caller refused. Also answers the newest live event's id, read before the rotation, so the
 * page's first live stream replays from a point before any of its reads.
 */
export async function refreshSession(
  deps: AppDeps,
  input: { refreshToken: string | undefined; userAgent?: string | undefined },
): Promise<IssuedSession & { liveEventId: number }> {
  if (!input.refreshToken) throw errors.unauthenticated(AUTH_ERRORS.notAuthenticated);
  const { db } = deps.database;
  const now = deps.clock.now();
  const found = await findRefreshSessionByHash(db, hashToken(input.refreshToken));
  if (!found) throw sessionExpired();
  const { session } = found;
  const { deletedAt, ...user } = found.user;
  if (deletedAt) {
    await revokeRefreshFamily(db, session.familyId, now);
    throw sessionExpired();
  }
  // a revoked row that points at no successor was ended, not rotated (sign-out, password change): no lock needed
  if (session.revokedAt && !session.replacedBy) throw sessionExpired();

  const issued = await db.transaction(async (tx) => {
    // from here on every read sees what the family's earlier refreshes committed
    await lockRefreshFamily(tx, session.familyId);
    const rotate = async (rowId: string) => {
      const nextId = randomUUID();
      if (!(await markRefreshSessionRotated(tx, { id: rowId, replacedBy: nextId, at: now }))) return null;
      return issueSession(tx, deps, {
        user,
        id: nextId,
        familyId: session.familyId,
        userAgent: input.userAgent,
      });
    };
    if (!session.revokedAt) {
      if (session.expiresAt.getTime() <= now.getTime()) return null;
      const rotated = await rotate(session.id);
      if (rotated) return rotated;
    }
    // rotated before the read above, or since by a concurrent refresh with the same token (or ended meanwhile)
    const row = await findRefreshRowState(tx, session.id);
    if (!row?.revokedAt || !row.replacedBy) return null;
    if (now.getTime() - row.revokedAt.getTime() >= REFRESH_TOKEN_REUSE.intervalMs) {
      await revokeRefreshFamily(tx, session.familyId, now);
      return null;
    }
    // Rotated moments ago: the answer carrying its successor never reached the client, or a concurrent refresh
    // took it. Only the successor's hash is stored, so its token cannot be handed back; a new row is issued, and
    // it replaces the family's live row (the successor, or whatever that has become) rather than standing
    // beside it. So the family keeps one live refresh row, one token that carries the session on, and its
    // replaced_by chain stays a single line in which a later use of any older token is seen.
    const live = await findLiveRefreshRow(tx, session.familyId);
    if (!live || live.expiresAt.getTime() <= now.getTime()) return null;
    return rotate(live.id);
  });
  if (!issued) throw sessionExpired();
  return { ...issued, liveEventId: found.liveEventId };
}

/**
 * Ends the current session at once: revokes its refresh family and moves the user's "tokens valid after", so
 * the access token in hand stops working too (other devices simply refresh). Idempotent.
 */
export async function signOut(
  deps: AppDeps,
  input: { refreshToken: string | undefined; accessToken: string | undefined },
): Promise<void> {
  const { db } = deps.database;
  const now = deps.clock.now();
  let userId: string | undefined;
  if (input.refreshToken) {
    const found = await findRefreshSessionByHash(db, hashToken(input.refreshToken));
    if (found) {
      userId = found.session.userId;
      const { familyId } = found.session;
      // under the family's lock, so a refresh rotating at this moment cannot leave its new row live after it
      await db.transaction(async (tx) => {
        await lockRefreshFamily(tx, familyId);
        await revokeRefreshFamily(tx, familyId, now);
      });
    }
  }
  if (!userId && input.accessToken) {
    userId = verifyAccessToken(input.accessToken, deps.config.jwtSecret, now)?.sub;
  }
  if (userId) await setTokensValidAfter(db, userId, now);
}

/**
 * Ends every session of a user at once (password change or reset, account deletion): all refresh families are
 * revoked and every access token issued so far is refused. Pass `tx` to make it part of a larger write.
 */
export async function endAllSessions(deps: AppDeps, options: { userId: string; tx?: DbOrTx }): Promise<void> {
  const db = options.tx ?? deps.database.db;
  const now = deps.clock.now();
  await revokeUserRefreshSessions(db, options.userId, now);
  await setTokensValidAfter(db, options.userId, now);
}

/**
 * Ends every session of a user but `keepSessionId` (this device): their refresh families are revoked and every
 * access token issued so far is refused; the kept session's page simply refreshes. Answers how many ended.
 */
export async function endOtherSessions(
  deps: AppDeps,
  options: { userId: string; keepSessionId: string | undefined; tx?: DbOrTx },
): Promise<number> {
  const db = options.tx ?? deps.database.db;
  const now = deps.clock.now();
  const ended = await revokeOtherFamilies(db, options.userId, options.keepSessionId, now);
  await setTokensValidAfter(db, options.userId, now);
  return ended;
}

/** Ends one of the user's sessions at once; false when it is not theirs or already ended. */
export async function endOneSession(
  deps: AppDeps,
  options: { userId: string; sessionId: string; tx?: DbOrTx },
): Promise<boolean> {
  const db = options.tx ?? deps.database.db;
  const now = deps.clock.now();
  if (!(await revokeUserFamily(db, options.userId, options.sessionId, now))) return false;
  await setTokensValidAfter(db, options.userId, now);
  return true;
}

/** The user's live sessions (refresh-token families), newest activity first. */
export async function listLiveSessions(deps: AppDeps, userId: string) {
  return findLiveSessions(deps.database.db, userId, deps.clock.now());
}

/** The signed-in user for GET /api/auth/session. */
export async function getAppUser(deps: AppDeps, userId: string): Promise<AppUserRow> {
  const row = await findAppUserRow(deps.database.db, userId);
  if (!row) throw errors.unauthenticated(AUTH_ERRORS.notAuthenticated);
  return row;
}

/** Sign-up's availability checks: an address in use (even by a deleted account) is not available. */
export async function isEmailAvailable(deps: AppDeps, email: string): Promise<boolean> {
  return !(await emailExists(deps.database.db, email));
}

export async function isNicknameAvailable(deps: AppDeps, nickname: string): Promise<boolean> {
  return !(await nicknameExists(deps.database.db, nickname));
}
