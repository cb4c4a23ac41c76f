import { z } from 'zod';

export const idSchema = z.uuid();
export const idParamsSchema = z.object({ id: idSchema });

/** Removes <script> elements and trims: the spec strips script tags from free text before saving. */
export function stripScripts(value: string): string {
  return value
    .replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, '')
    .replace(/<\/?script\b[^>]*>/gi, '')
    .trim();
}

export const okSchema = z.object({ ok: z.literal(true) });
export const isoDate = z.iso.datetime({ offset: true });

/** Required free text: scripts stripped, trimmed, 1..max characters, with the spec's messages. */
export function requiredText(max: number, required: string, tooLong: string) {
  return z
    .string({ error: required })
    .transform(stripScripts)
    .pipe(z.string().min(1, required).max(max, tooLong));
}

/** Optional free text: scripts stripped, trimmed, at most max characters; blank (or absent) becomes null. */
export function optionalText(max: number, tooLong: string) {
  return z
    .string()
    .nullish()
    .transform((v) => (v == null ? '' : stripScripts(v)))
    .pipe(z.string().max(max, tooLong))
    .transform((v) => (v === '' ? null : v));
}
