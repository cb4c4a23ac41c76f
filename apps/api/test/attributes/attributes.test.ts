import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ATTRIBUTE_VALIDATION,
  attributeCriterionId,
  type Category,
  CATEGORY,
  type Comparison,
  type DecisionView,
  guessPreference,
  type ItemDetail,
  ORGANISE_VALIDATION,
} from '@shortlist/contracts';
import { attributeId, createUser, makeCategory, makeFolder, makeItem, type TestUser } from '../factories';
import { saveItem } from '../item-detail/helpers';
import { createTestContext, type TestContext } from '../test-app';

let ctx: TestContext;
let ann: TestUser;
let folderId: string;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.reset();
  ann = await createUser(ctx, { nickname: 'ann', fullName: 'Ann', plan: 'premium_monthly' });
  folderId = (await makeFolder(ctx, ann, { name: 'Flats' })).id;
});

const post = (path: string, body: object) =>
  request(ctx.app).post(path).set('Authorization', ann.auth).send(body);
const put = (path: string, body: object) =>
  request(ctx.app).put(path).set('Authorization', ann.auth).send(body);
const get = (path: string) => request(ctx.app).get(path).set('Authorization', ann.auth);

/** A flats category as a new user would make it: rent and area numbers with units, a yes/no, an options list. */
function flats(): Promise<Category> {
  return makeCategory(ctx, ann, {
    name: 'Flats',
    description: 'To rent',
    attributes: [
      { name: 'Rent', attributeType: 'number', unit: 'EUR/month', isRequired: true },
      { name: 'Area', attributeType: 'number', unit: 'm2' },
      { name: 'Balcony', attributeType: 'yes_no' },
      { name: 'Energy label', attributeType: 'options', options: ['A', 'B', 'C'] },
      { name: 'Notes' },
    ],
  });
}

/** An item of the category with the given values by attribute name; every flat costs the same, so price decides nothing. */
async function flat(category: Category, name: string, values: Record<string, string>, priceCents = 100_000) {
  const byName = Object.fromEntries(Object.entries(values).map(([k, v]) => [attributeId(category, k), v]));
  return makeItem(ctx, ann, folderId, {
    name,
    priceCents,
    rating: 5,
    categoryId: category.id,
    attributeValues: byName,
  });
}

describe('attribute types, units and preferences', () => {
  it('guesses lower is better from the name and answers units and preferences', async () => {
    const category = await flats();
    const byName = Object.fromEntries(category.attributes.map((a) => [a.name, a]));
    expect(byName.Rent).toMatchObject({ attributeType: 'number', unit: 'EUR/month', preference: 'lower' });
    expect(byName.Area).toMatchObject({ attributeType: 'number', unit: 'm2', preference: 'higher' });
    expect(byName.Balcony).toMatchObject({ attributeType: 'yes_no', unit: null, preference: 'higher' });
    expect(byName['Energy label']).toMatchObject({
      attributeType: 'options',
      options: ['A', 'B', 'C'],
      preference: 'higher',
    });
    expect(byName.Notes).toMatchObject({ attributeType: 'text', preference: 'none', unit: null });
  });

  it('guesses from each word of the list, at the start of a word, and keeps a chosen preference', async () => {
    for (const name of [
      'Price',
      'Monthly rent',
      'Running costs',
      'Fees',
      'Distance to work',
      'Commute',
      'Travel time',
      'Weight',
      'Noise level',
    ])
      expect(guessPreference(name, 'number'), name).toBe('lower');
    for (const name of ['Area', 'Bedrooms', 'Battery', 'Storage'])
      expect(guessPreference(name, 'number'), name).toBe('higher');
    const category = await makeCategory(ctx, ann, {
      name: 'Laptops',
      description: 'x',
      attributes: [
        { name: 'Weight', attributeType: 'number', unit: 'kg', preference: 'higher' },
        { name: 'Screen', attributeType: 'number', preference: 'none' },
      ],
    });
    expect(category.attributes.map((a) => a.preference)).toEqual(['higher', 'none']);
  });

  it('refuses bad attribute definitions with their own messages', async () => {
    const cases: Array<[object, string]> = [
      [{ name: 'Label', attributeType: 'options', options: ['A'] }, ATTRIBUTE_VALIDATION.optionsTooFew],
      [
        { name: 'Area', attributeType: 'number', unit: 'x'.repeat(CATEGORY.unitMax + 1) },
        ATTRIBUTE_VALIDATION.unitTooLong,
      ],
      [{ name: 'Balcony', attributeType: 'yes_no', defaultValue: 'maybe' }, ATTRIBUTE_VALIDATION.yesNo],
      [{ name: 'Notes', attributeType: 'text', preference: 'lower' }, ATTRIBUTE_VALIDATION.preferenceText],
    ];
    for (const [attribute, message] of cases) {
      const res = await post('/api/categories', { name: 'C', description: 'd', attributes: [attribute] });
      expect(res.status, JSON.stringify(attribute)).toBe(400);
      expect(Object.values(res.body.error.fields ?? {})).toContain(message);
    }
    const badType = await post('/api/categories', {
      name: 'C',
      description: 'd',
      attributes: [{ name: 'Colour', attributeType: 'colour' }],
    });
    expect(badType.status).toBe(400);
  });

  it('validates values by type with a 400 naming the field: a number, yes or no, one of the options', async () => {
    const category = await flats();
    const rent = attributeId(category, 'Rent');
    const balcony = attributeId(category, 'Balcony');
    const label = attributeId(category, 'Energy label');
    const res = await post(`/api/folders/${folderId}/items`, {
      name: 'Bad',
      priceCents: 100_000,
      rating: 5,
      categoryId: category.id,
      attributeValues: { [rent]: 'abc', [balcony]: 'maybe', [label]: 'Z' },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({
      [`attributeValues.${rent}`]: ORGANISE_VALIDATION.attributeNumber,
      [`attributeValues.${balcony}`]: ATTRIBUTE_VALIDATION.yesNo,
      [`attributeValues.${label}`]: ORGANISE_VALIDATION.attributeOption,
    });

    // the item page's save checks the same rules
    const item = await flat(category, 'Good', { Rent: '900', Balcony: 'yes', 'Energy label': 'A' });
    const save = await saveItem(ctx, ann, item.id, { attributeValues: { [balcony]: 'Yes!' } } as never);
    expect(save.status, JSON.stringify(save.body)).toBe(400);
    expect(save.body.error.fields[`attributeValues.${balcony}`]).toBe(ATTRIBUTE_VALIDATION.yesNo);
  });

  it("answers an item page with each attribute's type, unit and preference", async () => {
    const category = await flats();
    const item = await flat(category, 'Loft', { Rent: '900', Area: '72', Balcony: 'no' });
    const page = (await get(`/api/items/${item.id}`).expect(200)).body as { item: ItemDetail } & ItemDetail;
    const attributes = ('item' in page ? page.item : page).attributes;
    expect(attributes.find((a) => a.name === 'Area')).toMatchObject({
      unit: 'm2',
      preference: 'higher',
      value: '72',
    });
    expect(attributes.find((a) => a.name === 'Balcony')).toMatchObject({
      attributeType: 'yes_no',
      value: 'no',
    });
  });
});

describe('Decide and Compare follow the preference', () => {
  it('ranks a cheaper flat above an expensive one with no settings when rent is a number attribute', async () => {
    const category = await flats();
    await flat(category, 'Penthouse', { Rent: '2350', Area: '80' });
    await flat(category, 'Flat', { Rent: '900', Area: '80' });
    const view = (await get(`/api/folders/${folderId}/decision`).expect(200)).body as DecisionView;
    const rent = view.criteria.find((c) => c.id === attributeCriterionId('Rent'))!;
    expect(rent).toMatchObject({ kind: 'number', direction: 'lower', unit: 'EUR/month' });
    expect(rent.defaultWeight).toBeGreaterThan(0);
    const first = view.items.find((i) => i.id === view.ranking[0]!.itemId)!;
    expect(first.name).toBe('Flat');
  });

  it('scores options by their order and yes/no by the preferred answer; no preference weighs nothing', async () => {
    const category = await makeCategory(ctx, ann, {
      name: 'Flats',
      description: 'x',
      attributes: [
        { name: 'Energy label', attributeType: 'options', options: ['A', 'B', 'C'] },
        { name: 'Balcony', attributeType: 'yes_no', preference: 'lower' },
        { name: 'Floor', attributeType: 'number', preference: 'none' },
      ],
    });
    await flat(category, 'One', { 'Energy label': 'C', Balcony: 'yes' });
    const view = (await get(`/api/folders/${folderId}/decision`).expect(200)).body as DecisionView;
    const byId = Object.fromEntries(view.criteria.map((c) => [c.id, c]));
    expect(byId[attributeCriterionId('Energy label')]).toMatchObject({
      kind: 'options',
      optionPoints: { A: 10, B: 5, C: 0 },
    });
    expect(byId[attributeCriterionId('Balcony')]).toMatchObject({
      kind: 'options',
      options: ['yes', 'no'],
      optionPoints: { yes: 0, no: 10 },
    });
    expect(byId[attributeCriterionId('Floor')]!.defaultWeight).toBe(0);
  });

  it("lets the folder override a criterion's direction on its Decide tab", async () => {
    const category = await flats();
    await flat(category, 'Penthouse', { Rent: '2350' });
    await flat(category, 'Flat', { Rent: '900' });
    const res = await put(`/api/folders/${folderId}/decision/criteria`, {
      criteria: { [attributeCriterionId('Rent')]: { direction: 'higher' } },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // price carries no weight here: the items have none
    const view = (await get(`/api/folders/${folderId}/decision`).expect(200)).body as DecisionView;
    expect(view.criteria.find((c) => c.id === attributeCriterionId('Rent'))!.direction).toBe('higher');
    expect(view.items.find((i) => i.id === view.ranking[0]!.itemId)!.name).toBe('Penthouse');
  });

  it("highlights each Compare row's best as its attribute prefers, and none without a preference", async () => {
    const category = await makeCategory(ctx, ann, {
      name: 'Flats',
      description: 'To rent',
      attributes: [
        { name: 'Rent', attributeType: 'number', unit: 'EUR' },
        { name: 'Area', attributeType: 'number', unit: 'm2' },
        { name: 'Floor', attributeType: 'number', preference: 'none' },
        { name: 'Balcony', attributeType: 'yes_no' },
        { name: 'Energy label', attributeType: 'options', options: ['A', 'B', 'C'] },
        { name: 'Notes' },
      ],
    });
    const a = await flat(category, 'Penthouse', {
      Rent: '2350',
      Area: '120',
      Floor: '9',
      Balcony: 'yes',
      'Energy label': 'C',
      Notes: 'view',
    });
    const b = await flat(category, 'Flat', {
      Rent: '900',
      Area: '70',
      Floor: '2',
      Balcony: 'no',
      'Energy label': 'B',
      Notes: 'quiet',
    });
    const res = await get(`/api/folders/${folderId}/compare?items=${a.id},${b.id}`).expect(200);
    const rows = Object.fromEntries((res.body as Comparison).attributes.map((r) => [r.name, r]));
    expect(rows.Rent).toMatchObject({ unit: 'EUR', preference: 'lower', best: [1] });
    expect(rows.Area).toMatchObject({ unit: 'm2', preference: 'higher', best: [0] });
    expect(rows.Floor).toMatchObject({ preference: 'none', best: [] });
    expect(rows.Balcony).toMatchObject({ attributeType: 'yes_no', best: [0] });
    expect(rows['Energy label']).toMatchObject({ options: ['A', 'B', 'C'], best: [1] });
    expect(rows.Notes).toMatchObject({ preference: 'none', best: [] });
  });
});
