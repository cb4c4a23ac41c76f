import { signInStepsEndpoints, type AuthSession } from '@shortlist/contracts';
import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { callEndpoint } from '@/lib/api-client';
import { loadWebAuthn } from '@/lib/webauthn';

/**
 * Signs in with a passkey: a challenge from the API, the browser's prompt (or, with `autofill`, the e-mail
 * field's list of saved passkeys), then the API's check. Answers the session.
 */
export async function passkeySignIn({ autofill = false }: { autofill?: boolean } = {}): Promise<AuthSession> {
  const [{ startAuthentication }, { challengeId, options }] = await Promise.all([
    loadWebAuthn(),
    callEndpoint(signInStepsEndpoints.passkeyOptions),
  ]);
  const response = await startAuthentication({
    optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON,
    useBrowserAutofill: autofill,
  });
  return callEndpoint(signInStepsEndpoints.passkeySignIn, { body: { challengeId, response } as never });
}

/** Whether the browser offers saved passkeys in the e-mail field (conditional mediation). */
export async function supportsPasskeyAutofill(): Promise<boolean> {
  if (typeof window === 'undefined' || !('PublicKeyCredential' in window)) return false;
  const { browserSupportsWebAuthnAutofill } = await loadWebAuthn();
  return browserSupportsWebAuthnAutofill();
}

/** Ends a waiting passkey request (the page leaves, or the button starts its own). */
export async function cancelPasskeyRequest(): Promise<void> {
  const { WebAuthnAbortService } = await loadWebAuthn();
  WebAuthnAbortService.cancelCeremony();
}
