import { sql, type SQL } from 'drizzle-orm';

/*
 * A long JSON array (a folder's hundreds of item cards) read from PostgreSQL in parts of a few dozen elements,
 * one row each, and sent on without being joined into one string. Written whole by json_agg, the
 * text of 500 cards (286 KB) was built in a buffer that doubled up to 512 KB, then copied twice on its way out;
 * on this host every large allocation is fresh memory, and the backend took about 400 page faults per read
 * (half its CPU). In parts, each buffer stays small and is reused. On the API's side a part is a string of
 * tens of KB (V8's young space, not a fresh large object) and the answer's bytes are sent as they are.
 */

/** Between two elements, and between two parts. */
const SEPARATOR = ',';
const SEPARATOR_BYTES = Buffer.from(SEPARATOR);

/**
 * Rows `(part int, text text)`, parts numbered from 1: the JSON texts in the `json` column of `orderedRows` (a
 * subquery with an ORDER BY, read in that order: a subquery with an order by is never merged into its caller),
 * `perPart` to a part, joined by commas. No rows when `orderedRows` has none.
 */
export const jsonArrayParts = (orderedRows: SQL, perPart: number): SQL => {
  const size = sql.raw(String(Math.trunc(perPart)));
  return sql`select ((k.n - 1) / ${size} + 1)::int as part,
      string_agg(k.json, ${sql.raw(`'${SEPARATOR}'`)} order by k.n) as text
      from (select r.json, row_number() over () as n from (${orderedRows}) r) k
      group by (k.n - 1) / ${size}`;
};

/**
 * The bytes of the JSON array whose parts `jsonArrayPartsSql` read (each part's text, in part order), as the
 * array of all the elements (`[]` when there are none).
 */
export function jsonArrayBytes(parts: readonly string[]): Buffer[] {
  const out: Buffer[] = [Buffer.from('[')];
  parts.forEach((text, i) => {
    if (i > 0) out.push(SEPARATOR_BYTES);
    out.push(Buffer.from(text));
  });
  out.push(Buffer.from(']'));
  return out;
}
