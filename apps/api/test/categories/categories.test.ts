import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Category, CategoryInput } from '@shortlist/contracts';
import { categories, itemAttributeValues, items } from '../../src/db/schema';
import {
  createUser,
  type TestUser,
  addCollaborator,
  attributeId,
  defaultCategory,
  itemBody,
  makeCategory,
  makeFolder,
  makeItem,
  createThreeUsers,
} from '../factories';
import { createTestContext, type TestContext } from '../test-app';

let ctx: TestContext;
let owner: TestUser;
let stranger: TestUser;
let collaborator: TestUser;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.reset();
  ({ owner, collaborator, stranger } = await createThreeUsers(ctx));
});

const NIL = '00000000-0000-4000-8000-000000000000';

const list = async (user: TestUser) =>
  (await request(ctx.app).get('/api/categories').set('Authorization', user.auth).expect(200)).body
    .categories as Category[];

describe('GET /api/categories', () => {
  it('requires authentication', async () => {
    const res = await request(ctx.app).get('/api/categories').expect(401);
    expect(res.body.error.message).toBe('User not authenticated');
  });

  it('lists my categories with attributes in order and "used in N items"', async () => {
    const category = await makeCategory(ctx, owner);
    const folder = await makeFolder(ctx, owner);
    await makeItem(ctx, owner, folder.id, itemBody(category));
    await makeItem(ctx, owner, folder.id, itemBody(category));
    await makeCategory(ctx, stranger, { name: 'Theirs', description: 'x', attributes: [{ name: 'a' }] });
    expect(await list(owner)).toEqual([
      expect.objectContaining({
        id: category.id,
        name: 'Homes',
        description: 'Places to live',
        isOwned: true,
        isShared: false,
        usageCount: 2,
        creatorNickname: 'owner_ann',
        attributes: [
          {
            id: expect.any(String),
            name: 'Rooms',
            displayOrder: 0,
            isRequired: true,
            attributeType: 'number',
            defaultValue: null,
            options: [],
            unit: null,
            preference: 'higher',
          },
          expect.objectContaining({
            name: 'District',
            displayOrder: 1,
            isRequired: false,
            attributeType: 'text',
          }),
          expect.objectContaining({
            name: 'Heating',
            displayOrder: 2,
            attributeType: 'options',
            options: ['gas', 'electric'],
          }),
        ],
      }),
    ]);
  });

  it('shows categories through a shared folder: "Shared with you" for the collaborator, "Shared category" for the owner', async () => {
    const mine = await makeCategory(ctx, owner);
    const folder = await makeFolder(ctx, owner);
    await addCollaborator(ctx, folder.id, collaborator, owner.id);
    const theirs = await makeCategory(ctx, collaborator, {
      name: 'Cars',
      description: 'x',
      attributes: [{ name: 'Brand' }],
    });

    const forCollaborator = await list(collaborator);
    expect(forCollaborator.map((c) => [c.id, c.isOwned, c.isShared]).sort()).toEqual(
      [
        [mine.id, false, true],
        [theirs.id, true, true],
      ].sort(),
    );
    const forOwner = await list(owner);
    expect(forOwner.find((c) => c.id === mine.id)).toMatchObject({ isOwned: true, isShared: true });
    expect(await list(stranger)).toEqual([]);
  });

  it('reaches categories through a shared subfolder too', async () => {
    const mine = await makeCategory(ctx, owner);
    const root = await makeFolder(ctx, owner);
    const sub = await makeFolder(ctx, owner, { name: 'Sub', parentFolderId: root.id });
    await addCollaborator(ctx, sub.id, collaborator, owner.id);
    expect((await list(collaborator)).map((c) => c.id)).toEqual([mine.id]);
  });
});

describe('POST /api/categories', () => {
  const create = (user: TestUser, body: unknown) =>
    request(ctx.app)
      .post('/api/categories')
      .set('Authorization', user.auth)
      .send(body as object);

  it('requires authentication', async () => {
    await request(ctx.app).post('/api/categories').send(defaultCategory).expect(401);
  });

  it('creates a category, dropping blank attribute rows and stripping script tags', async () => {
    const res = await create(owner, {
      name: ' <script>x()</script>Homes ',
      description: 'Places <script src="e.js"></script>to live',
      attributes: [
        { name: '  ' },
        { name: 'Size', attributeType: 'number', defaultValue: '50', displayOrder: 5 },
        { name: '' },
        { name: 'Area<script>1</script>', options: ['North', ' ', 'South', 'North'], displayOrder: 1 },
      ],
    }).expect(201);
    expect(res.body).toMatchObject({
      name: 'Homes',
      description: 'Places to live',
      isOwned: true,
      usageCount: 0,
    });
    expect(res.body.attributes).toEqual([
      expect.objectContaining({ name: 'Area', displayOrder: 0, options: ['North', 'South'] }),
      expect.objectContaining({ name: 'Size', displayOrder: 1, attributeType: 'number', defaultValue: '50' }),
    ]);
  });

  it.each([
    [{ ...defaultCategory, name: ' ' }, 'name', 'Category name is required'],
    [{ ...defaultCategory, name: 'x'.repeat(51) }, 'name', 'Category name must be at most 50 characters'],
    [{ ...defaultCategory, description: '' }, 'description', 'Category description is required'],
    [
      { ...defaultCategory, description: 'x'.repeat(201) },
      'description',
      'Category description must be at most 200 characters',
    ],
    [{ ...defaultCategory, attributes: [{ name: ' ' }] }, 'attributes', 'At least one attribute is required'],
    [{ ...defaultCategory, attributes: [] }, 'attributes', 'At least one attribute is required'],
    [{ name: 'a', description: 'b' }, 'attributes', 'At least one attribute is required'],
    [
      { ...defaultCategory, attributes: [{ name: 'x'.repeat(51) }] },
      'attributes.0.name',
      'Attribute names must be at most 50 characters',
    ],
    [
      { ...defaultCategory, attributes: [{ name: 'n', attributeType: 'number', defaultValue: 'many' }] },
      'attributes.0.defaultValue',
      'This attribute must be a number',
    ],
    [
      { ...defaultCategory, attributes: [{ name: 'n', options: ['a'], defaultValue: 'b' }] },
      'attributes.0.defaultValue',
      'Choose one of the listed options',
    ],
    [
      { ...defaultCategory, attributes: [{ name: 'n', options: ['x'.repeat(31)] }] },
      'attributes.0.options.0',
      'Attribute values must be at most 30 characters',
    ],
  ])('refuses bad input with the field message (%#)', async (body, field, message) => {
    const res = await create(owner, body).expect(400);
    expect(res.body.error.fields[field]).toBe(message);
  });

  it('accepts a name of 50 and a description of 200 characters', async () => {
    await create(owner, { ...defaultCategory, name: 'x'.repeat(50), description: 'y'.repeat(200) }).expect(
      201,
    );
  });

  it('refuses a second category on the Basic plan with 403 PREMIUM_REQUIRED', async () => {
    await makeCategory(ctx, owner);
    const res = await create(owner, { ...defaultCategory, name: 'Second' }).expect(403);
    expect(res.body.error).toEqual({
      code: 'PREMIUM_REQUIRED',
      message: 'Premium Feature: Basic plan includes one category. Upgrade to create unlimited categories.',
    });
    expect((await list(owner)).length).toBe(1);
  });

  it('lets a Premium user create many categories', async () => {
    const premium = await createUser(ctx, { plan: 'premium_monthly' });
    for (const name of ['One', 'Two', 'Three']) {
      await create(premium, { ...defaultCategory, name }).expect(201);
      ctx.clock.advance(1000);
    }
    expect((await list(premium)).map((c) => c.name)).toEqual(['Three', 'Two', 'One']);
  });
});

describe('PUT /api/categories/:id', () => {
  const update = (user: TestUser, id: string, body: CategoryInput) =>
    request(ctx.app).put(`/api/categories/${id}`).set('Authorization', user.auth).send(body);

  it('requires authentication', async () => {
    await request(ctx.app).put(`/api/categories/${NIL}`).send(defaultCategory).expect(401);
  });

  it('replaces the attribute set, keeping the ids (and item values) of kept attributes', async () => {
    const category = await makeCategory(ctx, owner);
    const folder = await makeFolder(ctx, owner);
    const rooms = attributeId(category, 'Rooms');
    const district = attributeId(category, 'District');
    const item = await makeItem(
      ctx,
      owner,
      folder.id,
      itemBody(category, { attributeValues: { [rooms]: '4', [district]: 'Old Town' } }),
    );
    const res = await update(owner, category.id, {
      name: 'Flats',
      description: 'Renamed',
      attributes: [
        { id: district, name: 'Neighbourhood' },
        { id: rooms, name: 'Rooms', attributeType: 'number', isRequired: true },
        { name: 'Balcony', options: ['yes', 'no'] },
        { name: '   ' },
      ],
    }).expect(200);
    expect(res.body).toMatchObject({ name: 'Flats', description: 'Renamed' });
    expect(
      res.body.attributes.map((a: { id: string; name: string }) => [
        a.name,
        a.id === district || a.id === rooms,
      ]),
    ).toEqual([
      ['Neighbourhood', true],
      ['Rooms', true],
      ['Balcony', false],
    ]);
    const detail = await request(ctx.app)
      .get(`/api/items/${item.id}`)
      .set('Authorization', owner.auth)
      .expect(200);
    expect(
      detail.body.attributes.map((a: { name: string; value: string | null }) => [a.name, a.value]),
    ).toEqual([
      ['Neighbourhood', 'Old Town'],
      ['Rooms', '4'],
      ['Balcony', null],
    ]);
    // Heating was dropped: its values are gone
    const values = await ctx.db
      .select()
      .from(itemAttributeValues)
      .where(eq(itemAttributeValues.itemId, item.id));
    expect(values.length).toBe(2);
  });

  it('answers 404 to another user, even one who sees it shared, and changes nothing', async () => {
    const category = await makeCategory(ctx, owner);
    const folder = await makeFolder(ctx, owner);
    await addCollaborator(ctx, folder.id, collaborator, owner.id);
    await update(stranger, category.id, { ...defaultCategory, name: 'Hijacked' }).expect(404);
    await update(collaborator, category.id, { ...defaultCategory, name: 'Hijacked' }).expect(404);
    const [row] = await ctx.db.select().from(categories).where(eq(categories.id, category.id));
    expect(row!.name).toBe('Homes');
  });

  it('validates like create', async () => {
    const category = await makeCategory(ctx, owner);
    const res = await update(owner, category.id, { ...defaultCategory, attributes: [{ name: '' }] }).expect(
      400,
    );
    expect(res.body.error.fields.attributes).toBe('At least one attribute is required');
  });
});

describe('DELETE /api/categories/:id', () => {
  it('requires authentication', async () => {
    await request(ctx.app).delete(`/api/categories/${NIL}`).expect(401);
  });

  it('deletes the category and all its items', async () => {
    const category = await makeCategory(ctx, owner);
    const folder = await makeFolder(ctx, owner);
    await makeItem(ctx, owner, folder.id, itemBody(category));
    await makeItem(ctx, owner, folder.id, itemBody(category));
    const res = await request(ctx.app)
      .delete(`/api/categories/${category.id}`)
      .set('Authorization', owner.auth)
      .expect(200);
    expect(res.body).toEqual({ deletedItemCount: 2 });
    expect(await ctx.db.select().from(items)).toEqual([]);
    expect(await list(owner)).toEqual([]);
    // and the Basic plan's one category is free again
    await makeCategory(ctx, owner);
  });

  it('answers 404 to another user (collaborator or stranger) and deletes nothing', async () => {
    const category = await makeCategory(ctx, owner);
    const folder = await makeFolder(ctx, owner);
    await addCollaborator(ctx, folder.id, collaborator, owner.id);
    await makeItem(ctx, owner, folder.id, itemBody(category));
    for (const user of [stranger, collaborator])
      await request(ctx.app)
        .delete(`/api/categories/${category.id}`)
        .set('Authorization', user.auth)
        .expect(404);
    expect((await ctx.db.select().from(items)).length).toBe(1);
  });
});
