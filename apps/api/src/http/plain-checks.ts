import { idSchema } from '@shortlist/contracts';

/*
 * The pieces of the checks written by hand for hot endpoints' well-formed input: each answers what
 * the contract's schema answers for it, or undefined, and then the schema parses and words the errors
 * (http/validate.ts). A test holds each check to its schema.
 */

/** The contract's uuid pattern (idSchema's own regex, so an id passes here only if it passes there). */
export const UUID = (idSchema as unknown as { _zod: { pattern: RegExp } })._zod.pattern;

/**
 * An object of plain data: made by `{}` or JSON.parse, by Object.create(null) (Express's query), or by a class
 * whose prototype has no prototype of its own (find-my-way's route params: `new NullObject()`). Arrays, dates
 * and other class instances are left to the schema.
 */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value) as object | null;
  return proto === null || Object.getPrototypeOf(proto) === null;
}

/**
 * A route's `{ id }` (idParamsSchema: every item, folder and compare read) when the id is a uuid. The schema keeps
 * `id` alone; so does this.
 */
export function parsePlainIdParams(value: unknown): { id: string } | undefined {
  if (!isPlainObject(value)) return undefined;
  const { id } = value;
  return typeof id === 'string' && UUID.test(id) ? { id } : undefined;
}
