import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { MEDIA } from '@shortlist/contracts';
import { DEV_RATE_LIMIT_MULTIPLIER } from './tunables';

/**
 * The only file that reads process.env. Parsed once with zod; production refuses to start on a missing secret,
 * development generates what it needs (kept under DATA_DIR so sessions survive a restart) and says so.
 */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('.data'),
  DATABASE_URL: z.string().url().optional(),
  JWT_SECRET: z.string().min(32).optional(),
  BCRYPT_COST: z.coerce.number().int().min(4).max(15).optional(),
  /** bcrypt hashes run at once; default half the cores, at least 1. */
  BCRYPT_SLOTS: z.coerce.number().int().min(1).max(64).optional(),
  /** bcrypt hashes that may wait for a slot per slot; past that, sign-in answers 503 + Retry-After. */
  BCRYPT_QUEUE_PER_SLOT: z.coerce.number().int().min(0).max(1000).default(8),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('Shortlist <no-reply@shortlist.local>'),
  SUPPORT_EMAIL: z.string().email().default('support@shortlist.local'),
  REDIS_URL: z.string().url().optional(),
  /** Start of every key this app writes in Redis, so several apps (or test runs) can share one server. */
  REDIS_KEY_PREFIX: z.string().default('shortlist:'),
  PUBLIC_URL: z.string().url().optional(),
  WEB_DIST_DIR: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  TRUST_PROXY: z.coerce.number().int().min(0).default(0),
  /**
   * Scales every per-IP rate limit. Default 1, except in development (DEV_RATE_LIMIT_MULTIPLIER): there every
   * browser is on 127.0.0.1, so one person trying the app would meet limits meant for one address on the internet.
   */
  RATE_LIMIT_MULTIPLIER: z.coerce.number().positive().optional(),
  /** auto: Stripe when STRIPE_SECRET_KEY is set, else the test checkout (refused in production). */
  BILLING: z.enum(['auto', 'stripe', 'test', 'off']).default('auto'),
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  /** Tests and local fakes only: where the Stripe SDK sends its requests (http://127.0.0.1:port). */
  STRIPE_API_BASE: z.string().url().optional(),
  LLM_BASE_URL: z.string().url().optional(),
  LLM_API_KEY: z.string().min(1).optional(),
  LLM_MODEL: z.string().min(1).default('gpt-4o-mini'),
  /** Lets the link reader read pages on this machine; default on in development only (refused in production). */
  LINK_READER_ALLOW_LOOPBACK: z.enum(['true', 'false']).optional(),
  /** Photos (DESIGN §2): S3-compatible storage when S3_ENDPOINT or S3_ACCESS_KEY_ID is set, else local disk. */
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_BUCKET: z.string().min(1).default(MEDIA.bucket),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('false'),
  /**
   * Where browsers reach the S3 API, when it is not S3_ENDPOINT (compose: the app talks to minio:9000, browsers to
   * localhost:9000). Presigned photo URLs are signed for this host.
   */
  S3_PUBLIC_ENDPOINT: z.string().url().optional(),
  /** Gone: photos are served through presigned URLs from a private bucket (see S3_PUBLIC_ENDPOINT). */
  S3_PUBLIC_URL: z.string().optional(),
  /** Local media directory; default DATA_DIR/media (a fresh temp dir in tests). */
  MEDIA_DIR: z.string().optional(),
  /**
   * on: every answer is also zod-parsed with its contract schema and compared with the compiled serializer's
   * text (test suites: catches drift); off: serialised only. Default: on in test, off otherwise.
   */
  RESPONSE_CHECK: z.enum(['on', 'off']).optional(),
  /** Turns GET /api/metrics on, for callers presenting `Authorization: Bearer <token>`; unset: 404. */
  METRICS_TOKEN: z.string().min(16).optional(),
  /**
   * Seconds between a shutdown signal and closing the server, while /api/ready answers 503 so the load balancer
   * stops sending; default 5 in production, 0 elsewhere.
   */
  DRAIN_SECONDS: z.coerce.number().min(0).max(120).optional(),
  /**
   * Live event streams this instance holds open at once; past it a new one answers 503 + Retry-After, and the
   * client's retry can reach another instance. Each stream holds a socket (a file descriptor) and a timer.
   */
  LIVE_STREAMS_MAX: z.coerce.number().int().min(1).max(1_000_000).default(5000),
});

export interface BillingConfig {
  mode: 'stripe' | 'test' | 'off';
  stripeSecretKey: string | undefined;
  stripeWebhookSecret: string | undefined;
  stripeApiBase: string | undefined;
}

/** Resolves the billing mode; production refuses billing without Stripe secrets, and the test checkout. */
function billingConfig(env: z.infer<typeof envSchema>): BillingConfig {
  const secrets = {
    stripeSecretKey: env.STRIPE_SECRET_KEY,
    stripeWebhookSecret: env.STRIPE_WEBHOOK_SECRET,
    stripeApiBase: env.STRIPE_API_BASE,
  };
  if (env.BILLING === 'off') return { mode: 'off', ...secrets };
  const wantsStripe =
    env.BILLING === 'stripe' ||
    (env.BILLING === 'auto' && (!!env.STRIPE_SECRET_KEY || env.NODE_ENV === 'production'));
  if (wantsStripe) {
    if (!env.STRIPE_SECRET_KEY || !env.STRIPE_WEBHOOK_SECRET) {
      throw new Error(
        'STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are required when billing is on (set BILLING=off to run without payments).',
      );
    }
    return { mode: 'stripe', ...secrets };
  }
  if (env.NODE_ENV === 'production') {
    throw new Error('BILLING=test is a development and test setting; it cannot be on in production.');
  }
  return { mode: 'test', ...secrets };
}

export interface S3Config {
  endpoint: string | undefined;
  region: string;
  bucket: string;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  forcePathStyle: boolean;
  /** The S3 endpoint browsers use, when it differs from `endpoint`: presigned URLs are signed for it. */
  publicEndpoint: string | undefined;
}

export type StorageConfig =
  /** signingSecret: the key local photo URLs are HMAC-signed with (derived from JWT_SECRET). */
  { driver: 'local'; dir: string; signingSecret: string } | { driver: 's3'; s3: S3Config };

function storageConfig(env: z.infer<typeof envSchema>, dataDir: string, jwtSecret: string): StorageConfig {
  if (env.S3_PUBLIC_URL)
    throw new Error(
      'S3_PUBLIC_URL is no longer used: the bucket stays private and photos are served through presigned URLs. Remove it; set S3_PUBLIC_ENDPOINT to the address browsers reach the S3 API at, if it is not S3_ENDPOINT.',
    );
  if (env.S3_ENDPOINT || env.S3_ACCESS_KEY_ID) {
    if (!!env.S3_ACCESS_KEY_ID !== !!env.S3_SECRET_ACCESS_KEY)
      throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together.');
    return {
      driver: 's3',
      s3: {
        endpoint: env.S3_ENDPOINT,
        region: env.S3_REGION,
        bucket: env.S3_BUCKET,
        accessKeyId: env.S3_ACCESS_KEY_ID,
        secretAccessKey: env.S3_SECRET_ACCESS_KEY,
        forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
        publicEndpoint: env.S3_PUBLIC_ENDPOINT,
      },
    };
  }
  const dir =
    env.MEDIA_DIR ??
    (env.NODE_ENV === 'test'
      ? path.join(os.tmpdir(), `shortlist-test-media-${randomBytes(6).toString('hex')}`)
      : path.join(dataDir, 'media'));
  return { driver: 'local', dir: path.resolve(dir), signingSecret: jwtSecret };
}

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  jwtSecret: string;
  bcryptCost: number;
  /** Password hashing's bound: hashes at once, and how many may wait for one. */
  bcryptSlots: number;
  bcryptQueueMax: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  supportEmail: string;
  redisUrl: string | undefined;
  redisKeyPrefix: string;
  publicUrl: string;
  webDistDir: string | undefined;
  logLevel: string;
  trustProxy: number;
  rateLimitMultiplier: number;
  /** Payments (DESIGN §2): Stripe, the built-in test checkout, or none. */
  billing: BillingConfig;
  /** OpenAI-compatible chat completions endpoint for link reading; both set or the model step is off. */
  llm: { baseUrl: string; apiKey: string; model: string } | undefined;
  /** Dev/test only: lets the link reader fetch 127.0.0.1 / ::1 (e2e product pages). Never allowed in production. */
  linkReaderAllowLoopback: boolean;
  /** Photo storage: local directory or S3-compatible bucket. */
  storage: StorageConfig;
  /** Bearer token of GET /api/metrics; undefined: metrics off (404). */
  metricsToken: string | undefined;
  /** Seconds the server keeps serving, while not ready, between a shutdown signal and closing. */
  /** Zod-check every answer against its contract besides serialising it (tests). */
  responseCheck: boolean;
  drainSeconds: number;
  /** Live streams this instance holds open at once (LIVE_STREAMS_MAX). */
  liveStreamsMax: number;
  /** Notes for the start-up log, e.g. which secrets were generated. */
  notices: string[];
}

/** RATE_LIMIT_MULTIPLIER, or the development default (said in the log), or 1. */
function rateLimitMultiplier(env: z.infer<typeof envSchema>, notices: string[]): number {
  if (env.RATE_LIMIT_MULTIPLIER !== undefined) return env.RATE_LIMIT_MULTIPLIER;
  if (env.NODE_ENV !== 'development') return 1;
  notices.push(
    `Development: per-IP rate limits are ${DEV_RATE_LIMIT_MULTIPLIER} times the production ones (every local browser shares one address); set RATE_LIMIT_MULTIPLIER=1 to try the real ones. Per-account limits (codes, wrong passwords) are unchanged.`,
  );
  return DEV_RATE_LIMIT_MULTIPLIER;
}

/**
 * LINK_READER_ALLOW_LOOPBACK, or on in development (said in the log): `pnpm start` runs on the machine whose own
 * pages one tries "Fill from link" and Capture with; everywhere else loopback is refused unless set.
 */
function linkReaderAllowLoopback(env: z.infer<typeof envSchema>, notices: string[]): boolean {
  if (env.LINK_READER_ALLOW_LOOPBACK !== undefined) return env.LINK_READER_ALLOW_LOOPBACK === 'true';
  if (env.NODE_ENV !== 'development') return false;
  notices.push(
    'Development: the link reader may read pages on this machine (127.0.0.1, ::1, any port); set LINK_READER_ALLOW_LOOPBACK=false to try the production rule.',
  );
  return true;
}

function devSecret(dataDir: string, name: string, notices: string[]): string {
  const file = path.join(dataDir, 'dev-secrets.json');
  let secrets: Record<string, string> = {};
  try {
    secrets = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  } catch {
    // first start: nothing stored yet
  }
  if (!secrets[name]) {
    secrets[name] = randomBytes(48).toString('base64url');
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
    notices.push(`Generated a development ${name} in ${file}; set it in the environment for production.`);
  }
  return secrets[name];
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable (docker compose's `${X:-}`) means unset.
  const parsed = envSchema.safeParse(
    Object.fromEntries(Object.entries(source).filter(([, value]) => value !== '')),
  );
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const env = parsed.data;
  const notices: string[] = [];
  const dataDir = path.resolve(env.DATA_DIR);

  if (env.NODE_ENV === 'production' && !env.JWT_SECRET) {
    throw new Error('JWT_SECRET is required in production (at least 32 characters).');
  }
  const jwtSecret =
    env.JWT_SECRET ??
    (env.NODE_ENV === 'test' ? 'test-secret-'.padEnd(48, 'x') : devSecret(dataDir, 'JWT_SECRET', notices));

  if (env.NODE_ENV === 'production' && env.LINK_READER_ALLOW_LOOPBACK === 'true') {
    throw new Error(
      'LINK_READER_ALLOW_LOOPBACK is a development and test setting; it cannot be on in production.',
    );
  }

  const billing = billingConfig(env);
  const bcryptSlots = env.BCRYPT_SLOTS ?? Math.max(1, Math.floor(os.availableParallelism() / 2));

  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    jwtSecret,
    bcryptCost: env.BCRYPT_COST ?? (env.NODE_ENV === 'production' ? 12 : env.NODE_ENV === 'test' ? 4 : 10),
    bcryptSlots,
    bcryptQueueMax: bcryptSlots * env.BCRYPT_QUEUE_PER_SLOT,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    supportEmail: env.SUPPORT_EMAIL,
    redisUrl: env.REDIS_URL,
    redisKeyPrefix: env.REDIS_KEY_PREFIX,
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    webDistDir: env.WEB_DIST_DIR,
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    trustProxy: env.TRUST_PROXY,
    rateLimitMultiplier: rateLimitMultiplier(env, notices),
    billing,
    llm:
      env.LLM_BASE_URL && env.LLM_API_KEY
        ? { baseUrl: env.LLM_BASE_URL, apiKey: env.LLM_API_KEY, model: env.LLM_MODEL }
        : undefined,
    linkReaderAllowLoopback: linkReaderAllowLoopback(env, notices),
    storage: storageConfig(env, dataDir, jwtSecret),
    metricsToken: env.METRICS_TOKEN,
    responseCheck: (env.RESPONSE_CHECK ?? (env.NODE_ENV === 'test' ? 'on' : 'off')) === 'on',
    drainSeconds: env.DRAIN_SECONDS ?? (env.NODE_ENV === 'production' ? 5 : 0),
    liveStreamsMax: env.LIVE_STREAMS_MAX,
    notices,
  };
}
