import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type Category,
  type CollaborativeRatings,
  type Comparison,
  ORGANISE_ERRORS,
  ORGANISE_VALIDATION,
} from '@shortlist/contracts';
import { eq } from 'drizzle-orm';
import { folderCollaborators, itemAttributeValues, profiles } from '../../src/db/schema';
import {
  createUser,
  type TestUser,
  addCollaborator,
  attributeId,
  countStatements,
  itemBody,
  makeCategory,
  makeFolder,
  makeFolderChain,
  makeItem,
} from '../factories';
import { createTestContext, type TestContext } from '../test-app';

let ctx: TestContext;
let owner: TestUser;
let friend: TestUser;
let stranger: TestUser;
let category: Category;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.reset();
  owner = await createUser(ctx, { nickname: 'owner_ann', fullName: 'Ann Owner', plan: 'premium_monthly' });
  friend = await createUser(ctx, { nickname: 'friend_fay', fullName: 'Fay Friend' });
  stranger = await createUser(ctx, { nickname: 'stranger_sam', plan: 'premium_monthly' });
  category = await makeCategory(ctx, owner);
});

const compare = (user: TestUser | null, folderId: string, items: string[] | string, type?: string) => {
  const req = request(ctx.app)
    .get(`/api/folders/${folderId}/compare`)
    .query({ items: Array.isArray(items) ? items.join(',') : items, ...(type ? { type } : {}) });
  return user ? req.set('Authorization', user.auth) : req;
};
const rate = (user: TestUser, itemId: string, rating: number) =>
  request(ctx.app)
    .put(`/api/items/${itemId}/rating`)
    .set('Authorization', user.auth)
    .send({ rating })
    .expect(200);

async function threeItems(folderId: string) {
  const rooms = attributeId(category, 'Rooms');
  const district = attributeId(category, 'District');
  const a = await makeItem(
    ctx,
    owner,
    folderId,
    itemBody(category, {
      name: 'A',
      priceCents: 100_000,
      rating: 7,
      attributeValues: { [rooms]: '3', [district]: 'North' },
    }),
  );
  const b = await makeItem(
    ctx,
    owner,
    folderId,
    itemBody(category, { name: 'B', priceCents: 90_000, rating: 5, attributeValues: { [rooms]: '2' } }),
  );
  const c = await makeItem(
    ctx,
    owner,
    folderId,
    itemBody(category, { name: 'C', rating: 9, attributeValues: { [rooms]: '4' } }),
  );
  return [a, b, c];
}

describe('GET /api/folders/:id/compare', () => {
  it('requires authentication', async () => {
    const folder = await makeFolder(ctx, owner);
    const [a, b] = await threeItems(folder.id);
    await compare(null, folder.id, [a!.id, b!.id]).expect(401);
  });

  it('answers the items as columns in the order asked, with creator, price, my rating and the attribute union', async () => {
    const folder = await makeFolder(ctx, owner);
    const [a, b, c] = await threeItems(folder.id);
    // a second category with an attribute of the same name and one of its own
    const other = await makeCategory(ctx, owner, {
      name: 'Cars',
      description: 'Wheels',
      attributes: [{ name: 'rooms', attributeType: 'number' }, { name: 'Colour' }],
    });
    const d = await makeItem(ctx, owner, folder.id, {
      ...itemBody(category, { name: 'D', categoryId: other.id }),
      attributeValues: { [attributeId(other, 'Colour')]: 'red', [attributeId(other, 'rooms')]: '1' },
    });
    const ids = [c!.id, a!.id, b!.id];
    const res = await compare(owner, folder.id, ids).expect(200);
    const body = res.body as Comparison;
    expect(body.type).toBe('attributes');
    expect(body.collaborative).toBeNull();
    expect(body.items.map((i) => [i.name, i.priceCents, i.myRating, i.creatorName])).toEqual([
      ['C', 123_456, 9, 'Ann Owner'],
      ['A', 100_000, 7, 'Ann Owner'],
      ['B', 90_000, 5, 'Ann Owner'],
    ]);
    expect(body.attributes).toEqual([
      // each row's best as its attribute prefers (rooms: higher is better, guessed from the name)
      {
        name: 'Rooms',
        attributeType: 'number',
        unit: null,
        preference: 'higher',
        options: [],
        values: ['4', '3', '2'],
        best: [0],
      },
      {
        name: 'District',
        attributeType: 'text',
        values: [null, 'North', null],
        unit: null,
        preference: 'none',
        options: [],
        best: [],
      },
      // a text attribute with options is an options attribute, its list best first
      {
        name: 'Heating',
        attributeType: 'options',
        unit: null,
        preference: 'higher',
        options: ['gas', 'electric'],
        values: [null, null, null],
        best: [],
      },
    ]);
    // same name in two categories: one row (first spelling); each category's own names join the union
    const mixed = (await compare(owner, folder.id, [a!.id, d.id]).expect(200)).body as Comparison;
    expect(mixed.attributes.map((r) => [r.name, r.values])).toEqual([
      ['Rooms', ['3', '1']],
      ['District', ['North', null]],
      ['Heating', [null, null]],
      ['Colour', [null, 'red']],
    ]);
  });

  it('joins attribute names in any case (accents too), types a row text unless every item agrees on its type, and treats a blank value as none', async () => {
    const folder = await makeFolder(ctx, owner);
    const first = await makeCategory(ctx, owner, {
      name: 'Flats',
      description: 'Homes',
      attributes: [{ name: 'Énergie' }, { name: 'Size', attributeType: 'number' }, { name: 'Notes' }],
    });
    const second = await makeCategory(ctx, owner, {
      name: 'Houses',
      description: 'Homes',
      attributes: [{ name: 'SIZE' }, { name: 'éNERGIE' }, { name: 'notes' }],
    });
    const x = await makeItem(ctx, owner, folder.id, {
      ...itemBody(category, { name: 'X', categoryId: first.id }),
      attributeValues: { [attributeId(first, 'Énergie')]: 'A', [attributeId(first, 'Size')]: '70' },
    });
    const y = await makeItem(ctx, owner, folder.id, {
      ...itemBody(category, { name: 'Y', categoryId: second.id }),
      attributeValues: { [attributeId(second, 'SIZE')]: 'big', [attributeId(second, 'éNERGIE')]: 'C' },
    });
    // blank as JavaScript's trim() sees it: spaces, a no-break space, a line break
    await ctx.db
      .update(itemAttributeValues)
      .set({ value: ' \u00a0\n' })
      .where(eq(itemAttributeValues.categoryAttributeId, attributeId(second, 'éNERGIE')));
    const body = (await compare(owner, folder.id, [x.id, y.id]).expect(200)).body as Comparison;
    expect(body.attributes).toEqual([
      {
        name: 'Énergie',
        attributeType: 'text',
        values: ['A', null],
        unit: null,
        preference: 'none',
        options: [],
        best: [],
      },
      // a number in one category and text in the other: a text row, with no preference and no highlight
      {
        name: 'Size',
        attributeType: 'text',
        values: ['70', 'big'],
        unit: null,
        preference: 'none',
        options: [],
        best: [],
      },
      {
        name: 'Notes',
        attributeType: 'text',
        values: [null, null],
        unit: null,
        preference: 'none',
        options: [],
        best: [],
      },
    ]);
    const reversed = (await compare(owner, folder.id, [y.id, x.id]).expect(200)).body as Comparison;
    expect(reversed.attributes.map((r) => [r.name, r.values])).toEqual([
      ['SIZE', ['big', '70']],
      ['éNERGIE', [null, 'A']],
      ['notes', [null, null]],
    ]);
  });

  it('names the creator by full name, else nickname, else "Unknown"', async () => {
    const folder = await makeFolder(ctx, owner);
    await addCollaborator(ctx, folder.id, friend);
    const [a] = await threeItems(folder.id);
    const byFriend = await makeItem(ctx, friend, folder.id, itemBody(category, { name: 'F' }));
    await ctx.db.update(profiles).set({ fullName: null }).where(eq(profiles.id, friend.id));
    expect(
      ((await compare(owner, folder.id, [a!.id, byFriend.id]).expect(200)).body as Comparison).items.map(
        (i) => i.creatorName,
      ),
    ).toEqual(['Ann Owner', 'friend_fay']);
    await ctx.db.update(profiles).set({ nickname: null }).where(eq(profiles.id, friend.id));
    expect(
      ((await compare(owner, folder.id, [a!.id, byFriend.id]).expect(200)).body as Comparison).items[1]!
        .creatorName,
    ).toBe('Unknown');
  });

  it('takes 2 to 5 distinct items', async () => {
    const folder = await makeFolder(ctx, owner);
    const items = [...(await threeItems(folder.id)), ...(await threeItems(folder.id))];
    for (const ids of [[items[0]!.id], [items[0]!.id, items[0]!.id], items.map((i) => i.id)]) {
      const res = await compare(owner, folder.id, ids).expect(400);
      expect(res.body.error.message).toBe(ORGANISE_VALIDATION.compareCount);
    }
    await compare(owner, folder.id, '').expect(400);
    await compare(owner, folder.id, 'not-an-id,also-not').expect(400);
    await compare(
      owner,
      folder.id,
      items.slice(0, 5).map((i) => i.id),
    ).expect(200);
  });

  it('answers 404 when the folder or any item is not visible to the viewer', async () => {
    const folder = await makeFolder(ctx, owner);
    const [a, b] = await threeItems(folder.id);
    await compare(stranger, folder.id, [a!.id, b!.id]).expect(404);
    const theirs = await makeFolder(ctx, stranger);
    const strangerCategory = await makeCategory(ctx, stranger);
    const foreign = await makeItem(ctx, stranger, theirs.id, itemBody(strangerCategory));
    await compare(owner, folder.id, [a!.id, foreign.id]).expect(404);
    await compare(stranger, theirs.id, [foreign.id, a!.id]).expect(404);
    await compare(owner, folder.id, [a!.id, '00000000-0000-4000-8000-000000000000']).expect(404);
  });

  it('lets a collaborator of an ancestor compare items of a subfolder', async () => {
    const [root, sub] = await makeFolderChain(ctx, owner, 2);
    await addCollaborator(ctx, root!.id, friend);
    const [a, b] = await threeItems(sub!.id);
    const res = await compare(friend, sub!.id, [a!.id, b!.id]).expect(200);
    expect((res.body as Comparison).items.map((i) => i.myRating)).toEqual([null, null]);
  });

  describe('type=collaborative', () => {
    it('is Premium only, enforced by the server', async () => {
      const folder = await makeFolder(ctx, owner);
      await addCollaborator(ctx, folder.id, friend);
      const [a, b] = await threeItems(folder.id);
      const res = await compare(friend, folder.id, [a!.id, b!.id], 'collaborative').expect(403);
      expect(res.body.error).toEqual({
        code: 'PREMIUM_REQUIRED',
        message: ORGANISE_ERRORS.premiumCollaborative,
      });
      await compare(friend, folder.id, [a!.id, b!.id], 'attributes').expect(200);
    });

    it('has a row per person with access (owner first) with their ratings, and the averages', async () => {
      const [root, sub] = await makeFolderChain(ctx, owner, 2);
      await addCollaborator(ctx, root!.id, friend);
      const third = await createUser(ctx, { nickname: 'zed_z', fullName: 'Zed' });
      await addCollaborator(ctx, sub!.id, third);
      const [a, b, c] = await threeItems(sub!.id);
      await rate(friend, a!.id, 4);
      await rate(friend, c!.id, 10);
      await rate(third, a!.id, 2);
      // a stranger's rating row (e.g. a removed collaborator's) is not counted
      await addCollaborator(ctx, sub!.id, stranger);
      await rate(stranger, b!.id, 1);
      await ctx.db.delete(folderCollaborators).where(eq(folderCollaborators.userId, stranger.id));

      const res = await compare(owner, sub!.id, [a!.id, b!.id, c!.id], 'collaborative').expect(200);
      const body = res.body as Comparison;
      expect(
        body.collaborative!.members.map((m) => [m.user.fullName, m.permission, m.isViewer, m.ratings]),
      ).toEqual([
        ['Ann Owner', 'owner', true, [7, 5, 9]],
        ['Fay Friend', 'edit', false, [4, null, 10]],
        ['Zed', 'edit', false, [2, null, null]],
      ]);
      expect(body.collaborative!.averages).toEqual([4.3, 5, 9.5]);
      expect(body.attributes.length).toBeGreaterThan(0);
    });

    it("names each member's role on the folder: a deeper row with a stronger role wins", async () => {
      const [root, sub] = await makeFolderChain(ctx, owner, 2);
      await addCollaborator(ctx, root!.id, friend, undefined, 'rater');
      const third = await createUser(ctx, { nickname: 'zed_z', fullName: 'Zed' });
      await addCollaborator(ctx, root!.id, third, undefined, 'viewer');
      await addCollaborator(ctx, sub!.id, third, undefined, 'editor');
      const [a, b] = await threeItems(sub!.id);
      const res = await compare(owner, sub!.id, [a!.id, b!.id], 'collaborative').expect(200);
      expect(
        (res.body as Comparison).collaborative!.members.map((m) => [m.user.fullName, m.role, m.permission]),
      ).toEqual([
        ['Ann Owner', 'owner', 'owner'],
        ['Fay Friend', 'rater', 'edit'],
        ['Zed', 'editor', 'edit'],
      ]);
    });

    it('has no row for a viewer (a viewer rates nothing), nor their ratings from before', async () => {
      const folder = await makeFolder(ctx, owner);
      await addCollaborator(ctx, folder.id, friend, undefined, 'rater');
      const [a, b] = await threeItems(folder.id);
      await rate(friend, a!.id, 3);
      const watcher = await createUser(ctx, { nickname: 'vic_v', fullName: 'Vic Viewer' });
      await addCollaborator(ctx, folder.id, watcher);
      await rate(watcher, a!.id, 1);
      await ctx.db
        .update(folderCollaborators)
        .set({ role: 'viewer' })
        .where(eq(folderCollaborators.userId, watcher.id));

      const res = await compare(owner, folder.id, [a!.id, b!.id], 'collaborative').expect(200);
      const body = res.body as Comparison;
      expect(body.collaborative!.members.map((m) => [m.user.fullName, m.ratings])).toEqual([
        ['Ann Owner', [7, 5]],
        ['Fay Friend', [3, null]],
      ]);
      expect(body.collaborative!.averages).toEqual([5, 5]);
      const ratings = (
        await request(ctx.app)
          .get(`/api/folders/${folder.id}/collaborative-ratings`)
          .set('Authorization', owner.auth)
          .expect(200)
      ).body as CollaborativeRatings;
      const itemA = ratings.items.find((i) => i.id === a!.id)!;
      expect(itemA.ratings.map((r) => r.user.fullName)).toEqual(['Ann Owner', 'Fay Friend']);
      expect(itemA.average).toBe(5);
    });
  });

  it('uses a constant number of SQL statements whatever the number of items and attributes', async () => {
    const folder = await makeFolder(ctx, owner);
    await addCollaborator(ctx, folder.id, friend);
    const small = await threeItems(folder.id);
    const wide = await makeCategory(ctx, owner, {
      name: 'Wide',
      description: 'Many attributes',
      attributes: Array.from({ length: 30 }, (_, i) => ({ name: `Attr ${i}` })),
    });
    const many = [];
    for (let i = 0; i < 5; i += 1)
      many.push(
        await makeItem(ctx, owner, folder.id, {
          ...itemBody(category, { categoryId: wide.id }),
          attributeValues: Object.fromEntries(wide.attributes.map((a) => [a.id, `v${i}`])),
        }),
      );
    const count = async (ids: string[], type: string) =>
      countStatements(ctx, () => compare(owner, folder.id, ids, type).expect(200));
    const fewAttributes = await count([small[0]!.id, small[1]!.id], 'attributes');
    const manyAttributes = await count(
      many.map((i) => i.id),
      'attributes',
    );
    const fewCollab = await count([small[0]!.id, small[1]!.id], 'collaborative');
    const manyCollab = await count(
      many.map((i) => i.id),
      'collaborative',
    );
    expect(manyAttributes).toBe(fewAttributes);
    expect(manyCollab).toBe(fewCollab);
    // ONE statement: the session, the revision, both access chains, items, attributes, people and their
    // ratings
    expect(fewAttributes).toBe(1);
    expect(fewCollab).toBe(1);
  });
});

describe('GET /api/folders/:id/collaborative-ratings', () => {
  const read = (user: TestUser, folderId: string) =>
    request(ctx.app).get(`/api/folders/${folderId}/collaborative-ratings`).set('Authorization', user.auth);

  it('requires authentication', async () => {
    const folder = await makeFolder(ctx, owner);
    await request(ctx.app).get(`/api/folders/${folder.id}/collaborative-ratings`).expect(401);
  });

  it('lists the folder items with every member rating and the average (Premium only)', async () => {
    const folder = await makeFolder(ctx, owner, { name: 'Flats' });
    await addCollaborator(ctx, folder.id, friend);
    const [a, b] = await threeItems(folder.id);
    await rate(friend, a!.id, 8);
    const res = await read(owner, folder.id).expect(200);
    const body = res.body as CollaborativeRatings;
    expect(body.folder).toEqual({ id: folder.id, name: 'Flats', isShared: true });
    const byName = Object.fromEntries(body.items.map((i) => [i.name, i]));
    expect(byName.A).toMatchObject({
      id: a!.id,
      myRating: 7,
      average: 7.5,
      description: 'Bright, third floor',
    });
    expect(byName.A!.ratings.map((r) => [r.user.nickname, r.permission, r.rating, r.isViewer])).toEqual([
      ['owner_ann', 'owner', 7, true],
      ['friend_fay', 'edit', 8, false],
    ]);
    // the role, named the same way as Manage Access names it
    expect(byName.A!.ratings.map((r) => r.role)).toEqual(['owner', 'editor']);
    expect(byName.B).toMatchObject({ id: b!.id, average: 5 });
    const denied = await read(friend, folder.id).expect(403);
    expect(denied.body.error.code).toBe('PREMIUM_REQUIRED');
    await read(stranger, folder.id).expect(404);
  });

  it('uses a constant number of statements whatever the number of items', async () => {
    const folder = await makeFolder(ctx, owner);
    await threeItems(folder.id);
    const few = await countStatements(ctx, () => read(owner, folder.id).expect(200));
    await threeItems(folder.id);
    await threeItems(folder.id);
    expect(await countStatements(ctx, () => read(owner, folder.id).expect(200))).toBe(few);
  });
});
