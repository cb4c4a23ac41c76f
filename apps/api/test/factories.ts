import bcrypt from 'bcrypt';
import type { PlanId } from '@shortlist/contracts';
import { profiles, users } from '../src/db/schema';
import { signAccessToken } from '../src/auth-core/tokens';
import type { TestContext } from './test-app';

let sequence = 0;

export interface TestUser {
  id: string;
  email: string;
  password: string;
  nickname: string;
  fullName: string;
  token: string;
  /** `Authorization` header value for supertest's .set(). */
  auth: string;
}

/** Inserts a user with a profile and returns a valid access token for them. */
export async function createUser(
  ctx: TestContext,
  overrides: { email?: string; password?: string; nickname?: string; fullName?: string; plan?: PlanId } = {},
): Promise<TestUser> {
  sequence += 1;
  const n = `${Date.now().toString(36)}${sequence}`;
  const email = (overrides.email ?? `user${n}@example.com`).toLowerCase();
  const password = overrides.password ?? 'secret123';
  const nickname = overrides.nickname ?? `user_${n}`;
  const fullName = overrides.fullName ?? 'Test User';
  const [user] = await ctx.db
    .insert(users)
    .values({
      email,
      passwordHash: await bcrypt.hash(password, 4),
      tokensValidAfter: new Date(ctx.clock.now().getTime() - 1000),
    })
    .returning({ id: users.id });
  await ctx.db
    .insert(profiles)
    .values({ id: user!.id, fullName, nickname, subscriptionPlan: overrides.plan ?? 'basic' });
  const { token } = signAccessToken(user!.id, ctx.deps.config.jwtSecret, ctx.clock.now());
  return { id: user!.id, email, password, nickname, fullName, token, auth: `Bearer ${token}` };
}
