import bcrypt from 'bcrypt';
import request from 'supertest';
import { expect } from 'vitest';
import type {
  CollaboratorRole,
  Category,
  CategoryInput,
  FolderCreateInput,
  FolderSummary,
  ItemCreateInput,
  ItemDetail,
  PlanId,
} from '@shortlist/contracts';
import { folderCollaborators, profiles, users } from '../src/db/schema';
import { signAccessToken } from '../src/auth-core/tokens';
import type { TestContext } from './test-app';

let sequence = 0;

export interface TestUser {
  id: string;
  email: string;
  password: string;
  nickname: string;
  fullName: string;
  token: string;
  /** `Authorization` header value for supertest's .set(). */
  auth: string;
}

/** Inserts a user with a profile and returns a valid access token for them. */
export async function createUser(
  ctx: TestContext,
  overrides: { email?: string; password?: string; nickname?: string; fullName?: string; plan?: PlanId } = {},
): Promise<TestUser> {
  sequence += 1;
  const n = `${Date.now().toString(36)}${sequence}`;
  const email = (overrides.email ?? `user${n}@example.com`).toLowerCase();
  const password = overrides.password ?? 'secret123';
  const nickname = overrides.nickname ?? `user_${n}`;
  const fullName = overrides.fullName ?? 'Test User';
  const [user] = await ctx.db
    .insert(users)
    .values({
      email,
      passwordHash: await bcrypt.hash(password, 4),
      tokensValidAfter: new Date(ctx.clock.now().getTime() - 1000),
    })
    .returning({ id: users.id });
  await ctx.db
    .insert(profiles)
    .values({ id: user!.id, fullName, nickname, subscriptionPlan: overrides.plan ?? 'basic' });
  const { token } = signAccessToken(user!.id, ctx.deps.config.jwtSecret, ctx.clock.now());
  return { id: user!.id, email, password, nickname, fullName, token, auth: `Bearer ${token}` };
}

/**
 * The same person with an access token signed at the test clock's "now": for tests that move the clock past
 * the token's short life (an hour later, say).
 */
export function withFreshToken(ctx: TestContext, user: TestUser): TestUser {
  const { token } = signAccessToken(user.id, ctx.deps.config.jwtSecret, ctx.clock.now());
  return { ...user, token, auth: `Bearer ${token}` };
}

/**
 * The three people most suites start from: the owner of what is made, a collaborator (not yet added to any
 * folder: the suite shares what it needs) and a stranger who must get 404s. Same plan for all unless said.
 */
export async function createThreeUsers(ctx: TestContext, options: { plan?: PlanId } = {}) {
  const owner = await createUser(ctx, { nickname: 'owner_ann', fullName: 'Ann Owner', ...options });
  const collaborator = await createUser(ctx, { nickname: 'collab_cat', fullName: 'Cat Collab', ...options });
  const stranger = await createUser(ctx, { nickname: 'stranger_sam', ...options });
  return { owner, collaborator, stranger };
}

// ---- organising: folders, categories, items and sharing through the API

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
  role: CollaboratorRole = 'editor',
) {
  await ctx.db
    .insert(folderCollaborators)
    .values({ folderId, userId: user.id, invitedBy: invitedBy ?? null, role });
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
