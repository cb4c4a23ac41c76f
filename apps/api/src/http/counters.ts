import { Redis } from 'ioredis';
import type { CounterStore } from '../deps';

/** One process's counters; `now` is the app clock so tests can move time. */
export function memoryCounters(now: () => number = Date.now): CounterStore {
  const counts = new Map<string, { count: number; resetAt: number }>();
  const live = (key: string) => {
    const entry = counts.get(key);
    if (entry && entry.resetAt <= now()) {
      counts.delete(key);
      return undefined;
    }
    return entry;
  };
  return {
    async hit(key, windowMs) {
      const entry = live(key) ?? { count: 0, resetAt: now() + windowMs };
      entry.count += 1;
      counts.set(key, entry);
      return { count: entry.count, resetAt: new Date(entry.resetAt) };
    },
    async get(key) {
      const entry = live(key);
      return entry ? { count: entry.count, resetAt: new Date(entry.resetAt) } : undefined;
    },
    async decrement(key) {
      const entry = live(key);
      if (entry) entry.count = Math.max(0, entry.count - 1);
    },
    async reset(key) {
      counts.delete(key);
    },
    async close() {
      counts.clear();
    },
  };
}

// INCR and the window's expiry in one step, so two instances never open two windows for one key.
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return { count, ttl }`;

/**
 * Counters in Redis under `prefix`. The client never queues commands while disconnected
 * (`enableOfflineQueue: false`): a request made while Redis is down fails at once (and is refused by the
 * caller) instead of waiting, and nothing runs at construction, so the server starts with Redis down and
 * recovers by itself when ioredis reconnects.
 */
export function redisCounters(url: string, prefix: string): CounterStore {
  const client = new Redis(url, {
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    // keep retrying forever, at most every 2 s: Redis coming back ends the refusals
    retryStrategy: (times) => Math.min(times * 100, 2_000),
  });
  client.on('error', () => {
    // each command made while disconnected rejects on its own; the connection error itself needs no handling
  });
  const full = (key: string) => `${prefix}${key}`;
  // A connection being opened (at start-up, or a reconnect attempt under way) is waited for briefly, so the
  // first requests after a start are not refused; a Redis that is down fails at once ('reconnecting').
  const connected = async () => {
    if (client.status !== 'connecting' && client.status !== 'connect') return;
    await new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        client.off('ready', done);
        resolve();
      };
      const timer = setTimeout(done, 1_000);
      client.once('ready', done);
    });
  };
  return {
    async hit(key, windowMs) {
      await connected();
      const [count, ttl] = (await client.eval(HIT_SCRIPT, 1, full(key), String(windowMs))) as [
        number,
        number,
      ];
      return { count, resetAt: new Date(Date.now() + ttl) };
    },
    async get(key) {
      await connected();
      const [value, ttl] = (await client.multi().get(full(key)).pttl(full(key)).exec()) ?? [];
      const count = Number(value?.[1] ?? 0);
      const left = Number(ttl?.[1] ?? -2);
      return count > 0 && left > 0 ? { count, resetAt: new Date(Date.now() + left) } : undefined;
    },
    async decrement(key) {
      await client.eval(
        `if (tonumber(redis.call('GET', KEYS[1]) or '0') > 0) then redis.call('DECR', KEYS[1]) end`,
        1,
        full(key),
      );
    },
    async reset(key) {
      await client.del(full(key));
    },
    async close() {
      client.disconnect();
    },
  };
}
