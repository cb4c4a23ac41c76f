import { z } from 'zod';
import type { Endpoint } from './endpoint';
import { endpointGroups } from './endpoints';
import { errorBodySchema } from './errors';
import { API_GUIDE } from './openapi-guide';
import { API_TOKENS, RATE_LIMITS, SESSION } from './limits';
import { shapeForRenderers } from './openapi-renderer-shapes';
import { componentNames } from './openapi-schemas';

type JsonSchema = Record<string, unknown>;

/**
 * The length bounds a text is checked against AFTER its transforms (trim, script stripping): a request schema
 * is documented by its input side, which would otherwise say nothing of them.
 */
function checkedLengths(schema: z.core.$ZodType): JsonSchema {
  const def = schema._zod.def as { type: string; in?: z.core.$ZodType; out?: z.core.$ZodType };
  if (def.type === 'pipe') return { ...checkedLengths(def.in!), ...checkedLengths(def.out!) };
  if (def.type !== 'string') return {};
  const { minLength, maxLength } = z.toJSONSchema(schema) as JsonSchema;
  return Object.fromEntries(Object.entries({ minLength, maxLength }).filter(([, v]) => v !== undefined));
}

function toSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const json = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
    metadata: componentNames,
    override: (ctx) => {
      if (io === 'input' && ctx.zodSchema._zod.def.type === 'pipe')
        Object.assign(ctx.jsonSchema, checkedLengths(ctx.zodSchema));
      // a union of objects says so beside its anyOf, for renderers that want a type on every schema
      const def = ctx.zodSchema._zod.def as { type: string; options?: z.ZodType[] };
      if (def.type === 'union' && def.options?.every((o) => o._zod.def.type === 'object'))
        ctx.jsonSchema.type ??= 'object';
    },
  }) as JsonSchema;
  delete json.$schema;
  return json;
}

/** `/api/folders/:id` -> `/api/folders/{id}` */
export function toOpenApiPath(path: string): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

const pascal = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** `authSignIn`, `itemDetailCreateNote`: the group and the endpoint's name in `endpointGroups`. */
const OPERATION_IDS = new Map<Endpoint, string>(
  Object.entries(endpointGroups).flatMap(([group, endpoints]) =>
    Object.entries(endpoints as Record<string, Endpoint>).map(([name, endpoint]) => [
      endpoint,
      `${group}${pascal(name)}`,
    ]),
  ),
);

/** An endpoint outside `endpointGroups` (tests) gets an id from its method and path. */
export function operationIdOf(endpoint: Endpoint): string {
  return (
    OPERATION_IDS.get(endpoint) ??
    endpoint.method +
      endpoint.path
        .split(/[/:-]/)
        .filter((part) => part && part !== 'api')
        .map(pascal)
        .join('')
  );
}

function parameters(endpoint: Endpoint, convert: (schema: z.ZodType, io: 'input') => JsonSchema): unknown[] {
  const out: unknown[] = [];
  for (const [where, schema] of [
    ['path', endpoint.params],
    ['query', endpoint.query],
  ] as const) {
    if (!schema) continue;
    const json = convert(schema, 'input') as {
      properties?: Record<string, JsonSchema>;
      required?: string[];
    };
    for (const [name, property] of Object.entries(json.properties ?? {})) {
      out.push({
        name,
        in: where,
        required: where === 'path' || (json.required ?? []).includes(name),
        schema: property,
      });
    }
  }
  for (const header of endpoint.documentation?.headers ?? [])
    out.push({ ...header, in: 'header', schema: { type: 'string' } });
  return out;
}

/** The error responses every operation may give, each with the contract's error body. */
const ERROR_RESPONSES = {
  BadRequest: 'The input is not valid: `fields` names each field with its message',
  Unauthorized: 'No valid session (missing, expired or revoked access token or refresh cookie)',
  Forbidden: 'Refused (a premium feature on Basic, a deleted account, a request from another site)',
  NotFound: 'Not found, or not yours to see',
  ClientError: 'The request cannot be answered as sent (conflict, too large, too many requests...)',
  ServiceUnavailable:
    'The database or the shared counters do not answer, or too many password checks wait; try again after Retry-After',
} as const;

const ref = (name: keyof typeof ERROR_RESPONSES) => ({ $ref: `#/components/responses/${name}` });

function errorResponses(endpoint: Endpoint): Record<string, unknown> {
  const responses: Record<string, unknown> = {};
  if (endpoint.body || endpoint.query || endpoint.params || endpoint.documentation?.rawBody)
    responses['400'] = ref('BadRequest');
  if (endpoint.auth || endpoint.cookieAuth) responses['401'] = ref('Unauthorized');
  if (endpoint.auth || endpoint.cookieAuth) responses['403'] = ref('Forbidden');
  if (endpoint.params) responses['404'] = ref('NotFound');
  responses['4XX'] = ref('ClientError');
  responses['503'] = ref('ServiceUnavailable');
  return responses;
}

export interface OpenApiInfo {
  title: string;
  version: string;
  /** Where the API is served (the app's public URL); '/' (this host) by default. */
  serverUrl?: string;
}

/**
 * The OpenAPI 3.1 document of the given endpoints: one operation (with an operationId) per endpoint, its request
 * and success bodies as named component schemas, typed error responses, bearer auth by default and `security: []`
 * on public operations (the refresh cookie on the two routes it authenticates).
 */
export function buildOpenApiDocument(endpoints: readonly Endpoint[], info: OpenApiInfo) {
  const schemas: Record<string, JsonSchema> = {};
  const names = new Map<string, string>();

  /**
   * Converts a schema and moves its named parts (`$defs`, from `componentNames`) into components, pointing its
   * refs there. A named shape whose request (input) form differs from its answer (output) form gets both:
   * `Name` and `NameInput`.
   */
  const convert = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema => {
    const json = toSchema(schema, io);
    const defs = (json.$defs ?? {}) as Record<string, JsonSchema>;
    delete json.$defs;
    const finalName = new Map(Object.keys(defs).map((id) => [id, id]));
    const pointed = (value: JsonSchema) =>
      JSON.parse(
        JSON.stringify(value).replaceAll(
          /"#\/\$defs\/([^"]+)"/g,
          (_, id: string) => `"#/components/schemas/${finalName.get(id) ?? id}"`,
        ),
      ) as JsonSchema;
    // a rename changes the refs of the defs that use it: settle until no name moves
    for (let moved = true; moved;) {
      moved = false;
      for (const [id, def] of Object.entries(defs)) {
        const name = finalName.get(id)!;
        const known = schemas[name];
        if (known && JSON.stringify(known) !== JSON.stringify(pointed(def))) {
          if (name !== id) throw new Error(`two shapes are named ${id} in the OpenAPI document`);
          finalName.set(id, `${id}Input`);
          moved = true;
        }
      }
    }
    for (const [id, def] of Object.entries(defs)) schemas[finalName.get(id)!] ??= pointed(def);
    return pointed(json);
  };

  /** The schema once in components: a named shape by its name, another under the first name it was met with. */
  const component = (schema: z.ZodType, io: 'input' | 'output', name: string) => {
    const json = convert(schema, io);
    if (typeof json.$ref === 'string' && Object.keys(json).length === 1) return json;
    const key = JSON.stringify(json);
    let known = names.get(key);
    if (!known) {
      known = name;
      names.set(key, name);
      schemas[name] = json;
    }
    return { $ref: `#/components/schemas/${known}` };
  };
  schemas.Error = convert(errorBodySchema, 'output');

  const paths: Record<string, Record<string, unknown>> = {};
  for (const endpoint of endpoints) {
    const operationId = operationIdOf(endpoint);
    const status = String(endpoint.status ?? (endpoint.response ? 200 : 204));
    const operation: Record<string, unknown> = {
      operationId,
      summary: endpoint.summary,
      tags: [endpoint.tag],
      parameters: parameters(endpoint, convert),
      responses: {
        [status]: endpoint.response
          ? {
              description: 'Success',
              content: {
                'application/json': {
                  schema: component(endpoint.response, 'output', `${pascal(operationId)}Response`),
                },
              },
            }
          : endpoint.responseContentType
            ? {
                description: 'Success',
                content: { [endpoint.responseContentType]: { schema: { type: 'string' } } },
              }
            : { description: 'Success' },
        ...errorResponses(endpoint),
      },
    };
    // a personal API token works wherever a session does, except where the person's sign-in is changed
    operation.security = endpoint.auth
      ? endpoint.accountSecurity
        ? [{ bearerAuth: [] }]
        : [{ bearerAuth: [] }, { apiToken: [] }]
      : endpoint.cookieAuth
        ? [{ refreshCookie: [] }]
        : [];
    if (endpoint.body) {
      const schema = component(endpoint.body, 'input', `${pascal(operationId)}Request`);
      const types = endpoint.bodyContentTypes ?? [endpoint.bodyContentType ?? 'application/json'];
      operation.requestBody = {
        required: true,
        content: Object.fromEntries(types.map((type) => [type, { schema }])),
      };
    } else if (endpoint.documentation?.rawBody) {
      const raw = endpoint.documentation.rawBody;
      operation.requestBody = {
        required: true,
        description: raw.description,
        content: { [raw.contentType]: { schema: { type: 'object', additionalProperties: true } } },
      };
    }
    const path = toOpenApiPath(endpoint.path);
    paths[path] = { ...paths[path], [endpoint.method]: operation };
  }

  // the renderer at /api/docs refuses two of zod's shapes (openapi-renderer-shapes.ts)
  shapeForRenderers(paths, schemas);
  shapeForRenderers(schemas, schemas);

  const errorContent = { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } };
  return {
    openapi: '3.1.0',
    info: {
      title: info.title,
      version: info.version,
      description: API_GUIDE,
      license: { name: 'Proprietary: all rights reserved', url: 'https://shortlist.local/terms' },
    },
    servers: [{ url: info.serverUrl ?? '/', description: 'This Shortlist server' }],
    security: [{ bearerAuth: [] }],
    tags: [...new Set(endpoints.map((e) => e.tag))].map((name) => ({
      name,
      description: `The ${name} feature`,
    })),
    paths,
    components: {
      schemas,
      responses: Object.fromEntries(
        Object.entries(ERROR_RESPONSES).map(([name, description]) => [
          name,
          {
            description,
            content: errorContent,
            ...(name === 'ServiceUnavailable'
              ? {
                  headers: { 'Retry-After': { description: 'Seconds to wait', schema: { type: 'integer' } } },
                }
              : {}),
          },
        ]),
      ),
      securitySchemes: {
        bearerAuth: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: `The session's access token, answered by sign-in and refresh (${SESSION.accessTokenTtlSeconds / 60} minutes).`,
        },
        apiToken: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: `${API_TOKENS.prefix}<${API_TOKENS.tokenLength - API_TOKENS.prefix.length} characters>`,
          description: `A personal API token, created on the profile and sent as \`Authorization: Bearer ${API_TOKENS.prefix}...\`. A read token answers GET requests only (403 otherwise); a read-and-write token may do what a session does. Never accepted on the account-security routes (password, e-mail, deletion, tokens, passkeys, two-factor, sessions): 403. A revoked or expired token is 401. At most ${RATE_LIMITS.apiToken.limit} requests per ${RATE_LIMITS.apiToken.windowMs / 1000} s per token (429).`,
        },
        refreshCookie: {
          type: 'apiKey',
          in: 'cookie',
          name: 'sl_refresh',
          description:
            'The opaque refresh token, httpOnly, SameSite=Lax, set by sign-in and sign-up and rotated by each refresh; named `__Host-sl_refresh` (Secure, Path=/) in production. Only same-origin requests are accepted.',
        },
      },
    },
  };
}
