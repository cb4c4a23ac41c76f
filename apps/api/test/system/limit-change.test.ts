import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as Limits from '../../../../packages/contracts/src/limits';
import { createUser, type TestUser } from '../factories';
import { createTestContext, type TestContext } from '../test-app';

/**
 * "Changing one limit in limits.ts changes the API check, its message and the OpenAPI document, with no other
 * edit": this file runs the whole app with the folder name cut to 12 characters in limits/ alone (every
 * import of the limits module, in contracts and in the API, sees the changed value).
 */
const CHANGED_NAME_MAX = vi.hoisted(() => 12);

vi.mock('../../../../packages/contracts/src/limits', async (importOriginal) => {
  const real = await importOriginal<typeof Limits>();
  return { ...real, FOLDER: { ...real.FOLDER, nameMax: CHANGED_NAME_MAX } };
});

type JsonSchema = { $ref?: string; properties?: Record<string, JsonSchema>; maxLength?: number };

describe('a limit changed in limits/ alone (folder name length)', () => {
  let ctx: TestContext;
  let user: TestUser;

  beforeAll(async () => {
    ctx = await createTestContext();
    user = await createUser(ctx);
  });
  afterAll(() => ctx.close());

  it('the API takes a name of the new length and refuses one longer, with a message naming the new number', async () => {
    const ok = await request(ctx.app)
      .post('/api/folders')
      .set('Authorization', user.auth)
      .send({ name: 'x'.repeat(CHANGED_NAME_MAX) });
    expect(ok.status).toBe(201);

    const tooLong = await request(ctx.app)
      .post('/api/folders')
      .set('Authorization', user.auth)
      .send({ name: 'x'.repeat(CHANGED_NAME_MAX + 1) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error.fields.name).toBe(`Folder name must be at most ${CHANGED_NAME_MAX} characters`);
  });

  it('the OpenAPI document gives the new maxLength', async () => {
    const res = await request(ctx.app).get('/api/openapi.json');
    const doc = res.body as {
      paths: Record<
        string,
        Record<string, { requestBody: { content: Record<string, { schema: JsonSchema }> } }>
      >;
      components: { schemas: Record<string, JsonSchema> };
    };
    const resolve = (schema: JsonSchema): JsonSchema =>
      schema.$ref ? resolve(doc.components.schemas[schema.$ref.split('/').pop()!]!) : schema;
    const body = resolve(doc.paths['/api/folders']!.post!.requestBody.content['application/json']!.schema);
    expect(resolve(body.properties!.name!).maxLength).toBe(CHANGED_NAME_MAX);
  });
});
