import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AUTH_ERRORS, PASSWORD_CHANGE } from '@shortlist/contracts';
import { expectNoPasswordLeak, refreshToken } from '../auth/helpers';
import { createUser } from '../factories';
import { createTestContext, type TestContext } from '../test-app';
import { refreshStatus, sessionStatus, signIn } from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
beforeEach(() => ctx.reset());

describe('password change', () => {
  it('requires authentication', async () => {
    const res = await request(ctx.app)
      .post('/api/account/password')
      .send({ currentPassword: 'secret123', newPassword: 'another1' })
      .expect(401);
    expect(res.body.error.message).toBe(AUTH_ERRORS.notAuthenticated);
  });

  it('changes the password, signs out the other sessions and keeps this one working', async () => {
    const user = await createUser(ctx);
    const here = await signIn(ctx, user.email, user.password);
    const elsewhere = await signIn(ctx, user.email, user.password);
    ctx.clock.advance(1000);

    const res = await request(ctx.app)
      .post('/api/account/password')
      .set('Authorization', `Bearer ${here.accessToken}`)
      .send({ currentPassword: user.password, newPassword: 'another-1' })
      .expect(200);
    expectNoPasswordLeak(res);
    const fresh = { accessToken: res.body.accessToken as string, refresh: refreshToken(res)! };
    expect(fresh.refresh).toBeTruthy();

    expect(await sessionStatus(ctx, elsewhere.accessToken)).toBe(401);
    expect(await refreshStatus(ctx, elsewhere.refresh!)).toBe(401);
    expect(await sessionStatus(ctx, here.accessToken)).toBe(401);
    expect(await sessionStatus(ctx, fresh.accessToken)).toBe(200);
    expect(await refreshStatus(ctx, fresh.refresh)).toBe(200);

    expect((await signIn(ctx, user.email, user.password)).res.status).toBe(401);
    expect((await signIn(ctx, user.email, 'another-1')).res.status).toBe(200);
  });

  it('refuses a wrong current password (400, so the client does not take it for an expired session)', async () => {
    const user = await createUser(ctx);
    const res = await request(ctx.app)
      .post('/api/account/password')
      .set('Authorization', user.auth)
      .send({ currentPassword: 'wrong-one', newPassword: 'another-1' })
      .expect(400);
    expect(res.body.error.fields).toEqual({ currentPassword: PASSWORD_CHANGE.currentIncorrect });
    expect(await sessionStatus(ctx, user.token)).toBe(200);
  });

  it('checks each field with the spec messages', async () => {
    const user = await createUser(ctx);
    const send = (body: object) =>
      request(ctx.app).post('/api/account/password').set('Authorization', user.auth).send(body).expect(400);
    expect(
      (await send({ currentPassword: '', newPassword: 'another-1' })).body.error.fields.currentPassword,
    ).toBe(PASSWORD_CHANGE.currentRequired);
    expect(
      (await send({ currentPassword: user.password, newPassword: '12345' })).body.error.fields.newPassword,
    ).toBe(PASSWORD_CHANGE.newTooShort);
    expect(
      (await send({ currentPassword: user.password, newPassword: user.password })).body.error.fields
        .newPassword,
    ).toBe(PASSWORD_CHANGE.mustDiffer);
  });
});
