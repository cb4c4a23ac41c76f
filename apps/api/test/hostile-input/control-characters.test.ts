import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SERVICE_TEXTS } from '@shortlist/contracts';
import { createUser, type TestUser, itemBody, makeCategory, makeFolder, makeItem } from '../factories';
import { saveItem } from '../item-detail/helpers';
import { createTestContext, type TestContext } from '../test-app';

/**
 * NUL (and the other control characters but tab and line breaks) in any text used to reach PostgreSQL, which
 * answered with an error the app turned into a 500 (15 cases on 11 routes). Each is now a 400 naming the field.
 */
let ctx: TestContext;
let user: TestUser;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.reset();
  user = await createUser(ctx, { plan: 'premium_monthly' });
});

const NUL = '\u0000';

function expectRefused(res: request.Response, field: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(400);
  expect(res.body.error.code).toBe('VALIDATION_ERROR');
  expect(res.body.error.fields[field]).toBe(SERVICE_TEXTS.controlCharacters);
}

describe('control characters in text', () => {
  it('are refused in every kind of body field, query and nested record key', async () => {
    const folder = await makeFolder(ctx, user);
    const category = await makeCategory(ctx, user);
    const item = await makeItem(ctx, user, folder.id, itemBody(category));
    const auth = { Authorization: user.auth };
    const post = (path: string, body: object) => request(ctx.app).post(path).set(auth).send(body);

    expectRefused(await post('/api/folders', { name: `Flats${NUL}` }), 'name');
    expectRefused(await post('/api/folders', { name: 'Flats', description: `a\u0007b` }), 'description');
    expectRefused(
      await post('/api/categories', { name: `Cars${NUL}`, description: 'x', attributes: [] }),
      'name',
    );
    expectRefused(
      await post(`/api/folders/${folder.id}/items`, itemBody(category, { name: `Flat${NUL}` })),
      'name',
    );
    const rooms = Object.keys(itemBody(category).attributeValues ?? {})[0]!;
    expectRefused(
      await post(
        `/api/folders/${folder.id}/items`,
        itemBody(category, { attributeValues: { [rooms]: `3${NUL}` } }),
      ),
      `attributeValues.${rooms}`,
    );
    expectRefused(await post(`/api/items/${item.id}/notes`, { title: 'T', content: `x${NUL}` }), 'content');
    expectRefused(
      await post(`/api/folders/${folder.id}/collaborators`, { email: `a${NUL}@example.com` }),
      'email',
    );
    expectRefused(
      await request(ctx.app)
        .post('/api/contact')
        .send({ name: 'Ann', email: 'ann@example.com', subject: 'Hi', message: `x${NUL}y` }),
      'message',
    );
    expectRefused(
      await request(ctx.app)
        .get('/api/folders')
        .query({ q: `a${NUL}` })
        .set(auth),
      'q',
    );
    expectRefused(
      await request(ctx.app)
        .get('/api/referrals/check')
        .query({ code: `A${NUL}` }),
      'code',
    );
    expectRefused(
      await request(ctx.app)
        .post('/api/auth/sign-in')
        .send({ email: `a${NUL}@example.com`, password: 'x' }),
      'email',
    );
  });

  it('are refused inside the JSON of a multipart item save', async () => {
    const folder = await makeFolder(ctx, user);
    const category = await makeCategory(ctx, user);
    const item = await makeItem(ctx, user, folder.id, itemBody(category));
    for (const changes of [
      { fields: { name: `Flat${NUL}` } },
      { steps: { create: [{ text: `call${NUL}` }] } },
      { notes: { create: [{ title: 'T', content: `x${NUL}` }] } },
    ]) {
      const res = await saveItem(ctx, user, item.id, changes);
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(Object.values(res.body.error.fields)).toContain(SERVICE_TEXTS.controlCharacters);
    }
  });

  it('keeps tabs and line breaks, which people do type', async () => {
    const res = await request(ctx.app)
      .post('/api/folders')
      .set('Authorization', user.auth)
      .send({ name: 'Flats', description: 'line one\r\nline two\tend' });
    expect(res.status).toBe(201);
    expect(res.body.description).toBe('line one\r\nline two\tend');
  });
});
