import { AUTH_ERRORS } from '@shortlist/contracts';
import { ApiError } from '../api-client';

/**
 * The auth error catalogue of accounts §8: the toast text for a failed sign-in, sign-up or sign-out.
 * Known causes map to the catalogue; otherwise the server's own text is shown when it gave one.
 */
export function authErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return AUTH_ERRORS.unknown;
  switch (error.code) {
    case 'NETWORK':
      return AUTH_ERRORS.network;
    case 'INVALID_CREDENTIALS':
      return AUTH_ERRORS.invalidCredentials;
    case 'RATE_LIMITED':
      return AUTH_ERRORS.tooManyRequests;
    case 'EMAIL_TAKEN':
      return AUTH_ERRORS.userAlreadyRegistered;
    default:
      if (error.status >= 500) return AUTH_ERRORS.server;
      return error.message || AUTH_ERRORS.unknown;
  }
}
