import {
  API_TOKEN_ERRORS,
  API_TOKENS,
  DAY_MS,
  type ApiToken,
  type ApiTokenCreated,
  type BodyOf,
  type apiTokensEndpoints,
} from '@shortlist/contracts';
import { apiTokenStart, newApiToken } from '../../auth-core/api-tokens';
import { hashToken } from '../../auth-core/tokens';
import type { AppDeps } from '../../deps';
import { errors } from '../../http/app-error';
import type { SessionUser } from '../../http/session';
import { kickOutbox } from '../../integrations/mailer/outbox';
import { recordSecurityEvent, type RequestContext } from '../security-history/record-security-event';
import {
  countLiveApiTokens,
  insertApiToken,
  listApiTokens,
  lockTokensOf,
  revokeApiToken,
  type ApiTokenListRow,
} from './api-tokens.repository';

function present(row: ApiTokenListRow, now: Date): ApiToken {
  return {
    id: row.id,
    name: row.name,
    scope: row.scope,
    tokenStart: row.tokenStart,
    state: row.revokedAt ? 'revoked' : row.expiresAt && row.expiresAt <= now ? 'expired' : 'active',
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}

/** The person's tokens, newest first, revoked and expired ones included (marked so). */
export async function listTokens(deps: AppDeps, user: SessionUser): Promise<ApiToken[]> {
  const now = deps.clock.now();
  return (await listApiTokens(deps.database.db, user.id)).map((row) => present(row, now));
}

/**
 * Creates a token: at most API_TOKENS.perPersonMax working at once; only its SHA-256 and first characters are
 * stored, and the security history records it (with its mail) in the same transaction.
 */
export async function createToken(
  deps: AppDeps,
  user: SessionUser,
  input: BodyOf<typeof apiTokensEndpoints.create>,
  context: RequestContext,
): Promise<ApiTokenCreated> {
  const now = deps.clock.now();
  const token = newApiToken();
  const row = await deps.database.db.transaction(async (tx) => {
    await lockTokensOf(tx, user.id);
    if ((await countLiveApiTokens(tx, user.id, now)) >= API_TOKENS.perPersonMax)
      throw errors.conflict(API_TOKEN_ERRORS.tooMany);
    const inserted = await insertApiToken(tx, {
      userId: user.id,
      name: input.name,
      scope: input.scope,
      tokenHash: hashToken(token),
      tokenStart: apiTokenStart(token),
      expiresAt: input.expiresInDays === null ? null : new Date(now.getTime() + input.expiresInDays * DAY_MS),
      createdAt: now,
    });
    await recordSecurityEvent(tx, deps, {
      userId: user.id,
      kind: 'token_created',
      detail: input.name,
      context,
    });
    return inserted;
  });
  kickOutbox(deps);
  return { apiToken: present(row, now), token };
}

/** Revokes one of the person's tokens (404 for anyone else's); revoking a revoked one changes nothing. */
export async function revokeToken(
  deps: AppDeps,
  user: SessionUser,
  id: string,
  context: RequestContext,
): Promise<void> {
  const now = deps.clock.now();
  const revoked = await deps.database.db.transaction(async (tx) => {
    const result = await revokeApiToken(tx, user.id, id, now);
    if (!result) throw errors.notFound();
    if (result.wasLive)
      await recordSecurityEvent(tx, deps, {
        userId: user.id,
        kind: 'token_revoked',
        detail: result.name,
        context,
      });
    return result.wasLive;
  });
  if (revoked) kickOutbox(deps);
}
