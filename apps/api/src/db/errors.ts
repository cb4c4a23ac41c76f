/** Reading Postgres errors the same way on both drivers (drizzle wraps the driver error: TOOLCHAIN). */

interface PgErrorLike {
  code?: unknown;
  constraint?: unknown;
  message?: unknown;
}

function driverError(err: unknown): PgErrorLike | undefined {
  const e = err as (PgErrorLike & { cause?: unknown }) | undefined;
  return (e?.cause ?? e) as PgErrorLike | undefined;
}

/** The Postgres error code of a failed statement ('23505' unique violation...), if any. */
export function pgErrorCode(err: unknown): string | undefined {
  const code = driverError(err)?.code;
  return typeof code === 'string' ? code : undefined;
}

/** The unique constraint a write violated (23505), '' when the driver does not name it, else undefined. */
export function violatedUniqueConstraint(err: unknown): string | undefined {
  const cause = driverError(err);
  if (cause?.code !== '23505') return undefined;
  if (typeof cause.constraint === 'string') return cause.constraint;
  return /unique constraint "([^"]+)"/.exec(String(cause.message ?? ''))?.[1] ?? '';
}

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EPIPE',
]);
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'PGlite is closed',
];

/**
 * True when the database could not be reached or is shutting down (not when a statement failed): the API then
 * answers 503 with Retry-After, as /api/health does, instead of a 500.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (
    let e = err as (PgErrorLike & { cause?: unknown; errors?: unknown[] }) | undefined, depth = 0;
    e && depth < 5;
    depth += 1
  ) {
    const code = typeof e.code === 'string' ? e.code : '';
    // 08xxx connection exceptions, 57P01-57P03 shutdown / cannot connect now
    if (NETWORK_CODES.has(code) || code.startsWith('08') || /^57P0[123]$/.test(code)) return true;
    const message = typeof e.message === 'string' ? e.message : '';
    if (UNAVAILABLE_MESSAGES.some((m) => message.includes(m))) return true;
    // node's AggregateError (every address of localhost refused) carries the codes in `errors`
    if (Array.isArray(e.errors) && e.errors.some((inner) => isDatabaseUnavailable(inner))) return true;
    e = e.cause as typeof e;
  }
  return false;
}
