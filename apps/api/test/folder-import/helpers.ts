import request from 'supertest';
import { expect } from 'vitest';
import type { ImportColumnInput, ImportFormat, ImportReadResult } from '@shortlist/contracts';
import type { TestUser } from '../factories';
import type { TestContext } from '../test-app';

/** A sheet as CSV text: cells with commas or quotes are quoted. */
export function csvOf(rows: ReadonlyArray<ReadonlyArray<string | number>>): string {
  const cell = (v: string | number) => {
    const s = String(v);
    return /[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
  };
  return rows.map((r) => r.map(cell).join(',')).join('\n');
}

export const source = (content: string, format: ImportFormat = 'csv') => ({ format, content });

/** Reads a sheet through the API. */
export async function readSheet(
  ctx: TestContext,
  user: TestUser,
  folderId: string,
  body: { source: { format: ImportFormat; content: string }; categoryId?: string },
): Promise<ImportReadResult> {
  const res = await request(ctx.app)
    .post(`/api/folders/${folderId}/import/read`)
    .set('Authorization', user.auth)
    .send(body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as ImportReadResult;
}

/** The guessed mapping, as the dialog sends it back unchanged. */
export const guessesOf = (read: ImportReadResult): ImportColumnInput[] => read.columns.map((c) => c.guess);
