import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** Auth users. E-mail is stored lower-cased; deleted_at marks a soft-deleted account (purged after ACCOUNT.deletionRetentionDays). */
export const users = pgTable(
  'users',
  {
    id: uuid().primaryKey().defaultRandom(),
    email: text().notNull(),
    passwordHash: text().notNull(),
    /**
     * Whether the owner proved the address (the link of the confirmation mail, or an undo link that restored it).
     * Sign-up and an e-mail change write false; accounts from before confirmations existed count as confirmed
     * (the default).
     */
    emailConfirmed: boolean().notNull().default(true),
    /** Access tokens issued before this instant are refused (sign-out everywhere, password change, deletion). */
    tokensValidAfter: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The referral code entered at sign-up, upper-cased, if any. */
    signupReferralCode: text(),
    deletedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_key').on(t.email)],
);

/** Public profile of a user (accounts §3). Nickname unique case-insensitively. */
export const profiles = pgTable(
  'profiles',
  {
    id: uuid()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    fullName: text(),
    nickname: text(),
    avatarUrl: text(),
    subscriptionPlan: text().notNull().default('basic'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('profiles_nickname_lower_key').on(sql`lower(${t.nickname})`)],
);

/**
 * Refresh sessions: one row per issued refresh token, stored hashed. Rotation revokes the row and links its
 * successor; presenting a revoked token revokes its whole family.
 */
export const refreshSessions = pgTable(
  'refresh_sessions',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid().notNull(),
    tokenHash: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    replacedBy: uuid(),
    userAgent: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('refresh_sessions_token_hash_key').on(t.tokenHash),
    index('refresh_sessions_family_idx').on(t.familyId),
    index('refresh_sessions_user_idx').on(t.userId),
  ],
);

/** Referral codes (accounts §3): valid while max_uses is null or uses_count is below it. */
export const referralCodes = pgTable(
  'referral_codes',
  {
    id: uuid().primaryKey().defaultRandom(),
    code: text().notNull(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    usesCount: integer().notNull().default(0),
    maxUses: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('referral_codes_code_key').on(t.code), index('referral_codes_user_idx').on(t.userId)],
);

/**
 * Sign-up confirmation links (accounts §8 "Please check your email to confirm your account!"): the link proves
 * `email`, the address it was sent to, and works once before `expiresAt`; only the SHA-256 of its token is
 * stored. A newer link supersedes nothing: any live one for the account's current address works.
 */
export const emailConfirmations = pgTable(
  'email_confirmations',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull(),
    email: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('email_confirmations_token_hash_key').on(t.tokenHash),
    index('email_confirmations_user_created_idx').on(t.userId, t.createdAt),
  ],
);
