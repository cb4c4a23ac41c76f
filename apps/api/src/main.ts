import path from 'node:path';
import { pino } from 'pino';
import { RATE_LIMITS } from '@shortlist/contracts';
import { createApp } from './app';
import { loadConfig } from './config/env';
import { openDatabase } from './db/client';
import { lockDataDir } from './db/data-dir-lock';
import { systemClock, type AppDeps } from './deps';
import { createMetrics } from './http/metrics';
import { memoryRateLimitStores, redisRateLimitStores, scaleRateLimits } from './http/rate-limit';
import { createReadiness } from './http/readiness';
import { createMailer } from './integrations/mailer';
import { createStorage } from './integrations/storage';
import { startJobs } from './jobs';

/** How long an idle keep-alive connection is kept: longer than the 60 s idle timeout of the usual load balancer. */
const KEEP_ALIVE_MS = 65_000;

async function main() {
  const config = loadConfig();
  const logger = pino({ level: config.logLevel });
  for (const notice of config.notices) logger.warn(notice);

  // the embedded database belongs to one process at a time
  const unlockDataDir = config.databaseUrl ? () => {} : lockDataDir(config.dataDir);
  const database = await openDatabase(
    config.databaseUrl
      ? {
          driver: 'postgres',
          url: config.databaseUrl,
          onIdleClientError: (err) => logger.warn({ err }, 'idle database connection lost'),
        }
      : { driver: 'pglite', dataDir: path.join(config.dataDir, 'pglite') },
  );
  // The server listens while the database migrates, so that /api/ready can say "not yet" (and /api/health
  // "alive"); other API requests answer 503 until then.
  const readiness = createReadiness('migrating');
  const deps: AppDeps = {
    config,
    database,
    logger,
    clock: systemClock,
    mailer: createMailer(config, database.db, logger),
    storage: createStorage(config.storage),
    rateLimitStore: config.redisUrl
      ? redisRateLimitStores(config.redisUrl, config.redisKeyPrefix)
      : memoryRateLimitStores(),
    rateLimits: scaleRateLimits(RATE_LIMITS, config.rateLimitMultiplier),
    readiness,
    metrics: createMetrics({ pool: database.pool }),
  };
  let jobs: Awaited<ReturnType<typeof startJobs>> | undefined = undefined;
  const app = createApp(deps);
  const exitAfterFailure = () =>
    void Promise.allSettled([jobs?.stop(), database.close()]).finally(() => {
      unlockDataDir();
      process.exit(1);
    });
  // Express 5 calls back with the error when the port cannot be taken (it does not throw)
  const server = app.listen(config.port, config.host, (err?: Error) => {
    if (err) {
      logger.fatal({ err }, `cannot listen on ${config.host}:${config.port}`);
      exitAfterFailure();
      return;
    }
    logger.info(`Shortlist is listening on ${config.publicUrl} (mail: ${deps.mailer.kind})`);
  });
  // An idle keep-alive connection is closed by the client or the proxy in front, never by us first: with Node's
  // 5 s default a request sent on a socket the server was just closing fails (ECONNRESET; a 502 behind a load
  // balancer, whose idle timeout is commonly 60 s). Headers must be allowed a little longer than that.
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;

  // several instances starting together: one migrates (a PostgreSQL advisory lock), the others wait for it
  const migration = await database.migrate();
  logger.info({ driver: database.driver, ...migration }, 'database migrated');
  // background jobs (mail outbox, purges) on pg-boss in the same database; services trigger them via deps.jobs
  // (pg-boss creates its schema on first start: two instances doing it at once collide, so it takes the lock too)
  jobs = await database.withStartupLock(() => startJobs(deps));
  deps.jobs = jobs;
  if (readiness.state === 'migrating') readiness.set('ready');
  logger.info('ready');

  // Graceful shutdown: stop accepting, let in-flight requests finish, then close what we opened.
  // Draining first: /api/ready answers 503 for DRAIN_SECONDS while requests are still served, so the load
  // balancer stops sending before the port closes.
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    readiness.set('draining');
    logger.info({ signal, drainSeconds: config.drainSeconds }, 'draining, then shutting down');
    const force = setTimeout(
      () => {
        logger.error('shutdown took too long; exiting');
        process.exit(1);
      },
      config.drainSeconds * 1000 + 10_000,
    );
    force.unref();
    setTimeout(() => {
      // streams never go idle: end them, and their browsers reconnect (with Last-Event-ID) to another instance
      void deps.live?.close();
      server.close(async () => {
        await jobs?.stop().catch((err: unknown) => logger.error({ err }, 'stopping jobs failed'));
        await Promise.allSettled([database.close(), deps.mailer.close(), deps.rateLimitStore.close()]);
        unlockDataDir();
        logger.info('bye');
        process.exit(0);
      });
      // keep-alive connections that finish a request after close() stay open until closed: sweep the idle ones
      // until the last is gone, and cut any still busy after a grace period, well before the forced exit
      const sweep = setInterval(() => server.closeIdleConnections(), 250);
      sweep.unref();
      setTimeout(() => server.closeAllConnections(), 5_000).unref();
      server.closeIdleConnections();
    }, config.drainSeconds * 1000);
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
