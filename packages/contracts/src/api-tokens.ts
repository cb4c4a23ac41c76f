import { z } from 'zod';
import { idParamsSchema, idSchema, isoDate, requiredText } from './common';
import { defineEndpoint } from './endpoint';
import { API_TOKENS } from './limits';
import { API_TOKEN_ERRORS } from './messages/api-tokens';

export type ApiTokenScope = (typeof API_TOKENS.scopes)[number];
export type ApiTokenState = 'active' | 'expired' | 'revoked';

/** What a token may do: `read` answers GET requests only. */
export function tokenMayWrite(scope: ApiTokenScope): boolean {
  return scope === 'write';
}

export const apiTokenCreateSchema = z.object({
  name: requiredText(API_TOKENS.nameMax, API_TOKEN_ERRORS.nameRequired, API_TOKEN_ERRORS.nameTooLong),
  scope: z.enum(API_TOKENS.scopes, { error: API_TOKEN_ERRORS.scopeInvalid }),
  /** Days until it stops working, or null: never. */
  expiresInDays: z.literal(API_TOKENS.expiryDays, { error: API_TOKEN_ERRORS.expiryInvalid }).nullable(),
});
export type ApiTokenCreate = z.input<typeof apiTokenCreateSchema>;

export const apiTokenSchema = z.object({
  id: idSchema,
  name: z.string(),
  scope: z.enum(API_TOKENS.scopes),
  /** The token's first characters (prefix included), to tell tokens apart. */
  tokenStart: z.string(),
  state: z.enum(['active', 'expired', 'revoked']),
  createdAt: isoDate,
  expiresAt: isoDate.nullable(),
  lastUsedAt: isoDate.nullable(),
  revokedAt: isoDate.nullable(),
});
export type ApiToken = z.infer<typeof apiTokenSchema>;

export const apiTokenListSchema = z.object({ tokens: z.array(apiTokenSchema) });
export type ApiTokenList = z.infer<typeof apiTokenListSchema>;

export const apiTokenCreatedSchema = z.object({
  apiToken: apiTokenSchema,
  /** The token itself: answered this once, never stored (only its SHA-256 is). */
  token: z.string(),
});
export type ApiTokenCreated = z.infer<typeof apiTokenCreatedSchema>;

export const apiTokensEndpoints = {
  list: defineEndpoint({
    method: 'get',
    path: '/api/account/api-tokens',
    summary: 'My personal API tokens, newest first, with their last use (never the tokens themselves)',
    tag: 'api-tokens',
    auth: true,
    accountSecurity: true,
    response: apiTokenListSchema,
  }),
  create: defineEndpoint({
    method: 'post',
    path: '/api/account/api-tokens',
    summary: `Create a personal API token (read, or read and write; ${API_TOKENS.expiryDays.join(
      ', ',
    )} days or no expiry): the answer holds the token, shown this once`,
    tag: 'api-tokens',
    auth: true,
    accountSecurity: true,
    body: apiTokenCreateSchema,
    response: apiTokenCreatedSchema,
    status: 201,
  }),
  revoke: defineEndpoint({
    method: 'delete',
    path: '/api/account/api-tokens/:id',
    summary: 'Revoke a token: every request with it is refused (401) from now on',
    tag: 'api-tokens',
    auth: true,
    accountSecurity: true,
    params: idParamsSchema,
  }),
};
