import { AUTH_ERRORS, AUTH_VALIDATION, TOAST_TITLES } from '@shortlist/contracts';
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

/**
 * The toast for a refused sign-up (accounts §5, §8), wherever the account is created (the form, or its plan
 * step): an invalid referral code under 'Invalid Referral Code', field errors under 'Validation Error', anything
 * else under 'Sign Up Failed' with the catalogue's text (`fallback` when the failure is not the server's answer).
 */
export function signUpErrorToast(
  error: unknown,
  fallback: string = AUTH_ERRORS.unknown,
): { title: string; message: string } {
  if (error instanceof ApiError && error.code === 'INVALID_REFERRAL_CODE')
    return { title: AUTH_VALIDATION.invalidReferralTitle, message: error.message };
  if (error instanceof ApiError && error.code === 'VALIDATION_ERROR')
    return {
      title: AUTH_VALIDATION.validationErrorTitle,
      message: AUTH_VALIDATION.validationErrorDescription,
    };
  return {
    title: TOAST_TITLES.signUpFailed,
    message: error instanceof ApiError ? authErrorMessage(error) : fallback,
  };
}
