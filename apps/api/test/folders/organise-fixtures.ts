import request from 'supertest';
import { expect } from 'vitest';
import type {
  Category,
  CategoryInput,
  FolderCreateInput,
  FolderSummary,
  ItemCreateInput,
  ItemDetail,
} from '@shortlist/contracts';
import { folderCollaborators } from '../../src/db/schema';
import type { TestUser } from '../factories';
import type { TestContext } from '../test-app';

/** Creates a folder through the API and answers its card. */
export async function makeFolder(
  ctx: TestContext,
  user: TestUser,
  body: FolderCreateInput = { name: 'Apartments' },
): Promise<FolderSummary> {
  const res = await request(ctx.app).post('/api/folders').set('Authorization', user.auth).send(body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as FolderSummary;
}

/** A chain of nested folders, root first. */
export async function makeFolderChain(ctx: TestContext, user: TestUser, depth: number) {
  const chain: FolderSummary[] = [];
  for (let i = 0; i < depth; i += 1)
    chain.push(await makeFolder(ctx, user, { name: `Level ${i}`, parentFolderId: chain[i - 1]?.id ?? null }));
  return chain;
}

export const defaultCategory: CategoryInput = {
  name: 'Homes',
  description: 'Places to live',
  attributes: [
    { name: 'Rooms', attributeType: 'number', isRequired: true },
    { name: 'District' },
    { name: 'Heating', options: ['gas', 'electric'] },
  ],
};

/** Creates a category through the API and answers it. */
export async function makeCategory(
  ctx: TestContext,
  user: TestUser,
  body: CategoryInput = defaultCategory,
): Promise<Category> {
  const res = await request(ctx.app).post('/api/categories').set('Authorization', user.auth).send(body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as Category;
}

/** The id of a category attribute by name. */
export function attributeId(category: Category, name: string): string {
  const attribute = category.attributes.find((a) => a.name === name);
  if (!attribute) throw new Error(`no attribute ${name}`);
  return attribute.id;
}

/** A valid Add Item body for the default category. */
export function itemBody(category: Category, overrides: Partial<ItemCreateInput> = {}): ItemCreateInput {
  return {
    name: 'Flat on Main Street',
    description: 'Bright, third floor',
    sourceUrl: 'https://example.com/flat',
    priceCents: 123_456,
    rating: 8,
    categoryId: category.id,
    attributeValues: { [attributeId(category, 'Rooms')]: '3' },
    ...overrides,
  };
}

/** Creates an item through the API and answers its detail. */
export async function makeItem(
  ctx: TestContext,
  user: TestUser,
  folderId: string,
  body: ItemCreateInput,
): Promise<ItemDetail> {
  const res = await request(ctx.app)
    .post(`/api/folders/${folderId}/items`)
    .set('Authorization', user.auth)
    .send(body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as ItemDetail;
}

/** Shares a folder the way the sharing feature will: one collaborator row. */
export async function addCollaborator(
  ctx: TestContext,
  folderId: string,
  user: TestUser,
  invitedBy?: string,
) {
  await ctx.db
    .insert(folderCollaborators)
    .values({ folderId, userId: user.id, invitedBy: invitedBy ?? null });
}

/**
 * Counts the SQL statements the app sends while `run` runs (both drivers), to prove reads do not grow with
 * the number of rows.
 */
export async function countStatements(ctx: TestContext, run: () => Promise<unknown>): Promise<number> {
  const database = ctx.deps.database;
  let n = 0;
  const target = (database.pglite ?? database.pool) as unknown as Record<string, unknown>;
  const names = ['query'];
  const originals = names.map((name) => target[name] as (...args: unknown[]) => unknown);
  names.forEach((name, i) => {
    target[name] = function (this: unknown, ...args: unknown[]) {
      n += 1;
      return originals[i]!.apply(this, args);
    };
  });
  try {
    await run();
  } finally {
    names.forEach((name, i) => {
      target[name] = originals[i];
    });
  }
  return n;
}
