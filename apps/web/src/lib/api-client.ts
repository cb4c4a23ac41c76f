import { CONNECTION_ERRORS, type Endpoint, type ErrorCode, HTTP_ERRORS } from '@shortlist/contracts';
import type { z } from 'zod';

/** An API failure rebuilt from the contract's error body (or a network failure). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode | 'NETWORK',
    message: string,
    readonly fields: Record<string, string> = {},
    /** An endpoint's documented extra facts (a save conflict's current values); parse with its schema. */
    readonly details: Record<string, unknown> | undefined = undefined,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The in-memory access token and how to get a new one; the auth provider wires these. */
const session: {
  accessToken: string | null;
  refresh: (() => Promise<string | null>) | null;
} = { accessToken: null, refresh: null };

export function setAccessToken(token: string | null): void {
  session.accessToken = token;
}
export function setTokenRefresher(refresh: (() => Promise<string | null>) | null): void {
  session.refresh = refresh;
}

type In<S> = NonNullable<S> extends z.ZodType ? z.input<NonNullable<S>> : never;
type Out<S> = NonNullable<S> extends z.ZodType ? z.output<NonNullable<S>> : undefined;

export interface CallOptions<E extends Endpoint> {
  params?: In<E['params']>;
  query?: In<E['query']>;
  body?: In<E['body']> | FormData;
  signal?: AbortSignal;
  /** Upload progress callback (0..1): switches to XMLHttpRequest, which reports it. */
  onUploadProgress?: (fraction: number) => void;
  /** The answer is a file: it comes back as a Blob (lib/download-endpoint.ts). */
  asBlob?: boolean;
}

/** The URL of an endpoint with its path params and query filled in. */
export function endpointUrl(endpoint: Pick<Endpoint, 'path'>, params?: object, query?: object): string {
  let url = endpoint.path.replace(/:([A-Za-z0-9_]+)/g, (_m, name: string) =>
    encodeURIComponent(String((params as Record<string, unknown> | undefined)?.[name] ?? '')),
  );
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    search.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const qs = search.toString();
  if (qs) url += `?${qs}`;
  return url;
}

async function toApiError(response: Response): Promise<ApiError> {
  try {
    const body = (await response.json()) as {
      error?: {
        code?: ErrorCode;
        message?: string;
        fields?: Record<string, string>;
        details?: Record<string, unknown>;
      };
    };
    if (body.error?.message) {
      return new ApiError(
        response.status,
        body.error.code ?? 'INTERNAL',
        body.error.message,
        body.error.fields,
        body.error.details,
      );
    }
  } catch {
    // not JSON: fall through to the generic texts
  }
  if (response.status === 401)
    return new ApiError(401, 'UNAUTHENTICATED', CONNECTION_ERRORS.notAuthenticated);
  if (response.status === 429) return new ApiError(429, 'RATE_LIMITED', HTTP_ERRORS.rateLimited);
  return new ApiError(
    response.status,
    'INTERNAL',
    response.status >= 500 ? CONNECTION_ERRORS.server : CONNECTION_ERRORS.unknown,
  );
}

function send(url: string, init: RequestInit, onUploadProgress?: (f: number) => void): Promise<Response> {
  if (!onUploadProgress) return fetch(url, init);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(init.method ?? 'GET', url);
    xhr.withCredentials = true;
    new Headers(init.headers).forEach((value, key) => xhr.setRequestHeader(key, value));
    xhr.upload.onprogress = (e) => e.lengthComputable && onUploadProgress(e.loaded / e.total);
    xhr.onload = () =>
      resolve(
        new Response(xhr.responseText, {
          status: xhr.status,
          headers: { 'content-type': 'application/json' },
        }),
      );
    xhr.onerror = () => reject(new TypeError('Network request failed'));
    init.signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(init.body as XMLHttpRequestBodyInit);
  });
}

/**
 * Calls a contract endpoint with the session's bearer token; on a 401 it refreshes the session once and
 * retries. Errors come back as ApiError with the server's message (or the spec's connection text).
 */
export function callEndpoint<E extends Endpoint>(
  endpoint: E,
  options: CallOptions<E> = {},
): Promise<Out<E['response']>> {
  return callRoute<E>(endpoint, options);
}

/** What a call needs of an endpoint: where it goes and whether it carries the session. */
export type EndpointRoute = Pick<Endpoint, 'method' | 'path' | 'auth'>;

/**
 * The same call from the endpoint's route alone, typed by the endpoint named as `E`: for the calls that must
 * not load the endpoint's schemas (the session's own, from contracts' SESSION_ROUTES, made on every page).
 */
export async function callRoute<E extends Endpoint>(
  endpoint: EndpointRoute,
  options: CallOptions<E> = {},
): Promise<Out<E['response']>> {
  const url = endpointUrl(endpoint, options.params as object, options.query as object);
  const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
  const attempt = async (token: string | null) => {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (token) headers.Authorization = `Bearer ${token}`;
    if (options.body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
    try {
      return await send(
        url,
        {
          method: endpoint.method.toUpperCase(),
          headers,
          credentials: 'same-origin',
          body:
            options.body === undefined
              ? undefined
              : isForm
                ? (options.body as FormData)
                : JSON.stringify(options.body),
          signal: options.signal,
        },
        options.onUploadProgress,
      );
    } catch (err) {
      if ((err as Error).name === 'AbortError') throw err;
      throw new ApiError(0, 'NETWORK', CONNECTION_ERRORS.network);
    }
  };

  let response = await attempt(session.accessToken);
  if (response.status === 401 && endpoint.auth && session.refresh) {
    const token = await session.refresh();
    if (token) response = await attempt(token);
  }
  if (!response.ok) throw await toApiError(response);
  if (response.status === 204) return undefined as Out<E['response']>;
  if (options.asBlob) return (await response.blob()) as Out<E['response']>;
  return (await response.json()) as Out<E['response']>;
}

/** The message to show for any error: the server's text when it gave one (spec: "Server error text is shown"). */
export function errorMessage(error: unknown, fallback: string = CONNECTION_ERRORS.unknown): string {
  if (error instanceof ApiError) return error.message || fallback;
  return fallback;
}
