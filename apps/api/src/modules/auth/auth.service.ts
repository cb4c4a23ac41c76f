import { violatedUniqueConstraint } from '../../db/errors';
import { randomUUID } from 'node:crypto';
import { AUTH_ERRORS, AUTH_VALIDATION, SESSION, DAY_MS } from '@shortlist/contracts';
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
  insertProfile,
  insertRefreshSession,
  insertUser,
  lockRefreshFamily,
  markRefreshSessionRotated,
  nicknameExists,
  revokeRefreshFamily,
  revokeUserRefreshSessions,
  setTokensValidAfter,
} from './auth.repository';
import { assertHashingRoom, hashPassword, verifyPassword } from './password';
import { hashToken, newRefreshToken, signAccessToken, verifyAccessToken } from '../../auth-core/tokens';
import { assertSignInAllowed, clearWrongPasswords, recordWrongPassword } from './sign-in-lockout';

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
  await insertRefreshSession(db, {
    ...(options.id ? { id: options.id } : {}),
    userId: options.user.id,
    familyId: options.familyId ?? randomUUID(),
    tokenHash: hashToken(refreshToken),
    expiresAt: new Date(now.getTime() + SESSION.refreshTokenTtlDays * DAY_MS),
    userAgent: options.userAgent?.slice(0, 500) ?? null,
    createdAt: now,
  });
  const { token, expiresAt } = signAccessToken(options.user.id, deps.config.jwtSecret, now);
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

/**
 * Signs in with e-mail and password. Unknown e-mail and wrong password answer the same, after the same bcrypt
 * work, and both count towards the account's wrong-password limit; a deleted account is told so only once the
 * password is right.
 */
export async function signIn(
  deps: AppDeps,
  input: { email: string; password: string; userAgent?: string | undefined },
): Promise<IssuedSession> {
  await assertSignInAllowed(deps, input.email);
  assertHashingRoom(deps);
  const row = await findSignInRow(deps.database.db, input.email);
  const ok = await verifyPassword(deps, input.password, row?.passwordHash);
  if (!row || !ok) {
    await recordWrongPassword(deps, input.email);
    throw invalidCredentials();
  }
  await clearWrongPasswords(deps, input.email);
  if (row.deletedAt) throw new AppError('ACCOUNT_DELETED', AUTH_ERRORS.accountDeleted);
  const { passwordHash: _hash, deletedAt: _deleted, ...user } = row;
  return issueSession(deps.database.db, deps, { user, userAgent: input.userAgent });
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
