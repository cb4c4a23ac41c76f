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

/** A place in a walked value: the key that leads to it from its parent (none for the root). */
interface Place {
  value: unknown;
  key: string | undefined;
  /** The key is an object's (text to check too), not an array index. */
  objectKey: boolean;
  parent: Place | undefined;
}

function dottedPath(place: Place): string {
  const keys: string[] = [];
  for (let at: Place | undefined = place; at?.key !== undefined; at = at.parent) keys.push(at.key);
  return keys.reverse().join('.');
}

/**
 * The dotted path of the first string holding a control character anywhere in a request's body, query or
 * params ("attributes.0.name"; '' for a bare string), or undefined: the API checks every input with it before
 * the endpoint's own schema, so no text field can let one through. The walk keeps its own stack, depth first in
 * key order, so no nesting overflows the call stack.
 */
export function findControlCharacters(value: unknown): string | undefined {
  const stack: Place[] = [{ value, key: undefined, objectKey: false, parent: undefined }];
  for (let place = stack.pop(); place; place = stack.pop()) {
    // a key is text too (attribute values are keyed by id)
    if (place.objectKey && hasControlCharacters(place.key!)) return dottedPath(place);
    const here = place.value;
    if (typeof here === 'string') {
      if (hasControlCharacters(here)) return dottedPath(place);
    } else if (Array.isArray(here)) {
      for (let index = here.length - 1; index >= 0; index--)
        stack.push({ value: here[index], key: String(index), objectKey: false, parent: place });
    } else if (here && typeof here === 'object') {
      const entries = Object.entries(here);
      for (let index = entries.length - 1; index >= 0; index--) {
        const [key, entry] = entries[index]!;
        stack.push({ value: entry, key, objectKey: true, parent: place });
      }
    }
  }
  return undefined;
}

/**
 * Whether objects and arrays nest more than `max` deep in a value (a bare value is 0 deep, `{}` and `[]` 1,
 * `{"a":[]}` 2), found one level at a time without recursion, stopping at the first level past `max`.
 */
export function nestedDeeperThan(value: unknown, max: number): boolean {
  let level: object[] = typeof value === 'object' && value !== null ? [value] : [];
  for (let depth = 1; level.length > 0; depth++) {
    if (depth > max) return true;
    const next: object[] = [];
    for (const node of level)
      for (const entry of Object.values(node))
        if (typeof entry === 'object' && entry !== null) next.push(entry as object);
    level = next;
  }
  return false;
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
