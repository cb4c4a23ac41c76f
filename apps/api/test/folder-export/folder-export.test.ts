import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Category, FolderExport, FolderSummary, ItemCard, ItemDetail } from '@shortlist/contracts';
import {
  addCollaborator,
  attributeId,
  createUser,
  itemBody,
  makeCategory,
  makeFolder,
  makeItem,
  type TestUser,
} from '../factories';
import { guessesOf, readSheet, source } from '../folder-import/helpers';
import { createTestContext, type TestContext } from '../test-app';

let ctx: TestContext;
let owner: TestUser;
let rater: TestUser;
let folder: FolderSummary;
let category: Category;
let flat: ItemDetail;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});
beforeEach(async () => {
  await ctx.reset();
  owner = await createUser(ctx, { plan: 'premium_monthly', fullName: 'Olive Owner' });
  rater = await createUser(ctx, { fullName: 'Rita Rater' });
  folder = await makeFolder(ctx, owner, { name: 'Flats in town' });
  category = await makeCategory(ctx, owner);
  await addCollaborator(ctx, folder.id, rater, owner.id, 'rater');
  flat = await makeItem(
    ctx,
    owner,
    folder.id,
    itemBody(category, {
      name: 'Flat, "Main" Street',
      priceCents: 145_050,
      rating: 8,
      attributeValues: { [attributeId(category, 'Rooms')]: '3', [attributeId(category, 'Heating')]: 'gas' },
    }),
  );
  await makeItem(
    ctx,
    owner,
    folder.id,
    itemBody(category, {
      name: 'Loft',
      priceCents: 99_900,
      rating: 6,
      sourceUrl: null,
      attributeValues: {
        [attributeId(category, 'Rooms')]: '2',
        [attributeId(category, 'District')]: 'Old town',
      },
    }),
  );
  await request(ctx.app)
    .put(`/api/items/${flat.id}/rating`)
    .set('Authorization', rater.auth)
    .send({ rating: 5 });
  await request(ctx.app)
    .post(`/api/items/${flat.id}/notes`)
    .set('Authorization', owner.auth)
    .send({ title: 'Viewing', content: 'Saturday at ten' });
});

const get = (user: TestUser, format: string) =>
  request(ctx.app)
    .get(`/api/folders/${folder.id}/export/${format}`)
    .set('Authorization', user.auth)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });

describe('folder export', () => {
  it('JSON holds everything: items, attributes, every rating, notes, statuses, decisions and photo links', async () => {
    const res = await get(owner, 'json');
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toContain('Flats-in-town.json');
    const doc = JSON.parse((res.body as Buffer).toString('utf8')) as FolderExport;
    expect(doc.folder.name).toBe('Flats in town');
    expect(doc.categories[0]!.attributes.map((a) => a.name)).toEqual(['Rooms', 'District', 'Heating']);
    const item = doc.items.find((i) => i.id === flat.id)!;
    expect(item).toMatchObject({
      priceCents: 145_050,
      currency: 'USD',
      status: 'considering',
      attributes: { Rooms: '3', Heating: 'gas' },
    });
    expect(item.ratings.map((r) => [r.person.name, r.rating]).sort()).toEqual([
      ['Olive Owner', 8],
      ['Rita Rater', 5],
    ]);
    expect(item.notes[0]).toMatchObject({
      title: 'Viewing',
      content: 'Saturday at ten',
      author: { name: 'Olive Owner' },
    });
    expect(doc.decisions).toEqual([]);
  });

  it('CSV: one column per attribute with raw values, numbers as numbers, price and currency apart, each rating, ISO dates', async () => {
    const res = await get(owner, 'csv');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const text = (res.body as Buffer).toString('utf8').replace(/^\uFEFF/, '');
    const parsed = Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true });
    expect(parsed.meta.fields).toEqual([
      'Name',
      'Description',
      'Link',
      'Price',
      'Currency',
      'Category',
      'Status',
      'Rooms',
      'District',
      'Heating',
      'Rating (Olive Owner)',
      'Rating (Rita Rater)',
      'Created',
      'Updated',
    ]);
    const row = parsed.data.find((r) => r.Name === 'Flat, "Main" Street')!;
    expect(row).toMatchObject({
      Price: '1450.5',
      Currency: 'USD',
      Rooms: '3',
      Heating: 'gas',
      'Rating (Olive Owner)': '8',
      'Rating (Rita Rater)': '5',
    });
    expect(row.Created).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    // numbers are written bare, never quoted or formatted
    expect(text).toContain(',1450.5,USD,');
  });

  it('XLSX: typed cells (numbers, dates, text)', async () => {
    const res = await get(owner, 'xlsx');
    expect(res.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.body as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const headers = (sheet.getRow(1).values as unknown[]).slice(1);
    const col = (name: string) => headers.indexOf(name) + 1;
    const row = [sheet.getRow(2), sheet.getRow(3)].find((r) => r.getCell(col('Name')).value !== 'Loft')!;
    expect(row.getCell(col('Name')).value).toBe('Flat, "Main" Street');
    expect(row.getCell(col('Price')).value).toBe(1450.5);
    expect(row.getCell(col('Rooms')).value).toBe(3);
    expect(row.getCell(col('Created')).value).toBeInstanceOf(Date);
  });

  it("answers 404 for other people's folders and leaves out others' private items", async () => {
    const stranger = await createUser(ctx);
    expect((await get(stranger, 'csv')).status).toBe(404);
    expect((await get(stranger, 'json')).status).toBe(404);
    await makeItem(ctx, owner, folder.id, itemBody(category, { name: 'Secret', isPrivate: true }));
    const doc = JSON.parse(((await get(rater, 'json')).body as Buffer).toString('utf8')) as FolderExport;
    expect(doc.items.map((i) => i.name)).not.toContain('Secret');
  });
});

describe('round trip', () => {
  async function importInto(format: 'json' | 'csv', content: string): Promise<ItemCard[]> {
    const target = await makeFolder(ctx, owner, { name: `Copy ${format}` });
    const read = await readSheet(ctx, owner, target.id, { source: source(content, format) });
    expect(read.categoryId).toBe(category.id);
    const res = await request(ctx.app)
      .post(`/api/folders/${target.id}/imports`)
      .set('Authorization', owner.auth)
      .send({
        source: source(content, format),
        categoryId: category.id,
        columns: guessesOf(read),
        mode: 'all',
      });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const items = await request(ctx.app)
      .get(`/api/folders/${target.id}/items`)
      .set('Authorization', owner.auth);
    return items.body.items as ItemCard[];
  }

  async function valuesOf(items: readonly ItemCard[]) {
    return Promise.all(
      [...items]
        .sort((a, b) => a.name.localeCompare(b.name))
        .map(async (i) => {
          const d = (await request(ctx.app).get(`/api/items/${i.id}`).set('Authorization', owner.auth))
            .body as ItemDetail;
          return {
            name: d.name,
            priceCents: d.priceCents,
            currency: d.currency,
            myRating: d.myRating,
            values: Object.fromEntries(d.attributes.map((a) => [a.name, a.value])),
          };
        }),
    );
  }

  it('JSON and CSV exports import back into a new folder with the same items, prices, ratings and values', async () => {
    const original = (
      await request(ctx.app).get(`/api/folders/${folder.id}/items`).set('Authorization', owner.auth)
    ).body.items as ItemCard[];
    const expected = await valuesOf(original);
    const json = ((await get(owner, 'json')).body as Buffer).toString('utf8');
    expect(await valuesOf(await importInto('json', json))).toEqual(expected);
    const csv = ((await get(owner, 'csv')).body as Buffer).toString('utf8');
    expect(await valuesOf(await importInto('csv', csv))).toEqual(expected);
  });
});
