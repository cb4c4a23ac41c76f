import request from 'supertest';
import { expect } from 'vitest';
import type { ApiTokenCreated } from '@shortlist/contracts';
import type { TestContext } from '../test-app';
import type { TestUser } from '../factories';

/** Creates a token through the profile's route (with the session) and answers it with the header to send. */
export async function createApiToken(
  ctx: TestContext,
  user: TestUser,
  body: { name?: string; scope: 'read' | 'write'; expiresInDays?: 30 | 90 | 365 | null },
) {
  const res = await request(ctx.app)
    .post('/api/account/api-tokens')
    .set('Authorization', user.auth)
    .send({ name: body.name ?? 'Script', scope: body.scope, expiresInDays: body.expiresInDays ?? null });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const created = res.body as ApiTokenCreated;
  return { ...created, auth: `Bearer ${created.token}` };
}
