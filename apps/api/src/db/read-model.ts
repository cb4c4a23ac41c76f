import { sql, type SQL } from 'drizzle-orm';
import type { Database, DbOrTx } from './client';
import { rawRows } from './raw-rows';
import { type CompiledStatement, compileStatement, type Placeholders, preparedRows } from './prepared';

/*
 * A read model is one answer shape that PostgreSQL writes, declared once beside its feature in a
 * `<answer>.read-model.ts` file: its name, its parameters, its statement (drizzle's `sql` tag, every value a
 * bound parameter) and, when a statement's text must differ (an ORDER BY), its variants. It is compiled once
 * per variant, with placeholders standing in for the values, and run as drizzle's prepared query of that name
 * (db/prepared.ts: a named prepared statement on PostgreSQL, parsed and planned once per connection; rows'
 * timestamps as text). `scripts/read-models.ts` writes each compiled statement to its
 * snapshot `read-models/<feature>/<answer>.sql`, which a reviewer reads and a test keeps fresh.
 */

export interface ReadModelDefinition<P extends Record<string, unknown>, V extends string> {
  /** The prepared statement's name (and its variants' prefix): lower snake case, unique across read models. */
  name: string;
  /** The parameters in the order a reviewer reads them. */
  parameters: ReadonlyArray<keyof P & string>;
  /** Texts that differ (one per sort, say); absent: one text. */
  variants?: readonly V[];
  /** The statement; `p`'s members are placeholders and may appear only as values inside the SQL. */
  statement: (p: Placeholders<P>, variant: V) => SQL;
}

export interface ReadModel<P extends Record<string, unknown>, R, V extends string = 'default'> {
  readonly kind: 'read-model';
  readonly name: string;
  readonly parameters: ReadonlyArray<keyof P & string>;
  readonly variants: readonly V[];
  /** The statement of a variant as PostgreSQL receives it (compiled once). */
  compiled(variant?: V): CompiledStatement;
  /** The rows of the statement for these values, as its named prepared statement (timestamps as text). */
  rows(database: Database, values: P, variant?: V): Promise<R[]>;
  /**
   * The rows of the same statement inside a transaction (or on `db`), which must see the transaction's own
   * writes: built with the values as its parameters, not prepared (a pooled connection cannot run it).
   */
  rowsIn(db: DbOrTx, values: P, variant?: V): Promise<R[]>;
}

const DEFAULT_VARIANT = 'default';

/** Declares a read model; `R` is the type of the rows its statement selects. */
export function defineReadModel<P extends Record<string, unknown>, R, V extends string = 'default'>(
  definition: ReadModelDefinition<P, V>,
): ReadModel<P, R, V> {
  const variants = definition.variants ?? ([DEFAULT_VARIANT] as unknown as readonly V[]);
  const compiledByVariant = new Map<V, CompiledStatement>();
  const placeholders = Object.fromEntries(
    definition.parameters.map((key) => [key, sql.placeholder(key)]),
  ) as unknown as Placeholders<P>;
  const compiled = (variant: V = variants[0]!): CompiledStatement => {
    let statement = compiledByVariant.get(variant);
    if (!statement) {
      if (!variants.includes(variant)) throw new Error(`${definition.name}: no variant ${variant}`);
      const name = definition.variants ? `${definition.name}__${variant}` : definition.name;
      statement = compileStatement(name, definition.statement(placeholders, variant));
      compiledByVariant.set(variant, statement);
    }
    return statement;
  };
  return {
    kind: 'read-model',
    name: definition.name,
    parameters: definition.parameters,
    variants,
    compiled,
    rows: (database, values, variant) => preparedRows<R>(database, compiled(variant), values),
    rowsIn: (db, values, variant = variants[0]!) =>
      rawRows<R>(db, definition.statement(values as unknown as Placeholders<P>, variant)),
  };
}

/** A module's export that is a read model (the snapshot script and its test walk the `*.read-model.ts` files). */
export function isReadModel(value: unknown): value is ReadModel<Record<string, unknown>, unknown, string> {
  return typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'read-model';
}

/** The snapshot of a read model: each variant's statement as PostgreSQL receives it. */
export function readModelSnapshot(model: ReadModel<Record<string, unknown>, unknown, string>): string {
  return model.variants
    .map((variant) => {
      const { name, text, params } = model.compiled(variant);
      const bound = params.map((p, i) => `$${i + 1} ${(p as { name?: string }).name ?? String(p)}`);
      return `-- ${name}: ${bound.join(', ') || 'no parameters'}\n${text.trim()};\n`;
    })
    .join('\n');
}
