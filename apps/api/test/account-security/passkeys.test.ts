import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PASSKEY, PASSKEY_ERRORS } from '@shortlist/contracts';
import { createUser, type TestUser } from '../factories';
import { createTestContext, type TestContext } from '../test-app';
import { SoftwareAuthenticator } from './software-authenticator';
import { CHROME_MAC, expectSession, historyKinds, passwordSignIn, turnOnTwoFactor } from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
beforeEach(() => ctx.reset());

const origin = () => new URL(ctx.deps.config.publicUrl).origin;

async function registrationOptions(user: TestUser) {
  const res = await request(ctx.app)
    .post('/api/passkeys/registration-options')
    .set('Authorization', user.auth)
    .expect(200);
  return res.body as { challengeId: string; options: Record<string, unknown> };
}

async function addPasskey(user: TestUser, authenticator: SoftwareAuthenticator, name?: string) {
  const { challengeId, options } = await registrationOptions(user);
  const res = await request(ctx.app)
    .post('/api/passkeys')
    .set('Authorization', user.auth)
    .set('User-Agent', CHROME_MAC)
    .send({ challengeId, response: authenticator.register(options), ...(name ? { name } : {}) })
    .expect(201);
  return res.body as { id: string; name: string };
}

async function signInOptions() {
  const res = await request(ctx.app).post('/api/auth/passkey/options').expect(200);
  return res.body as { challengeId: string; options: Record<string, unknown> };
}

describe('passkeys', () => {
  it('registers a discoverable passkey for the relying party of PUBLIC_URL, with its transports', async () => {
    const user = await createUser(ctx);
    const { options } = await registrationOptions(user);
    expect(options.rp).toEqual({ id: new URL(ctx.deps.config.publicUrl).hostname, name: 'Shortlist' });
    expect(options.authenticatorSelection).toMatchObject({
      residentKey: 'required',
      userVerification: 'preferred',
    });
    const authenticator = new SoftwareAuthenticator(origin());
    const added = await addPasskey(user, authenticator);
    expect(added.name).toBe('Chrome on Mac OS 10.15.7');
    const list = await request(ctx.app).get('/api/passkeys').set('Authorization', user.auth).expect(200);
    expect(list.body.passkeys).toEqual([
      expect.objectContaining({ id: added.id, transports: ['internal'], lastUsedAt: null }),
    ]);
    // the next options exclude it, so the same authenticator does not make a second one
    const next = await registrationOptions(user);
    expect((next.options.excludeCredentials as unknown[]).length).toBe(1);
  });

  it('refuses a registration answered twice, late, or from another origin', async () => {
    const user = await createUser(ctx);
    const authenticator = new SoftwareAuthenticator(origin());
    const { challengeId, options } = await registrationOptions(user);
    const response = authenticator.register(options);
    await request(ctx.app)
      .post('/api/passkeys')
      .set('Authorization', user.auth)
      .send({ challengeId, response })
      .expect(201);
    const replay = await request(ctx.app)
      .post('/api/passkeys')
      .set('Authorization', user.auth)
      .send({ challengeId, response })
      .expect(400);
    expect(replay.body.error.message).toBe(PASSKEY_ERRORS.challengeExpired);

    const late = await registrationOptions(user);
    ctx.clock.advance(PASSKEY.challengeSeconds * 1000 + 1);
    await request(ctx.app)
      .post('/api/passkeys')
      .set('Authorization', user.auth)
      .send({ challengeId: late.challengeId, response: authenticator.register(late.options) })
      .expect(400);

    const phishing = await registrationOptions(user);
    await request(ctx.app)
      .post('/api/passkeys')
      .set('Authorization', user.auth)
      .send({
        challengeId: phishing.challengeId,
        response: new SoftwareAuthenticator('https://shortlist.example.evil').register(phishing.options),
      })
      .expect(400);
  });

  it("refuses another person's challenge", async () => {
    const ann = await createUser(ctx);
    const bob = await createUser(ctx);
    const { challengeId, options } = await registrationOptions(ann);
    await request(ctx.app)
      .post('/api/passkeys')
      .set('Authorization', bob.auth)
      .send({ challengeId, response: new SoftwareAuthenticator(origin()).register(options) })
      .expect(400);
  });

  it('signs in with a passkey, as two factors, and records when it was used', async () => {
    const user = await createUser(ctx);
    const authenticator = new SoftwareAuthenticator(origin());
    const added = await addPasskey(user, authenticator, 'Laptop');
    // two-factor on: a password alone asks for a second step, a passkey does not
    await turnOnTwoFactor(ctx, user.auth);
    const { challengeId, options } = await signInOptions();
    expect(options.allowCredentials).toEqual([]);
    const res = await request(ctx.app)
      .post('/api/auth/passkey')
      .set('User-Agent', CHROME_MAC)
      .send({ challengeId, response: authenticator.assert(options) });
    expectSession(res);
    expect(res.body.user.id).toBe(user.id);
    expect(res.headers['set-cookie']?.[0]).toMatch(/^sl_refresh=/);
    const list = await request(ctx.app)
      .get('/api/passkeys')
      .set('Authorization', `Bearer ${res.body.accessToken}`);
    expect(list.body.passkeys[0]).toMatchObject({ id: added.id, lastUsedAt: ctx.clock.now().toISOString() });
    const history = await request(ctx.app).get('/api/security-history').set('Authorization', user.auth);
    expect(history.body.events[0]).toMatchObject({ kind: 'sign_in', detail: 'passkey' });
  });

  it('refuses a replayed assertion, an expired challenge and a counter that did not move', async () => {
    const user = await createUser(ctx);
    const authenticator = new SoftwareAuthenticator(origin());
    await addPasskey(user, authenticator);
    const first = await signInOptions();
    const response = authenticator.assert(first.options);
    await request(ctx.app)
      .post('/api/auth/passkey')
      .send({ challengeId: first.challengeId, response })
      .expect(200);
    const replay = await request(ctx.app)
      .post('/api/auth/passkey')
      .send({ challengeId: first.challengeId, response })
      .expect(400);
    expect(replay.body.error.message).toBe(PASSKEY_ERRORS.challengeExpired);

    const late = await signInOptions();
    ctx.clock.advance(PASSKEY.challengeSeconds * 1000 + 1);
    await request(ctx.app)
      .post('/api/auth/passkey')
      .send({ challengeId: late.challengeId, response: authenticator.assert(late.options) })
      .expect(400);

    // a cloned authenticator reports a counter at or below the stored one
    const cloned = await signInOptions();
    const res = await request(ctx.app)
      .post('/api/auth/passkey')
      .send({ challengeId: cloned.challengeId, response: authenticator.assert(cloned.options, 0, 1) })
      .expect(401);
    expect(res.body.error.message).toBe(PASSKEY_ERRORS.notVerified);
  });

  it('refuses a passkey it does not know', async () => {
    const { challengeId, options } = await signInOptions();
    const stranger = new SoftwareAuthenticator(origin());
    stranger.register({ challenge: 'x', user: { id: 'eA' } });
    const res = await request(ctx.app)
      .post('/api/auth/passkey')
      .send({ challengeId, response: stranger.assert(options) })
      .expect(401);
    expect(res.body.error.message).toBe(PASSKEY_ERRORS.unknownPasskey);
  });

  it('renames, and removes with the password or another passkey; others answer 404', async () => {
    const user = await createUser(ctx);
    const stranger = await createUser(ctx);
    const authenticator = new SoftwareAuthenticator(origin());
    const laptop = await addPasskey(user, authenticator, 'Laptop');
    const phone = await addPasskey(user, authenticator, 'Phone');
    await request(ctx.app)
      .patch(`/api/passkeys/${laptop.id}`)
      .set('Authorization', user.auth)
      .send({ name: ' Work laptop ' })
      .expect(200)
      .expect((res) => expect(res.body.name).toBe('Work laptop'));
    await request(ctx.app)
      .patch(`/api/passkeys/${laptop.id}`)
      .set('Authorization', stranger.auth)
      .send({ name: 'Mine' })
      .expect(404);
    await request(ctx.app)
      .post(`/api/passkeys/${laptop.id}/remove`)
      .set('Authorization', stranger.auth)
      .send({ password: stranger.password })
      .expect(404);

    await request(ctx.app)
      .post(`/api/passkeys/${laptop.id}/remove`)
      .set('Authorization', user.auth)
      .send({})
      .expect(400);
    await request(ctx.app)
      .post(`/api/passkeys/${laptop.id}/remove`)
      .set('Authorization', user.auth)
      .send({ password: 'wrong-password' })
      .expect(400);

    // confirmed with the phone's passkey (index 1), the laptop's goes
    const confirm = await request(ctx.app)
      .post('/api/passkeys/confirm-options')
      .set('Authorization', user.auth)
      .expect(200);
    await request(ctx.app)
      .post(`/api/passkeys/${laptop.id}/remove`)
      .set('Authorization', user.auth)
      .send({
        passkey: {
          challengeId: confirm.body.challengeId,
          response: authenticator.assert(confirm.body.options, 1),
        },
      })
      .expect(200);
    // the last one goes with the password
    await request(ctx.app)
      .post(`/api/passkeys/${phone.id}/remove`)
      .set('Authorization', user.auth)
      .send({ password: user.password })
      .expect(200);
    const list = await request(ctx.app).get('/api/passkeys').set('Authorization', user.auth).expect(200);
    expect(list.body.passkeys).toEqual([]);
    expect((await historyKinds(ctx, user.auth)).sort()).toEqual([
      'passkey_added',
      'passkey_added',
      'passkey_removed',
      'passkey_removed',
    ]);
  });

  it('a removed passkey no longer signs in', async () => {
    const user = await createUser(ctx);
    const authenticator = new SoftwareAuthenticator(origin());
    const added = await addPasskey(user, authenticator);
    await request(ctx.app)
      .post(`/api/passkeys/${added.id}/remove`)
      .set('Authorization', user.auth)
      .send({ password: user.password })
      .expect(200);
    const { challengeId, options } = await signInOptions();
    await request(ctx.app)
      .post('/api/auth/passkey')
      .send({ challengeId, response: authenticator.assert(options) })
      .expect(401);
    // the password still works
    expectSession((await passwordSignIn(ctx, user)).res);
  });
});
