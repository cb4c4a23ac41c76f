import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { REQUEST_BODY, SERVICE_TEXTS } from '@shortlist/contracts';
import { createUser, type TestUser, itemBody, makeCategory, makeFolder, makeItem } from '../factories';
import { createTestContext, type TestContext } from '../test-app';

/**
 * The body a route reads is the body it was sent, all of it: a body in another type or charset is a 415, a key
 * the contract does not name is a 400 naming it, nesting is bounded; and what reads other bodies (uploads, the
 * share form) or none (an optional body left out) goes on as before.
 */
let ctx: TestContext;
let user: TestUser;
let folderId: string;
let itemId: string;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.reset();
  user = await createUser(ctx, { plan: 'premium_monthly' });
  const folder = await makeFolder(ctx, user);
  const category = await makeCategory(ctx, user);
  folderId = folder.id;
  itemId = (await makeItem(ctx, user, folder.id, itemBody(category, { name: 'Flat A' }))).id;
});

const JSON_ONLY = SERVICE_TEXTS.unsupportedBody(['application/json']);

const itemName = async () =>
  (
    (await request(ctx.app).get(`/api/items/${itemId}`).set('Authorization', user.auth)).body as {
      name: string;
    }
  ).name;

const publicLink = async () =>
  (
    (await request(ctx.app).get(`/api/folders/${folderId}/public-link`).set('Authorization', user.auth))
      .body as { link: unknown }
  ).link;

/** A 400 naming exactly these unknown keys (in the order the parse met them), in its message and fields. */
function expectUnknown(res: request.Response, ...paths: string[]) {
  expect(res.status, JSON.stringify(res.body)).toBe(400);
  expect(res.body.error.code).toBe('VALIDATION_ERROR');
  const fields = res.body.error.fields as Record<string, string>;
  const named = Object.keys(fields).filter((key) => fields[key] === SERVICE_TEXTS.unknownField);
  expect([...named].sort()).toEqual([...paths].sort());
  expect(res.body.error.message).toBe(SERVICE_TEXTS.unknownFields(named));
}

describe('a body in a type the route does not read', () => {
  it('is refused with 415 on the item save and on a public link, which change nothing', async () => {
    const save = (type: string, body: string) =>
      request(ctx.app)
        .patch(`/api/items/${itemId}`)
        .set('Authorization', user.auth)
        .set('Content-Type', type)
        .send(body);
    for (const [type, body] of [
      ['text/plain', '{"changes":{"fields":{"name":"Flat B"}}}'],
      ['application/x-www-form-urlencoded', 'changes=%7B%7D'],
      ['application/json; charset=utf-7', '{"changes":{"fields":{"name":"Flat B"}}}'],
    ] as const) {
      const res = await save(type, body);
      expect(res.status, type).toBe(415);
      expect(res.body.error, type).toEqual({
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message: SERVICE_TEXTS.unsupportedBody(['multipart/form-data', 'application/json']),
      });
    }
    // a charset the JSON reader has no decoder for is refused by the reader itself
    const latin = await save('application/json; charset=iso-8859-1', '{}');
    expect(latin.status).toBe(415);
    expect(latin.body.error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(await itemName()).toBe('Flat A');

    const link = await request(ctx.app)
      .post(`/api/folders/${folderId}/public-link`)
      .set('Authorization', user.auth)
      .set('Content-Type', 'text/plain')
      .send('{"includeNotes":true}');
    expect(link.status).toBe(415);
    expect(link.body.error).toEqual({ code: 'UNSUPPORTED_MEDIA_TYPE', message: JSON_ONLY });
    expect(await publicLink()).toBeNull();
  });

  it('is refused on an upload route when it is JSON', async () => {
    const res = await request(ctx.app)
      .post(`/api/items/${itemId}/media`)
      .set('Authorization', user.auth)
      .send({ photos: [] });
    expect(res.status).toBe(415);
    expect(res.body.error.message).toBe(SERVICE_TEXTS.unsupportedBody(['multipart/form-data']));
  });

  it('leaves JSON in UTF-8, said or not, and no body at all where the body is optional, as they were', async () => {
    for (const type of [
      'application/json',
      'application/json; charset=utf-8',
      'Application/JSON; Charset=UTF-8',
    ])
      expect(
        (
          await request(ctx.app)
            .patch(`/api/items/${itemId}`)
            .set('Authorization', user.auth)
            .set('Content-Type', type)
            .send('{"changes":{"fields":{"name":"Flat B"}}}')
        ).status,
        type,
      ).toBe(200);
    expect(await itemName()).toBe('Flat B');

    // no body and no content type: the schema's defaults, as before
    const bare = await request(ctx.app)
      .post(`/api/folders/${folderId}/public-link`)
      .set('Authorization', user.auth);
    expect(bare.status, JSON.stringify(bare.body)).toBe(201);
    expect(bare.body).toMatchObject({ includeNotes: false, includeSubfolders: false, expiresAt: null });
    // a content type and nothing after it: the same
    const empty = await request(ctx.app)
      .post(`/api/folders/${folderId}/public-link`)
      .set('Authorization', user.auth)
      .set('Content-Type', 'application/json');
    expect(empty.status, JSON.stringify(empty.body)).toBe(201);
  });

  it('leaves the share form, which posts a form to a page, as it was', async () => {
    const res = await request(ctx.app)
      .post('/capture')
      .type('form')
      .send({ url: 'https://example.com/flat', title: 'Flat' });
    expect(res.status).toBe(303);
    expect(res.headers.location).toContain('url=https');
  });
});

describe('a key the contract does not name', () => {
  it('is refused with 400 naming it, inside the item save ({"$ne":null} was a silent 200)', async () => {
    const res = await request(ctx.app)
      .patch(`/api/items/${itemId}`)
      .set('Authorization', user.auth)
      .send({ changes: { $ne: null } });
    expectUnknown(res, 'changes.$ne');
    expect(await itemName()).toBe('Flat A');
  });

  it('is named at any depth, in lists too, all of them, with the schema’s other messages kept', async () => {
    const category = await request(ctx.app)
      .post('/api/categories')
      .set('Authorization', user.auth)
      .send({
        name: 'Cars',
        admin: true,
        attributes: [
          { name: 'Seats', attributeType: 'number' },
          { name: 'Colour', attributeType: 'text', $where: '1' },
        ],
      });
    expectUnknown(category, 'admin', 'attributes.1.$where');

    const folder = await request(ctx.app)
      .post('/api/folders')
      .set('Authorization', user.auth)
      .send({ ownerId: user.id });
    expect(folder.status).toBe(400);
    expect(folder.body.error.fields.ownerId).toBe(SERVICE_TEXTS.unknownField);
    expect(Object.keys(folder.body.error.fields)).toContain('name');
  });

  it('is refused in the multipart item save, in its JSON part and as a part of its own', async () => {
    const multipart = (fields: Record<string, string>) => {
      let req = request(ctx.app).patch(`/api/items/${itemId}`).set('Authorization', user.auth);
      for (const [name, value] of Object.entries(fields)) req = req.field(name, value);
      return req;
    };
    expectUnknown(
      await multipart({ changes: '{"fields":{"name":"B","owner":"x"}}' }),
      'changes.fields.owner',
    );
    expectUnknown(await multipart({ changes: '{}', extra: '1' }), 'extra');
    expect(await itemName()).toBe('Flat A');
    expect((await multipart({ changes: '{"fields":{"name":"Flat C"}}' })).status).toBe(200);
    expect(await itemName()).toBe('Flat C');
  });
});

describe('nesting', () => {
  const nested = (depth: number, leaf: unknown = 1): unknown => {
    let value = leaf;
    for (let i = 0; i < depth; i++) value = { a: value };
    return value;
  };

  it(`is refused past ${REQUEST_BODY.maxDepth} levels with 400, before any walk of it`, async () => {
    const deep = `${'['.repeat(5000)}${']'.repeat(5000)}`;
    for (const body of [deep, JSON.stringify({ name: 'x', description: nested(REQUEST_BODY.maxDepth) })]) {
      const res = await request(ctx.app)
        .post('/api/folders')
        .set('Authorization', user.auth)
        .set('Content-Type', 'application/json')
        .send(body);
      expect(res.status).toBe(400);
      expect(res.body.error).toEqual({ code: 'VALIDATION_ERROR', message: SERVICE_TEXTS.tooDeep });
    }
    // one level less reaches the schema, which words its own refusal
    const within = await request(ctx.app)
      .post('/api/folders')
      .set('Authorization', user.auth)
      .send({ name: 'x', description: nested(REQUEST_BODY.maxDepth - 2) });
    expect(within.status).toBe(400);
    expect(within.body.error.message).not.toBe(SERVICE_TEXTS.tooDeep);
    expect(within.body.error.fields.description).toBeDefined();
  });

  it('in the JSON part of a multipart item save is a 400, not a 500', async () => {
    // written out: JSON.stringify itself recurses
    const changes = `{"fields":${'{"a":'.repeat(5000)}"x"${'}'.repeat(5000)}}`;
    const res = await request(ctx.app)
      .patch(`/api/items/${itemId}`)
      .set('Authorization', user.auth)
      .field('changes', changes);
    expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(400);
  });
});
