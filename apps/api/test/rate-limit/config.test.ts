import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/env';
import { DEV_RATE_LIMIT_MULTIPLIER } from '../../src/config/tunables';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'rate-limit-config-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const development = { NODE_ENV: 'development', DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(40) } as const;
const production = {
  NODE_ENV: 'production',
  JWT_SECRET: 'x'.repeat(40),
  SMTP_URL: 'smtp://mail:25',
  BILLING: 'off',
} as const;

describe('per-IP rate limit multiplier', () => {
  it('lifts the limits in development, where every local browser shares 127.0.0.1, and says so', () => {
    const config = loadConfig({ ...development });
    expect(DEV_RATE_LIMIT_MULTIPLIER).toBeGreaterThan(1);
    expect(config.rateLimitMultiplier).toBe(DEV_RATE_LIMIT_MULTIPLIER);
    expect(config.notices.join('\n')).toMatch(/RATE_LIMIT_MULTIPLIER=1/);
  });

  it('keeps the real limits in production and in the test suites', () => {
    expect(loadConfig({ ...production }).rateLimitMultiplier).toBe(1);
    expect(loadConfig({ NODE_ENV: 'test' }).rateLimitMultiplier).toBe(1);
  });

  it('lets RATE_LIMIT_MULTIPLIER decide wherever it is set', () => {
    expect(loadConfig({ ...development, RATE_LIMIT_MULTIPLIER: '1' }).rateLimitMultiplier).toBe(1);
    expect(loadConfig({ ...production, RATE_LIMIT_MULTIPLIER: '3' }).rateLimitMultiplier).toBe(3);
    expect(loadConfig({ ...development, RATE_LIMIT_MULTIPLIER: '1' }).notices.join('\n')).not.toMatch(
      /rate limits/,
    );
  });
});
