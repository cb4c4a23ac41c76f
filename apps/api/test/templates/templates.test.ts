import request from 'supertest';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  FOLDER_TEMPLATES,
  ORGANISE_ERRORS,
  TEMPLATE_ERRORS,
  type Category,
  type FolderChecklist,
} from '@shortlist/contracts';
import {
  addCollaborator,
  createUser,
  itemBody,
  makeCategory,
  makeFolder,
  makeItem,
  type TestUser,
} from '../factories';
import { createTestContext, type TestContext } from '../test-app';

let ctx: TestContext;
let basic: TestUser;
let premium: TestUser;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});
beforeEach(async () => {
  await ctx.reset();
  basic = await createUser(ctx, { plan: 'basic' });
  premium = await createUser(ctx, { plan: 'premium_monthly' });
});

const start = (user: TestUser, body: object) =>
  request(ctx.app).post('/api/templates').set('Authorization', user.auth).send(body);
const categoriesOf = async (user: TestUser) =>
  (await request(ctx.app).get('/api/categories').set('Authorization', user.auth)).body
    .categories as Category[];
const foldersOf = async (user: TestUser) =>
  (await request(ctx.app).get('/api/folders').set('Authorization', user.auth)).body.folders as Array<{
    id: string;
    name: string;
  }>;
const checklistOf = async (user: TestUser, folderId: string) => {
  const res = await request(ctx.app)
    .get(`/api/folders/${folderId}/checklist`)
    .set('Authorization', user.auth);
  return { status: res.status, checklist: res.body.checklist as FolderChecklist };
};

describe('POST /api/templates', () => {
  it('makes the template category, with types, units and preferences, and a folder in its currency', async () => {
    const res = await start(basic, { templateId: 'home', currency: 'EUR' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const [category] = await categoriesOf(basic);
    expect(category).toMatchObject({ id: res.body.categoryId, name: 'Homes' });
    const byName = Object.fromEntries(category!.attributes.map((a) => [a.name, a]));
    expect(byName.Area).toMatchObject({
      attributeType: 'number',
      unit: 'm2',
      preference: 'higher',
      isRequired: true,
    });
    expect(byName.Commute).toMatchObject({ attributeType: 'number', unit: 'min', preference: 'lower' });
    expect(byName.Balcony).toMatchObject({ attributeType: 'yes_no', preference: 'higher', unit: null });
    expect(byName.Condition).toMatchObject({
      attributeType: 'options',
      options: ['New', 'Good', 'Needs work'],
      preference: 'higher',
    });
    expect(byName.District).toMatchObject({ attributeType: 'text', preference: 'none' });
    const folder = await request(ctx.app)
      .get(`/api/folders/${res.body.folderId}`)
      .set('Authorization', basic.auth);
    expect(folder.body.folder).toMatchObject({ name: 'Home search', currency: 'EUR' });
  });

  it("counts as a Basic user's one category: a second is refused with the plan's message, nothing made", async () => {
    await makeCategory(ctx, basic, { name: 'Chairs', description: 'Seats', attributes: [{ name: 'Brand' }] });
    const res = await start(basic, { templateId: 'car' });
    expect(res.status).toBe(403);
    expect(res.body.error).toMatchObject({
      code: 'PREMIUM_REQUIRED',
      message: ORGANISE_ERRORS.premiumCategories,
    });
    expect(await categoriesOf(basic)).toHaveLength(1);
    expect(await foldersOf(basic)).toEqual([]);
    // Premium: any number of templates
    for (const template of FOLDER_TEMPLATES)
      expect((await start(premium, { templateId: template.id })).status).toBe(201);
    expect(await categoriesOf(premium)).toHaveLength(FOLDER_TEMPLATES.length);
  });

  it('leaves no category behind when the folder cannot be written (one transaction)', async () => {
    await ctx.db.execute(sql`create function refuse_folder() returns trigger language plpgsql as $$
      begin raise exception 'no folders today'; end $$`);
    await ctx.db.execute(sql`create trigger refuse_folder before insert on folders
      for each row execute function refuse_folder()`);
    try {
      const res = await start(basic, { templateId: 'job' });
      expect(res.status).toBe(500);
    } finally {
      await ctx.db.execute(sql`drop trigger refuse_folder on folders`);
      await ctx.db.execute(sql`drop function refuse_folder()`);
    }
    expect(await categoriesOf(basic)).toEqual([]);
    expect((await start(basic, { templateId: 'job' })).status).toBe(201);
  });

  it('into a folder without a category (Add Item): the category only, for a folder the caller can edit', async () => {
    const folder = await makeFolder(ctx, basic, { name: 'Flats' });
    const res = await start(basic, { templateId: 'home', folderId: folder.id });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.folderId).toBe(folder.id);
    expect((await categoriesOf(basic)).map((c) => c.name)).toEqual(['Homes']);
    expect((await foldersOf(basic)).map((f) => f.name)).toEqual(['Flats']);
    expect((await start(premium, { templateId: 'home', folderId: folder.id })).status).toBe(404);
  });

  it('refuses an unknown template and a bad currency with a 400 naming the field', async () => {
    const unknown = await start(basic, { templateId: 'boat' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.fields.templateId).toBe(TEMPLATE_ERRORS.unknown);
    const currency = await start(basic, { templateId: 'home', currency: 'euro' });
    expect(currency.status).toBe(400);
    expect(currency.body.error.fields.currency).toBeTruthy();
    expect((await request(ctx.app).post('/api/templates').send({ templateId: 'home' })).status).toBe(401);
  });
});

describe('GET /api/folders/:id/checklist', () => {
  it('follows the folder: two items added, two rated, Decide opened; then it is done', async () => {
    const { folderId, categoryId } = (await start(premium, { templateId: 'home', currency: 'EUR' })).body;
    const category = (await categoriesOf(premium)).find((c) => c.id === categoryId)!;
    const area = category.attributes.find((a) => a.name === 'Area')!.id;
    const steps = (c: FolderChecklist) => c!.steps.map((s) => [s.step, s.done]);
    let { checklist } = await checklistOf(premium, folderId);
    expect(checklist).toMatchObject({ templateId: 'home', items: 0, rated: 0, decided: false, done: false });
    expect(steps(checklist)).toEqual([
      ['add', false],
      ['rate', false],
      ['decide', false],
    ]);

    const body = (name: string, rating: number | null) => ({
      ...itemBody(category, { name, attributeValues: { [area]: '70' } }),
      rating,
    });
    await makeItem(ctx, premium, folderId, body('Elm flat', 7) as never);
    await request(ctx.app)
      .post('/api/capture')
      .set('Authorization', premium.auth)
      .send({
        folderId,
        categoryId,
        sourceUrl: 'https://flats.example/oak',
        name: 'Oak flat',
        attributeValues: { [area]: '55' },
      })
      .expect(201);
    ({ checklist } = await checklistOf(premium, folderId));
    expect(checklist).toMatchObject({ items: 2, rated: 1 });
    expect(steps(checklist)).toEqual([
      ['add', true],
      ['rate', false],
      ['decide', false],
    ]);

    const oak = (
      await request(ctx.app).get(`/api/folders/${folderId}/items`).set('Authorization', premium.auth)
    ).body.items.find((i: { name: string }) => i.name === 'Oak flat');
    await request(ctx.app)
      .put(`/api/items/${oak.id}/rating`)
      .set('Authorization', premium.auth)
      .send({ rating: 6 })
      .expect(200);
    await request(ctx.app).post(`/api/folders/${folderId}/decision/seen`).set('Authorization', premium.auth);
    ({ checklist } = await checklistOf(premium, folderId));
    expect(checklist).toMatchObject({ items: 2, rated: 2, decided: true, done: true });
  });

  it('is null on a folder not started from a template and for a collaborator; 404 for a stranger', async () => {
    const plain = await makeFolder(ctx, premium, { name: 'Plain' });
    expect(await checklistOf(premium, plain.id)).toEqual({ status: 200, checklist: null });
    const { folderId } = (await start(premium, { templateId: 'trip' })).body;
    const partner = await createUser(ctx, { plan: 'premium_monthly' });
    await addCollaborator(ctx, folderId, partner, premium.id);
    expect(await checklistOf(partner, folderId)).toEqual({ status: 200, checklist: null });
    expect((await checklistOf(basic, folderId)).status).toBe(404);
  });
});
