/**
 * An S3-compatible server for tests: s3rver (a real S3 HTTP API on disk) behind a small gate that makes its
 * bucket PRIVATE the way S3 and MinIO are: a GET without a valid signature is refused (s3rver itself lets
 * anonymous reads through and does not check V4 signatures; it does check expiry). The gate verifies query-string
 * SigV4 (presigned URLs) independently of the AWS SDK, from the algorithm's definition. The app writes to s3rver
 * directly (as compose's app writes to minio:9000) and browsers read through the gate (localhost:9000).
 */
import { createHash, createHmac } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export const S3_TEST_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();
const rfc3986 = (s: string) =>
  encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** Why a presigned GET is refused, or null when its signature and time check out. */
export function presignedProblem(method: string, rawUrl: string, host: string, secret: string, now: Date) {
  const url = new URL(rawUrl, `http://${host}`);
  const q = url.searchParams;
  if (q.get('X-Amz-Algorithm') !== 'AWS4-HMAC-SHA256') return 'not signed';
  const date = q.get('X-Amz-Date') ?? '';
  const credential = q.get('X-Amz-Credential') ?? '';
  const signedHeaders = q.get('X-Amz-SignedHeaders') ?? '';
  const expires = Number(q.get('X-Amz-Expires'));
  const [, day, region, service] = credential.split('/');
  const signedAt = Date.parse(
    date.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z'),
  );
  if (!day || !region || !service || Number.isNaN(signedAt)) return 'malformed';
  if (now.getTime() > signedAt + expires * 1000) return 'expired';
  if (signedHeaders !== 'host') return 'unexpected signed headers';
  const query = [...q.entries()]
    .filter(([k]) => k !== 'X-Amz-Signature')
    .map(([k, v]) => [rfc3986(k), rfc3986(v)])
    .sort(([a], [b]) => (a! < b! ? -1 : a! > b! ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const canonical = [method, url.pathname, query, `host:${host}`, '', 'host', 'UNSIGNED-PAYLOAD'].join('\n');
  const scope = `${day}/${region}/${service}/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', date, scope, createHash('sha256').update(canonical).digest('hex')].join(
    '\n',
  );
  const key = hmac(hmac(hmac(hmac(`AWS4${secret}`, day), region), service), 'aws4_request');
  const expected = createHmac('sha256', key).update(toSign).digest('hex');
  return expected === q.get('X-Amz-Signature') ? null : 'signature does not match';
}

export interface PrivateS3 {
  /** Where the app writes (s3rver itself). */
  endpoint: string;
  /** Where browsers read: the gate that refuses unsigned, forged and expired GETs. */
  publicEndpoint: string;
  bucket: string;
  close(): Promise<void>;
}

export async function startPrivateS3(bucket = 'item-media'): Promise<PrivateS3> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'shortlist-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: dir,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = (await server.run()) as AddressInfo;
  const gate = http.createServer((req, res) => {
    const host = req.headers.host ?? '';
    const problem =
      req.method === 'GET' || req.method === 'HEAD'
        ? presignedProblem(req.method, req.url ?? '/', host, S3_TEST_CREDENTIALS.secretAccessKey, new Date())
        : 'read-only gate';
    if (problem) {
      res.writeHead(403, { 'content-type': 'application/xml' });
      res.end(`<Error><Code>AccessDenied</Code><Message>${problem}</Message></Error>`);
      return;
    }
    const upstream = http.request(
      { host: '127.0.0.1', port, method: req.method, path: req.url, headers: req.headers },
      (up) => {
        res.writeHead(up.statusCode ?? 502, up.headers);
        up.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => gate.listen(0, '127.0.0.1', resolve));
  const gatePort = (gate.address() as AddressInfo).port;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    publicEndpoint: `http://127.0.0.1:${gatePort}`,
    bucket,
    async close() {
      await new Promise<void>((resolve) => gate.close(() => resolve()));
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
