import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

// CHECK constraints built from contracts' constants, so the database states a limit with the same number the
// API and the web check (test/db/check-constraints.test.ts reads them back from the migrated database).

/** `column in ('a', 'b')`: the values are the contract's own constants, never user input. */
export const isOneOf = (column: AnyColumn, values: readonly string[]) =>
  sql`${column} in (${sql.raw(values.map((v) => `'${v.replaceAll("'", "''")}'`).join(', '))})`;

/** `column between min and max`, both bounds included (column or an expression of one, e.g. its length). */
export const isBetween = (column: AnyColumn | SQL, min: number, max: number) =>
  sql`${column} between ${sql.raw(String(min))} and ${sql.raw(String(max))}`;
