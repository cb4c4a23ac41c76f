import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test-app';

// A production-like bcrypt cost, so that skipping the hash for an unknown address would show.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ config: { bcryptCost: 10 } });
  await ctx.reset();
});
afterAll(() => ctx.close());

async function timed(body: Record<string, string>): Promise<number> {
  const start = performance.now();
  await request(ctx.app).post('/api/auth/sign-in').send(body).expect(401);
  return performance.now() - start;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

describe('sign-in timing', () => {
  it('takes about as long for an unknown address as for a wrong password', async () => {
    await request(ctx.app)
      .post('/api/auth/sign-up')
      .send({ email: 'known@example.com', password: 'secret123', fullName: 'Kay Known', nickname: 'known' })
      .expect(201);
    await timed({ email: 'nobody@example.com', password: 'warm-up-1' }); // builds the dummy hash once
    const wrong: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      wrong.push(await timed({ email: 'known@example.com', password: `wrong-${i}` }));
      unknown.push(await timed({ email: `nobody${i}@example.com`, password: `wrong-${i}` }));
    }
    const ratio = median(unknown) / median(wrong);
    // both pay one bcrypt comparison at cost 10 (tens of ms); without the dummy hash the ratio would be ~0.05
    expect(ratio).toBeGreaterThan(0.35);
    expect(ratio).toBeLessThan(3);
  });
});
