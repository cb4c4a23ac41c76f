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
      // a personal API token is a second way in, except on the routes that change how the person signs in
      if (endpoint.auth)
        expect(operation?.security).toEqual(
          endpoint.accountSecurity ? [{ bearerAuth: [] }] : [{ bearerAuth: [] }, { apiToken: [] }],
        );
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

describe('OpenAPI document for clients and linters', () => {
  const doc = buildOpenApiDocument(allEndpoints, { title: 'Shortlist API', version: '1' });
  const operations = Object.values(doc.paths).flatMap((methods) =>
    Object.values(methods as Record<string, Record<string, unknown>>),
  );

  it('gives every operation a unique operationId, a 4xx response and explicit security', () => {
    const ids = operations.map((op) => op.operationId as string);
    expect(ids.every((id) => /^[a-z][A-Za-z]+$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    for (const op of operations) {
      const codes = Object.keys(op.responses as object);
      expect(
        codes.some((code) => code.startsWith('4')),
        String(op.operationId),
      ).toBe(true);
      expect(op.security, String(op.operationId)).toBeDefined();
    }
    expect(doc.paths['/api/plans']?.get).toMatchObject({ operationId: 'billingPlans', security: [] });
    expect(doc.paths['/api/auth/refresh']?.post).toMatchObject({ security: [{ refreshCookie: [] }] });
  });

  it('has servers, a licence, named component schemas and typed errors', () => {
    expect(doc.servers).toEqual([{ url: '/', description: expect.any(String) }]);
    expect(doc.info.license.name).toBeTruthy();
    expect(doc.components.schemas.Error).toBeDefined();
    expect(doc.components.schemas.AuthSignInRequest).toBeDefined();
    expect(doc.components.responses.BadRequest?.content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/Error',
    });
  });

  it('documents the item save as multipart and JSON, and the webhook body with its signature header', () => {
    const save = doc.paths['/api/items/{id}']?.patch as { requestBody: { content: object } };
    expect(Object.keys(save.requestBody.content).sort()).toEqual(['application/json', 'multipart/form-data']);
    const webhook = doc.paths['/api/billing/webhook']?.post as {
      requestBody: { description: string };
      parameters: Array<{ name: string; in: string }>;
    };
    expect(webhook.requestBody.description).toMatch(/Stripe event/);
    expect(webhook.parameters).toContainEqual(
      expect.objectContaining({ name: 'Stripe-Signature', in: 'header' }),
    );
  });

  it('names the nested shapes: each is a component, and no object is written out twice', () => {
    const schemas = doc.components.schemas as Record<string, unknown>;
    expect(JSON.stringify(schemas.FolderDetail)).toContain('"#/components/schemas/BreadcrumbEntry"');
    expect(JSON.stringify(schemas.ItemCard)).toContain('"#/components/schemas/UserRef"');
    const seen = new Map<string, number>();
    const walk = (value: unknown, top: boolean) => {
      if (Array.isArray(value)) return value.forEach((v) => walk(v, false));
      if (!value || typeof value !== 'object') return;
      const object = value as Record<string, unknown>;
      const key = JSON.stringify(object);
      // small shapes ({ id, name }) may stand inline; a bigger one written twice wants a name
      if (!top && object.type === 'object' && object.properties && key.length > 300)
        seen.set(key, (seen.get(key) ?? 0) + 1);
      Object.values(object).forEach((v) => walk(v, false));
    };
    Object.values(schemas).forEach((schema) => walk(schema, true));
    const twice = [...seen].filter(([, n]) => n > 1).map(([key]) => Object.keys(JSON.parse(key).properties));
    expect(twice).toEqual([]);
    const refs = JSON.stringify(doc).match(/"#\/components\/schemas\/[^"]+"/g) ?? [];
    for (const ref of new Set(refs)) expect(schemas[ref.slice(22, -1)], ref).toBeDefined();
  });

  it('writes no shape the /api/docs renderer refuses: every nullable has a type of its own, no empty schema', () => {
    const bare: string[] = [];
    const walk = (value: unknown, at: string) => {
      if (Array.isArray(value)) return value.forEach((v, i) => walk(v, `${at}/${i}`));
      if (!value || typeof value !== 'object') return;
      const node = value as Record<string, unknown>;
      if (['anyOf', 'oneOf', 'allOf'].some((k) => k in node) && !('type' in node)) bare.push(at);
      Object.entries(node).forEach(([k, v]) => walk(v, `${at}/${k}`));
    };
    walk(doc, '#');
    expect(bare).toEqual([]);
    // nor an empty schema for "any value" under additionalProperties (it says `true`)
    expect(JSON.stringify(doc)).not.toContain('"additionalProperties":{}');

    // the fields stay nullable, with their own constraints
    const schemas = doc.components.schemas as Record<string, { properties: Record<string, unknown> }>;
    expect(schemas.FolderSummary?.properties.parentFolderId).toMatchObject({
      type: ['string', 'null'],
      format: 'uuid',
    });
    expect(schemas.ItemCard?.properties.creator).toEqual({
      type: ['object', 'null'],
      anyOf: [{ $ref: '#/components/schemas/UserRef' }, { type: 'null' }],
    });
  });
});
