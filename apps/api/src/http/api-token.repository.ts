import type { ApiTokenScope } from '@shortlist/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { defineReadModel } from '../db/read-model';
import { apiTokens } from '../db/schema';

/** What the session check reads about a personal API token. */
export interface ApiTokenRow {
  id: string;
  userId: string;
  scope: ApiTokenScope;
  expiresAt: Date | null;
  revokedAt: Date | null;
  lastUsedAt: Date | null;
}

/** An ApiTokenRow as its prepared statement answers it: the times as text. */
type ApiTokenTextRow = Omit<ApiTokenRow, 'expiresAt' | 'revokedAt' | 'lastUsedAt'> &
  Record<'expiresAt' | 'revokedAt' | 'lastUsedAt', string | null>;

/** The token of a hash, as the session check reads it on every request that carries one: prepared once. */
const apiTokenByHash = defineReadModel<{ hash: string }, ApiTokenTextRow>({
  name: 'api_token_by_hash',
  parameters: ['hash'],
  statement: (p) => sql`select t.id::text as "id", t.user_id::text as "userId", t.scope as "scope",
    t.expires_at as "expiresAt", t.revoked_at as "revokedAt", t.last_used_at as "lastUsedAt"
    from api_tokens t where t.token_hash = ${p.hash}`,
});

const asDate = (value: string | null) => (value === null ? null : new Date(value));

/** The token whose SHA-256 is `hash`, revoked or expired ones included (the caller decides). */
export async function findApiTokenByHash(database: Database, hash: string): Promise<ApiTokenRow | undefined> {
  const [row] = await apiTokenByHash.rows(database, { hash });
  return (
    row && {
      ...row,
      expiresAt: asDate(row.expiresAt),
      revokedAt: asDate(row.revokedAt),
      lastUsedAt: asDate(row.lastUsedAt),
    }
  );
}

/** Records a use of the token (the list's "last used"; at most once per API_TOKEN_USE.touchEveryMs). */
export async function touchApiToken(database: Database, id: string, at: Date): Promise<void> {
  await database.db.update(apiTokens).set({ lastUsedAt: at }).where(eq(apiTokens.id, id));
}
