/**
 * The API test files that the CI's PostgreSQL run takes, each with what it covers that differs between the
 * drivers. Every suite runs in full on PGlite (`pnpm test`); on PostgreSQL only these, where a real server
 * behaves differently: migrations and advisory locks, LISTEN/NOTIFY, row locks and concurrent transactions,
 * named prepared statements, error codes, JSON text written by the server, and counters kept in Redis.
 * `test/system/postgres-subset.test.ts` checks the list.
 */
export const POSTGRES_SUBSET: Record<string, string> = {
  'test/system/migration-lock.test.ts':
    'migrations on a real server; instances take turns on an advisory lock',
  'test/db/check-constraints.test.ts': "constraint violations: the server's error codes become 4xx answers",
  'test/live/live.test.ts': 'LISTEN/NOTIFY on a dedicated connection; streams across connections',
  'test/revisions/fair-turns.test.ts':
    'writers queue on advisory and row locks at tree roots (PostgreSQL only)',
  'test/revisions/revalidation.test.ts': 'revision triggers and the fingerprint statement, prepared by name',
  'test/item-detail/edit-conflict.test.ts':
    'concurrent saves of one item: row locks between real transactions',
  'test/items/items.test.ts': 'item reads prepared by name; concurrent moves and deletes in lock order',
  'test/folders/folders.test.ts': 'the folder page as JSON text written by the server, prepared by name',
  'test/compare/compare.test.ts': 'the compare statements prepared by name, JSON text from the server',
  'test/decide/decide.test.ts': 'the decision view: numeric and JSON values as the server returns them',
  'test/public-links/public-links.test.ts':
    'the public page read without a session: JSON text from the server',
  'test/auth/session.test.ts':
    'refresh rotation under concurrent requests: conditional updates race for real',
  'test/auth/rate-limits.test.ts': 'rate limits counted in Redis (the CI run sets TEST_COUNTERS=redis)',
  'test/auth/lockout.test.ts': 'wrong-password counts kept in Redis',
  'test/comments/comments.test.ts': 'the comment rate limit counted in Redis',
  'test/rate-limit/redis.test.ts': 'the Redis counter store itself',
  'test/account/outbox.test.ts': 'the mail outbox claims rows with FOR UPDATE SKIP LOCKED across connections',
  'test/account/jobs.test.ts': 'pg-boss on a node-postgres pool',
  'test/price-refresh/worker.test.ts': 'the price worker claims due items with SKIP LOCKED',
  'test/capture/capture.test.ts': 'bulk add claims its lines with row locks',
  'test/categories/categories.test.ts': "the Basic plan's one-category rule under a row lock",
  'test/system/readiness.test.ts': 'readiness reads the node-postgres pool, which PGlite has not',
  'test/hostile-input/database-down.test.ts': 'a server that stops answering: connection errors become 503',
  'test/permissions/matrix.test.ts': 'every route for every role: the access statements on the real planner',
};
