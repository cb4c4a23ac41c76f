import { signInStepsEndpoints, type AuthSession } from '@shortlist/contracts';
import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { callEndpoint } from '@/lib/api-client';
import { loadWebAuthn } from '@/lib/webauthn';

/**
 * A passkey's answer to a sign-in challenge from the API: the browser's prompt, or, with `autofill`, the e-mail
 * field's list of saved passkeys (it waits until the person picks one).
 */
export async function passkeyAssertion({ autofill = false }: { autofill?: boolean } = {}) {
  const [{ startAuthentication }, { challengeId, options }] = await Promise.all([
    loadWebAuthn(),
    callEndpoint(signInStepsEndpoints.passkeyOptions),
  ]);
  const response = await startAuthentication({
    optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON,
    useBrowserAutofill: autofill,
  });
  return { challengeId, response };
}

/** The API checks the passkey's answer and starts the session. */
export function finishPasskeySignIn(
  answer: Awaited<ReturnType<typeof passkeyAssertion>>,
): Promise<AuthSession> {
  return callEndpoint(signInStepsEndpoints.passkeySignIn, { body: answer as never });
}

/** Signs in with a passkey through the browser's prompt; answers the session. */
export async function passkeySignIn(): Promise<AuthSession> {
  return finishPasskeySignIn(await passkeyAssertion());
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
