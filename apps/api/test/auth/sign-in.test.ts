import request from 'supertest';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AUTH_ERRORS, AUTH_VALIDATION } from '@shortlist/contracts';
import { users } from '../../src/db/schema';
import { createUser } from '../factories';
import { createTestContext, type TestContext } from '../test-app';
import { expectNoPasswordLeak, refreshSetCookie } from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
beforeEach(() => ctx.reset());

const signIn = (body: Record<string, unknown>) => request(ctx.app).post('/api/auth/sign-in').send(body);

describe('POST /api/auth/sign-in', () => {
  it('starts a session with the user, profile and plan', async () => {
    const user = await createUser(ctx, {
      nickname: 'Grace',
      fullName: 'Grace Hopper',
      plan: 'premium_3months',
    });
    const res = await signIn({ email: user.email, password: user.password }).expect(200);
    expect(res.body).toEqual({
      accessToken: expect.any(String),
      tokenType: 'bearer',
      expiresIn: 900,
      expiresAt: expect.any(Number),
      user: {
        id: user.id,
        email: user.email,
        emailConfirmed: true,
        createdAt: expect.any(String),
        profile: {
          id: user.id,
          fullName: 'Grace Hopper',
          nickname: 'Grace',
          avatarUrl: null,
          subscriptionPlan: 'premium_3months',
        },
        isPremium: true,
        subscriptionPlan: 'premium_3months',
      },
    });
    expect(refreshSetCookie(res)).toMatch(/HttpOnly/);
    expectNoPasswordLeak(res);
    await request(ctx.app)
      .get('/api/auth/session')
      .set('Authorization', `Bearer ${res.body.accessToken}`)
      .expect(200);
  });

  it('takes the e-mail trimmed and in any case', async () => {
    const user = await createUser(ctx, { email: 'case@example.com' });
    await signIn({ email: '  CASE@Example.com ', password: user.password }).expect(200);
  });

  it('answers a wrong password and an unknown e-mail identically', async () => {
    const user = await createUser(ctx);
    const wrong = await signIn({ email: user.email, password: 'not-the-password' }).expect(401);
    const unknown = await signIn({ email: 'nobody@example.com', password: 'not-the-password' }).expect(401);
    expect(wrong.body).toEqual({
      error: { code: 'INVALID_CREDENTIALS', message: AUTH_ERRORS.invalidCredentials },
    });
    expect(unknown.body).toEqual(wrong.body);
    expect(refreshSetCookie(wrong)).toBeUndefined();
    expect(refreshSetCookie(unknown)).toBeUndefined();
    expectNoPasswordLeak(wrong);
  });

  it('does not take a password differing only in case or by a cut', async () => {
    const user = await createUser(ctx, { password: 'Secret123' });
    await signIn({ email: user.email, password: 'secret123' }).expect(401);
    await signIn({ email: user.email, password: 'Secret12' }).expect(401);
  });

  it('refuses a deleted account with the deletion message, once the password is right', async () => {
    const user = await createUser(ctx);
    await ctx.db.update(users).set({ deletedAt: ctx.clock.now() }).where(eq(users.id, user.id));
    const res = await signIn({ email: user.email, password: user.password }).expect(403);
    expect(res.body).toEqual({ error: { code: 'ACCOUNT_DELETED', message: AUTH_ERRORS.accountDeleted } });
    expect(refreshSetCookie(res)).toBeUndefined();
    // without the password, the account's state is not revealed
    const wrong = await signIn({ email: user.email, password: 'nope-nope' }).expect(401);
    expect(wrong.body.error.code).toBe('INVALID_CREDENTIALS');
  });

  it.each([
    [{ password: 'secret123' }, 'email', AUTH_VALIDATION.emailRequired],
    [{ email: '  ', password: 'secret123' }, 'email', AUTH_VALIDATION.emailRequired],
    [{ email: 'nope', password: 'secret123' }, 'email', AUTH_VALIDATION.emailInvalid],
    [{ email: 'a@example.com' }, 'password', AUTH_VALIDATION.passwordRequired],
    [{ email: 'a@example.com', password: '' }, 'password', AUTH_VALIDATION.passwordRequired],
    [{ email: 'a@example.com', password: ['x'] }, 'password', AUTH_VALIDATION.passwordRequired],
  ])('refuses incomplete input (%#) with the field message', async (body, field, message) => {
    const res = await signIn(body).expect(400);
    expect(res.body.error).toEqual({ code: 'VALIDATION_ERROR', message, fields: { [field]: message } });
  });
});
