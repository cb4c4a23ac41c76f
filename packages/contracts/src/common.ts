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
