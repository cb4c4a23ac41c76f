/** A number in an attribute value ("1,200" -> 1200), or null when it is not one. */
export function parseNumber(value: string | null | undefined): number | null {
  if (value == null) return null;
  const text = value.trim().replace(/,/g, '');
  if (!/^-?\d+(\.\d+)?$/.test(text)) return null;
  return Number(text);
}

/**
 * Positions holding the best value of a row (ties: all of them). Nothing is marked when fewer than two values
 * exist or all are equal: a highlight must tell the items apart.
 */
export function bestPositions(values: ReadonlyArray<number | null>, prefer: 'min' | 'max'): Set<number> {
  const known = values.filter((v): v is number => v !== null);
  if (known.length < 2) return new Set();
  const best = prefer === 'min' ? Math.min(...known) : Math.max(...known);
  if (known.every((v) => v === best)) return new Set();
  return new Set(values.flatMap((v, i) => (v === best ? [i] : [])));
}
