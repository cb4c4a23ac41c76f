import type { ZodError, ZodType, z } from 'zod';
import {
  findControlCharacters,
  hasControlCharacters,
  idParamsSchema,
  SERVICE_TEXTS,
} from '@shortlist/contracts';
import { AppError } from './app-error';
import { isPlainObject, parsePlainIdParams } from './plain-checks';

/** Field -> first message, keyed by the dotted path ("attributes.0.name"). */
export function zodFields(error: ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    fields[key] ??= issue.message;
  }
  return fields;
}

/** Checks that answer what a schema's parse answers for well-formed input, undefined otherwise (decision 0041). */
const plainParsers = new WeakMap<ZodType, (value: unknown) => unknown>();

/**
 * Gives a hot endpoint's schema a check written by hand for its well-formed input: it answers exactly what the
 * schema's parse would (a test holds it to that), or undefined, and then the schema parses and words the errors.
 */
export function parsePlainWith<S extends ZodType>(
  schema: S,
  parse: (value: unknown) => z.output<S> | undefined,
): void {
  plainParsers.set(schema, parse);
}

// every read of one item, folder or comparison names it by `:id` (decision 0045)
parsePlainWith(idParamsSchema, parsePlainIdParams);

/**
 * findControlCharacters, with the usual input (route params, a query: an object of strings) checked without its
 * walk's allocations (a path array per key); anything else, or a control character found, goes the whole way.
 */
export function controlCharactersAt(value: unknown): string | undefined {
  if (isPlainObject(value)) {
    let clean = true;
    for (const key of Object.keys(value)) {
      const entry = value[key];
      if (typeof entry !== 'string' || hasControlCharacters(key) || hasControlCharacters(entry)) {
        clean = false;
        break;
      }
    }
    if (clean) return undefined;
  }
  return findControlCharacters(value);
}

/**
 * Parses with a contract schema; bad input becomes a 400 with the schema's messages. Any text holding a control
 * character is refused first, whatever the schema says (NUL reaching PostgreSQL was a 500).
 */
export function parseWith<S extends ZodType>(schema: S, value: unknown): z.output<S> {
  const controlAt = controlCharactersAt(value);
  if (controlAt !== undefined)
    throw new AppError('VALIDATION_ERROR', SERVICE_TEXTS.controlCharacters, {
      [controlAt || '_']: SERVICE_TEXTS.controlCharacters,
    });
  const plain = plainParsers.get(schema)?.(value);
  if (plain !== undefined) return plain as z.output<S>;
  const result = schema.safeParse(value);
  if (!result.success) {
    const fields = zodFields(result.error);
    throw new AppError('VALIDATION_ERROR', result.error.issues[0]?.message ?? 'Invalid input', fields);
  }
  return result.data;
}
