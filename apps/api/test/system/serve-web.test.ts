import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app';
import { indexForPath } from '../../src/http/serve-web';
import { createTestContext, type TestContext } from '../test-app';

/**
 * The built SPA served from a folder under a dot segment (the app installed in `~/.local/src/shortlist`):
 * `res.sendFile(absolutePath)` refused it and every page was a 500.
 */
let ctx: TestContext;
let base: string;
let app: ReturnType<typeof createApp>;
const INDEX = '<!doctype html><title>Shortlist</title><div id="root"></div>';
beforeAll(async () => {
  ctx = await createTestContext();
  base = mkdtempSync(path.join(os.tmpdir(), 'shortlist-web-'));
  const dist = path.join(base, '.local', 'src', 'shortlist', 'web', 'dist');
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  writeFileSync(path.join(dist, 'index.html'), INDEX);
  writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(path.join(dist, 'manifest.webmanifest'), '{"name":"Shortlist"}');
  writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
  writeFileSync(path.join(dist, 'assets', 'app-abc123.js.br'), brotliCompressSync('console.log(1)'));
  app = createApp({ ...ctx.deps, config: { ...ctx.deps.config, webDistDir: dist } });
});
afterAll(async () => {
  rmSync(base, { recursive: true, force: true });
  await ctx.close();
});

describe('serving the web app', () => {
  it('answers every page of the router with index.html, from a folder under a dot segment', async () => {
    for (const page of [
      '/',
      '/auth',
      '/app',
      '/app/folder/123/item/456',
      '/app/profile',
      '/checkout/test/x',
    ]) {
      const res = await request(app).get(page);
      expect(res.status, page).toBe(200);
      expect(res.text, page).toBe(INDEX);
      expect(res.headers['cache-control']).toBe('no-cache');
      // a page's security headers, not an API answer's (test/http/security-headers.test.ts)
      expect(res.headers['content-security-policy'], page).toContain("script-src 'self'");
      expect(res.headers['x-frame-options'], page).toBe('SAMEORIGIN');
    }
  });

  it('sends the pages compressed when the browser accepts it', async () => {
    for (const encoding of ['br', 'gzip']) {
      const res = await request(app).get('/app').set('Accept-Encoding', encoding);
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.text).toBe(INDEX);
    }
    const plain = await request(app).get('/app').set('Accept-Encoding', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe(INDEX);
  });

  it('answers unknown paths with the app (its not-found page) and status 404', async () => {
    for (const page of ['/nope', '/app/folder', '/app/folders/1', '/assets/missing.js']) {
      const res = await request(app).get(page);
      expect(res.status, page).toBe(404);
      expect(res.text, page).toBe(INDEX);
    }
  });

  it('serves the service worker and the manifest for a check at every visit', async () => {
    const worker = await request(app).get('/sw.js').expect(200);
    expect(worker.headers['cache-control']).toBe('no-cache');
    expect(worker.headers['content-type']).toContain('javascript');
    const manifest = await request(app).get('/manifest.webmanifest').expect(200);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.headers['content-type']).toContain('application/manifest+json');
  });

  it('serves static files and pre-compressed assets', async () => {
    await request(app).get('/favicon.svg').expect(200);
    const plain = await request(app).get('/assets/app-abc123.js').set('Accept-Encoding', 'identity');
    expect(plain.status).toBe(200);
    expect(plain.headers['cache-control']).toContain('immutable');
    const br = await request(app).get('/assets/app-abc123.js').set('Accept-Encoding', 'br');
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
  });

  it('answers 404, never 500, for a file the sender refuses', async () => {
    for (const page of ['/.hidden', '/assets/.hidden.js', '/%2e%2e/%2e%2e/etc/passwd', '/assets/%00.js']) {
      const res = await request(app).get(page);
      expect(res.status, page).toBe(404);
    }
  });

  it('serves a real robots.txt', async () => {
    const res = await request(app).get('/robots.txt').expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.text).toMatch(/^User-agent: \*$/m);
    expect(res.text).toMatch(/^Disallow: \/app\/$/m);
    expect(res.text).not.toContain('<html');
  });

  it("names a cold-loaded page's route chunks in its head, beside the entry's own", () => {
    const manifest = {
      'src/main.tsx': {
        file: 'assets/index-e.js',
        isEntry: true,
        imports: ['_react.js'],
        css: ['assets/index.css'],
      },
      '_react.js': { file: 'assets/react-r.js' },
      '_button.js': { file: 'assets/button-b.js', imports: ['_react.js'] },
      'src/app/routes/app/my-folders.tsx': {
        file: 'assets/my-folders-m.js',
        imports: ['src/main.tsx', '_button.js'],
      },
      'src/app/routes/app/item.tsx': { file: 'assets/item-i.js', imports: ['_button.js'] },
    };
    const html = '<html><head><title>Shortlist</title></head><body></body></html>';
    const page = indexForPath(html, JSON.stringify(manifest));
    for (const path of ['/app', '/app/']) {
      expect(page(path)).toContain('<link rel="modulepreload" crossorigin href="/assets/my-folders-m.js">');
      expect(page(path)).toContain('<link rel="modulepreload" crossorigin href="/assets/button-b.js">');
      // the entry and what it imports are in the built index already
      expect(page(path)).not.toContain('react-r.js');
      expect(page(path)).not.toContain('index-e.js');
    }
    expect(page('/app/folder/1/item/2')).toContain('/assets/item-i.js');
    expect(page('/app/folder/1/item/2')).not.toContain('my-folders');
    // a page not in the list, or whose module the build does not have (landing here): the plain index
    expect(page('/')).toBe(html);
    expect(page('/app/profile')).toBe(html);
    expect(indexForPath(html, null)('/app')).toBe(html);
  });
});
