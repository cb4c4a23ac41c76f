import { createHmac } from 'node:crypto';
import type { Request, Response } from 'express';
import { rememberedBySecret } from '../auth-core/remembered-by-secret';
import { keyFor } from '../auth-core/tokens';
import type { AppDeps } from '../deps';
import { mediaUrlWindow } from '../integrations/storage';
import type { SessionUserRow } from '../db/session-revision.read-model';
import type { RevisionScope } from './revision.repository';
import type { SessionUser } from './session';

export type { RevisionScope };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const allUuids = (ids: readonly string[]) => ids.length > 0 && ids.every((id) => UUID.test(id));

/** The trees of some folders and items; undefined (no revalidation, the contract's 400 follows) for bad ids. */
export function treesScope(
  folderIds: readonly string[],
  itemIds: readonly string[] = [],
): RevisionScope | undefined {
  if (!allUuids([...folderIds, ...itemIds])) return undefined;
  return { kind: 'trees', folderIds, itemIds };
}

/** Scope of an answer about the folder `:id`. */
export const folderScope = (req: Request) => treesScope([String(req.params.id)]);
/** Scope of an answer about the item `:id`. */
export const itemScope = (req: Request) => treesScope([], [String(req.params.id)]);
/** Scope of the caller's home list. */
export const homeScope = (): RevisionScope => ({ kind: 'home' });

/**
 * ETags made: the same read of unchanged data (a revalidation answered 304, a page read again) has the same ETag,
 * and OpenSSL sets up the MAC on every call (about 2% of a light read's CPU). The value is the HMAC's, never
 * anything else.
 */
const etagsMade = rememberedBySecret<string>(10_000);

/**
 * The ETag of an answer: keyed (HMAC with the server secret, so nobody can forge another user's), and varying
 * with the user, their plan (Premium changes some answers), the exact URL (query and sort included) and the
 * scope's fingerprint.
 */
export function revisionEtag(secret: string, user: SessionUser, url: string, fingerprint: string): string {
  const input = `${user.id}\n${user.plan}\n${url}\n${fingerprint}`;
  return etagsMade(secret, input, () => {
    const digest = createHmac('sha256', keyFor(secret)).update(input).digest('base64url');
    return `W/"${digest.slice(0, 27)}"`;
  })!;
}

/** If-None-Match matches (weak comparison, RFC 9110 §13.1.2). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  const mine = bare(etag);
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === mine);
}

/** The ETag decided before the handler ran; mount() sends it with a successful answer. */
export function decidedEtag(res: Response): string | undefined {
  return res.locals.revisionEtag as string | undefined;
}

/** The ETag of the answer to `req` for a live user and the fingerprint of the answer's scope. */
export function answerEtag(deps: AppDeps, req: Request, user: SessionUser, fingerprint: string): string {
  // answers carry photo URLs signed per window: a new window is a new ETag, so a 304 never keeps dead URLs
  const mediaWindow = mediaUrlWindow(deps.clock.now()).id;
  return revisionEtag(
    deps.config.jwtSecret,
    user,
    req.originalUrl,
    `${fingerprint}\nmedia-window:${mediaWindow}`,
  );
}

/** What a one-statement read answers besides its content: the session user's row and the scope's fingerprint. */
export type SessionAndFingerprint = SessionUserRow & { fingerprint: string | null };
