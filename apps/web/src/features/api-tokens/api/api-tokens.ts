import { apiTokensEndpoints, type ApiTokenCreate, type ApiTokenCreated } from '@shortlist/contracts';
import { callEndpoint } from '@/lib/api-client';
import { apiKey, useApi } from '@/lib/swr';

export const apiTokensKey = apiKey(apiTokensEndpoints.list);

export function useApiTokens() {
  return useApi(apiTokensEndpoints.list, {});
}

export function createApiToken(body: ApiTokenCreate): Promise<ApiTokenCreated> {
  return callEndpoint(apiTokensEndpoints.create, { body });
}

export async function revokeApiToken(id: string): Promise<void> {
  await callEndpoint(apiTokensEndpoints.revoke, { params: { id } });
}
