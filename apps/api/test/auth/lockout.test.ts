import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AUTH_ERRORS, SIGN_IN_LOCKOUT, SIGN_IN_LOCKOUT_TEXTS } from '@shortlist/contracts';
import { createApp } from '../../src/app';
import { memoryRateLimitStores } from '../../src/http/rate-limit';
import { latestCode } from '../account/helpers';
import { createUser, type TestUser } from '../factories';
import { createTestContext, type TestContext } from '../test-app';

/**
 * Wrong passwords per account: 11 wrong tries from 11 addresses, then the right one, were all answered. Past
 * the limit the account refuses sign-in (whatever the address) until the window ends or the owner resets the
 * password with an e-mailed code. These tests keep the counters in memory on the test clock (time moves).
 */
let ctx: TestContext;
let app: ReturnType<typeof createApp>;
let user: TestUser;
beforeAll(async () => {
  ctx = await createTestContext({ config: { trustProxy: 1 } });
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.reset();
  app = createApp({ ...ctx.deps, rateLimitStore: memoryRateLimitStores(() => ctx.clock.now().getTime()) });
  user = await createUser(ctx);
});

const signIn = (email: string, password: string, ip: string) =>
  request(app).post('/api/auth/sign-in').set('X-Forwarded-For', ip).send({ email, password });

async function failUpToTheLimit(email: string) {
  for (let i = 0; i < SIGN_IN_LOCKOUT.maxFailures; i += 1) {
    const res = await signIn(email, `wrong-${i}`, `203.0.113.${i + 1}`);
    expect(res.status).toBe(401);
    expect(res.body.error.message).toBe(AUTH_ERRORS.invalidCredentials);
  }
}

describe('wrong passwords per account', () => {
  it('refuses even the right password from a new address once the limit is reached, saying for how long', async () => {
    await failUpToTheLimit(user.email);
    const res = await signIn(user.email, user.password, '198.51.100.7').expect(429);
    expect(res.body.error).toEqual({
      code: 'RATE_LIMITED',
      message: SIGN_IN_LOCKOUT_TEXTS.locked(SIGN_IN_LOCKOUT.windowMinutes),
    });
  });

  it('counts unknown addresses the same way (the refusal reveals no account)', async () => {
    await failUpToTheLimit('nobody@example.com');
    const res = await signIn('NoBody@example.com', 'anything', '198.51.100.7').expect(429);
    expect(res.body.error.code).toBe('RATE_LIMITED');
  });

  it('lets the owner in again when the window ends', async () => {
    await failUpToTheLimit(user.email);
    ctx.clock.advance(SIGN_IN_LOCKOUT.windowMinutes * 60_000 - 60_000);
    const late = await signIn(user.email, user.password, '198.51.100.7').expect(429);
    expect(late.body.error.message).toBe(SIGN_IN_LOCKOUT_TEXTS.locked(1));
    ctx.clock.advance(60_000);
    await signIn(user.email, user.password, '198.51.100.7').expect(200);
  });

  it('lets the owner in at once after a password reset with the e-mailed code', async () => {
    await failUpToTheLimit(user.email);
    await request(app).post('/api/account/password-reset/send-code').send({ email: user.email }).expect(200);
    const code = await latestCode(ctx, user.email);
    await request(app)
      .post('/api/account/password-reset')
      .send({ email: user.email, code, newPassword: 'brand-new-1' })
      .expect(200);
    await signIn(user.email, 'brand-new-1', '198.51.100.7').expect(200);
  });

  it('forgets earlier failures after a right password', async () => {
    for (let i = 0; i < SIGN_IN_LOCKOUT.maxFailures - 1; i += 1)
      await signIn(user.email, 'wrong', '203.0.113.1');
    await signIn(user.email, user.password, '203.0.113.1').expect(200);
    for (let i = 0; i < SIGN_IN_LOCKOUT.maxFailures - 1; i += 1)
      await signIn(user.email, 'wrong', '203.0.113.1');
    await signIn(user.email, user.password, '203.0.113.1').expect(200);
  });
});

describe('bcrypt 72-byte limit at sign-in', () => {
  it('refuses the password followed by anything past the 72nd byte', async () => {
    const long = 'p'.repeat(72);
    const owner = await createUser(ctx, { password: long });
    await signIn(owner.email, long, '203.0.113.9').expect(200);
    const res = await signIn(owner.email, `${long}-and-a-suffix`, '203.0.113.9').expect(401);
    expect(res.body.error.message).toBe(AUTH_ERRORS.invalidCredentials);
    // multi-byte characters count by their bytes: 36 two-byte letters are 72 bytes, one more is 74
    const wide = 'é'.repeat(36);
    const other = await createUser(ctx, { password: wide });
    await signIn(other.email, wide, '203.0.113.9').expect(200);
    await signIn(other.email, `${wide}é`, '203.0.113.9').expect(401);
  });
});
