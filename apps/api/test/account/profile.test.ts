import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AUTH_ERRORS, AUTH_VALIDATION, PROFILE_VALIDATION } from '@shortlist/contracts';
import { createUser } from '../factories';
import { createTestContext, type TestContext } from '../test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
beforeEach(() => ctx.reset());

describe('profile edit', () => {
  it('requires authentication', async () => {
    const res = await request(ctx.app)
      .patch('/api/profile')
      .send({ fullName: 'Ada Lovelace', nickname: 'ada' })
      .expect(401);
    expect(res.body.error.message).toBe(AUTH_ERRORS.notAuthenticated);
  });

  it('saves full name and nickname, trimmed and with script tags stripped', async () => {
    const user = await createUser(ctx);
    const res = await request(ctx.app)
      .patch('/api/profile')
      .set('Authorization', user.auth)
      .send({
        fullName: " <script>alert(1)</script>Ada O'Hara-Byron ",
        nickname: '<script></script> ada_99 ',
      })
      .expect(200);
    expect(res.body.user.profile).toMatchObject({ fullName: "Ada O'Hara-Byron", nickname: 'ada_99' });
    const session = await request(ctx.app).get('/api/auth/session').set('Authorization', user.auth);
    expect(session.body.user.profile.nickname).toBe('ada_99');
  });

  it('refuses invalid values with the spec messages', async () => {
    const user = await createUser(ctx);
    const send = (body: object) =>
      request(ctx.app).patch('/api/profile').set('Authorization', user.auth).send(body).expect(400);
    const cases: Array<[object, string, string]> = [
      [{ fullName: '', nickname: 'valid_nick' }, 'fullName', PROFILE_VALIDATION.requiredFields],
      [{ fullName: 'Ada', nickname: '   ' }, 'nickname', PROFILE_VALIDATION.requiredFields],
      [{ fullName: 'A', nickname: 'valid_nick' }, 'fullName', PROFILE_VALIDATION.fullName],
      [{ fullName: 'Ada 2nd', nickname: 'valid_nick' }, 'fullName', PROFILE_VALIDATION.fullName],
      [{ fullName: 'A'.repeat(101), nickname: 'valid_nick' }, 'fullName', PROFILE_VALIDATION.fullName],
      [{ fullName: 'Ada', nickname: 'ab' }, 'nickname', PROFILE_VALIDATION.nickname],
      [{ fullName: 'Ada', nickname: 'a'.repeat(31) }, 'nickname', PROFILE_VALIDATION.nickname],
      [{ fullName: 'Ada', nickname: 'has space' }, 'nickname', PROFILE_VALIDATION.nickname],
    ];
    for (const [body, field, message] of cases) {
      expect((await send(body)).body.error.fields[field]).toBe(message);
    }
  });

  it('keeps nicknames unique case-insensitively, but lets a user keep their own', async () => {
    const user = await createUser(ctx, { nickname: 'Mine_1' });
    await createUser(ctx, { nickname: 'Taken_1' });
    const res = await request(ctx.app)
      .patch('/api/profile')
      .set('Authorization', user.auth)
      .send({ fullName: 'Ada', nickname: 'TAKEN_1' })
      .expect(409);
    expect(res.body.error.fields.nickname).toBe(AUTH_VALIDATION.nicknameTaken);
    await request(ctx.app)
      .patch('/api/profile')
      .set('Authorization', user.auth)
      .send({ fullName: 'Ada', nickname: 'mine_1' })
      .expect(200);
  });
});
