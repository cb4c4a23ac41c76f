import request from 'supertest';
import jwt from 'jsonwebtoken';
import { eq, max } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AUTH_ERRORS } from '@shortlist/contracts';
import { hashToken } from '../../src/auth-core/tokens';
import { REFRESH_TOKEN_REUSE } from '../../src/config/tunables';
import { liveEvents, notifications, refreshSessions, users } from '../../src/db/schema';
import { endAllSessions, refreshSession } from '../../src/modules/auth/auth.service';
import { createUser, type TestUser } from '../factories';
import { createTestContext, type TestContext } from '../test-app';
import { expectNoPasswordLeak, refreshCookie, refreshSetCookie, refreshToken } from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
beforeEach(() => ctx.reset());

const notAuthenticated = { error: { code: 'UNAUTHENTICATED', message: AUTH_ERRORS.notAuthenticated } };
const expired = { error: { code: 'UNAUTHENTICATED', message: AUTH_ERRORS.sessionExpired } };

const getSession = (token: string) =>
  request(ctx.app).get('/api/auth/session').set('Authorization', `Bearer ${token}`);
const refresh = (token?: string) => {
  const req = request(ctx.app).post('/api/auth/refresh');
  return token ? req.set('Cookie', refreshCookie(token)) : req;
};

const refreshAccess = (res: { body: { accessToken: string } }) => res.body.accessToken;

/** Every refresh row of the user (the tests sign in once, so one family). */
const familyRows = (userId: string) =>
  ctx.db.select().from(refreshSessions).where(eq(refreshSessions.userId, userId));

/** Signs the user in through the API: an access token and the refresh cookie's token. */
async function signIn(user: TestUser) {
  const res = await request(ctx.app)
    .post('/api/auth/sign-in')
    .send({ email: user.email, password: user.password })
    .expect(200);
  return { access: res.body.accessToken as string, refresh: refreshToken(res)! };
}

describe('GET /api/auth/session', () => {
  it('requires authentication', async () => {
    const res = await request(ctx.app).get('/api/auth/session').expect(401);
    expect(res.body).toEqual(notAuthenticated);
    await request(ctx.app).get('/api/auth/session').set('Authorization', 'Bearer nonsense').expect(401);
    await request(ctx.app).get('/api/auth/session').set('Authorization', 'Basic abc').expect(401);
  });

  it('returns the user with profile, isPremium and subscriptionPlan', async () => {
    const user = await createUser(ctx, { nickname: 'Basic_One', fullName: 'Basic One' });
    const res = await getSession(user.token).expect(200);
    expect(res.body).toEqual({
      user: {
        id: user.id,
        email: user.email,
        emailConfirmed: true,
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        profile: {
          id: user.id,
          fullName: 'Basic One',
          nickname: 'Basic_One',
          avatarUrl: null,
          subscriptionPlan: 'basic',
        },
        isPremium: false,
        subscriptionPlan: 'basic',
      },
    });
    expectNoPasswordLeak(res);
  });

  it('refuses an access token once it has expired (15 minutes)', async () => {
    const user = await createUser(ctx);
    ctx.clock.advance(14 * 60 * 1000);
    await getSession(user.token).expect(200);
    ctx.clock.advance(2 * 60 * 1000);
    expect((await getSession(user.token).expect(401)).body).toEqual(notAuthenticated);
  });

  it('refuses an access token issued before the user\'s "tokens valid after"', async () => {
    const user = await createUser(ctx);
    await getSession(user.token).expect(200);
    await ctx.db
      .update(users)
      .set({ tokensValidAfter: new Date(ctx.clock.now().getTime() + 1000) })
      .where(eq(users.id, user.id));
    await getSession(user.token).expect(401);
  });

  it('refuses the token of a deleted account', async () => {
    const user = await createUser(ctx);
    await ctx.db.update(users).set({ deletedAt: ctx.clock.now() }).where(eq(users.id, user.id));
    await getSession(user.token).expect(401);
  });

  it('refuses tokens of another type, algorithm or key', async () => {
    const user = await createUser(ctx);
    const secret = ctx.deps.config.jwtSecret;
    const now = ctx.clock.now().getTime();
    const claims = {
      sub: user.id,
      iatMs: now,
      iat: Math.floor(now / 1000),
      exp: Math.floor(now / 1000) + 900,
    };
    const forged = [
      jwt.sign({ ...claims, typ: 'refresh' }, secret, { algorithm: 'HS256', noTimestamp: true }),
      jwt.sign({ ...claims }, secret, { algorithm: 'HS256', noTimestamp: true }),
      jwt.sign({ ...claims, typ: 'access' }, secret, { algorithm: 'HS512', noTimestamp: true }),
      jwt.sign({ ...claims, typ: 'access' }, 'another-secret-'.padEnd(48, 'y'), {
        algorithm: 'HS256',
        noTimestamp: true,
      }),
      jwt.sign({ ...claims, typ: 'access' }, '', { algorithm: 'none', noTimestamp: true }),
      // the real token with its signature cut off
      `${user.token.split('.').slice(0, 2).join('.')}.`,
    ];
    for (const token of forged) {
      expect((await getSession(token)).status, token).toBe(401);
    }
    // the same claims, properly signed, pass: the refusals above are about type, algorithm and key
    const good = jwt.sign({ ...claims, typ: 'access' }, secret, { algorithm: 'HS256', noTimestamp: true });
    await getSession(good).expect(200);
  });
});

describe('POST /api/auth/refresh', () => {
  it('answers 401 without a cookie or with an unknown one, and clears it', async () => {
    expect((await refresh().expect(401)).body).toEqual(notAuthenticated);
    const res = await refresh('made-up-token').expect(401);
    expect(res.body).toEqual(expired);
    expect(refreshSetCookie(res)).toMatch(/^sl_refresh=;.*Expires=Thu, 01 Jan 1970/);
  });

  it('rotates the refresh token and issues a working access token', async () => {
    const user = await createUser(ctx);
    const first = await signIn(user);
    ctx.clock.advance(60_000);
    const res = await refresh(first.refresh).expect(200);
    const second = refreshToken(res)!;
    expect(second).toBeTruthy();
    expect(second).not.toBe(first.refresh);
    expect(res.body.user.id).toBe(user.id);
    expect(res.body.expiresAt).toBe(Math.floor(ctx.clock.now().getTime() / 1000) + 900);
    expect(res.headers['cache-control']).toBe('no-store');
    expectNoPasswordLeak(res);
    await getSession(res.body.accessToken).expect(200);

    // the old row is revoked and points at its successor, in the same family
    const rows = await ctx.db.select().from(refreshSessions).where(eq(refreshSessions.userId, user.id));
    expect(rows).toHaveLength(2);
    const old = rows.find((r) => r.revokedAt)!;
    const next = rows.find((r) => !r.revokedAt)!;
    expect(old.replacedBy).toBe(next.id);
    expect(old.familyId).toBe(next.familyId);

    // and the new token rotates again
    await refresh(second).expect(200);
  });

  it('answers the newest live event id, where the first stream of the page it opens resumes', async () => {
    const user = await createUser(ctx);
    const first = await signIn(user);
    const newest = async () =>
      Number((await ctx.db.select({ id: max(liveEvents.id) }).from(liveEvents))[0]!.id ?? 0);
    const before = await refresh(first.refresh).expect(200);
    expect(before.body.liveEventId).toBe(await newest());
    // a notification is a live event (written by triggers): the next refresh stands after it
    await ctx.db.insert(notifications).values({ userId: user.id, kind: 'test.marker', payload: {} });
    const after = await refresh(refreshToken(before)!).expect(200);
    expect(after.body.liveEventId).toBe(await newest());
    expect(after.body.liveEventId).toBeGreaterThan(before.body.liveEventId);
    // the rest of the answer is sign-in's
    expect(Object.keys(after.body).sort()).toEqual([
      'accessToken',
      'expiresAt',
      'expiresIn',
      'liveEventId',
      'tokenType',
      'user',
    ]);
  });

  it('revokes the whole family when a rotated token is presented again after the reuse interval', async () => {
    const user = await createUser(ctx);
    const first = await signIn(user);
    const second = refreshToken(await refresh(first.refresh).expect(200))!;
    const third = refreshToken(await refresh(second).expect(200))!;

    // a thief replays the first token once its reuse interval is over
    ctx.clock.advance(REFRESH_TOKEN_REUSE.intervalMs);
    expect((await refresh(first.refresh).expect(401)).body).toEqual(expired);
    // the legitimate holder's current token is dead too
    await refresh(third).expect(401);
    const rows = await ctx.db.select().from(refreshSessions).where(eq(refreshSessions.userId, user.id));
    expect(rows.every((r) => r.revokedAt)).toBe(true);
  });

  it('leaves the other sessions of the user alone when one family is revoked', async () => {
    const user = await createUser(ctx);
    const laptop = await signIn(user);
    const phone = await signIn(user);
    await refresh(laptop.refresh).expect(200);
    ctx.clock.advance(REFRESH_TOKEN_REUSE.intervalMs);
    await refresh(laptop.refresh).expect(401); // reuse: the laptop family dies
    await refresh(phone.refresh).expect(200);
  });

  it('answers both of two simultaneous refreshes with the same token, and keeps one live row', async () => {
    const user = await createUser(ctx);
    const { refresh: token } = await signIn(user);
    const results = await Promise.all([refresh(token), refresh(token)]);
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    for (const res of results) await getSession(res.body.accessToken).expect(200);

    const rows = await familyRows(user.id);
    expect(rows).toHaveLength(3);
    const live = rows.filter((r) => !r.revokedAt);
    expect(live).toHaveLength(1);
    // the one that answered last holds the live row, and the session carries on from it
    const tokens = results.map((res) => refreshToken(res)!);
    const liveToken = tokens.find((t) => hashToken(t) === live[0]!.tokenHash)!;
    expect(liveToken).toBeTruthy();
    await refresh(liveToken).expect(200);
  });

  it('answers both refreshes when both read the token live before either rotates it', async () => {
    const user = await createUser(ctx);
    const { refresh: token } = await signIn(user);
    // each refresh's transaction waits until both have read the row: the rotation race, made certain
    let arrived = 0;
    let release!: () => void;
    const bothRead = new Promise<void>((resolve) => (release = resolve));
    const { db } = ctx.deps.database;
    const racingDb = new Proxy(db, {
      get(target, prop) {
        const value: unknown = Reflect.get(target, prop);
        if (prop !== 'transaction') return typeof value === 'function' ? value.bind(target) : value;
        return async (...args: Parameters<typeof db.transaction>) => {
          arrived += 1;
          if (arrived === 2) release();
          await bothRead;
          return target.transaction(...args);
        };
      },
    });
    const deps = { ...ctx.deps, database: { ...ctx.deps.database, db: racingDb } };
    const results = await Promise.all([
      refreshSession(deps, { refreshToken: token }),
      refreshSession(deps, { refreshToken: token }),
    ]);
    expect(arrived).toBe(2);
    for (const issued of results) await getSession(issued.accessToken).expect(200);
    const live = (await familyRows(user.id)).filter((r) => !r.revokedAt);
    expect(live).toHaveLength(1);
    expect(results.map((issued) => hashToken(issued.refreshToken))).toContain(live[0]!.tokenHash);
  });

  it("answers a rotated token within the reuse interval with the family's session, rotated on", async () => {
    const user = await createUser(ctx);
    const first = await signIn(user);
    const second = refreshToken(await refresh(first.refresh).expect(200))!;

    ctx.clock.advance(REFRESH_TOKEN_REUSE.intervalMs - 1);
    const res = await refresh(first.refresh).expect(200);
    expect(res.body.user.id).toBe(user.id);
    await getSession(res.body.accessToken).expect(200);
    const third = refreshToken(res)!;
    expect([first.refresh, second]).not.toContain(third);

    // the family's live row (the second) was rotated into the answer: still one live row, one line of rotations
    const rows = await familyRows(user.id);
    expect(rows).toHaveLength(3);
    const byHash = new Map(rows.map((r) => [r.tokenHash, r]));
    const [r1, r2, r3] = [first.refresh, second, third].map((t) => byHash.get(hashToken(t))!);
    expect(rows.filter((r) => !r.revokedAt)).toEqual([r3]);
    expect(r1!.replacedBy).toBe(r2!.id);
    expect(r2!.replacedBy).toBe(r3!.id);
    expect(new Set(rows.map((r) => r.familyId)).size).toBe(1);

    // and the answered token carries the session on, well past the interval
    ctx.clock.advance(14 * 60 * 1000);
    await getSession(refreshAccess(await refresh(third).expect(200))).expect(200);
  });

  it('revokes the family when a rotated token comes back at the end of the reuse interval', async () => {
    const user = await createUser(ctx);
    const first = await signIn(user);
    const second = refreshToken(await refresh(first.refresh).expect(200))!;

    ctx.clock.advance(REFRESH_TOKEN_REUSE.intervalMs);
    expect((await refresh(first.refresh).expect(401)).body).toEqual(expired);
    await refresh(second).expect(401);
    expect((await familyRows(user.id)).every((r) => r.revokedAt)).toBe(true);
  });

  it('keeps a signed-out family ended, even for a token rotated moments ago', async () => {
    const user = await createUser(ctx);
    const first = await signIn(user);
    const second = refreshToken(await refresh(first.refresh).expect(200))!;
    await request(ctx.app).post('/api/auth/sign-out').set('Cookie', refreshCookie(second)).expect(200);
    ctx.clock.advance(1000);
    expect((await refresh(first.refresh).expect(401)).body).toEqual(expired);
    expect((await familyRows(user.id)).every((r) => r.revokedAt)).toBe(true);
  });

  it('keeps the session when refreshes were cut off after the rotation and the page reloads', async () => {
    const user = await createUser(ctx);
    // the browser's cookie: sign-in's token
    const cookie = (await signIn(user)).refresh;
    // page loads whose refresh the server answered but a reload cut off: the cookie is never replaced
    for (let i = 0; i < 3; i += 1) {
      ctx.clock.advance(500);
      await refresh(cookie).expect(200);
    }
    // the reload that lands: the old cookie again, answered with the session
    ctx.clock.advance(500);
    const landed = await refresh(cookie).expect(200);
    await getSession(refreshAccess(landed)).expect(200);
    const stored = refreshToken(landed)!;
    expect((await familyRows(user.id)).filter((r) => !r.revokedAt)).toHaveLength(1);

    // the next renewal, minutes later, with the cookie the landed answer set
    ctx.clock.advance(14 * 60 * 1000);
    const renewed = await refresh(stored).expect(200);
    await getSession(refreshAccess(renewed)).expect(200);
    // while the cut-off page's old cookie, long past its interval, still counts as a stolen copy
    await refresh(cookie).expect(401);
    await refresh(refreshToken(renewed)!).expect(401);
  });

  it('refuses a refresh token after 30 days', async () => {
    const user = await createUser(ctx);
    const { refresh: token } = await signIn(user);
    ctx.clock.advance(30 * 24 * 60 * 60 * 1000 + 1000);
    expect((await refresh(token).expect(401)).body).toEqual(expired);
  });

  it('refuses the refresh token of a deleted account', async () => {
    const user = await createUser(ctx);
    const { refresh: token } = await signIn(user);
    await ctx.db.update(users).set({ deletedAt: ctx.clock.now() }).where(eq(users.id, user.id));
    await refresh(token).expect(401);
  });
});

describe('POST /api/auth/sign-out', () => {
  it('ends the session at once: refresh and the access token in hand both stop working', async () => {
    const user = await createUser(ctx);
    const session = await signIn(user);
    ctx.clock.advance(1000);
    const res = await request(ctx.app)
      .post('/api/auth/sign-out')
      .set('Cookie', refreshCookie(session.refresh))
      .set('Authorization', `Bearer ${session.access}`)
      .expect(200);
    expect(res.body).toEqual({ ok: true });
    expect(refreshSetCookie(res)).toMatch(/^sl_refresh=;.*Path=\/api\/auth/);
    await refresh(session.refresh).expect(401);
    await getSession(session.access).expect(401);
    // signing in again works
    const again = await signIn(user);
    await getSession(again.access).expect(200);
  });

  it('ends the session with only the refresh cookie too', async () => {
    const user = await createUser(ctx);
    const session = await signIn(user);
    ctx.clock.advance(1000);
    await request(ctx.app)
      .post('/api/auth/sign-out')
      .set('Cookie', refreshCookie(session.refresh))
      .expect(200);
    await refresh(session.refresh).expect(401);
    await getSession(session.access).expect(401);
  });

  it('revokes the rotated descendants of the presented token as well', async () => {
    const user = await createUser(ctx);
    const { refresh: first } = await signIn(user);
    const second = refreshToken(await refresh(first).expect(200))!;
    await request(ctx.app).post('/api/auth/sign-out').set('Cookie', refreshCookie(second)).expect(200);
    await refresh(second).expect(401);
  });

  it('is idempotent and answers ok without any session', async () => {
    await request(ctx.app).post('/api/auth/sign-out').expect(200, { ok: true });
    await request(ctx.app).post('/api/auth/sign-out').set('Cookie', refreshCookie('junk')).expect(200);
    const user = await createUser(ctx);
    const { refresh: token } = await signIn(user);
    for (let i = 0; i < 2; i += 1)
      await request(ctx.app).post('/api/auth/sign-out').set('Cookie', refreshCookie(token)).expect(200);
  });
});

describe('endAllSessions (password change, account deletion)', () => {
  it('ends every device of the user at once and no one else', async () => {
    const user = await createUser(ctx);
    const other = await createUser(ctx);
    const laptop = await signIn(user);
    const phone = await signIn(user);
    const theirs = await signIn(other);
    ctx.clock.advance(1000);
    await endAllSessions(ctx.deps, { userId: user.id });
    for (const s of [laptop, phone]) {
      await refresh(s.refresh).expect(401);
      await getSession(s.access).expect(401);
    }
    await getSession(theirs.access).expect(200);
    await refresh(theirs.refresh).expect(200);
  });
});
