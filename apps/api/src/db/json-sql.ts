import { sql, type SQL } from 'drizzle-orm';

/*
 * Fragments of reads whose answer is built as JSON text in PostgreSQL, written so the text reads back exactly as
 * JSON.stringify of the contract's value would.
 */

/** A timestamptz as the answers write dates, `Date.toISOString()` (UTC, milliseconds, `Z`), as a JSON string. */
export const jsonIsoTime = (column: SQL): SQL =>
  sql`'"' || to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') || '"'`;

/** A timestamptz as `Date.toISOString()` writes it, as text (for json_build_object). */
export const isoTime = (column: SQL): SQL =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** A text that is never null as a JSON string (escaped as row_to_json escapes it). */
export const jsonText = (value: SQL): SQL => sql`to_json(${value})::text`;

/** A text as a JSON string, or `null`. */
export const jsonNullableText = (value: SQL): SQL => sql`coalesce(to_json(${value})::text, 'null')`;
