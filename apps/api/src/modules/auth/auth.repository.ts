import { and, desc, eq, gt, isNull, min, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { profiles, refreshSessions, users } from '../../db/schema';
import { newestLiveEventIdSql } from '../../live/live-events.repository';

/** The columns the AppUser presenter needs: the user plus its profile (left join: a missing profile is tolerated). */
const appUserColumns = {
  id: users.id,
  email: users.email,
  emailConfirmed: users.emailConfirmed,
  createdAt: users.createdAt,
  profileFullName: profiles.fullName,
  profileNickname: profiles.nickname,
  profileAvatarUrl: profiles.avatarUrl,
  profileSubscriptionPlan: profiles.subscriptionPlan,
};

export type AppUserRow = {
  id: string;
  email: string;
  emailConfirmed: boolean;
  createdAt: Date;
  profileFullName: string | null;
  profileNickname: string | null;
  profileAvatarUrl: string | null;
  profileSubscriptionPlan: string | null;
};

export async function findAppUserRow(db: DbOrTx, userId: string): Promise<AppUserRow | undefined> {
  const [row] = await db
    .select(appUserColumns)
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .limit(1);
  return row;
}

/** What sign-in needs in one statement: the credentials, the deletion mark and the presented user. */
export async function findSignInRow(db: DbOrTx, email: string) {
  const [row] = await db
    .select({ ...appUserColumns, passwordHash: users.passwordHash, deletedAt: users.deletedAt })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.email, email))
    .limit(1);
  return row;
}

export async function emailExists(db: DbOrTx, email: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  return !!row;
}

/** Case-insensitive, served by the unique index on lower(nickname). */
export async function nicknameExists(db: DbOrTx, nickname: string): Promise<boolean> {
  const [row] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(sql`lower(${profiles.nickname}) = lower(${nickname})`)
    .limit(1);
  return !!row;
}

export async function insertUser(
  db: DbOrTx,
  values: {
    email: string;
    passwordHash: string;
    tokensValidAfter: Date;
    signupReferralCode: string | null;
    /** Only when the sign-up itself proved the address (an invitation's link). */
    emailConfirmed?: boolean;
  },
) {
  // a new address is unproven until the confirmation link is opened, unless the sign-up proved it
  const [row] = await db
    .insert(users)
    .values({ ...values, emailConfirmed: values.emailConfirmed ?? false })
    .returning({
      id: users.id,
      email: users.email,
      emailConfirmed: users.emailConfirmed,
      createdAt: users.createdAt,
    });
  return row!;
}

export async function insertProfile(
  db: DbOrTx,
  values: { id: string; fullName: string; nickname: string; subscriptionPlan: string },
) {
  const [row] = await db.insert(profiles).values(values).returning({
    fullName: profiles.fullName,
    nickname: profiles.nickname,
    avatarUrl: profiles.avatarUrl,
    subscriptionPlan: profiles.subscriptionPlan,
  });
  return row!;
}

/** Access tokens issued before `at` stop working on the next request. */
export async function setTokensValidAfter(db: DbOrTx, userId: string, at: Date): Promise<void> {
  await db.update(users).set({ tokensValidAfter: at }).where(eq(users.id, userId));
}

export async function insertRefreshSession(
  db: DbOrTx,
  values: {
    id?: string;
    userId: string;
    familyId: string;
    tokenHash: string;
    expiresAt: Date;
    userAgent: string | null;
    createdAt: Date;
  },
): Promise<void> {
  await db.insert(refreshSessions).values(values);
}

/**
 * A refresh row by its token hash, with the user (deleted or not) and profile for the answer, and the newest
 * live event's id (sign-out, which reads the same row, ignores it).
 */
export async function findRefreshSessionByHash(db: DbOrTx, tokenHash: string) {
  const [row] = await db
    .select({
      session: {
        id: refreshSessions.id,
        userId: refreshSessions.userId,
        familyId: refreshSessions.familyId,
        expiresAt: refreshSessions.expiresAt,
        revokedAt: refreshSessions.revokedAt,
        replacedBy: refreshSessions.replacedBy,
      },
      user: { ...appUserColumns, deletedAt: users.deletedAt },
      // read here, before the page's reads, in the refresh's own statement: the first stream replays from it
      liveEventId: newestLiveEventIdSql(),
    })
    .from(refreshSessions)
    .innerJoin(users, eq(users.id, refreshSessions.userId))
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(eq(refreshSessions.tokenHash, tokenHash))
    .limit(1);
  return row;
}

/**
 * Marks a live refresh row as rotated. Conditional on it still being live, so a sign-out or a password change
 * that revoked it meanwhile (they do not take the family's lock) wins; returns false then.
 */
export async function markRefreshSessionRotated(
  db: DbOrTx,
  options: { id: string; replacedBy: string; at: Date },
): Promise<boolean> {
  const rows = await db
    .update(refreshSessions)
    .set({ revokedAt: options.at, replacedBy: options.replacedBy })
    .where(and(eq(refreshSessions.id, options.id), isNull(refreshSessions.revokedAt)))
    .returning({ id: refreshSessions.id });
  return rows.length === 1;
}

/**
 * Serialises the writes to one refresh-token family until the transaction ends: once a request holds it, every
 * read it makes sees what the family's earlier requests committed, so two refreshes with the same token (or one
 * with a token and one with its successor) take turns instead of each finding the other's half-done rotation.
 */
export async function lockRefreshFamily(tx: DbOrTx, familyId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`refresh-family:${familyId}`}))`);
}

/** A refresh row's state as of now (read again under the family's lock). */
export async function findRefreshRowState(db: DbOrTx, id: string) {
  const [row] = await db
    .select({
      expiresAt: refreshSessions.expiresAt,
      revokedAt: refreshSessions.revokedAt,
      replacedBy: refreshSessions.replacedBy,
    })
    .from(refreshSessions)
    .where(eq(refreshSessions.id, id))
    .limit(1);
  return row;
}

/** The one live row of a refresh-token family, locked for the rest of the transaction; none once it ended. */
export async function findLiveRefreshRow(db: DbOrTx, familyId: string) {
  const [row] = await db
    .select({ id: refreshSessions.id, expiresAt: refreshSessions.expiresAt })
    .from(refreshSessions)
    .where(and(eq(refreshSessions.familyId, familyId), isNull(refreshSessions.revokedAt)))
    .limit(1)
    .for('update');
  return row;
}

/** Revokes every still-live row of a refresh-token family. */
export async function revokeRefreshFamily(db: DbOrTx, familyId: string, at: Date): Promise<void> {
  await db
    .update(refreshSessions)
    .set({ revokedAt: at })
    .where(and(eq(refreshSessions.familyId, familyId), isNull(refreshSessions.revokedAt)));
}

/** Revokes every live refresh row of a user (password change, account deletion). */
export async function revokeUserRefreshSessions(db: DbOrTx, userId: string, at: Date): Promise<void> {
  await db
    .update(refreshSessions)
    .set({ revokedAt: at })
    .where(and(eq(refreshSessions.userId, userId), isNull(refreshSessions.revokedAt)));
}

/** The password hash of a live account, for a change that asks the password again. */
export async function findPasswordHash(db: DbOrTx, userId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .limit(1);
  return row?.passwordHash;
}

/** A live user by id with the presented columns (a sign-in's second step, a passkey sign-in). */
export async function findLiveSignInUser(db: DbOrTx, userId: string): Promise<AppUserRow | undefined> {
  return findAppUserRow(db, userId);
}

/** Whether the account has had a session from this exact browser (user agent) before. */
export async function hasSessionFromUserAgent(
  db: DbOrTx,
  userId: string,
  userAgent: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: refreshSessions.id })
    .from(refreshSessions)
    .where(and(eq(refreshSessions.userId, userId), eq(refreshSessions.userAgent, userAgent)))
    .limit(1);
  return !!row;
}

/**
 * The person's live sessions, one row per refresh-token family: its live row's browser and last rotation
 * (last active), and when the family's first row was made (started).
 */
export async function findLiveSessions(db: DbOrTx, userId: string, now: Date) {
  const [live, starts] = await Promise.all([
    db
      .select({
        familyId: refreshSessions.familyId,
        userAgent: refreshSessions.userAgent,
        lastActiveAt: refreshSessions.createdAt,
      })
      .from(refreshSessions)
      .where(
        and(
          eq(refreshSessions.userId, userId),
          isNull(refreshSessions.revokedAt),
          gt(refreshSessions.expiresAt, now),
        ),
      )
      .orderBy(desc(refreshSessions.createdAt)),
    db
      .select({ familyId: refreshSessions.familyId, startedAt: min(refreshSessions.createdAt) })
      .from(refreshSessions)
      .where(eq(refreshSessions.userId, userId))
      .groupBy(refreshSessions.familyId),
  ]);
  const started = new Map(starts.map((row) => [row.familyId, row.startedAt]));
  return live.map((row) => ({ ...row, startedAt: started.get(row.familyId) ?? row.lastActiveAt }));
}

/** Revokes one family of the user's; false when it is not theirs or already ended. */
export async function revokeUserFamily(
  db: DbOrTx,
  userId: string,
  familyId: string,
  at: Date,
): Promise<boolean> {
  const rows = await db
    .update(refreshSessions)
    .set({ revokedAt: at })
    .where(
      and(
        eq(refreshSessions.userId, userId),
        eq(refreshSessions.familyId, familyId),
        isNull(refreshSessions.revokedAt),
      ),
    )
    .returning({ id: refreshSessions.id });
  return rows.length > 0;
}

/** Revokes every live family of the user but one (none kept when `keepFamilyId` is undefined); answers how many. */
export async function revokeOtherFamilies(
  db: DbOrTx,
  userId: string,
  keepFamilyId: string | undefined,
  at: Date,
): Promise<number> {
  const rows = await db
    .update(refreshSessions)
    .set({ revokedAt: at })
    .where(
      and(
        eq(refreshSessions.userId, userId),
        isNull(refreshSessions.revokedAt),
        keepFamilyId ? sql`${refreshSessions.familyId} <> ${keepFamilyId}` : undefined,
      ),
    )
    .returning({ familyId: refreshSessions.familyId });
  return new Set(rows.map((r) => r.familyId)).size;
}
