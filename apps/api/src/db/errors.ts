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
