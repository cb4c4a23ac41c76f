import type { Endpoint } from '@shortlist/contracts';
import { type CallOptions, callRoute } from './api-client';

/**
 * A file an endpoint answers (an export), fetched with the session like any call: the browser cannot send the
 * bearer token with a plain link. Apart from api-client, so only the pages that download carry it.
 */
export async function downloadEndpoint<E extends Endpoint>(
  endpoint: E,
  options: Pick<CallOptions<E>, 'params' | 'query'> = {},
): Promise<Blob> {
  return (await callRoute<E>(endpoint, { ...options, asBlob: true })) as unknown as Blob;
}
