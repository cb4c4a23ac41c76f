import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

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
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('Shortlist <no-reply@shortlist.local>'),
  SUPPORT_EMAIL: z.string().email().default('support@shortlist.local'),
  REDIS_URL: z.string().url().optional(),
  PUBLIC_URL: z.string().url().optional(),
  WEB_DIST_DIR: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  TRUST_PROXY: z.coerce.number().int().min(0).default(0),
});

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  jwtSecret: string;
  bcryptCost: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  supportEmail: string;
  redisUrl: string | undefined;
  publicUrl: string;
  webDistDir: string | undefined;
  logLevel: string;
  trustProxy: number;
  /** Notes for the start-up log, e.g. which secrets were generated. */
  notices: string[];
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
  const parsed = envSchema.safeParse(source);
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

  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    jwtSecret,
    bcryptCost: env.BCRYPT_COST ?? (env.NODE_ENV === 'production' ? 12 : env.NODE_ENV === 'test' ? 4 : 10),
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    supportEmail: env.SUPPORT_EMAIL,
    redisUrl: env.REDIS_URL,
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    webDistDir: env.WEB_DIST_DIR,
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    trustProxy: env.TRUST_PROXY,
    notices,
  };
}
