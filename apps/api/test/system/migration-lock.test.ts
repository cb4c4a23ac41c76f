/**
 * Several instances starting at once on one PostgreSQL database: one applies the migrations under an advisory
 * lock, the others wait for it and find nothing left to do. PostgreSQL only (PGlite is one process's database).
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client';

const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)('start-up migrations on PostgreSQL', () => {
  it('runs once when three instances migrate together; the others wait', async () => {
    const name = `shortlist_t_lock_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const dbUrl = new URL(url!);
    dbUrl.pathname = `/${name}`;
    const instances = await Promise.all(
      [1, 2, 3].map(() => openDatabase({ driver: 'postgres', url: dbUrl.toString(), poolSize: 2 })),
    );
    try {
      const reports = await Promise.all(instances.map((db) => db.migrate()));
      const applied = reports.map((r) => r.applied).sort((a, b) => b - a);
      expect(applied[0]).toBeGreaterThan(0);
      expect(applied.slice(1)).toEqual([0, 0]);
      // a later start applies nothing and waits for nobody
      expect(await instances[0]!.migrate()).toEqual({ applied: 0, waitedMs: expect.any(Number) });
    } finally {
      await Promise.all(instances.map((db) => db.close()));
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});
