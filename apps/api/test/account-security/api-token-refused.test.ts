import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { API_TOKEN_ERRORS, endpointGroups, type Endpoint } from '@shortlist/contracts';
import { createUser } from '../factories';
import { createTestContext, type TestContext } from '../test-app';
import { createApiToken } from '../api-tokens/api-token-helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
beforeEach(() => ctx.reset());

const routes: Endpoint[] = [
  endpointGroups.signInSteps,
  endpointGroups.passkeys,
  endpointGroups.twoFactor,
  endpointGroups.sessions,
  endpointGroups.securityHistory,
].flatMap((group) => Object.values(group as Record<string, Endpoint>));

const ID = '33333333-3333-4333-8333-333333333333';

describe('a personal API token', () => {
  it('cannot reach any passkey, two-factor, session or history route, even with write scope', async () => {
    const user = await createUser(ctx);
    const token = await createApiToken(ctx, user, { scope: 'write' });
    for (const endpoint of routes) {
      const path = endpoint.path.replace(':id', ID);
      const res = await request(ctx.app)[endpoint.method](path).set('Authorization', token.auth).send({});
      expect(res.status, `${endpoint.method} ${endpoint.path}`).toBe(403);
      expect(res.body.error.message).toBe(API_TOKEN_ERRORS.accountSecurity);
    }
    // the creation itself is in the person's history
    const history = await request(ctx.app).get('/api/security-history').set('Authorization', user.auth);
    expect(history.body.events.map((e: { kind: string }) => e.kind)).toContain('token_created');
  });
});
