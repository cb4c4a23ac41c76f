import { Redis } from 'ioredis';
import pg from 'pg';

/**
 * A PostgreSQL database of the run's own on the given server: created empty (the instances migrate it), read
 * by the run through a small pool, dropped with its connections at the end.
 */
export async function createThrowawayDatabase(serverUrl: string, name: string) {
  if (!/^[a-z][a-z0-9_]*$/.test(name)) throw new Error(`not a plain database name: ${name}`);
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } catch (err) {
    await admin.end();
    throw err;
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 3 });
  pool.on('error', () => undefined);
  return {
    url: url.toString(),
    pool,
    async drop() {
      await pool.end().catch(() => undefined);
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/** The run's keys in the shared Redis (everything under its REDIS_KEY_PREFIX): counted, read, deleted. */
export function redisKeysUnder(redisUrl: string, prefix: string) {
  const client = new Redis(redisUrl, { maxRetriesPerRequest: 1, lazyConnect: true });
  client.on('error', () => undefined);
  const keys = async () => {
    const found: string[] = [];
    let cursor = '0';
    do {
      const [next, batch] = await client.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      cursor = next;
      found.push(...batch);
    } while (cursor !== '0');
    return found;
  };
  return {
    connect: () => client.connect(),
    keys,
    get: (key: string) => client.get(key),
    /** Deletes every key under the prefix and closes the connection; says how many went. */
    async deleteAll(): Promise<number> {
      const found = await keys();
      if (found.length > 0) await client.del(...found);
      client.disconnect();
      return found.length;
    },
  };
}
