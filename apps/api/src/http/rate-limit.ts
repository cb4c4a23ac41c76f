import { ipKeyGenerator, rateLimit, type Store, type Options } from 'express-rate-limit';
import type { Request, RequestHandler, Response } from 'express';
import { HTTP_ERRORS, RETRY_AFTER_SECONDS, SERVICE_TEXTS } from '@shortlist/contracts';
import type { AppDeps, CounterStore, RateLimitName, RateLimitRules, RateLimitStoreFactory } from '../deps';
import { looksLikeApiToken } from '../auth-core/api-tokens';
import { hashToken, verifyAccessToken } from '../auth-core/tokens';
import { memoryCounters, redisCounters } from './counters';
import { bearerToken } from './session';

export type { RateLimitName, RateLimitRules, RateLimitStoreFactory } from '../deps';

/** The rules with every limit multiplied (never below 1). */
export function scaleRateLimits(rules: RateLimitRules, multiplier: number): RateLimitRules {
  return Object.fromEntries(
    Object.entries(rules).map(([name, rule]) => [
      name,
      { ...rule, limit: Math.max(1, Math.round(rule.limit * multiplier)) },
    ]),
  ) as RateLimitRules;
}

/** express-rate-limit's Store over one limiter's keys in the shared counters. */
function counterStore(counters: CounterStore, name: RateLimitName): Store {
  let windowMs = 60_000;
  const key = (client: string) => `rl:${name}:${client}`;
  return {
    init(options: Options) {
      windowMs = options.windowMs;
    },
    async get(client) {
      const count = await counters.get(key(client));
      return count ? { totalHits: count.count, resetTime: count.resetAt } : undefined;
    },
    async increment(client) {
      const count = await counters.hit(key(client), windowMs);
      return { totalHits: count.count, resetTime: count.resetAt };
    },
    decrement: (client) => counters.decrement(key(client)),
    resetKey: (client) => counters.reset(key(client)),
  };
}

/** Rate-limit stores over the given counters. */
export function rateLimitStores(counters: CounterStore): RateLimitStoreFactory {
  return { create: (name) => counterStore(counters, name), counters, close: () => counters.close() };
}

export function memoryRateLimitStores(now?: () => number): RateLimitStoreFactory {
  return rateLimitStores(memoryCounters(now));
}

/** Shared by every API instance; keys start with `prefix` so several apps (or tests) can share one Redis. */
export function redisRateLimitStores(url: string, prefix: string): RateLimitStoreFactory {
  return rateLimitStores(redisCounters(url, prefix));
}

/**
 * A limiter key counting per signed-in user (the access token's subject). A request without a valid token is
 * counted by IP, and the session check refuses it next.
 */
export function perUserKey(deps: AppDeps): (req: Request) => string {
  return (req) => {
    const token = bearerToken(req.headers.authorization);
    // a personal API token counts as itself (its person is read later, by the session check)
    if (token && looksLikeApiToken(token)) return `token:${hashToken(token)}`;
    const claims = token ? verifyAccessToken(token, deps.config.jwtSecret, deps.clock.now()) : null;
    return claims ? `user:${claims.sub}` : `ip:${ipKeyGenerator(req.ip ?? '')}`;
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
  options: {
    /** Counts per this key instead of per IP (e.g. per signed-in user). */
    key?: (req: Request) => string;
    /** Answers the refusal itself (a page a browser opens gets a page, not JSON); the status is 429. */
    refuse?: (res: Response) => void;
  } = {},
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
      if (options.refuse) options.refuse(res.status(429));
      else res.status(429).json({ error: { code: 'RATE_LIMITED', message } });
    },
  });
  // the counters cannot answer (Redis down): refuse, as /api/health does for the database, and say when to retry
  const unavailable = (res: Parameters<RequestHandler>[1]) => {
    if (res.headersSent) return;
    res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
    res.status(503).json({ error: { code: 'SERVICE_UNAVAILABLE', message: SERVICE_TEXTS.unavailable } });
  };
  return async (req, res, next) => {
    try {
      await limiter(req, res, (err?: unknown) => {
        if (err) return unavailable(res);
        next();
      });
    } catch {
      unavailable(res);
    }
  };
}
