import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { once } from 'node:events';
import http, { type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createThreeUsers, makeFolder, type TestUser } from '../factories';
import { createTestContext, type TestContext } from '../test-app';

/** An answer's status, headers and bytes exactly as sent (supertest would decode brotli and gzip itself). */
async function raw(app: Express, path: string, headers: Record<string, string>, method = 'GET') {
  const server = app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  try {
    const { port } = server.address() as AddressInfo;
    return await new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>(
      (resolve, reject) => {
        http
          .request({ host: '127.0.0.1', port, path, headers, method }, (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () =>
              resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
            );
          })
          .on('error', reject)
          .end();
      },
    );
  } finally {
    server.close();
  }
}

describe('JSON answers, compressed when long enough', () => {
  let ctx: TestContext;
  let owner: TestUser;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());
  beforeEach(async () => {
    await ctx.reset();
    ({ owner } = await createThreeUsers(ctx));
    for (let i = 0; i < 8; i += 1)
      await makeFolder(ctx, owner, {
        name: `Folder ${i}`,
        description: 'Places and things being weighed up',
      });
  });

  it('answers My Folders in brotli or gzip as accepted, the same JSON and ETag as uncompressed', async () => {
    const plain = await raw(ctx.app, '/api/folders', { Authorization: owner.auth });
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const text = plain.body.toString();
    expect(text.length).toBeGreaterThanOrEqual(1024);
    expect(plain.headers.vary).toMatch(/accept-encoding/i);

    const br = await raw(ctx.app, '/api/folders', {
      Authorization: owner.auth,
      'Accept-Encoding': 'gzip, deflate, br, zstd',
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^application\/json/);
    expect(brotliDecompressSync(br.body).toString()).toBe(text);
    expect(br.body.length).toBeLessThan(text.length / 2);
    expect(br.headers.etag).toBe(plain.headers.etag);

    for (const accepted of ['gzip', 'br;q=0, gzip;q=0.5']) {
      const gz = await raw(ctx.app, '/api/folders', {
        Authorization: owner.auth,
        'Accept-Encoding': accepted,
      });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gz.body).toString()).toBe(text);
      expect(gz.headers.etag).toBe(plain.headers.etag);
    }

    const identity = await raw(ctx.app, '/api/folders', {
      Authorization: owner.auth,
      'Accept-Encoding': 'identity',
    });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body.toString()).toBe(text);

    // a HEAD has the headers of the plain answer and no body
    const head = await raw(
      ctx.app,
      '/api/folders',
      { Authorization: owner.auth, 'Accept-Encoding': 'br' },
      'HEAD',
    );
    expect(head.status).toBe(200);
    expect(head.headers['content-encoding']).toBeUndefined();
    expect(head.headers['content-length']).toBe(String(Buffer.byteLength(text)));
    expect(head.body.length).toBe(0);

    // a revalidation that matches is still a bodiless 304
    const again = await request(ctx.app)
      .get('/api/folders')
      .set('Authorization', owner.auth)
      .set('Accept-Encoding', 'br')
      .set('If-None-Match', String(br.headers.etag));
    expect(again.status).toBe(304);
  });

  it('sends short answers as they are', async () => {
    const res = await raw(ctx.app, '/api/notifications/unread-count', {
      Authorization: owner.auth,
      'Accept-Encoding': 'br',
    });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(res.body.toString())).toEqual({ count: 0 });
  });
});
