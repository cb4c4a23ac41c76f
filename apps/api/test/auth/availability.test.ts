import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AUTH_VALIDATION, PROFILE_VALIDATION } from '@shortlist/contracts';
import { referralCodes, users } from '../../src/db/schema';
import { eq } from 'drizzle-orm';
import { createUser } from '../factories';
import { createTestContext, type TestContext } from '../test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
beforeEach(() => ctx.reset());

const get = (path: string, query: Record<string, string>) => request(ctx.app).get(path).query(query);

describe('GET /api/auth/availability/email', () => {
  it('says whether an address is free, ignoring case and spaces', async () => {
    const user = await createUser(ctx, { email: 'taken@example.com' });
    await get('/api/auth/availability/email', { email: 'free@example.com' }).expect(200, { available: true });
    await get('/api/auth/availability/email', { email: ' TAKEN@example.com ' }).expect(200, {
      available: false,
    });
    // a deleted account still holds its address until it is purged
    await ctx.db.update(users).set({ deletedAt: ctx.clock.now() }).where(eq(users.id, user.id));
    await get('/api/auth/availability/email', { email: 'taken@example.com' }).expect(200, {
      available: false,
    });
  });

  it.each([
    [{}, AUTH_VALIDATION.emailRequired],
    [{ email: '' }, AUTH_VALIDATION.emailRequired],
    [{ email: 'nope' }, AUTH_VALIDATION.emailInvalid],
  ])('refuses a bad address (%#)', async (query, message) => {
    const res = await get('/api/auth/availability/email', query).expect(400);
    expect(res.body.error).toEqual({ code: 'VALIDATION_ERROR', message, fields: { email: message } });
  });
});

describe('GET /api/auth/availability/nickname', () => {
  it('says whether a nickname is free, case-insensitively', async () => {
    await createUser(ctx, { nickname: 'Lovelace' });
    await get('/api/auth/availability/nickname', { nickname: 'lovelace' }).expect(200, { available: false });
    await get('/api/auth/availability/nickname', { nickname: 'LOVELACE' }).expect(200, { available: false });
    await get('/api/auth/availability/nickname', { nickname: 'Lovelace2' }).expect(200, { available: true });
  });

  it.each([
    [{}, PROFILE_VALIDATION.requiredFields],
    [{ nickname: 'ab' }, PROFILE_VALIDATION.nickname],
    [{ nickname: 'bad nick' }, PROFILE_VALIDATION.nickname],
  ])('refuses a bad nickname (%#)', async (query, message) => {
    const res = await get('/api/auth/availability/nickname', query).expect(400);
    expect(res.body.error).toEqual({ code: 'VALIDATION_ERROR', message, fields: { nickname: message } });
  });
});

describe('GET /api/referrals/check', () => {
  it('is valid while the code exists and has uses left', async () => {
    const owner = await createUser(ctx);
    await ctx.db.insert(referralCodes).values([
      { userId: owner.id, code: 'OPEN_12345678' },
      { userId: owner.id, code: 'LAST_USE', usesCount: 4, maxUses: 5 },
      { userId: owner.id, code: 'USED_UP', usesCount: 5, maxUses: 5 },
    ]);
    await get('/api/referrals/check', { code: 'OPEN_12345678' }).expect(200, { valid: true });
    await get('/api/referrals/check', { code: ' open_12345678 ' }).expect(200, { valid: true });
    await get('/api/referrals/check', { code: 'last_use' }).expect(200, { valid: true });
    await get('/api/referrals/check', { code: 'USED_UP' }).expect(200, { valid: false });
    await get('/api/referrals/check', { code: 'UNKNOWN' }).expect(200, { valid: false });
  });

  it("finds a new user's own code", async () => {
    const res = await request(ctx.app)
      .post('/api/auth/sign-up')
      .send({ email: 'a@example.com', password: 'secret123', fullName: 'Ann Bee', nickname: 'annbee' })
      .expect(201);
    const code = `ANNBEE_${(res.body.user.id as string).slice(0, 8).toUpperCase()}`;
    await get('/api/referrals/check', { code }).expect(200, { valid: true });
  });

  it('refuses a missing or overlong code', async () => {
    const res = await get('/api/referrals/check', {}).expect(400);
    expect(res.body.error.fields).toEqual({ code: AUTH_VALIDATION.referralInvalid });
    await get('/api/referrals/check', { code: 'X'.repeat(65) }).expect(400);
  });
});
