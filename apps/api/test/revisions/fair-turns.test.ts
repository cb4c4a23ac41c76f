import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, makeFolder } from '../factories';
import { createTestContext, type TestContext } from '../test-app';

/*
 * Writers in one folder tree take turns at its root (migration 0019): an advisory lock, granted
 * in the order asked, then the root's row. These need two connections at once: PostgreSQL only.
 */
const onPostgres = !!process.env.TEST_DATABASE_URL;
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.reset();
});
afterAll(() => ctx.close());

const addSubfolder = (client: pg.PoolClient, ownerId: string, rootId: string, name: string) =>
  client.query(`insert into folders (name, owner_id, parent_folder_id) values ($1, $2, $3)`, [
    name,
    ownerId,
    rootId,
  ]);

const revisionOf = async (client: pg.PoolClient, id: string) =>
  Number(
    (await client.query<{ revision: string }>('select revision from folders where id = $1', [id])).rows[0]!
      .revision,
  );

const pidOf = async (client: pg.PoolClient) =>
  (await client.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid;

/** Until the connection's backend waits for a lock. */
async function waitingForLock(client: pg.PoolClient, pid: number) {
  for (let i = 0; i < 200; i += 1) {
    const { rows } = await client.query<{ wait: string | null }>(
      'select wait_event_type as wait from pg_stat_activity where pid = $1',
      [pid],
    );
    if (rows[0]?.wait === 'Lock') return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('the second writer never waited');
}

describe.runIf(onPostgres)('turns at a tree root', () => {
  it('let a writer that holds the root row go on past one waiting for that row, with no deadlock', async () => {
    const user = await createUser(ctx);
    const root = await makeFolder(ctx, user, { name: 'Root' });
    const pool = ctx.deps.database.pool!;
    const [a, b, watcher] = [await pool.connect(), await pool.connect(), await pool.connect()];
    try {
      const before = await revisionOf(watcher, root.id);
      const bPid = await pidOf(b);
      await a.query('begin');
      await b.query('begin');
      // A holds the root's row without its turn (as a change to the root folder itself does)
      await a.query('select 1 from folders where id = $1 for no key update', [root.id]);
      // B writes in the tree: takes the turn, then waits for the row A holds
      const bWrote = addSubfolder(b, user.id, root.id, 'B');
      await waitingForLock(watcher, bPid);
      // A writes in the tree too: it must not wait for B's turn (B waits for A: a deadlock, 40P01 after 1 s)
      await addSubfolder(a, user.id, root.id, 'A');
      await a.query('commit');
      await bWrote;
      await b.query('commit');
      // both bumped the root, in commit order
      expect(await revisionOf(watcher, root.id)).toBeGreaterThanOrEqual(before + 2);
      const { rows } = await watcher.query<{ name: string }>(
        'select name from folders where parent_folder_id = $1 order by revision',
        [root.id],
      );
      expect(rows.map((r) => r.name).sort()).toEqual(['A', 'B']);
    } finally {
      await a.query('rollback').catch(() => {});
      await b.query('rollback').catch(() => {});
      for (const client of [a, b, watcher]) client.release();
    }
  });

  it('queue writers in the lock manager, in the order they asked', async () => {
    const user = await createUser(ctx);
    const root = await makeFolder(ctx, user, { name: 'Queue' });
    const pool = ctx.deps.database.pool!;
    const clients = [await pool.connect(), await pool.connect(), await pool.connect(), await pool.connect()];
    const [holder, second, third, watcher] = clients as [
      pg.PoolClient,
      pg.PoolClient,
      pg.PoolClient,
      pg.PoolClient,
    ];
    try {
      const [secondPid, thirdPid] = [await pidOf(second), await pidOf(third)];
      for (const c of [holder, second, third]) await c.query('begin');
      await addSubfolder(holder, user.id, root.id, 'first');
      const finished: string[] = [];
      const secondWrote = addSubfolder(second, user.id, root.id, 'second').then(() =>
        finished.push('second'),
      );
      await waitingForLock(watcher, secondPid);
      const thirdWrote = addSubfolder(third, user.id, root.id, 'third').then(() => finished.push('third'));
      await waitingForLock(watcher, thirdPid);
      // both wait for the root's turn (an advisory lock, queued in the order asked), not for its row: a row's
      // waiters race again each time the row is updated (every bump writes a new version of it)
      const { rows: waits } = await watcher.query<{ pid: number }>(
        `select pid from pg_locks where locktype = 'advisory' and classid = 1851 and not granted order by pid`,
      );
      expect(waits.map((w) => w.pid).sort()).toEqual([secondPid, thirdPid].sort());
      await holder.query('commit');
      await secondWrote;
      await second.query('commit');
      await thirdWrote;
      await third.query('commit');
      expect(finished).toEqual(['second', 'third']);
    } finally {
      for (const c of [holder, second, third]) await c.query('rollback').catch(() => {});
      for (const c of clients) c.release();
    }
  });
});
