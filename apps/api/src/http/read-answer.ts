import type { Request, Response } from 'express';
import { AUTH_ERRORS } from '@shortlist/contracts';
import type { AppDeps } from '../deps';
import { errors } from './app-error';
import { answerEtag } from './revision';
import type { SessionUserRow } from '../db/session-revision.read-model';
import { liveSessionUser, requestClaims, type SessionUser } from './session';

/*
 * A hot read checks its session in its own statement: the read model selects the session user's row beside its
 * content. The router hands the read a `Reader` (whose token it verified) and turns what the read answers into
 * the HTTP answer: 401 for a session that is over, the ETag of the fingerprint read with the content.
 */

/** Who a read or write is for: the user id to read with, and the one check of the row its statement read. */
export interface Reader {
  userId: string;
  /** The live user of the session row the statement read: a 401 when the row is gone or the session over. */
  live(row: SessionUserRow | undefined): SessionUser;
}

/** What a one-statement read answers: who asked (live), the fingerprint of its scope (null: none) and the value. */
export interface ReadResult<T> {
  user: SessionUser;
  fingerprint: string | null;
  value: T;
}

/** The reader of a user whose session is already checked (a capture, a bulk add, a job). */
export function readerOf(user: SessionUser): Reader {
  return { userId: user.id, live: () => user };
}

/** The reader of a request: its token verified now (401 before any statement). */
export async function requestReader(deps: AppDeps, req: Request): Promise<Reader> {
  const claims = await requestClaims(deps, req);
  if (!claims) throw errors.unauthenticated(AUTH_ERRORS.notAuthenticated);
  return {
    userId: claims.sub,
    live: (row) => {
      const user = liveSessionUser(row, claims);
      if (!user) throw errors.unauthenticated(AUTH_ERRORS.notAuthenticated);
      req.user = user;
      return user;
    },
  };
}

/**
 * Runs a one-statement read for a request: the reader from its token, the read, then the ETag of the fingerprint
 * the read's statement selected with its content (so the answer is exactly as new as its ETag; mount() sends it
 * with a successful answer). A request with If-None-Match was revalidated before (`sessionInStatement`).
 */
export async function answerRead<T>(
  deps: AppDeps,
  req: Request,
  res: Response,
  read: (reader: Reader) => Promise<ReadResult<T>>,
): Promise<T> {
  const { user, fingerprint, value } = await read(await requestReader(deps, req));
  req.user = user;
  if (fingerprint) res.locals.revisionEtag = answerEtag(deps, req, user, fingerprint);
  return value;
}
