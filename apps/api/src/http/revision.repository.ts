import type { Database } from '../db/client';
import {
  type RawSessionRow,
  sessionAndHomeRevision,
  sessionAndTreesRevision,
  sessionOnly,
  type SessionUserRow,
} from '../db/session-revision.read-model';

/**
 * What a cached answer depends on, besides who asks: the folder trees holding some folders and items, or the
 * caller's home list (their top-level folders and those shared with them).
 */
export type RevisionScope =
  { kind: 'trees'; folderIds: readonly string[]; itemIds: readonly string[] } | { kind: 'home' };

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

/**
 * A row read with db/session-fingerprint's `sessionColumns` (and more), its times as Dates (drizzle's
 * prepared queries hand timestamptz back as text).
 */
export function sessionRow<R extends Omit<RawSessionRow, 'fingerprint'>>(
  row: R,
): Omit<R, 'tokensValidAfter' | 'deletedAt'> & Pick<SessionUserRow, 'tokensValidAfter' | 'deletedAt'> {
  return {
    ...row,
    tokensValidAfter: new Date(row.tokensValidAfter),
    deletedAt: row.deletedAt === null ? null : new Date(row.deletedAt),
  };
}
