import type { Database } from '../db/client';
import {
  sessionAndHomeRevision,
  sessionAndTreesRevision,
  sessionOnly,
} from '../db/session-revision.read-model';

/** The columns a session check reads about its user. */
export interface SessionUserRow {
  id: string;
  email: string;
  tokensValidAfter: Date;
  deletedAt: Date | null;
  emailConfirmed: boolean;
  subscriptionPlan: string | null;
}

/**
 * What a cached answer depends on, besides who asks: the folder trees holding some folders and items, or the
 * caller's home list (their top-level folders and those shared with them).
 */
export type RevisionScope =
  { kind: 'trees'; folderIds: readonly string[]; itemIds: readonly string[] } | { kind: 'home' };

/**
 * db/session-fingerprint's `sessionColumns` as SQL text, for the add-item read that splices it in with
 * `sql.raw`; every other statement selects the fragment.
 */
export const SESSION_COLUMNS = `u.id::text as "id", u.email as "email", u.tokens_valid_after as "tokensValidAfter",
  u.deleted_at as "deletedAt", u.email_confirmed as "emailConfirmed", p.subscription_plan as "subscriptionPlan"`;

export type RawSessionRow = Omit<SessionUserRow, 'tokensValidAfter' | 'deletedAt'> & {
  tokensValidAfter: Date | string;
  deletedAt: Date | string | null;
  fingerprint: string | null;
};

/** The session row of a user and the fingerprint of a scope: one prepared statement, one round trip. */
export async function findSessionWithFingerprint(
  database: Database,
  userId: string,
  scope: RevisionScope | undefined,
): Promise<(SessionUserRow & { fingerprint: string | null }) | undefined> {
  const [row] = !scope
    ? await sessionOnly.rows(database, { viewer: userId })
    : scope.kind === 'home'
      ? await sessionAndHomeRevision.rows(database, { viewer: userId })
      : await sessionAndTreesRevision.rows(database, {
          viewer: userId,
          folderIds: scope.folderIds.join(','),
          itemIds: scope.itemIds.join(','),
        });
  return row && sessionRow(row);
}

/** A row read with SESSION_COLUMNS (and more), its times as Dates. */
export function sessionRow<R extends Omit<RawSessionRow, 'fingerprint'>>(
  row: R,
): Omit<R, 'tokensValidAfter' | 'deletedAt'> & Pick<SessionUserRow, 'tokensValidAfter' | 'deletedAt'> {
  // both drivers parse timestamptz to Date; text is accepted too, should a driver's parser change
  return {
    ...row,
    tokensValidAfter: new Date(row.tokensValidAfter),
    deletedAt: row.deletedAt === null ? null : new Date(row.deletedAt),
  };
}
