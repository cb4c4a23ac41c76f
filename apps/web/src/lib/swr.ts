import type { Endpoint } from '@shortlist/contracts';
import useSWR, { type SWRConfiguration, useSWRConfig } from 'swr';
import type { z } from 'zod';
import { callRoute, endpointUrl, type ApiError, type CallOptions, type EndpointRoute } from './api-client';
import { clearAtSignOut } from './session-caches';

type Out<S> = NonNullable<S> extends z.ZodType ? z.output<NonNullable<S>> : undefined;

/** The swr key of a GET endpoint: its URL, so `mutate(apiKey(...))` revalidates exactly that read. */
export function apiKey<E extends Endpoint>(
  endpoint: E | EndpointRoute,
  options: Pick<CallOptions<E>, 'params' | 'query'> = {},
): string {
  return endpointUrl(endpoint, options.params as object, options.query as object);
}

/** Every read's swr options: reads revalidate on focus (ETags make that nearly free, DESIGN §3); a 4xx is final. */
const READ_DEFAULTS: SWRConfiguration = {
  shouldRetryOnError: (err: ApiError) => !(err?.status >= 400 && err?.status < 500),
  errorRetryCount: 2,
};

/** Reads a GET endpoint through swr; pass null to wait (e.g. until an id is known). */
export function useApi<E extends Endpoint>(
  endpoint: E,
  options: Pick<CallOptions<E>, 'params' | 'query'> | null,
  config?: SWRConfiguration<Out<E['response']>, ApiError>,
) {
  return useRoute<E>(endpoint, options, config);
}

/**
 * The same read from the endpoint's route alone, typed by the endpoint named as `E`: for the reads of a page that
 * must not load the endpoint's schemas on its cold load (My Folders, from contracts' zod-free FOLDER_ROUTES).
 */
export function useRoute<E extends Endpoint>(
  route: EndpointRoute,
  options: Pick<CallOptions<E>, 'params' | 'query'> | null,
  config?: SWRConfiguration<Out<E['response']>, ApiError>,
) {
  const { cache, mutate } = useSWRConfig();
  clearAtSignOut(cache, () => void mutate(() => true, undefined, { revalidate: false }));
  const key = options ? apiKey(route, options) : null;
  return useSWR<Out<E['response']>, ApiError>(key, () => callRoute<E>(route, options ?? {}), {
    ...READ_DEFAULTS,
    ...config,
  });
}
