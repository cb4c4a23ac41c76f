import { passkeysEndpoints, type Passkey } from '@shortlist/contracts';
import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import { callEndpoint } from '@/lib/api-client';
import { apiKey, useApi } from '@/lib/swr';
import { loadWebAuthn } from '@/lib/webauthn';

export const passkeysKey = apiKey(passkeysEndpoints.list);

export function usePasskeys() {
  return useApi(passkeysEndpoints.list, {});
}

/** Creates a passkey on this device (the browser's prompt) and stores it. */
export async function addPasskey(): Promise<Passkey> {
  const [{ startRegistration }, { challengeId, options }] = await Promise.all([
    loadWebAuthn(),
    callEndpoint(passkeysEndpoints.registrationOptions),
  ]);
  const response = await startRegistration({
    optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON,
  });
  return callEndpoint(passkeysEndpoints.register, { body: { challengeId, response } as never });
}

export function renamePasskey(id: string, name: string): Promise<Passkey> {
  return callEndpoint(passkeysEndpoints.rename, { params: { id }, body: { name } });
}

/** Removes a passkey, confirmed with the password or with another passkey (the browser's prompt). */
export async function removePasskey(id: string, confirm: { password: string } | 'passkey'): Promise<void> {
  if (confirm !== 'passkey') {
    await callEndpoint(passkeysEndpoints.remove, { params: { id }, body: confirm });
    return;
  }
  const [{ startAuthentication }, { challengeId, options }] = await Promise.all([
    loadWebAuthn(),
    callEndpoint(passkeysEndpoints.confirmOptions),
  ]);
  const response = await startAuthentication({
    optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON,
  });
  await callEndpoint(passkeysEndpoints.remove, {
    params: { id },
    body: { passkey: { challengeId, response } } as never,
  });
}
