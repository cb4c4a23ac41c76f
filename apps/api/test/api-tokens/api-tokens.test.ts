import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  API_TOKEN_ERRORS,
  API_TOKENS,
  AUTH_ERRORS,
  DAY_MS,
  MINUTE_MS,
  allEndpoints,
  type ApiTokenList,
} from '@shortlist/contracts';
import { apiTokens, users } from '../../src/db/schema';
import { createTestContext, type TestContext } from '../test-app';
import { createApiToken } from './api-token-helpers';
import {
  createUser,
  itemBody,
  makeCategory,
  makeFolder,
  makeItem,
  withFreshToken,
  type TestUser,
} from '../factories';

describe('personal API tokens', () => {
  let ctx: TestContext;
  let ann: TestUser;

  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());
  beforeEach(async () => {
    await ctx.reset();
    ann = await createUser(ctx, { nickname: 'ann_tokens' });
  });

  it('is shown once, stored only as its SHA-256, and listed with its start but never itself', async () => {
    const created = await createApiToken(ctx, ann, { name: 'Sheet sync', scope: 'read', expiresInDays: 90 });
    expect(created.token).toMatch(/^slt_[A-Za-z0-9_-]{43}$/);
    expect(created.token).toHaveLength(API_TOKENS.tokenLength);
    expect(created.apiToken).toMatchObject({
      name: 'Sheet sync',
      scope: 'read',
      state: 'active',
      lastUsedAt: null,
    });
    expect(new Date(created.apiToken.expiresAt!).getTime()).toBe(ctx.clock.now().getTime() + 90 * DAY_MS);

    const [row] = await ctx.db.select().from(apiTokens).where(eq(apiTokens.id, created.apiToken.id));
    expect(row!.tokenHash).toBe(createHash('sha256').update(created.token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(created.token.slice(API_TOKENS.shownStartLength));

    const list = await request(ctx.app).get('/api/account/api-tokens').set('Authorization', ann.auth);
    expect(list.status).toBe(200);
    const tokens = (list.body as ApiTokenList).tokens;
    expect(tokens).toHaveLength(1);
    expect(tokens[0]!.tokenStart).toBe(created.token.slice(0, API_TOKENS.shownStartLength));
    expect(JSON.stringify(list.body)).not.toContain(created.token);
  });

  it('refuses a bad name, scope or expiry with the contract messages', async () => {
    const res = await request(ctx.app)
      .post('/api/account/api-tokens')
      .set('Authorization', ann.auth)
      .send({ name: '', scope: 'admin', expiresInDays: 7 });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({
      name: API_TOKEN_ERRORS.nameRequired,
      scope: API_TOKEN_ERRORS.scopeInvalid,
      expiresInDays: API_TOKEN_ERRORS.expiryInvalid,
    });
  });

  it('a read token lists but cannot write: 403 with the message', async () => {
    await makeFolder(ctx, ann, { name: 'Flats' });
    const read = await createApiToken(ctx, ann, { scope: 'read' });
    const list = await request(ctx.app).get('/api/folders').set('Authorization', read.auth);
    expect(list.status).toBe(200);
    expect(JSON.stringify(list.body)).toContain('Flats');
    const write = await request(ctx.app)
      .post('/api/folders')
      .set('Authorization', read.auth)
      .send({ name: 'No' });
    expect(write.status).toBe(403);
    expect(write.body.error).toEqual({ code: 'FORBIDDEN', message: API_TOKEN_ERRORS.readOnly });
  });

  it('a read-and-write token writes and reads back, hot reads revalidate to 304, and its last use shows', async () => {
    const token = await createApiToken(ctx, ann, { scope: 'write' });
    const folder = await request(ctx.app)
      .post('/api/folders')
      .set('Authorization', token.auth)
      .send({ name: 'Cars' });
    expect(folder.status).toBe(201);
    const first = await request(ctx.app)
      .get(`/api/folders/${folder.body.id}`)
      .set('Authorization', token.auth);
    expect(first.status).toBe(200);
    const again = await request(ctx.app)
      .get(`/api/folders/${folder.body.id}`)
      .set('Authorization', token.auth)
      .set('If-None-Match', first.headers.etag as string);
    expect(again.status).toBe(304);
    const list = await request(ctx.app).get('/api/account/api-tokens').set('Authorization', ann.auth);
    expect((list.body as ApiTokenList).tokens[0]!.lastUsedAt).toBe(ctx.clock.now().toISOString());
  });

  it('a revoked token is 401 at once, and revoking is recorded in the security history', async () => {
    const token = await createApiToken(ctx, ann, { name: 'Old script', scope: 'write' });
    expect((await request(ctx.app).get('/api/folders').set('Authorization', token.auth)).status).toBe(200);
    const revoke = await request(ctx.app)
      .delete(`/api/account/api-tokens/${token.apiToken.id}`)
      .set('Authorization', ann.auth);
    expect(revoke.status).toBe(204);
    const after = await request(ctx.app).get('/api/folders').set('Authorization', token.auth);
    expect(after.status).toBe(401);
    expect(after.body.error).toEqual({ code: 'UNAUTHENTICATED', message: API_TOKEN_ERRORS.invalid });
    const list = await request(ctx.app).get('/api/account/api-tokens').set('Authorization', ann.auth);
    expect((list.body as ApiTokenList).tokens[0]).toMatchObject({ state: 'revoked' });
    const history = await request(ctx.app).get('/api/security-history').set('Authorization', ann.auth);
    const kinds = (history.body.events as Array<{ kind: string; detail: string | null }>).map(
      (e) => `${e.kind}:${e.detail}`,
    );
    expect(kinds).toEqual(expect.arrayContaining(['token_created:Old script', 'token_revoked:Old script']));
  });

  it('an expired token is 401; a token nobody issued is 401 too', async () => {
    const token = await createApiToken(ctx, ann, { scope: 'read', expiresInDays: 30 });
    ctx.clock.advance(30 * DAY_MS - MINUTE_MS);
    expect((await request(ctx.app).get('/api/folders').set('Authorization', token.auth)).status).toBe(200);
    ctx.clock.advance(MINUTE_MS);
    const expired = await request(ctx.app).get('/api/folders').set('Authorization', token.auth);
    expect(expired.status).toBe(401);
    expect(expired.body.error.message).toBe(API_TOKEN_ERRORS.invalid);
    const list = await request(ctx.app)
      .get('/api/account/api-tokens')
      .set('Authorization', withFreshToken(ctx, ann).auth);
    expect((list.body as ApiTokenList).tokens[0]).toMatchObject({ state: 'expired' });
    const forged = await request(ctx.app)
      .get('/api/folders')
      .set('Authorization', `Bearer ${API_TOKENS.prefix}${'A'.repeat(43)}`);
    expect(forged.status).toBe(401);
  });

  it('is refused with 403 on every account-security route of the contract list', async () => {
    const token = await createApiToken(ctx, ann, { scope: 'write' });
    const guarded = allEndpoints.filter((e) => e.accountSecurity);
    const paths = guarded.map((e) => `${e.method} ${e.path}`);
    // the routes the issue names, at least
    expect(paths).toEqual(
      expect.arrayContaining([
        'post /api/account/password',
        'post /api/account/email-change',
        'post /api/account/email-change/send-code',
        'delete /api/account',
        'get /api/account/api-tokens',
        'post /api/account/api-tokens',
        'delete /api/account/api-tokens/:id',
      ]),
    );
    for (const endpoint of guarded) {
      const path = endpoint.path.replaceAll(/:[A-Za-z]+/g, '00000000-0000-4000-8000-000000000000');
      const res = await request(ctx.app)[endpoint.method](path).set('Authorization', token.auth).send({});
      expect(res.status, `${endpoint.method} ${endpoint.path}`).toBe(403);
      expect(res.body.error.message).toBe(API_TOKEN_ERRORS.accountSecurity);
    }
    // and the account is untouched: the session still works
    expect(
      (await request(ctx.app).get('/api/account/api-tokens').set('Authorization', ann.auth)).status,
    ).toBe(200);
  });

  it('outlives the end of every session (tokens are revoked one by one) but not the account', async () => {
    const token = await createApiToken(ctx, ann, { scope: 'read' });
    // what sign-out everywhere and a password change do: access tokens issued before now are refused
    ctx.clock.advance(1000);
    await ctx.db.update(users).set({ tokensValidAfter: ctx.clock.now() }).where(eq(users.id, ann.id));
    expect((await request(ctx.app).get('/api/folders').set('Authorization', ann.auth)).status).toBe(401);
    expect((await request(ctx.app).get('/api/folders').set('Authorization', token.auth)).status).toBe(200);
    await ctx.db.update(users).set({ deletedAt: ctx.clock.now() }).where(eq(users.id, ann.id));
    expect((await request(ctx.app).get('/api/folders').set('Authorization', token.auth)).status).toBe(401);
  });

  it(`allows at most ${API_TOKENS.perPersonMax} working tokens`, async () => {
    for (let i = 0; i < API_TOKENS.perPersonMax; i += 1) await createApiToken(ctx, ann, { scope: 'read' });
    const res = await request(ctx.app)
      .post('/api/account/api-tokens')
      .set('Authorization', ann.auth)
      .send({ name: 'One more', scope: 'read', expiresInDays: null });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(API_TOKEN_ERRORS.tooMany);
  });

  it("another person's token cannot be revoked: 404", async () => {
    const bob = await createUser(ctx, { nickname: 'bob_tokens' });
    const token = await createApiToken(ctx, ann, { scope: 'read' });
    const res = await request(ctx.app)
      .delete(`/api/account/api-tokens/${token.apiToken.id}`)
      .set('Authorization', bob.auth);
    expect(res.status).toBe(404);
    expect((await request(ctx.app).get('/api/folders').set('Authorization', token.auth)).status).toBe(200);
  });

  it('a session is still a session: its access token passes the token gate untouched', async () => {
    const category = await makeCategory(ctx, ann);
    const folder = await makeFolder(ctx, ann);
    const item = await makeItem(ctx, ann, folder.id, itemBody(category));
    const res = await request(ctx.app).get(`/api/items/${item.id}`).set('Authorization', ann.auth);
    expect(res.status).toBe(200);
    const none = await request(ctx.app).get('/api/folders');
    expect(none.body.error.message).toBe(AUTH_ERRORS.notAuthenticated);
  });
});

describe('personal API tokens: their own rate limit', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ rateLimits: { apiToken: { windowMs: MINUTE_MS, limit: 3 } } });
  });
  afterAll(() => ctx.close());
  beforeEach(() => ctx.reset());

  it('counts every route against the one token, refuses past it with 429 and its message, per token', async () => {
    const ann = await createUser(ctx);
    const first = await createApiToken(ctx, ann, { scope: 'write' });
    const second = await createApiToken(ctx, ann, { scope: 'write' });
    expect((await request(ctx.app).get('/api/folders').set('Authorization', first.auth)).status).toBe(200);
    expect((await request(ctx.app).get('/api/categories').set('Authorization', first.auth)).status).toBe(200);
    expect(
      (await request(ctx.app).post('/api/folders').set('Authorization', first.auth).send({ name: 'A' }))
        .status,
    ).toBe(201);
    const refused = await request(ctx.app).get('/api/folders').set('Authorization', first.auth);
    expect(refused.status).toBe(429);
    expect(refused.body.error).toEqual({ code: 'RATE_LIMITED', message: API_TOKEN_ERRORS.rateLimited });
    expect((await request(ctx.app).get('/api/folders').set('Authorization', second.auth)).status).toBe(200);
    // the person's session is not counted against it
    expect((await request(ctx.app).get('/api/folders').set('Authorization', ann.auth)).status).toBe(200);
    ctx.clock.advance(MINUTE_MS + 1);
    expect((await request(ctx.app).get('/api/folders').set('Authorization', first.auth)).status).toBe(200);
  });
});
