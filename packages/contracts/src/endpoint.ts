import type { z } from 'zod';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * One HTTP endpoint: its path (Express form, `/api/folders/:id`), the schemas of what it takes and answers,
 * and whether it needs a session. The API mounts handlers from these and the OpenAPI document is built from
 * the same list, so the two cannot drift apart.
 */
export interface Endpoint<
  Body extends z.ZodType = z.ZodType,
  Query extends z.ZodType = z.ZodType,
  Params extends z.ZodType = z.ZodType,
  Response extends z.ZodType = z.ZodType,
> {
  method: HttpMethod;
  path: string;
  summary: string;
  tag: string;
  auth: boolean;
  body?: Body;
  query?: Query;
  params?: Params;
  /** Success body; absent for 204 or non-JSON answers. */
  response?: Response;
  /** Success status, 200 unless said. */
  status?: number;
  /** Content type of the body when it is not JSON (uploads). */
  bodyContentType?: string;
  /** Content type of a success answer that is not JSON (metrics text, image files); the handler sends it. */
  responseContentType?: string;
  /** Every content type the body may come in, when more than one (the item save: multipart or JSON). */
  bodyContentTypes?: string[];
  /** The route is authenticated by the refresh cookie alone (refresh, sign-out): documented as such. */
  cookieAuth?: boolean;
  /**
   * The route changes how the person signs in or who they are (password, e-mail, deletion, API tokens,
   * passkeys, two-factor, sessions): it takes a signed-in session only, never a personal API token.
   */
  accountSecurity?: true;
  /** What the OpenAPI document says about a body the route reads raw, and request headers it needs. */
  documentation?: {
    rawBody?: { contentType: string; description: string };
    headers?: Array<{ name: string; description: string; required: boolean }>;
  };
}

/** Keeps `auth` as a literal, so a handler of an `auth: true` endpoint is typed with a user. */
export function defineEndpoint<
  Body extends z.ZodType = z.ZodNever,
  Query extends z.ZodType = z.ZodNever,
  Params extends z.ZodType = z.ZodNever,
  Response extends z.ZodType = z.ZodNever,
  Auth extends boolean = boolean,
>(
  endpoint: Endpoint<Body, Query, Params, Response> & { auth: Auth },
): Endpoint<Body, Query, Params, Response> & { auth: Auth } {
  return endpoint;
}

export type BodyOf<E> = E extends Endpoint<infer B, z.ZodType, z.ZodType, z.ZodType> ? z.output<B> : never;
export type QueryOf<E> = E extends Endpoint<z.ZodType, infer Q, z.ZodType, z.ZodType> ? z.output<Q> : never;
export type ParamsOf<E> = E extends Endpoint<z.ZodType, z.ZodType, infer P, z.ZodType> ? z.output<P> : never;
export type ResponseOf<E> =
  E extends Endpoint<z.ZodType, z.ZodType, z.ZodType, infer R> ? z.output<R> : never;
/** What a client sends (before the schema's transforms). */
export type BodyInputOf<E> =
  E extends Endpoint<infer B, z.ZodType, z.ZodType, z.ZodType> ? z.input<B> : never;
