import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { once } from 'node:events';
import http, { type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { acceptedEncoding, COMPRESS_MIN_BYTES } from '../../src/http/compress';
import { createThreeUsers, makeFolder, type TestUser } from '../factories';
import { createTestContext, type TestContext } from '../test-app';

/** An answer's status, headers and bytes exactly as sent (supertest would decode brotli and gzip itself). */
async function raw(app: Express, path: string, headers: Record<string, string>) {
  const server = app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  try {
    const { port } = server.address() as AddressInfo;
    return await new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>(
      (resolve, reject) => {
        http
          .get({ host: '127.0.0.1', port, path, headers }, (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () =>
              resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
            );
          })
          .on('error', reject);
      },
    );
  } finally {
    server.close();
  }
}

describe('acceptedEncoding', () => {
  it('prefers brotli, honours q-values and wildcards, and answers none when nothing is accepted', () => {
    expect(acceptedEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(acceptedEncoding('gzip, deflate')).toBe('gzip');
    expect(acceptedEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(acceptedEncoding('*')).toBe('br');
    expect(acceptedEncoding('*;q=0')).toBeNull();
    expect(acceptedEncoding('identity')).toBeNull();
    expect(acceptedEncoding('')).toBeNull();
    expect(acceptedEncoding(undefined)).toBeNull();
  });
});

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
    expect(text.length).toBeGreaterThanOrEqual(COMPRESS_MIN_BYTES);
    expect(plain.headers.vary).toMatch(/accept-encoding/i);

    const br = await raw(ctx.app, '/api/folders', {
      Authorization: owner.auth,
      'Accept-Encoding': 'gzip, br',
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^application\/json/);
    expect(brotliDecompressSync(br.body).toString()).toBe(text);
    expect(br.body.length).toBeLessThan(text.length / 2);
    expect(br.headers.etag).toBe(plain.headers.etag);

    const gz = await raw(ctx.app, '/api/folders', { Authorization: owner.auth, 'Accept-Encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(text);

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
