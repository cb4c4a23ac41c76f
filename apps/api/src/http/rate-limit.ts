import { rateLimit, MemoryStore } from 'express-rate-limit';
import type { Request, RequestHandler } from 'express';
import { RedisStore, type RedisReply } from 'rate-limit-redis';
import { Redis } from 'ioredis';
import { HTTP_ERRORS } from '@shortlist/contracts';
import type { AppDeps, RateLimitName, RateLimitRules, RateLimitStoreFactory } from '../deps';

/** The rules with every limit multiplied (never below 1). */
export function scaleRateLimits(rules: RateLimitRules, multiplier: number): RateLimitRules {
  return Object.fromEntries(
    Object.entries(rules).map(([name, rule]) => [
      name,
      { ...rule, limit: Math.max(1, Math.round(rule.limit * multiplier)) },
    ]),
  ) as RateLimitRules;
}

export function memoryRateLimitStores(): RateLimitStoreFactory {
  return { create: () => new MemoryStore(), close: async () => {} };
}

export function redisRateLimitStores(url: string): RateLimitStoreFactory {
  const client = new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: false });
  client.on('error', () => {
    // failures surface on each request (the limiter then refuses); nothing to do here
  });
  return {
    create: (name) =>
      new RedisStore({
        prefix: `rl:${name}:`,
        sendCommand: (command: string, ...args: string[]) =>
          client.call(command, ...args) as Promise<RedisReply>,
      }),
    close: async () => {
      client.disconnect();
    },
  };
}

/**
 * A per-IP limiter answering 429 in the contract's error shape. The store failing means refusal (503), never
 * a free pass: passOnStoreError stays false.
 */
export function createRateLimit(
  deps: AppDeps,
  name: RateLimitName,
  message: string = HTTP_ERRORS.rateLimited,
  /** Counts per this key instead of per IP (e.g. per signed-in user). */
  options: { key?: (req: Request) => string } = {},
): RequestHandler {
  const rule = deps.rateLimits[name];
  const limiter = rateLimit({
    windowMs: rule.windowMs,
    limit: rule.limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    store: deps.rateLimitStore.create(name),
    passOnStoreError: false,
    ...(options.key ? { keyGenerator: options.key } : {}),
    handler: (_req, res) => {
      res.status(429).json({ error: { code: 'RATE_LIMITED', message } });
    },
  });
  return async (req, res, next) => {
    try {
      await limiter(req, res, (err?: unknown) => {
        if (err) {
          res.status(503).json({ error: { code: 'SERVICE_UNAVAILABLE', message: HTTP_ERRORS.rateLimited } });
          return;
        }
        next();
      });
    } catch {
      if (!res.headersSent)
        res.status(503).json({ error: { code: 'SERVICE_UNAVAILABLE', message: HTTP_ERRORS.rateLimited } });
    }
  };
}
