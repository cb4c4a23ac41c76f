import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as HashingWorkers from '../../src/modules/auth/hashing-workers';
import { createTestContext, type TestContext } from '../test-app';

/*
 * Sign-in must not tell who has an account by its timing: an unknown address pays the same bcrypt work as a
 * wrong password. The work is checked, not the clock: bcrypt runs on worker threads of lower priority, so on a
 * busy machine a hash takes whatever CPU is left and two timings say nothing about each other.
 */
const compared = vi.hoisted(() => [] as string[]);
vi.mock('../../src/modules/auth/hashing-workers', async (importOriginal) => {
  const actual = await importOriginal<typeof HashingWorkers>();
  return {
    ...actual,
    bcryptCompare: (password: string, hash: string) => {
      compared.push(hash);
      return actual.bcryptCompare(password, hash);
    },
  };
});

// A production-like bcrypt cost, so that a dummy hash of another cost would show.
const COST = 10;
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ config: { bcryptCost: COST } });
  await ctx.reset();
});
afterAll(() => ctx.close());

/** The hashes one sign-in compared the password with. */
async function comparedBy(body: Record<string, string>): Promise<string[]> {
  compared.length = 0;
  await request(ctx.app).post('/api/auth/sign-in').send(body).expect(401);
  return [...compared];
}

/** The cost a bcrypt hash was made with (`$2b$10$...`). */
const costOf = (hash: string) => Number(hash.split('$')[2]);

describe('sign-in timing', () => {
  it('does the same bcrypt work for an unknown address as for a wrong password', async () => {
    await request(ctx.app)
      .post('/api/auth/sign-up')
      .send({ email: 'known@example.com', password: 'secret123', fullName: 'Kay Known', nickname: 'known' })
      .expect(201);
    for (let i = 0; i < 3; i += 1) {
      const wrong = await comparedBy({ email: 'known@example.com', password: `wrong-${i}` });
      const unknown = await comparedBy({ email: `nobody${i}@example.com`, password: `wrong-${i}` });
      // one comparison each, against a hash of the same cost (the stored one; a dummy for the unknown address)
      expect(wrong).toHaveLength(1);
      expect(unknown).toHaveLength(1);
      expect(costOf(wrong[0]!)).toBe(COST);
      expect(costOf(unknown[0]!)).toBe(COST);
      expect(unknown[0]).not.toBe(wrong[0]);
    }
    // a password longer than bcrypt reads is wrong without being cut short, and still pays one comparison
    const long = 'x'.repeat(100);
    expect(await comparedBy({ email: 'known@example.com', password: long })).toHaveLength(1);
    expect(await comparedBy({ email: 'nobody@example.com', password: long })).toHaveLength(1);
  });
});
