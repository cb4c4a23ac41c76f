import { eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT } from '@shortlist/contracts';
import { createApp } from '../../src/app';
import { users } from '../../src/db/schema';
import { ACCOUNT_PURGE_QUEUE, startJobs, type JobRunner } from '../../src/jobs';
import { createUser } from '../factories';
import { createTestContext, type TestContext } from '../test-app';

/** pg-boss itself, on this suite's driver (PGlite through the `db` adapter, or PostgreSQL). */
let ctx: TestContext;
let jobs: JobRunner;
beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.reset();
  jobs = await startJobs(ctx.deps, { pollingIntervalSeconds: 0.5 });
  ctx.deps.jobs = jobs;
  ctx.app = createApp(ctx.deps);
}, 60_000);
afterAll(async () => {
  await jobs?.stop();
  await ctx.close();
});

async function until(check: () => Promise<boolean>, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('background jobs on pg-boss', () => {
  it('delivers a queued e-mail promptly through the outbox worker', async () => {
    const user = await createUser(ctx);
    await request(ctx.app)
      .post('/api/account/password-reset/send-code')
      .send({ email: user.email })
      .expect(200);
    const [mail] = await ctx.smtp.waitFor(1);
    expect(mail!.to).toEqual([user.email]);
  });

  it('purges deleted accounts when the purge job runs', async () => {
    const user = await createUser(ctx);
    await request(ctx.app).delete('/api/account').set('Authorization', user.auth).expect(200);
    ctx.clock.advance((ACCOUNT.deletionRetentionDays + 1) * 24 * 60 * 60 * 1000);
    await jobs.trigger(ACCOUNT_PURGE_QUEUE);
    await until(async () => (await ctx.db.select().from(users).where(eq(users.id, user.id))).length === 0);
  });
});
