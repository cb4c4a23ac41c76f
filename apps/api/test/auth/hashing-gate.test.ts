import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { RETRY_AFTER_SECONDS, SERVICE_TEXTS, SIGN_IN_LOCKOUT } from '@shortlist/contracts';
import { createApp } from '../../src/app';
import { createHashingGate } from '../../src/modules/auth/hashing-gate';
import { createUser, type TestUser } from '../factories';
import { createTestContext, type TestContext } from '../test-app';

/**
 * Password hashing is bounded: a few hashes at once, a bounded queue, and 503 + Retry-After
 * past it, so a burst of sign-ins cannot take every core from the other routes. The per-account lockout still
 * counts every password that was checked.
 */

/** A task that ends when the test says so. */
function held() {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { work: () => done, finish };
}

describe('the hashing gate', () => {
  it('runs at most its slots at once, in arrival order, and refuses past the queue', async () => {
    const gate = createHashingGate({ slots: 2, queueMax: 2 });
    const started: string[] = [];
    const tasks = ['a', 'b', 'c', 'd'].map((name) => {
      const task = held();
      return { task, done: gate.run(() => (started.push(name), task.work())) };
    });
    expect(started).toEqual(['a', 'b']);
    expect(gate.running).toBe(2);
    expect(gate.waiting).toBe(2);
    await expect(gate.run(async () => 'late')).rejects.toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      message: SERVICE_TEXTS.busy,
    });
    tasks[1]!.task.finish();
    await tasks[1]!.done;
    expect(started).toEqual(['a', 'b', 'c']);
    tasks[0]!.task.finish();
    await tasks[0]!.done;
    expect(started).toEqual(['a', 'b', 'c', 'd']);
    tasks[2]!.task.finish();
    tasks[3]!.task.finish();
    await Promise.all(tasks.map((t) => t.done));
    expect(gate.running).toBe(0);
    expect(gate.waiting).toBe(0);
  });

  it('frees the slot when the work fails', async () => {
    const gate = createHashingGate({ slots: 1, queueMax: 0 });
    await expect(gate.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(gate.run(async () => 'next')).resolves.toBe('next');
  });
});

describe('sign-in behind the gate', () => {
  let ctx: TestContext;
  let user: TestUser;
  let gate: ReturnType<typeof createHashingGate>;
  let app: ReturnType<typeof createApp>;
  beforeAll(async () => {
    ctx = await createTestContext({ config: { trustProxy: 1 } });
  });
  afterAll(() => ctx.close());
  beforeEach(async () => {
    await ctx.reset();
    gate = createHashingGate({ slots: 1, queueMax: 1 });
    app = createApp({ ...ctx.deps, passwordHashing: gate });
    user = await createUser(ctx);
  });
  const signIn = (password: string, ip: string) =>
    request(app).post('/api/auth/sign-in').set('X-Forwarded-For', ip).send({ email: user.email, password });

  it('waits for a slot while the queue has room, then signs in', async () => {
    const hashing = held();
    const busy = gate.run(hashing.work);
    const pending = signIn(user.password, '203.0.113.1').then((res) => res);
    await vi.waitFor(() => expect(gate.waiting).toBe(1), { timeout: 5000 });
    hashing.finish();
    await busy;
    expect((await pending).status).toBe(200);
  });

  it('answers 503 with Retry-After when the queue is full, and a refused try does not count as a wrong password', async () => {
    const hashing = held();
    const busy = gate.run(hashing.work);
    const queued = gate.run(async () => {});
    for (let i = 0; i < SIGN_IN_LOCKOUT.maxFailures + 1; i += 1) {
      const res = await signIn(`wrong-${i}`, `203.0.113.${i + 1}`).expect(503);
      expect(res.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
      expect(res.body.error).toEqual({ code: 'SERVICE_UNAVAILABLE', message: SERVICE_TEXTS.busy });
    }
    hashing.finish();
    await Promise.all([busy, queued]);
    // no password was checked, so the account is not locked
    await signIn(user.password, '198.51.100.7').expect(200);
  });

  it('keeps the per-account lockout: checked wrong passwords still lock the account', async () => {
    for (let i = 0; i < SIGN_IN_LOCKOUT.maxFailures; i += 1) {
      await signIn(`wrong-${i}`, `203.0.113.${i + 1}`).expect(401);
    }
    await signIn(user.password, '198.51.100.7').expect(429);
  });
});
