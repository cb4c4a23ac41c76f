/**
 * @simplewebauthn/browser, loaded only when a passkey ceremony starts (or /auth offers saved passkeys): it stays
 * out of the first load's bundle.
 */
export function loadWebAuthn() {
  return import('@simplewebauthn/browser');
}

/** The browser cancelled or the person closed the prompt: nothing to tell them beyond "cancelled". */
export function isWebAuthnCancel(error: unknown): boolean {
  const name = (error as { name?: string } | null)?.name;
  return name === 'NotAllowedError' || name === 'AbortError';
}
