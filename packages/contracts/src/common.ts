import { z } from 'zod';
import { SERVICE_TEXTS } from './messages/hardening';

export const idSchema = z.uuid();
export const idParamsSchema = z.object({ id: idSchema });

/** Removes <script> elements and trims: the spec strips script tags from free text before saving. */
export function stripScripts(value: string): string {
  return value
    .replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, '')
    .replace(/<\/?script\b[^>]*>/gi, '')
    .trim();
}

/**
 * C0 control characters other than tab, line feed and carriage return, and DEL. None belongs in text a person
 * typed, and PostgreSQL refuses NUL outright (a 500 before they were refused here).
 */
// eslint-disable-next-line no-control-regex -- finding these characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export function hasControlCharacters(value: string): boolean {
  return CONTROL_CHARACTERS.test(value);
}

/**
 * The dotted path of the first string holding a control character anywhere in a request's body, query or
 * params ("attributes.0.name"; '' for a bare string), or undefined: the API checks every input with it before
 * the endpoint's own schema, so no text field can let one through.
 */
export function findControlCharacters(value: unknown, path: string[] = []): string | undefined {
  if (typeof value === 'string') return hasControlCharacters(value) ? path.join('.') : undefined;
  if (Array.isArray(value)) {
    for (const [index, entry] of value.entries()) {
      const found = findControlCharacters(entry, [...path, String(index)]);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  if (value && typeof value === 'object') {
    for (const [key, entry] of Object.entries(value)) {
      // a key is text too (attribute values are keyed by id)
      if (hasControlCharacters(key)) return [...path, key].join('.');
      const found = findControlCharacters(entry, [...path, key]);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

/** A string without control characters (see above), with the field message forms show. */
export function plainString(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).refine((v) => !hasControlCharacters(v), SERVICE_TEXTS.controlCharacters);
}

export const okSchema = z.object({ ok: z.literal(true) });
export const isoDate = z.iso.datetime({ offset: true });

/** Required free text: scripts stripped, trimmed, 1..max characters, with the spec's messages. */
export function requiredText(max: number, required: string, tooLong: string) {
  return plainString({ error: required })
    .transform(stripScripts)
    .pipe(z.string().min(1, required).max(max, tooLong));
}

/** Optional free text: scripts stripped, trimmed, at most max characters; blank (or absent) becomes null. */
export function optionalText(max: number, tooLong: string) {
  return plainString()
    .nullish()
    .transform((v) => (v == null ? '' : stripScripts(v)))
    .pipe(z.string().max(max, tooLong))
    .transform((v) => (v === '' ? null : v));
}
