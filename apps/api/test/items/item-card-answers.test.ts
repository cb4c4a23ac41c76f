import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type Category,
  type FolderSummary,
  type ItemCard,
  itemCardSchema,
  itemDetailSchema,
} from '@shortlist/contracts';
import { ITEM_CARD_KEYS } from '../../src/modules/items/item-card.fragment';
import {
  type TestUser,
  attributeId,
  createThreeUsers,
  makeCategory,
  makeFolder,
  makeItem,
} from '../factories';
import { createTestContext, type TestContext } from '../test-app';

/*
 * Every answer that carries an item card carries exactly the card contract's keys: a new card field is the
 * contract's and the fragment's (item-card.fragment.ts), and this walk fails until every answer has it.
 */

let ctx: TestContext;
let owner: TestUser;
let folder: FolderSummary;
let other: FolderSummary;
let category: Category;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.reset();
  ({ owner } = await createThreeUsers(ctx));
  folder = await makeFolder(ctx, owner, { name: 'Bikes' });
  other = await makeFolder(ctx, owner, { name: 'More bikes' });
  category = await makeCategory(ctx, owner, {
    name: 'Bikes',
    description: 'Two wheels',
    attributes: [
      { name: 'Weight', attributeType: 'number', unit: 'kg' },
      { name: 'Colour' },
      { name: 'Gears', attributeType: 'number' },
      { name: 'Frame' },
      { name: 'Brakes' },
    ],
  });
});

const sorted = (keys: readonly string[]) => [...keys].sort();
const CARD_KEYS = sorted(Object.keys(itemCardSchema.shape));
const DETAIL_KEYS = sorted(Object.keys(itemDetailSchema.shape));

const values = () => ({
  [attributeId(category, 'Weight')]: '9.5',
  [attributeId(category, 'Colour')]: 'Green',
  [attributeId(category, 'Frame')]: 'Steel',
  [attributeId(category, 'Brakes')]: 'Disc',
});

const body = (name: string) => ({
  name,
  description: null,
  sourceUrl: null,
  priceCents: 50_000,
  rating: 7,
  categoryId: category.id,
  attributeValues: values(),
});

const get = (path: string) => request(ctx.app).get(path).set('Authorization', owner.auth);

describe('item card answers', () => {
  it('the fragment writes the contract keys, no more, no fewer', () => {
    expect(sorted(ITEM_CARD_KEYS)).toEqual(CARD_KEYS);
  });

  it('every card-carrying answer holds exactly the card contract keys', async () => {
    const added = await makeItem(ctx, owner, folder.id, body('Road bike'));
    expect(sorted(Object.keys(added))).toEqual(DETAIL_KEYS);

    const captured = await request(ctx.app)
      .post('/api/capture')
      .set('Authorization', owner.auth)
      .send({ ...body('Gravel bike'), folderId: folder.id, sourceUrl: 'https://bikes.example/gravel' });
    expect(captured.status, JSON.stringify(captured.body)).toBe(201);
    expect(sorted(Object.keys(captured.body))).toEqual(DETAIL_KEYS);

    const page = await get(`/api/items/${added.id}`);
    expect(page.status).toBe(200);
    expect(sorted(Object.keys(page.body))).toEqual(DETAIL_KEYS);

    const folderPage = await get(`/api/folders/${folder.id}`);
    expect(folderPage.status).toBe(200);
    const listed = await get(`/api/folders/${folder.id}/items`);
    expect(listed.status).toBe(200);
    for (const cards of [folderPage.body.items, listed.body.items] as ItemCard[][]) {
      expect(cards).toHaveLength(2);
      for (const card of cards) expect(sorted(Object.keys(card))).toEqual(CARD_KEYS);
    }

    const moved = await request(ctx.app)
      .patch(`/api/items/${added.id}/folder`)
      .set('Authorization', owner.auth)
      .send({ folderId: other.id });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(sorted(Object.keys(moved.body))).toEqual(CARD_KEYS);
  });

  it('key facts: three set values in display order, then by the viewer’s weights', async () => {
    const added = await makeItem(ctx, owner, folder.id, body('Road bike'));
    expect(added.keyFacts).toEqual([
      { name: 'Weight', attributeType: 'number', value: '9.5', unit: 'kg' },
      { name: 'Colour', attributeType: 'text', value: 'Green', unit: null },
      { name: 'Frame', attributeType: 'text', value: 'Steel', unit: null },
    ]);

    const weighed = await request(ctx.app)
      .put(`/api/folders/${folder.id}/decision/weights`)
      .set('Authorization', owner.auth)
      .send({ weights: { 'attr:Brakes': 9, 'attr:Frame': 5, 'attr:Weight': 1 } });
    expect(weighed.status, JSON.stringify(weighed.body)).toBe(200);
    const folderPage = await get(`/api/folders/${folder.id}`);
    const [card] = folderPage.body.items as ItemCard[];
    expect(card!.keyFacts.map((f) => f.name)).toEqual(['Brakes', 'Frame', 'Weight']);
  });
});
