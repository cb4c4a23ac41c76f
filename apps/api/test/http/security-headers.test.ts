import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test-app';

/** Pages get a page's security headers; API answers (data) the few that matter for data. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('security headers', () => {
  it('give API answers a policy that lets them load and frame nothing, and no page-only headers', async () => {
    for (const path of ['/api/health', '/api/folders', '/api/nope']) {
      const res = await request(ctx.app).get(path);
      expect(res.headers['content-security-policy'], path).toBe("default-src 'none';frame-ancestors 'none'");
      expect(res.headers['x-frame-options'], path).toBe('DENY');
      expect(res.headers['x-content-type-options'], path).toBe('nosniff');
      expect(res.headers['strict-transport-security'], path).toMatch(/max-age=\d+/);
      expect(res.headers['cross-origin-resource-policy'], path).toBe('same-origin');
      expect(res.headers['referrer-policy'], path).toBe('no-referrer');
      for (const pageOnly of ['x-xss-protection', 'origin-agent-cluster', 'x-dns-prefetch-control'])
        expect(res.headers[pageOnly], `${path} ${pageOnly}`).toBeUndefined();
    }
  });

  // the app's own pages: test/system/serve-web.test.ts
  it('give the API reference, a page under /api, the page policy', async () => {
    for (const path of ['/api/docs']) {
      const res = await request(ctx.app).get(path);
      const csp = res.headers['content-security-policy'] as string;
      expect(csp, path).toContain("script-src 'self'");
      expect(csp, path).toContain("frame-ancestors 'self'");
      expect(res.headers['x-frame-options'], path).toBe('SAMEORIGIN');
      expect(res.headers['origin-agent-cluster'], path).toBe('?1');
    }
  });
});
