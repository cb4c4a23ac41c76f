import { twoFactorEndpoints } from '@shortlist/contracts';
import { callEndpoint } from '@/lib/api-client';
import { apiKey, useApi } from '@/lib/swr';

export const twoFactorKey = apiKey(twoFactorEndpoints.status);

export function useTwoFactorStatus() {
  return useApi(twoFactorEndpoints.status, {});
}

export const setUpTwoFactor = () => callEndpoint(twoFactorEndpoints.setup);

export async function enableTwoFactor(code: string): Promise<string[]> {
  return (await callEndpoint(twoFactorEndpoints.enable, { body: { code } })).recoveryCodes;
}

export async function regenerateRecoveryCodes(password: string): Promise<string[]> {
  return (await callEndpoint(twoFactorEndpoints.regenerateRecoveryCodes, { body: { password } }))
    .recoveryCodes;
}

export async function disableTwoFactor(password: string, code: string): Promise<void> {
  await callEndpoint(twoFactorEndpoints.disable, { body: { password, code } });
}

export async function forgetTrustedDevices(): Promise<void> {
  await callEndpoint(twoFactorEndpoints.forgetTrustedDevices);
}
