import { ApiError } from '@/lib/api-client';
import { authErrorMessage } from '@/lib/auth/auth-error-message';

/**
 * A refused second step or passkey: its own text ("Invalid code", "not registered") rather than the password's,
 * and sign-in's catalogue for the rest ("Too many login attempts", connection, server).
 */
export function stepErrorMessage(error: unknown): string {
  if (
    error instanceof ApiError &&
    (error.code === 'INVALID_CREDENTIALS' || error.code === 'VALIDATION_ERROR')
  )
    return error.message;
  return authErrorMessage(error);
}
