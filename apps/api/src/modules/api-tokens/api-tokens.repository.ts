import { and, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { ApiTokenScope } from '@shortlist/contracts';
import type { DbOrTx } from '../../db/client';
import { apiTokens } from '../../db/schema';

const COLUMNS = {
  id: apiTokens.id,
  name: apiTokens.name,
  scope: apiTokens.scope,
  tokenStart: apiTokens.tokenStart,
  createdAt: apiTokens.createdAt,
  expiresAt: apiTokens.expiresAt,
  lastUsedAt: apiTokens.lastUsedAt,
  revokedAt: apiTokens.revokedAt,
};

export type ApiTokenListRow = {
  id: string;
  name: string;
  scope: ApiTokenScope;
  tokenStart: string;
  createdAt: Date;
  expiresAt: Date | null;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
};

export function listApiTokens(db: DbOrTx, userId: string): Promise<ApiTokenListRow[]> {
  return db
    .select(COLUMNS)
    .from(apiTokens)
    .where(eq(apiTokens.userId, userId))
    .orderBy(desc(apiTokens.createdAt), desc(apiTokens.id));
}

/** Tokens of the person that still work at `now`; the row lock keeps two creations from passing the cap. */
export async function countLiveApiTokens(db: DbOrTx, userId: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(apiTokens)
    .where(
      and(
        eq(apiTokens.userId, userId),
        isNull(apiTokens.revokedAt),
        or(isNull(apiTokens.expiresAt), gt(apiTokens.expiresAt, now)),
      ),
    );
  return row?.count ?? 0;
}

export async function insertApiToken(
  db: DbOrTx,
  values: {
    userId: string;
    name: string;
    scope: ApiTokenScope;
    tokenHash: string;
    tokenStart: string;
    expiresAt: Date | null;
    createdAt: Date;
  },
): Promise<ApiTokenListRow> {
  const [row] = await db.insert(apiTokens).values(values).returning(COLUMNS);
  return row!;
}

/** The person's token `id` (undefined when it is not theirs); revoked now unless it already was. */
export async function revokeApiToken(
  db: DbOrTx,
  userId: string,
  id: string,
  now: Date,
): Promise<{ name: string; wasLive: boolean } | undefined> {
  const [before] = await db
    .select({ name: apiTokens.name, revokedAt: apiTokens.revokedAt })
    .from(apiTokens)
    .where(and(eq(apiTokens.id, id), eq(apiTokens.userId, userId)))
    .for('update');
  if (!before) return undefined;
  if (before.revokedAt) return { name: before.name, wasLive: false };
  await db.update(apiTokens).set({ revokedAt: now }).where(eq(apiTokens.id, id));
  return { name: before.name, wasLive: true };
}

/** Serialises a person's token creations (the cap is counted then written in one transaction). */
export async function lockTokensOf(db: DbOrTx, userId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('api_tokens:' || ${userId}))`);
}
