/**
 * Every function in the migrated database has one source file in src/db/functions holding its current text:
 * running the file changes nothing, and no function lives in the migrations alone.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readDatabaseFunctions, readFunctionSources } from '../../src/db/database-functions';
import { createTestContext, type TestContext } from '../test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

class Unchanged extends Error {}

describe('database functions as source', () => {
  it('has a source file for each function in the migrated database, and none for a function it lacks', async () => {
    const inDatabase = [...new Set((await readDatabaseFunctions(ctx.db)).map((f) => f.name))].sort();
    expect([...readFunctionSources().keys()].sort()).toEqual(inDatabase);
  });

  it.each([...readFunctionSources()])('%s.sql is the text the migrations left', async (_name, text) => {
    const before = await readDatabaseFunctions(ctx.db);
    await expect(
      ctx.db.transaction(async (tx) => {
        await tx.execute(sql.raw(text));
        expect(await readDatabaseFunctions(tx)).toEqual(before);
        throw new Unchanged();
      }),
    ).rejects.toBeInstanceOf(Unchanged);
  });
});
