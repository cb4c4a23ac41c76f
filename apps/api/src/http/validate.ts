import type { ZodError, ZodType, z } from 'zod';
import { findControlCharacters, nestedDeeperThan, REQUEST_BODY, SERVICE_TEXTS } from '@shortlist/contracts';
import { AppError } from './app-error';
import { strictRequest } from './strict-request';

/** Field -> first message, keyed by the dotted path ("attributes.0.name"). */
export function zodFields(error: ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    fields[key] ??= issue.message;
  }
  return fields;
}

/**
 * Parses with a contract schema; bad input becomes a 400 with the schema's messages. A value nested deeper than
 * REQUEST_BODY.maxDepth is refused before anything walks it, and any text holding a control character is refused
 * next, whatever the schema says (PostgreSQL refuses NUL in text).
 */
export function parseWith<S extends ZodType>(schema: S, value: unknown): z.output<S> {
  return parseChecked(schema, value);
}

/**
 * A request body, parsed as parseWith does, except that a key the contract does not name, at any depth, is a 400
 * naming it (strictRequest) where the contract's schema would drop it.
 */
export function parseBodyWith<S extends ZodType>(schema: S, value: unknown): z.output<S> {
  return parseChecked(strictRequest(schema), value);
}

function parseChecked<S extends ZodType>(schema: S, value: unknown): z.output<S> {
  if (nestedDeeperThan(value, REQUEST_BODY.maxDepth))
    throw new AppError('VALIDATION_ERROR', SERVICE_TEXTS.tooDeep);
  const controlAt = findControlCharacters(value);
  if (controlAt !== undefined)
    throw new AppError('VALIDATION_ERROR', SERVICE_TEXTS.controlCharacters, {
      [controlAt || '_']: SERVICE_TEXTS.controlCharacters,
    });
  const result = schema.safeParse(value);
  if (!result.success) throw validationError(result.error);
  return result.data;
}

/** A failed parse as the 400's body: unknown keys named, each by its dotted path, before the schema's messages. */
function validationError(error: ZodError): AppError {
  const unknown: string[] = [];
  for (const issue of error.issues)
    if (issue.code === 'unrecognized_keys')
      for (const key of issue.keys) unknown.push([...issue.path, key].join('.'));
  if (unknown.length === 0)
    return new AppError('VALIDATION_ERROR', error.issues[0]?.message ?? 'Invalid input', zodFields(error));
  const fields: Record<string, string> = {};
  for (const path of unknown) fields[path] ??= SERVICE_TEXTS.unknownField;
  for (const issue of error.issues)
    if (issue.code !== 'unrecognized_keys')
      fields[issue.path.length ? issue.path.join('.') : '_'] ??= issue.message;
  return new AppError('VALIDATION_ERROR', SERVICE_TEXTS.unknownFields(unknown), fields);
}
