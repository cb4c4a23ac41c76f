import { describe, expect, it } from 'vitest';
import { allEndpoints } from './endpoints';
import { buildOpenApiDocument, toOpenApiPath } from './openapi';

describe('OpenAPI document', () => {
  const doc = buildOpenApiDocument(allEndpoints, { title: 'Shortlist API', version: '1' });

  it('has an operation for every endpoint, with its request and response schemas', () => {
    for (const endpoint of allEndpoints) {
      const operation = doc.paths[toOpenApiPath(endpoint.path)]?.[endpoint.method] as
        Record<string, unknown> | undefined;
      expect(operation, `${endpoint.method} ${endpoint.path}`).toBeDefined();
      if (endpoint.body) expect(operation?.requestBody).toBeDefined();
      if (endpoint.auth) expect(operation?.security).toEqual([{ bearerAuth: [] }]);
    }
  });

  it('documents answers that are not JSON with their content type', () => {
    const metrics = doc.paths['/api/metrics']?.get as { responses: Record<string, { content?: object }> };
    expect(Object.keys(metrics.responses['200']?.content ?? {})).toEqual(['text/plain; version=0.0.4']);
  });

  it('converts path parameters', () => {
    expect(toOpenApiPath('/api/folders/:id/items/:itemId')).toBe('/api/folders/{id}/items/{itemId}');
  });

  it('declares no two endpoints with the same method and path', () => {
    const keys = allEndpoints.map((e) => `${e.method} ${e.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
