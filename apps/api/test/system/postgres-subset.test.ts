import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { POSTGRES_SUBSET } from '../postgres-subset';

const root = path.resolve(import.meta.dirname, '../..');

function testFiles(): string[] {
  return readdirSync(path.join(root, 'test'), { recursive: true, encoding: 'utf8' })
    .filter((entry) => entry.endsWith('.test.ts'))
    .map((entry) => path.posix.join('test', entry.split(path.sep).join('/')));
}

describe('the PostgreSQL subset', () => {
  it('names existing files, each with the reason it is in', () => {
    for (const [file, why] of Object.entries(POSTGRES_SUBSET)) {
      expect(existsSync(path.join(root, file)), file).toBe(true);
      expect(why.trim().length, `${file} says why`).toBeGreaterThan(10);
    }
  });

  it('takes every file with tests that run only on PostgreSQL or only with Redis counters', () => {
    const self = 'test/system/postgres-subset.test.ts';
    const driverSpecific = testFiles().filter(
      (file) =>
        file !== self &&
        /TEST_DATABASE_URL|driver: 'postgres'|countersFollowTestClock|database\.pool\b/.test(
          readFileSync(path.join(root, file), 'utf8'),
        ),
    );
    expect(driverSpecific.length).toBeGreaterThan(0);
    for (const file of driverSpecific) expect(Object.keys(POSTGRES_SUBSET), file).toContain(file);
  });
});
