import { z } from 'zod';
import type { Endpoint } from './endpoint';
import { errorBodySchema } from './errors';

type JsonSchema = Record<string, unknown>;

function toSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const json = z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any' }) as JsonSchema;
  delete json.$schema;
  return json;
}

/** `/api/folders/:id` -> `/api/folders/{id}` */
export function toOpenApiPath(path: string): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

function parameters(endpoint: Endpoint): unknown[] {
  const out: unknown[] = [];
  for (const [where, schema] of [
    ['path', endpoint.params],
    ['query', endpoint.query],
  ] as const) {
    if (!schema) continue;
    const json = toSchema(schema, 'input') as {
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
  return out;
}

/** The OpenAPI 3.1 document of the given endpoints. */
export function buildOpenApiDocument(
  endpoints: readonly Endpoint[],
  info: { title: string; version: string },
) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const endpoint of endpoints) {
    const status = String(endpoint.status ?? (endpoint.response ? 200 : 204));
    const operation: Record<string, unknown> = {
      summary: endpoint.summary,
      tags: [endpoint.tag],
      parameters: parameters(endpoint),
      responses: {
        [status]: endpoint.response
          ? {
              description: 'Success',
              content: { 'application/json': { schema: toSchema(endpoint.response, 'output') } },
            }
          : endpoint.responseContentType
            ? {
                description: 'Success',
                content: { [endpoint.responseContentType]: { schema: { type: 'string' } } },
              }
            : { description: 'Success' },
        default: {
          description: 'Error',
          content: { 'application/json': { schema: toSchema(errorBodySchema, 'output') } },
        },
      },
    };
    if (endpoint.auth) operation.security = [{ bearerAuth: [] }];
    if (endpoint.body) {
      operation.requestBody = {
        required: true,
        content: {
          [endpoint.bodyContentType ?? 'application/json']: { schema: toSchema(endpoint.body, 'input') },
        },
      };
    }
    const path = toOpenApiPath(endpoint.path);
    paths[path] = { ...paths[path], [endpoint.method]: operation };
  }
  return {
    openapi: '3.1.0',
    info,
    paths,
    components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
  };
}
