import type { ApiTokenScope } from '@shortlist/contracts';
import type { Database } from '../db/client';
import { preparedRows, type PreparedStatement } from '../db/prepared';

/** What the session check reads about a personal API token. */
export interface ApiTokenRow {
  id: string;
  userId: string;
  scope: ApiTokenScope;
  expiresAt: Date | null;
  revokedAt: Date | null;
  lastUsedAt: Date | null;
}

const FIND: PreparedStatement = {
  name: 'api_token_by_hash',
  text: `select t.id::text as "id", t.user_id::text as "userId", t.scope as "scope", t.expires_at as "expiresAt",
    t.revoked_at as "revokedAt", t.last_used_at as "lastUsedAt"
    from api_tokens t where t.token_hash = $1`,
};

const TOUCH: PreparedStatement = {
  name: 'api_token_touch',
  text: `update api_tokens set last_used_at = $2::timestamptz where id = $1::uuid`,
};

const asDate = (value: Date | string | null) => (value === null ? null : new Date(value));

/** The token whose SHA-256 is `hash`, revoked or expired ones included (the caller decides). */
export async function findApiTokenByHash(database: Database, hash: string): Promise<ApiTokenRow | undefined> {
  const [row] = await preparedRows<ApiTokenRow>(database, FIND, [hash]);
  return (
    row && {
      ...row,
      expiresAt: asDate(row.expiresAt),
      revokedAt: asDate(row.revokedAt),
      lastUsedAt: asDate(row.lastUsedAt),
    }
  );
}

/** Records a use of the token (the list's "last used"). */
export async function touchApiToken(database: Database, id: string, at: Date): Promise<void> {
  await preparedRows(database, TOUCH, [id, at.toISOString()]);
}
