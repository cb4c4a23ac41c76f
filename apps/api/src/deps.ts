import type { Logger } from 'pino';
import type { Store } from 'express-rate-limit';
import type { RATE_LIMITS } from '@shortlist/contracts';
import type { Config } from './config/env';
import type { Database } from './db/client';
import type { CounterStore } from './http/counters';
import type { Mailer } from './integrations/mailer/mailer';
import type { MediaStorage } from './integrations/storage';
import type { Metrics } from './http/metrics';
import type { Readiness } from './http/readiness';

export type RateLimitName = keyof typeof RATE_LIMITS;
export type RateLimitRules = Record<RateLimitName, { windowMs: number; limit: number }>;

/** Makes one store per limiter over the shared counters (memory, or Redis shared by all API instances). */
export interface RateLimitStoreFactory {
  create(name: RateLimitName): Store;
  /** The counters themselves, for counts that are not per-request limits (wrong passwords per account). */
  counters: CounterStore;
  close(): Promise<void>;
}

/** A clock the tests can move. */
export interface Clock {
  now(): Date;
}
export const systemClock: Clock = { now: () => new Date() };

/** Asks a background queue (pg-boss, see jobs/) to run now. */
export interface JobTrigger {
  trigger(queue: string): Promise<void>;
}

/** Everything the app is built from; tests pass their own. */
export interface AppDeps {
  config: Config;
  database: Database;
  mailer: Mailer;
  /** Photo files (local disk or S3-compatible). */
  storage: MediaStorage;
  logger: Logger;
  clock: Clock;
  rateLimitStore: RateLimitStoreFactory;
  /** RATE_LIMITS from contracts in the running app; tests may loosen them. */
  rateLimits: RateLimitRules;
  /** Background jobs, when started (main.ts; tests run job functions directly). */
  jobs?: JobTrigger;
  /** Start-up and shutdown state for GET /api/ready (main.ts); absent: always ready. */
  readiness?: Readiness;
  /** Prometheus metrics (main.ts shares them with the jobs); absent: createApp makes its own. */
  metrics?: Metrics;
}
