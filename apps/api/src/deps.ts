import type { Logger } from 'pino';
import type { Config } from './config/env';
import type { Database } from './db/client';
import type { Mailer } from './integrations/mailer/mailer';
import type { RateLimitRules, RateLimitStoreFactory } from './http/rate-limit';

/** A clock the tests can move. */
export interface Clock {
  now(): Date;
}
export const systemClock: Clock = { now: () => new Date() };

/** Everything the app is built from; tests pass their own. */
export interface AppDeps {
  config: Config;
  database: Database;
  mailer: Mailer;
  logger: Logger;
  clock: Clock;
  rateLimitStore: RateLimitStoreFactory;
  /** RATE_LIMITS from contracts in the running app; tests may loosen them. */
  rateLimits: RateLimitRules;
}
