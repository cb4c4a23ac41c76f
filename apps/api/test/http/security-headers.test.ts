import express, { type RequestHandler } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_CACHE_CONTROL,
  dataHeaders,
  pageHeaders,
  recordHeaderWrites,
  securityHeaders,
} from '../../src/http/security-headers';
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

  it('give API answers the Cross-Origin-Opener-Policy of the pages', async () => {
    const page = await request(ctx.app).get('/api/docs');
    const policy = page.headers['cross-origin-opener-policy'] as string | undefined;
    expect(policy).toBe('same-origin');
    for (const path of ['/api/health', '/api/folders', '/api/nope']) {
      const res = await request(ctx.app).get(path);
      expect(res.headers['cross-origin-opener-policy'], path).toBe(policy);
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

describe('securityHeaders', () => {
  /** The headers of an answer as written, in order, without the connection's own. */
  async function headersOf(app: express.Express, path: string): Promise<string[]> {
    const res = await request(app).get(path);
    const raw = (res as unknown as { res: { rawHeaders: string[] } }).res.rawHeaders;
    const out: string[] = [];
    for (let i = 0; i < raw.length; i += 2)
      if (!['date', 'connection', 'keep-alive', 'content-length'].includes(raw[i]!.toLowerCase()))
        out.push(`${raw[i]}: ${raw[i + 1]}`);
    return out;
  }
  const end: RequestHandler = (_req, res) => {
    res.end('x');
  };

  it("writes what helmet's chains and the layer mounted on /api wrote, header for header, in order", async () => {
    // the app's earlier set-up, one middleware per header
    const before = express();
    const data = dataHeaders();
    const page = pageHeaders(['https://media.example']);
    before.use((req, res, next) =>
      (req.path.startsWith('/api/') && req.path !== '/api/docs' ? data : page)(req, res, next),
    );
    before.use('/api', (_req, res, next) => {
      res.setHeader('Cache-Control', API_CACHE_CONTROL);
      next();
    });
    before.use(end);
    const after = express();
    after.use(securityHeaders({ mediaOrigins: ['https://media.example'], pagesUnderApi: ['/api/docs'] }));
    after.use(end);
    for (const path of [
      '/api/folders',
      '/api/folders/1/compare?items=a,b',
      '/api/',
      '/api',
      '/API/folders',
      '/Api',
      '/api/docs',
      '/api/docs/',
      '/apis',
      '/',
      '/app/folders',
      '/api%2Ffolders',
    ]) {
      const expected = await headersOf(before, path);
      expect(await headersOf(after, path), path).toEqual(expected);
      expect(expected.length, path).toBeGreaterThan(3);
    }
  });

  it('records only a middleware that writes headers and goes on at once', () => {
    expect(recordHeaderWrites(dataHeaders()).map(([name]) => name)).toContain('Content-Security-Policy');
    expect(() => recordHeaderWrites((req, _res, next) => (req.path ? next() : next()))).toThrow(/req\.path/);
    expect(() => recordHeaderWrites((_req, res, next) => (res.statusCode ? next() : next()))).toThrow(
      /res\.statusCode/,
    );
    expect(() => recordHeaderWrites(() => {})).toThrow(/did not go on/);
  });
});
