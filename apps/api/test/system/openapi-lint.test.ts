import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test-app';

/**
 * The served OpenAPI document passes Redocly's recommended rules with no error and no warning (it had 18 errors
 * and 157 warnings: no operationId, no 4xx responses, no `security: []` on public operations, no servers...).
 */
let ctx: TestContext;
let dir: string;
beforeAll(async () => {
  ctx = await createTestContext();
  dir = mkdtempSync(path.join(os.tmpdir(), 'shortlist-openapi-'));
});
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await ctx.close();
});

describe('the OpenAPI document under Redocly (recommended rules)', () => {
  it('has 0 errors and 0 warnings', async () => {
    const doc = await request(ctx.app).get('/api/openapi.json').expect(200);
    const file = path.join(dir, 'openapi.json');
    writeFileSync(file, JSON.stringify(doc.body));
    const bin = path.resolve(import.meta.dirname, '../../node_modules/.bin/redocly');
    const { stdout } = await promisify(execFile)(
      bin,
      ['lint', file, '--extends=recommended', '--format=json'],
      { env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' } },
    ).catch((err: { stdout?: string }) => ({ stdout: err.stdout ?? '' }));
    const report = JSON.parse(stdout.slice(stdout.indexOf('{'))) as {
      totals: { errors: number; warnings: number };
      problems: Array<{ ruleId: string; message: string }>;
    };
    expect(report.problems.map((p) => `${p.ruleId}: ${p.message}`)).toEqual([]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
  }, 120_000);
});
