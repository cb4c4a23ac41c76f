import ExcelJS from 'exceljs';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ATTRIBUTE_VALIDATION,
  type Category,
  FOLDER_IMPORT,
  FOLDER_IMPORT_ERRORS,
  type FolderSummary,
  HOUR_MS,
  type ImportBatch,
  type ImportPreview,
  type ItemDetail,
  ORGANISE_ERRORS,
  ORGANISE_VALIDATION,
} from '@shortlist/contracts';
import {
  addCollaborator,
  attributeId,
  createUser,
  makeCategory,
  makeFolder,
  type TestUser,
  withFreshToken,
} from '../factories';
import { createTestContext, type TestContext } from '../test-app';
import { csvOf, guessesOf, readSheet, source } from './helpers';

let ctx: TestContext;
let owner: TestUser;
let stranger: TestUser;
let folder: FolderSummary;
let category: Category;

const homes = {
  name: 'Homes',
  description: 'Places to live',
  attributes: [{ name: 'Rooms', attributeType: 'number' as const, isRequired: true }, { name: 'District' }],
};

const header = ['Name', 'Price', 'Rating', 'Rooms', 'District', 'Balcony', 'Area (m²)', 'Notes'];
/** `count` good rows; rows named in `faulty` get a problem each. */
function sheet(count: number): Array<Array<string | number>> {
  const rows: Array<Array<string | number>> = [header];
  for (let i = 1; i <= count; i++)
    rows.push([
      `Flat ${i}`,
      `$1,${String(100 + i).padStart(3, '0')}.50`,
      (i % 10) + 1,
      2 + (i % 3),
      `District ${i % 4}`,
      i % 2 ? 'yes' : 'no',
      `${40 + i} m²`,
      i === 1 ? 'Sunny' : '',
    ]);
  return rows;
}

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});
beforeEach(async () => {
  await ctx.reset();
  owner = await createUser(ctx, { plan: 'premium_monthly' });
  stranger = await createUser(ctx, { plan: 'premium_monthly' });
  folder = await makeFolder(ctx, owner, { name: 'Flats' });
  category = await makeCategory(ctx, owner, homes);
});

const post = (user: TestUser, path: string, body: object) =>
  request(ctx.app).post(`/api/folders/${folder.id}${path}`).set('Authorization', user.auth).send(body);

describe('reading a sheet', () => {
  it('guesses fields, the category attributes by name, and new attributes typed from their values', async () => {
    const read = await readSheet(ctx, owner, folder.id, { source: source(csvOf(sheet(5))) });
    expect(read.rowCount).toBe(5);
    expect(read.categoryId).toBe(category.id);
    const byHeader = Object.fromEntries(read.columns.map((c) => [c.header, c]));
    expect(byHeader.Name!.guess).toEqual({ target: 'name' });
    expect(byHeader.Price!.guess).toEqual({ target: 'price' });
    expect(byHeader.Rating!.guess).toEqual({ target: 'rating' });
    expect(byHeader.Notes!.guess).toEqual({ target: 'note' });
    expect(byHeader.Rooms!.guess).toEqual({
      target: 'attribute',
      attributeId: attributeId(category, 'Rooms'),
    });
    expect(byHeader.Balcony!.guess).toMatchObject({
      target: 'newAttribute',
      newAttribute: { name: 'Balcony', valueType: 'yes_no' },
    });
    expect(byHeader['Area (m²)']!.guess).toMatchObject({
      target: 'newAttribute',
      newAttribute: { name: 'Area', valueType: 'number', unit: 'm²' },
    });
    expect(read.sample[0]![0]).toBe('Flat 1');
  });

  it('reads a paste from a spreadsheet (tab-separated) and an XLSX workbook with typed cells', async () => {
    const paste = sheet(3)
      .map((r) => r.join('\t'))
      .join('\n');
    const fromPaste = await readSheet(ctx, owner, folder.id, { source: source(paste, 'paste') });
    expect(fromPaste.columns.map((c) => c.header)).toEqual(header);

    const workbook = new ExcelJS.Workbook();
    const ws = workbook.addWorksheet('Sheet1');
    ws.addRow(['Name', 'Price', 'Parking']);
    ws.addRow(['Flat A', 1200.5, true]);
    ws.addRow(['Flat B', 990, false]);
    const base64 = Buffer.from(await workbook.xlsx.writeBuffer()).toString('base64');
    const fromXlsx = await readSheet(ctx, owner, folder.id, { source: source(base64, 'xlsx') });
    expect(fromXlsx.sample).toEqual([
      ['Flat A', '1200.5', 'yes'],
      ['Flat B', '990', 'no'],
    ]);
    expect(fromXlsx.columns[2]!.valueType).toBe('yes_no');
  });

  it('refuses more rows than the limit, an empty sheet and an unreadable file, with their messages', async () => {
    const tooMany = await post(owner, '/import/read', {
      source: source(csvOf(sheet(FOLDER_IMPORT.rowsMax + 1))),
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error.message).toBe(FOLDER_IMPORT_ERRORS.tooManyRows);
    const headerOnly = await post(owner, '/import/read', { source: source('Name,Price\n') });
    expect(headerOnly.body.error.message).toBe(FOLDER_IMPORT_ERRORS.noRows);
    const broken = await post(owner, '/import/read', { source: source('bm90IGEgd29ya2Jvb2s=', 'xlsx') });
    expect(broken.status).toBe(400);
    expect(broken.body.error.message).toBe(FOLDER_IMPORT_ERRORS.unreadable);
  });

  it('answers 404 for a stranger and refuses a viewer', async () => {
    expect((await post(stranger, '/import/read', { source: source(csvOf(sheet(2))) })).status).toBe(404);
    const viewer = await createUser(ctx);
    await addCollaborator(ctx, folder.id, viewer, owner.id, 'viewer');
    expect(
      (await post(viewer, '/import/read', { source: source(csvOf(sheet(2))) })).status,
    ).toBeGreaterThanOrEqual(400);
  });
});

describe('preview and import', () => {
  /** 40 rows, two of them faulty: a name too long and a rating outside 1-10 in one, a price that is no number and an empty required attribute in the other. */
  async function fortyWithTwoFaulty() {
    const rows = sheet(40);
    rows[3]![0] = 'x'.repeat(101);
    rows[3]![2] = 11;
    rows[7]![1] = 'ask';
    rows[7]![3] = '';
    rows[9]![4] = 'y'.repeat(31);
    const content = csvOf(rows);
    const read = await readSheet(ctx, owner, folder.id, { source: source(content) });
    return { content, columns: guessesOf(read) };
  }

  it('shows each faulty row with the spec messages, imports all or nothing, or the valid rows when chosen', async () => {
    const { content, columns } = await fortyWithTwoFaulty();
    const plan = { source: source(content), categoryId: category.id, columns };
    const preview = await post(owner, '/import/preview', plan);
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    const body = preview.body as ImportPreview;
    expect(body).toMatchObject({ rowCount: 40, validCount: 37, invalidCount: 3 });
    expect(body.rows).toHaveLength(FOLDER_IMPORT.previewRows);
    const messagesOf = (row: number) => body.rows.find((r) => r.row === row)!.problems.map((p) => p.message);
    expect(messagesOf(4)).toEqual([ORGANISE_VALIDATION.itemNameTooLong, ORGANISE_VALIDATION.ratingRange]);
    expect(messagesOf(8)).toEqual([
      FOLDER_IMPORT_ERRORS.priceNotNumber,
      ORGANISE_VALIDATION.attributeRequired,
    ]);
    expect(messagesOf(10)).toEqual([ORGANISE_VALIDATION.attributeValueTooLong]);
    expect(messagesOf(2)).toEqual([]);

    const all = await post(owner, '/imports', { ...plan, mode: 'all' });
    expect(all.status).toBe(400);
    expect(all.body.error.message).toBe(FOLDER_IMPORT_ERRORS.rowsHaveProblems(3));
    const items0 = await request(ctx.app)
      .get(`/api/folders/${folder.id}/items`)
      .set('Authorization', owner.auth);
    expect(items0.body.items).toHaveLength(0);

    const valid = await post(owner, '/imports', { ...plan, mode: 'valid' });
    expect(valid.status, JSON.stringify(valid.body)).toBe(201);
    expect(valid.body).toMatchObject({ importedCount: 37, skippedCount: 3 });
    const items = await request(ctx.app)
      .get(`/api/folders/${folder.id}/items`)
      .set('Authorization', owner.auth);
    expect(items.body.items).toHaveLength(37);
    const first = items.body.items.find((i: { name: string }) => i.name === 'Flat 1');
    expect(first).toMatchObject({ priceCents: 110_150, myRating: 2 });
    const detail = (await request(ctx.app).get(`/api/items/${first.id}`).set('Authorization', owner.auth))
      .body as ItemDetail;
    const value = (name: string) => detail.attributes.find((a) => a.name === name)?.value;
    expect(value('Rooms')).toBe('3');
    expect(value('Balcony')).toBe('yes');
    expect(value('Area')).toBe('41');
    const balcony = detail.attributes.find((a) => a.name === 'Balcony')!;
    expect(balcony.attributeType).toBe('yes_no');
    const notes = await request(ctx.app).get(`/api/items/${first.id}/notes`).set('Authorization', owner.auth);
    expect(notes.body.notes[0]).toMatchObject({ content: 'Sunny' });
  });

  it('undoes an import within the window, once; not after it, and not for someone else', async () => {
    const { content, columns } = await fortyWithTwoFaulty();
    const batch = (
      await post(owner, '/imports', {
        source: source(content),
        categoryId: category.id,
        columns,
        mode: 'valid',
      })
    ).body as ImportBatch;
    const listed = await request(ctx.app)
      .get(`/api/folders/${folder.id}/imports`)
      .set('Authorization', owner.auth);
    expect(listed.body.imports.map((b: ImportBatch) => b.id)).toEqual([batch.id]);
    expect(
      (
        await request(ctx.app)
          .delete(`/api/folders/${folder.id}/imports/${batch.id}`)
          .set('Authorization', stranger.auth)
      ).status,
    ).toBe(404);
    const undo = await request(ctx.app)
      .delete(`/api/folders/${folder.id}/imports/${batch.id}`)
      .set('Authorization', owner.auth);
    expect(undo.status).toBe(200);
    expect(undo.body).toEqual({ removedCount: 37 });
    const again = await request(ctx.app)
      .delete(`/api/folders/${folder.id}/imports/${batch.id}`)
      .set('Authorization', owner.auth);
    expect(again.status).toBe(409);

    const second = (
      await post(owner, '/imports', {
        source: source(content),
        categoryId: category.id,
        columns: columns.map((c) => (c.target === 'newAttribute' ? { target: 'skip' as const } : c)),
        mode: 'valid',
      })
    ).body as ImportBatch;
    ctx.clock.advance(FOLDER_IMPORT.undoHours * HOUR_MS + 1000);
    const later = withFreshToken(ctx, owner);
    const late = await request(ctx.app)
      .delete(`/api/folders/${folder.id}/imports/${second.id}`)
      .set('Authorization', later.auth);
    expect(late.status).toBe(409);
    expect(late.body.error.message).toBe(FOLDER_IMPORT_ERRORS.undoExpired);
  });

  it('keeps the Basic plan to one category, and refuses a mapping without a name column', async () => {
    const basic = await createUser(ctx, { plan: 'basic' });
    const basicFolder = await makeFolder(ctx, basic, { name: 'Mine' });
    await makeCategory(ctx, basic, homes);
    const content = csvOf(sheet(2));
    const read = await readSheet(ctx, basic, basicFolder.id, { source: source(content) });
    const res = await request(ctx.app)
      .post(`/api/folders/${basicFolder.id}/imports`)
      .set('Authorization', basic.auth)
      .send({
        source: source(content),
        newCategoryName: 'Second',
        columns: guessesOf(read).map((c) => (c.target === 'attribute' ? { target: 'skip' as const } : c)),
        mode: 'all',
      });
    expect(res.status).toBe(403);
    expect(res.body.error).toMatchObject({
      code: 'PREMIUM_REQUIRED',
      message: ORGANISE_ERRORS.premiumCategories,
    });

    const ownRead = await readSheet(ctx, owner, folder.id, { source: source(content) });
    const noName = guessesOf(ownRead).map((c) => (c.target === 'name' ? { target: 'skip' as const } : c));
    const refused = await post(owner, '/import/preview', {
      source: source(content),
      categoryId: category.id,
      columns: noName,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe(FOLDER_IMPORT_ERRORS.nameColumnRequired);
  });

  it('imports into a new category with a new yes/no attribute whose odd values are refused', async () => {
    const content = csvOf([
      ['Name', 'Garden'],
      ['A', 'yes'],
      ['B', 'maybe'],
      ['C', 'no'],
    ]);
    const plan = {
      source: source(content),
      newCategoryName: 'Gardens',
      columns: [
        { target: 'name' },
        { target: 'newAttribute', newAttribute: { name: 'Garden', valueType: 'yes_no' } },
      ],
    };
    const preview = (await post(owner, '/import/preview', plan)).body as ImportPreview;
    expect(preview.rows[1]!.problems).toEqual([{ column: 'Garden', message: ATTRIBUTE_VALIDATION.yesNo }]);
    const res = await post(owner, '/imports', { ...plan, mode: 'valid' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.importedCount).toBe(2);
  });
});
