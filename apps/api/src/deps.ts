import type { Logger } from 'pino';
import type { RequestHandler } from 'express';
import type { Store } from 'express-rate-limit';
import type { Registry } from 'prom-client';
import type { RATE_LIMITS, ReadinessState } from '@shortlist/contracts';
import type { Config } from './config/env';
import type { LiveTimings } from './config/tunables';
import type { Database } from './db/client';
import type { Mailer } from './integrations/mailer/mailer';
import type { MediaStorage } from './integrations/storage';
import type { LiveHub } from './live/hub';

// The shapes of what the app is given (http/ implements them and imports them from here, never the reverse).

/** A count in a window that starts at the first hit and ends at `resetAt`. */
export interface Count {
  count: number;
  resetAt: Date;
}

/**
 * Windowed counters shared by every API instance when Redis is configured (rate limits, wrong-password
 * counts). A store that cannot answer rejects: callers fail closed.
 */
export interface CounterStore {
  /** Adds one to `key` (a new window of `windowMs` when none is open) and answers the new count. */
  hit(key: string, windowMs: number): Promise<Count>;
  get(key: string): Promise<Count | undefined>;
  /** Takes one back (express-rate-limit's skip of successful requests); never below zero. */
  decrement(key: string): Promise<void>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

/** Reads the job queues when Prometheus scrapes (pg-boss counts in the database: the same for every instance). */
export type QueueDepths = () => Promise<Record<string, number>>;

/**
 * The app's Prometheus metrics, in a registry of its own (tests build many apps in one process). Request counts
 * and latency are per instance; Prometheus sums them. Queue depths come from the shared database.
 */
export interface Metrics {
  registry: Registry;
  /** Counts and times every request by route pattern (never the raw URL: ids would explode the label set). */
  middleware: RequestHandler;
  /** Called by the job workers after each run. */
  jobRan(queue: string, outcome: 'completed' | 'failed', seconds: number): void;
  /** Where queue depths come from, once the jobs have started. */
  setQueueDepths(read: QueueDepths): void;
}

/**
 * What this instance is doing, for GET /api/ready (liveness stays GET /api/health): `migrating` while start-up
 * applies migrations (the server already listens, so a load balancer can see it is not ready), `ready`, then
 * `draining` from the shutdown signal until the server closes.
 */
export interface Readiness {
  readonly state: ReadinessState;
  set(state: ReadinessState): void;
}

export type RateLimitName = keyof typeof RATE_LIMITS;
export type RateLimitRules = Record<RateLimitName, { windowMs: number; limit: number }>;

/** Makes one store per limiter over the shared counters (memory, or Redis shared by all API instances). */
export interface RateLimitStoreFactory {
  create(name: RateLimitName): Store;
  /** The counters themselves, for counts that are not per-request limits (wrong passwords per account). */
  counters: CounterStore;
  close(): Promise<void>;
}

/**
 * Bounds password hashing: a few hashes at once, a bounded queue behind them, and a refusal
 * (503 + Retry-After) past it, so sign-ins cannot take every core from the other routes.
 */
export interface HashingGate {
  /** Runs `work` in a free slot, after the ones queued before it; refuses when the queue is full. */
  run<T>(work: () => Promise<T>): Promise<T>;
  /** Whether a hash asked for now would run or wait rather than be refused (checked before any other work). */
  readonly hasRoom: boolean;
  /** Hashes running and waiting now (for tests and the bench). */
  readonly running: number;
  readonly waiting: number;
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
  /** Bounds bcrypt work; absent: one gate per config, sized by BCRYPT_SLOTS. */
  passwordHashing?: HashingGate;
  /** This instance's live event streams (createApp makes one when absent; main.ts closes it at shutdown). */
  live?: LiveHub;
  /** Shorter heart-beats, retention... for tests; LIVE_STREAM otherwise. */
  liveTimings?: Partial<LiveTimings>;
}
