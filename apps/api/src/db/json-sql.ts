/*
 * Fragments of hot reads whose answer is built as JSON text in PostgreSQL, written so the text
 * reads back exactly as the TypeScript presenters would have written it.
 */

/**
 * A timestamptz as the answers write dates: `Date.toISOString()` (UTC, milliseconds truncated, `Z`). The stored
 * item cards' dates (migration 0018's item_card_times) are written with the same pattern.
 */
export const isoTimeSql = (column: string) =>
  `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** A text value as a JSON string (escaped as row_to_json escapes it), or `null`. */
export const jsonStringSql = (value: string) => `coalesce(to_json(${value})::text, 'null')`;
