import { randomBytes } from 'node:crypto';
import { API_TOKENS } from '@shortlist/contracts';

/** A new personal API token: the recognisable prefix and 32 random bytes (base64url). Only its hash is kept. */
export function newApiToken(): string {
  return `${API_TOKENS.prefix}${randomBytes(API_TOKENS.secretBytes).toString('base64url')}`;
}

/**
 * Whether a bearer credential is meant as a personal API token (its prefix): such a credential is looked up as
 * one and never verified as a session's JWT, whose text cannot start with it.
 */
export function looksLikeApiToken(credential: string): boolean {
  return credential.startsWith(API_TOKENS.prefix);
}

/** The characters kept to tell a token apart in the list: the prefix and the first few of its secret. */
export function apiTokenStart(token: string): string {
  return token.slice(0, API_TOKENS.shownStartLength);
}
