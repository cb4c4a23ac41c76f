import path from 'node:path';
import { pino } from 'pino';
import { RATE_LIMITS } from '@shortlist/contracts';
import { createApp } from './app';
import { loadConfig } from './config/env';
import { openDatabase } from './db/client';
import { lockDataDir } from './db/data-dir-lock';
import { systemClock, type AppDeps } from './deps';
import { memoryRateLimitStores, redisRateLimitStores, scaleRateLimits } from './http/rate-limit';
import { createMailer } from './integrations/mailer';
import { createStorage } from './integrations/storage';
import { startJobs } from './jobs';

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
  await database.migrate();
  logger.info({ driver: database.driver }, 'database migrated');

  const deps: AppDeps = {
    config,
    database,
    logger,
    clock: systemClock,
    mailer: createMailer(config, database.db, logger),
    storage: createStorage(config.storage),
    rateLimitStore: config.redisUrl ? redisRateLimitStores(config.redisUrl) : memoryRateLimitStores(),
    rateLimits: scaleRateLimits(RATE_LIMITS, config.rateLimitMultiplier),
  };
  // background jobs (mail outbox, purges) on pg-boss in the same database; services trigger them via deps.jobs
  const jobs = await startJobs(deps);
  deps.jobs = jobs;
  const app = createApp(deps);
  // Express 5 calls back with the error when the port cannot be taken (it does not throw)
  const server = app.listen(config.port, config.host, (err?: Error) => {
    if (err) {
      logger.fatal({ err }, `cannot listen on ${config.host}:${config.port}`);
      void Promise.allSettled([jobs.stop(), database.close()]).finally(() => {
        unlockDataDir();
        process.exit(1);
      });
      return;
    }
    logger.info(`Shortlist is listening on ${config.publicUrl} (mail: ${deps.mailer.kind})`);
  });

  // Graceful shutdown: stop accepting, let in-flight requests finish, then close what we opened.
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      logger.error('shutdown took too long; exiting');
      process.exit(1);
    }, 10_000);
    force.unref();
    server.close(async () => {
      await jobs.stop().catch((err: unknown) => logger.error({ err }, 'stopping jobs failed'));
      await Promise.allSettled([database.close(), deps.mailer.close(), deps.rateLimitStore.close()]);
      unlockDataDir();
      logger.info('bye');
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
