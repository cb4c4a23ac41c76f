import { signInStepsEndpoints, type AuthSession } from '@shortlist/contracts';
import { callEndpoint } from '@/lib/api-client';

/** Sign-in's second step: the ticket of the password step and a code (or a recovery code). */
export function twoFactorSignIn(body: {
  ticket: string;
  code: string;
  trustDevice: boolean;
}): Promise<AuthSession> {
  return callEndpoint(signInStepsEndpoints.twoFactorSignIn, { body });
}
