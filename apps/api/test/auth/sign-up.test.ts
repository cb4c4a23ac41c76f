import request from 'supertest';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  AUTH_ERRORS,
  AUTH_VALIDATION,
  INVITATION_ERRORS,
  INVITATION_LINK,
  PROFILE_VALIDATION,
} from '@shortlist/contracts';
import { profiles, referralCodes, refreshSessions, users } from '../../src/db/schema';
import { createUser } from '../factories';
import { createTestContext, type TestContext } from '../test-app';
import { expectNoPasswordLeak, refreshSetCookie, refreshToken, signUpBody } from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
beforeEach(() => ctx.reset());

const signUp = (body: Record<string, unknown>) => request(ctx.app).post('/api/auth/sign-up').send(body);

/** A referral code owned by a fresh user. */
async function seedReferralCode(code: string, usage: { usesCount?: number; maxUses?: number | null } = {}) {
  const owner = await createUser(ctx);
  await ctx.db.insert(referralCodes).values({ userId: owner.id, code, ...usage });
}

describe('POST /api/auth/sign-up', () => {
  it('creates the account on the Basic plan and starts a session', async () => {
    const body = signUpBody({ nickname: 'Ada_L' });
    const res = await signUp(body).expect(201);

    expect(res.body).toEqual({
      accessToken: expect.any(String),
      tokenType: 'bearer',
      expiresIn: 900,
      expiresAt: Math.floor(ctx.clock.now().getTime() / 1000) + 900,
      user: {
        id: expect.any(String),
        email: body.email,
        emailConfirmed: false,
        createdAt: expect.any(String),
        profile: {
          id: res.body.user.id,
          fullName: 'Ada Lovelace',
          nickname: 'Ada_L',
          avatarUrl: null,
          subscriptionPlan: 'basic',
        },
        isPremium: false,
        subscriptionPlan: 'basic',
      },
    });
    expect(res.headers['cache-control']).toBe('no-store');
    expectNoPasswordLeak(res);

    // the access token works at once
    const session = await request(ctx.app)
      .get('/api/auth/session')
      .set('Authorization', `Bearer ${res.body.accessToken}`)
      .expect(200);
    expect(session.body.user).toEqual(res.body.user);
  });

  it('sets the refresh token in an httpOnly, SameSite=Lax cookie scoped to /api/auth', async () => {
    const res = await signUp(signUpBody()).expect(201);
    const cookie = refreshSetCookie(res)!;
    expect(cookie).toMatch(/; Path=\/api\/auth/);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).not.toMatch(/; Secure/); // only in production
    expect(cookie).toMatch(/; Max-Age=2592000/);
    // stored hashed, never as sent
    const [row] = await ctx.db.select().from(refreshSessions);
    expect(row!.tokenHash).not.toBe(refreshToken(res));
    expect(row!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('trims and lower-cases the e-mail and trims the full name', async () => {
    const res = await signUp(
      signUpBody({ email: '  Grace.Hopper@Example.COM ', fullName: '  Grace Hopper  ', nickname: ' grace ' }),
    ).expect(201);
    expect(res.body.user.email).toBe('grace.hopper@example.com');
    expect(res.body.user.profile.fullName).toBe('Grace Hopper');
    expect(res.body.user.profile.nickname).toBe('grace');
    // and signs in with the address typed another way
    await request(ctx.app)
      .post('/api/auth/sign-in')
      .send({ email: 'GRACE.hopper@example.com ', password: 'secret123' })
      .expect(200);
  });

  it('refuses an invitation token that no invitation mailed, before creating anything', async () => {
    // the links themselves (wrong address, used, expired, the folder at once): test/sharing/invitation-link.test.ts
    const res = await signUp(signUpBody({ invitationToken: 'A'.repeat(43) })).expect(400);
    expect(res.body.error).toEqual({
      code: 'INVITATION_INVALID',
      message: INVITATION_ERRORS.invalid,
      fields: { invitationToken: INVITATION_ERRORS.invalid },
    });
    expect(await ctx.db.select().from(users)).toEqual([]);
  });

  it('stores a bcrypt hash, never the password', async () => {
    const res = await signUp(signUpBody()).expect(201);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, res.body.user.id));
    expect(row!.passwordHash).toMatch(/^\$2[aby]\$04\$/);
    expect(row!.passwordHash).not.toContain('secret123');
  });

  it("creates the user's own referral code: upper-cased nickname + _ + first 8 of the id", async () => {
    const res = await signUp(signUpBody({ nickname: 'ada-Lo_ve' })).expect(201);
    const id = res.body.user.id as string;
    const rows = await ctx.db.select().from(referralCodes).where(eq(referralCodes.userId, id));
    expect(rows.map((r) => [r.code, r.usesCount, r.maxUses])).toEqual([
      [`ADA-LO_VE_${id.slice(0, 8).toUpperCase()}`, 0, null],
    ]);
  });

  describe('validation', () => {
    const tooLongEmail = `${'a'.repeat(250)}@example.com`;
    it.each([
      ['email', { email: undefined }, AUTH_VALIDATION.emailRequired],
      ['email', { email: '   ' }, AUTH_VALIDATION.emailRequired],
      ['email', { email: 'not-an-email' }, AUTH_VALIDATION.emailInvalid],
      ['email', { email: 'a@b' }, AUTH_VALIDATION.emailInvalid],
      ['email', { email: tooLongEmail }, AUTH_VALIDATION.emailInvalid],
      ['email', { email: 42 }, AUTH_VALIDATION.emailRequired],
      ['password', { password: undefined }, AUTH_VALIDATION.passwordTooShort],
      ['password', { password: '12345' }, AUTH_VALIDATION.passwordTooShort],
      ['password', { password: 'x'.repeat(73) }, AUTH_VALIDATION.passwordTooLong],
      // 37 characters but 74 bytes: bcrypt would cut it silently
      ['password', { password: 'é'.repeat(37) }, AUTH_VALIDATION.passwordTooLong],
      ['fullName', { fullName: undefined }, PROFILE_VALIDATION.requiredFields],
      ['fullName', { fullName: '   ' }, PROFILE_VALIDATION.requiredFields],
      ['fullName', { fullName: 'A' }, PROFILE_VALIDATION.fullName],
      ['fullName', { fullName: 'x'.repeat(101) }, PROFILE_VALIDATION.fullName],
      ['fullName', { fullName: 'Ada 2' }, PROFILE_VALIDATION.fullName],
      ['fullName', { fullName: '<script>x</script>' }, PROFILE_VALIDATION.fullName],
      ['nickname', { nickname: undefined }, PROFILE_VALIDATION.requiredFields],
      ['nickname', { nickname: 'ab' }, PROFILE_VALIDATION.nickname],
      ['nickname', { nickname: 'x'.repeat(31) }, PROFILE_VALIDATION.nickname],
      ['nickname', { nickname: 'ada lovelace' }, PROFILE_VALIDATION.nickname],
      ['nickname', { nickname: 'ada!' }, PROFILE_VALIDATION.nickname],
      ['referralCode', { referralCode: 'X'.repeat(65) }, AUTH_VALIDATION.referralInvalid],
      ['referralCode', { referralCode: 5 }, AUTH_VALIDATION.referralInvalid],
      ['invitationToken', { invitationToken: '' }, INVITATION_ERRORS.invalid],
      ['invitationToken', { invitationToken: 7 }, INVITATION_ERRORS.invalid],
      [
        'invitationToken',
        { invitationToken: 'x'.repeat(INVITATION_LINK.tokenMaxLength + 1) },
        INVITATION_ERRORS.invalid,
      ],
    ])('refuses a bad %s (%#) with its message', async (field, overrides, message) => {
      const res = await signUp(signUpBody(overrides)).expect(400);
      expect(res.body.error).toEqual({
        code: 'VALIDATION_ERROR',
        message,
        fields: { [field]: message },
      });
      expect(await ctx.db.select().from(users)).toEqual([]);
    });

    it('accepts the limits themselves', async () => {
      const res = await signUp(
        signUpBody({
          password: 'é'.repeat(36), // 72 bytes
          fullName: `Jo O'Neil-${'x'.repeat(90)}`,
          nickname: 'x'.repeat(30),
        }),
      ).expect(201);
      await request(ctx.app)
        .post('/api/auth/sign-in')
        .send({ email: res.body.user.email, password: 'é'.repeat(36) })
        .expect(200);
      await signUp(signUpBody({ password: '123456', fullName: 'Li', nickname: 'abc' })).expect(201);
    });

    it('reports every bad field at once', async () => {
      const res = await signUp({ email: 'x', password: '1', fullName: '', nickname: '' }).expect(400);
      expect(res.body.error.fields).toEqual({
        email: AUTH_VALIDATION.emailInvalid,
        password: AUTH_VALIDATION.passwordTooShort,
        fullName: PROFILE_VALIDATION.requiredFields,
        nickname: PROFILE_VALIDATION.requiredFields,
      });
    });
  });

  describe('duplicates', () => {
    it('refuses an e-mail already registered, whatever its case', async () => {
      await createUser(ctx, { email: 'taken@example.com' });
      const res = await signUp(signUpBody({ email: 'Taken@Example.com' })).expect(409);
      expect(res.body.error).toEqual({
        code: 'EMAIL_TAKEN',
        message: AUTH_ERRORS.userAlreadyRegistered,
        fields: { email: AUTH_VALIDATION.emailTaken },
      });
      expectNoPasswordLeak(res);
    });

    it('refuses a nickname already taken, case-insensitively', async () => {
      await createUser(ctx, { nickname: 'Lovelace' });
      const res = await signUp(signUpBody({ nickname: 'lOVELACE' })).expect(409);
      expect(res.body.error).toEqual({
        code: 'NICKNAME_TAKEN',
        message: 'Nickname is already taken',
        fields: { nickname: 'Nickname is already taken' },
      });
      expect(await ctx.db.select().from(profiles)).toHaveLength(1);
    });

    it('lets exactly one of two simultaneous sign-ups with the same nickname through', async () => {
      const [a, b] = await Promise.all([
        signUp(signUpBody({ nickname: 'Twin' })),
        signUp(signUpBody({ nickname: 'twin' })),
      ]);
      expect([a!.status, b!.status].sort()).toEqual([201, 409]);
      const loser = a!.status === 409 ? a! : b!;
      expect(loser.body.error.code).toBe('NICKNAME_TAKEN');
      // the loser left nothing behind
      expect(await ctx.db.select().from(users)).toHaveLength(1);
      expect(await ctx.db.select().from(referralCodes)).toHaveLength(1);
    });

    it('lets exactly one of two simultaneous sign-ups with the same e-mail through', async () => {
      const [a, b] = await Promise.all([
        signUp(signUpBody({ email: 'same@example.com' })),
        signUp(signUpBody({ email: 'SAME@example.com' })),
      ]);
      expect([a!.status, b!.status].sort()).toEqual([201, 409]);
      expect((a!.status === 409 ? a! : b!).body.error.code).toBe('EMAIL_TAKEN');
      expect(await ctx.db.select().from(users)).toHaveLength(1);
    });
  });

  describe('referral code', () => {
    it('stores a valid code, upper-cased, on the new user and takes one use of it', async () => {
      await seedReferralCode('FRIEND_1234ABCD');
      const res = await signUp(signUpBody({ referralCode: ' friend_1234abcd ' })).expect(201);
      const [row] = await ctx.db.select().from(users).where(eq(users.id, res.body.user.id));
      expect(row!.signupReferralCode).toBe('FRIEND_1234ABCD');
      const [code] = await ctx.db
        .select()
        .from(referralCodes)
        .where(eq(referralCodes.code, 'FRIEND_1234ABCD'));
      // the credit side (test/referrals) takes the use inside the sign-up transaction
      expect(code!.usesCount).toBe(1);
    });

    it('accepts a code with uses left and treats a blank code as none', async () => {
      await seedReferralCode('LIMITED', { usesCount: 2, maxUses: 3 });
      await signUp(signUpBody({ referralCode: 'limited' })).expect(201);
      const res = await signUp(signUpBody({ referralCode: '   ' })).expect(201);
      const [row] = await ctx.db.select().from(users).where(eq(users.id, res.body.user.id));
      expect(row!.signupReferralCode).toBeNull();
    });

    it.each([
      ['unknown', 'NOPE', undefined],
      ['used up', 'USEDUP', { usesCount: 3, maxUses: 3 }],
      ['allowed no uses', 'ZERO', { usesCount: 0, maxUses: 0 }],
    ])('refuses an %s code and creates nothing', async (_label, code, usage) => {
      if (usage) await seedReferralCode(code, usage);
      const before = (await ctx.db.select().from(users)).length;
      const res = await signUp(signUpBody({ referralCode: code })).expect(400);
      expect(res.body.error).toEqual({
        code: 'INVALID_REFERRAL_CODE',
        message: 'Invalid or expired referral code',
        fields: { referralCode: 'Invalid or expired referral code' },
      });
      expect(await ctx.db.select().from(users)).toHaveLength(before);
    });
  });
});
