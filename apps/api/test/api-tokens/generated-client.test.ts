import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import request from 'supertest';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test-app';
import { createUser } from '../factories';
import { createApiToken } from './api-token-helpers';

/**
 * A REST client generated from the served document (openapi-typescript types, openapi-fetch calls) does a real
 * flow with a personal API token: make a category and a folder, list folders, add an item, read it back. The
 * flow is type-checked against the generated types first (a wrong path or field fails), then run over HTTP.
 */
const FLOW = `
import createClient from 'openapi-fetch';
import type { paths } from './schema';

export async function run(baseUrl: string, token: string) {
  const client = createClient<paths>({ baseUrl, headers: { Authorization: \`Bearer \${token}\` } });
  const category = await client.POST('/api/categories', {
    body: {
      name: 'Bikes',
      description: 'Bikes to compare',
      attributes: [{ name: 'Gears', attributeType: 'number', isRequired: true }],
    },
  });
  if (!category.data) throw new Error(JSON.stringify(category.error));
  const gears = category.data.attributes[0]!.id;
  const folder = await client.POST('/api/folders', { body: { name: 'Bikes to buy' } });
  if (!folder.data) throw new Error(JSON.stringify(folder.error));
  const folders = await client.GET('/api/folders');
  if (!folders.data) throw new Error(JSON.stringify(folders.error));
  const added = await client.POST('/api/folders/{id}/items', {
    params: { path: { id: folder.data.id } },
    body: {
      name: 'Gravel bike',
      categoryId: category.data.id,
      priceCents: 129900,
      rating: 8,
      isPrivate: false,
      attributeValues: { [gears]: '22' },
    },
  });
  if (!added.data) throw new Error(JSON.stringify(added.error));
  const read = await client.GET('/api/items/{id}', { params: { path: { id: added.data.id } } });
  if (!read.data) throw new Error(JSON.stringify(read.error));
  const refused = await client.GET('/api/account/api-tokens');
  return {
    folderNames: folders.data.folders.map((f) => f.name),
    item: { name: read.data.name, priceCents: read.data.priceCents, folderId: read.data.folderId },
    gears: read.data.attributes.find((a) => a.categoryAttributeId === gears)?.value ?? null,
    refused: { status: refused.response.status, message: refused.error?.error.message ?? null },
  };
}
`;

let ctx: TestContext;
let dir: string;
let server: Server;
let baseUrl: string;
beforeAll(async () => {
  ctx = await createTestContext();
  // inside the package, so the flow resolves openapi-fetch as the package does
  dir = mkdtempSync(path.join(path.dirname(fileURLToPath(import.meta.url)), '.client-'));
  server = ctx.app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await new Promise((resolve) => server.close(resolve));
  await ctx.close();
});

describe('a client generated from the OpenAPI document, with a personal API token', () => {
  it('type-checks and completes a flow: list folders, add an item, read it back', async () => {
    const doc = await request(ctx.app).get('/api/openapi.json').expect(200);
    writeFileSync(
      path.join(dir, 'schema.ts'),
      astToString(await openapiTS(doc.body as Parameters<typeof openapiTS>[0])),
    );
    writeFileSync(path.join(dir, 'flow.ts'), FLOW);

    const program = ts.createProgram([path.join(dir, 'flow.ts')], {
      strict: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      skipLibCheck: true,
      lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
      types: [],
    });
    const problems = ts
      .getPreEmitDiagnostics(program)
      .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    expect(problems).toEqual([]);

    const ann = await createUser(ctx);
    const { token } = await createApiToken(ctx, ann, { scope: 'write' });
    const flow = (await import(path.join(dir, 'flow.ts'))) as {
      run: (baseUrl: string, token: string) => Promise<unknown>;
    };
    const result = await flow.run(baseUrl, token);
    expect(result).toMatchObject({
      folderNames: ['Bikes to buy'],
      item: { name: 'Gravel bike', priceCents: 129900 },
      gears: '22',
      refused: { status: 403 },
    });
  }, 120_000);
});
