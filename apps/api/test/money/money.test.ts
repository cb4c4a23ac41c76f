import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type Category,
  type DecisionView,
  type FolderMoney,
  MONEY,
  MONEY_ERRORS,
  PRICE_CRITERION,
} from '@shortlist/contracts';
import { extractProduct } from '../../src/integrations/link-reader/extract';
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
import { saveItem } from '../item-detail/helpers';
import { fixture, type FixtureServer, startFixtureServer } from '../link-reader/fixture-server';
import { createTestContext, type TestContext } from '../test-app';

let ctx: TestContext;
let pages: FixtureServer;
let owner: TestUser;
let editor: TestUser;
let stranger: TestUser;
let category: Category;

beforeAll(async () => {
  ctx = await createTestContext({ config: { linkReaderAllowLoopback: true } });
  pages = await startFixtureServer();
});
afterAll(async () => {
  await pages.close();
  await ctx.close();
});
beforeEach(async () => {
  await ctx.reset();
  owner = await createUser(ctx, { fullName: 'Olga Owner', plan: 'premium_monthly' });
  editor = await createUser(ctx, { fullName: 'Ed Editor', plan: 'premium_monthly' });
  stranger = await createUser(ctx, { plan: 'premium_monthly' });
  category = await makeCategory(ctx, owner, {
    name: 'Flats',
    description: 'To rent',
    attributes: [{ name: 'Rooms', attributeType: 'number', isRequired: true }],
  });
});

const flat = (name: string, priceCents: number, extra: Record<string, unknown> = {}) =>
  itemBody(category, {
    name,
    priceCents,
    attributeValues: { [attributeId(category, 'Rooms')]: '3' },
    ...extra,
  });

const putRates = (user: TestUser, folderId: string, body: string | object) =>
  request(ctx.app).put(`/api/folders/${folderId}/exchange-rates`).set('Authorization', user.auth).send(body);

const decision = async (user: TestUser, folderId: string) => {
  const res = await request(ctx.app).get(`/api/folders/${folderId}/decision`).set('Authorization', user.auth);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as DecisionView;
};

describe('a folder has a currency', () => {
  it('is set at creation, defaults to USD, is inherited by subfolders and changes in Edit Folder', async () => {
    const plain = await makeFolder(ctx, owner, { name: 'Plain' });
    expect(plain.currency).toBe(MONEY.fallbackCurrency);
    const berlin = await makeFolder(ctx, owner, { name: 'Berlin', currency: 'eur' });
    expect(berlin.currency).toBe('EUR');
    const sub = await makeFolder(ctx, owner, { name: 'Kreuzberg', parentFolderId: berlin.id });
    expect(sub.currency).toBe('EUR');

    const edited = await request(ctx.app)
      .patch(`/api/folders/${plain.id}`)
      .set('Authorization', owner.auth)
      .send({ currency: 'GBP' });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.currency).toBe('GBP');

    const home = await request(ctx.app).get('/api/folders').set('Authorization', owner.auth).expect(200);
    const cards = home.body.folders as Array<{ name: string; currency: string }>;
    expect(cards.find((f) => f.name === 'Plain')?.currency).toBe('GBP');
    const page = await request(ctx.app).get(`/api/folders/${berlin.id}`).set('Authorization', owner.auth);
    expect(page.body.folder.currency).toBe('EUR');
    expect(page.body.subfolders[0].currency).toBe('EUR');
  });

  it('refuses an unknown or malformed currency with a 400 naming the field', async () => {
    const unknown = await request(ctx.app)
      .post('/api/folders')
      .set('Authorization', owner.auth)
      .send({ name: 'X', currency: 'XYZ' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.fields.currency).toBe(MONEY_ERRORS.unknownCurrency('XYZ'));
    const sign = await request(ctx.app)
      .post('/api/folders')
      .set('Authorization', owner.auth)
      .send({ name: 'X', currency: '€' });
    expect(sign.status).toBe(400);
    expect(sign.body.error.fields.currency).toBe(MONEY_ERRORS.currencyInvalid);
  });
});

describe("an item's price has a currency", () => {
  it("defaults to the folder's, takes the one chosen, and the item page changes it", async () => {
    const folder = await makeFolder(ctx, owner, { name: 'Berlin', currency: 'EUR' });
    const inFolder = await makeItem(ctx, owner, folder.id, flat('Altbau', 125_000));
    expect(inFolder.currency).toBe('EUR');
    const chosen = await makeItem(ctx, owner, folder.id, flat('Expat flat', 140_000, { currency: 'usd' }));
    expect(chosen.currency).toBe('USD');

    const page = await request(ctx.app).get(`/api/folders/${folder.id}`).set('Authorization', owner.auth);
    const cards = page.body.items as Array<{ name: string; currency: string }>;
    expect(cards.find((c) => c.name === 'Altbau')?.currency).toBe('EUR');
    expect(cards.find((c) => c.name === 'Expat flat')?.currency).toBe('USD');

    const saved = await saveItem(ctx, owner, inFolder.id, { fields: { currency: 'CHF' } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const item = await request(ctx.app).get(`/api/items/${inFolder.id}`).set('Authorization', owner.auth);
    expect(item.body.currency).toBe('CHF');
    expect(item.body.priceCents).toBe(125_000);
  });

  it('refuses an unknown currency on Add Item with its message', async () => {
    const folder = await makeFolder(ctx, owner, { name: 'Berlin', currency: 'EUR' });
    const res = await request(ctx.app)
      .post(`/api/folders/${folder.id}/items`)
      .set('Authorization', owner.auth)
      .send(flat('Altbau', 125_000, { currency: 'EUX' }));
    expect(res.status).toBe(400);
    expect(res.body.error.fields.currency).toBe(MONEY_ERRORS.unknownCurrency('EUX'));
  });
});

describe("a captured price keeps the page's currency", () => {
  it('reads priceCurrency, og:price:currency, microdata and a price sign', () => {
    const jsonLd = extractProduct(fixture('flat-eur.html').toString(), 'https://flats.example/a');
    expect(jsonLd).toMatchObject({ priceCents: 125_000, currency: 'EUR' });
    const microdata = extractProduct(
      fixture('flat-eur-microdata.html').toString(),
      'https://flats.example/b',
    );
    expect(microdata).toMatchObject({ priceCents: 148_050, currency: 'EUR' });
    const sign = extractProduct(fixture('flat-price-sign.html').toString(), 'https://flats.example/c');
    expect(sign).toMatchObject({ priceCents: 165_000, currency: 'GBP' });
  });

  it('reads a EUR page into a USD folder: the preview and the captured item say EUR', async () => {
    const folder = await makeFolder(ctx, owner, { name: 'Dollars' });
    const preview = await request(ctx.app)
      .post(`/api/folders/${folder.id}/link-preview`)
      .set('Authorization', owner.auth)
      .send({ url: pages.url('/pages/flat-eur.html'), categoryId: category.id });
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(preview.body).toMatchObject({ priceCents: 125_000, currency: 'EUR' });

    const captured = await request(ctx.app)
      .post('/api/capture')
      .set('Authorization', owner.auth)
      .send({
        folderId: folder.id,
        categoryId: category.id,
        sourceUrl: pages.url('/pages/flat-eur.html'),
        name: preview.body.name,
        priceCents: preview.body.priceCents,
        attributeValues: { [attributeId(category, 'Rooms')]: '3' },
        linkImport: { currency: preview.body.currency, imageUrl: null },
      });
    expect(captured.status, JSON.stringify(captured.body)).toBe(201);
    expect(captured.body.currency).toBe('EUR');
  });
});

describe('exchange rates per folder', () => {
  it("answers the folder's currency, rates and other currencies; only the owner replaces the rates", async () => {
    const folder = await makeFolder(ctx, owner, { name: 'Berlin', currency: 'EUR' });
    await addCollaborator(ctx, folder.id, editor, owner.id, 'editor');
    await makeItem(ctx, owner, folder.id, flat('Altbau', 125_000));
    await makeItem(ctx, owner, folder.id, flat('Expat flat', 140_000, { currency: 'USD' }));

    const read = await request(ctx.app)
      .get(`/api/folders/${folder.id}/exchange-rates`)
      .set('Authorization', editor.auth);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({
      currency: 'EUR',
      rates: [],
      otherCurrencies: ['USD'],
      canEditRates: false,
    });

    const refused = await putRates(editor, folder.id, { rates: [{ currency: 'USD', rate: 0.92 }] });
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe(MONEY_ERRORS.onlyOwnerSetsRates);
    await putRates(stranger, folder.id, { rates: [] }).expect(404);

    const set = await putRates(owner, folder.id, { rates: [{ currency: 'usd', rate: 0.92 }] });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    const money = set.body as FolderMoney;
    expect(money.rates).toMatchObject([{ currency: 'USD', rate: 0.92 }]);
    expect(money.canEditRates).toBe(true);

    const cleared = await putRates(owner, folder.id, { rates: [] });
    expect(cleared.body.rates).toEqual([]);
  });

  it('refuses bad rates with clear 400 messages', async () => {
    const folder = await makeFolder(ctx, owner, { name: 'Berlin', currency: 'EUR' });
    const cases: Array<[unknown, string, string]> = [
      [{ rates: [{ currency: 'USD', rate: 0 }] }, 'rates.0.rate', MONEY_ERRORS.rateInvalid],
      [{ rates: [{ currency: 'USD', rate: -1 }] }, 'rates.0.rate', MONEY_ERRORS.rateInvalid],
      [{ rates: [{ currency: 'USD', rate: '0.9' }] }, 'rates.0.rate', MONEY_ERRORS.rateInvalid],
      [{ rates: [{ currency: 'USD', rate: MONEY.rateMax * 2 }] }, 'rates.0.rate', MONEY_ERRORS.rateInvalid],
      [{ rates: [{ currency: 'QQQ', rate: 1 }] }, 'rates.0.currency', MONEY_ERRORS.unknownCurrency('QQQ')],
      [{ rates: [{ currency: 'EUR', rate: 1 }] }, 'rates.0.currency', MONEY_ERRORS.rateForOwnCurrency('EUR')],
      [
        {
          rates: [
            { currency: 'USD', rate: 1 },
            { currency: 'USD', rate: 2 },
          ],
        },
        'rates.1.currency',
        MONEY_ERRORS.rateListedTwice('USD'),
      ],
    ];
    for (const [body, field, message] of cases) {
      const res = await putRates(owner, folder.id, body as object);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.fields?.[field], JSON.stringify(res.body)).toBe(message);
    }
    const many = Array.from({ length: MONEY.ratesPerFolderMax + 1 }, (_, i) => ({
      currency: [
        'USD',
        'GBP',
        'CHF',
        'JPY',
        'SEK',
        'NOK',
        'DKK',
        'PLN',
        'CZK',
        'HUF',
        'CAD',
        'AUD',
        'NZD',
        'SGD',
        'HKD',
        'INR',
        'BRL',
        'MXN',
        'ZAR',
        'TRY',
        'ILS',
      ][i]!,
      rate: 1,
    }));
    const tooMany = await putRates(owner, folder.id, { rates: many });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error.message).toBe(MONEY_ERRORS.tooManyRates);
  });
});

describe('Decide with prices in more than one currency', () => {
  it('leaves items in a currency without a rate out of the price criterion, and ranks them converted once a rate is set', async () => {
    const folder = await makeFolder(ctx, owner, { name: 'Berlin', currency: 'EUR' });
    const cheap = await makeItem(ctx, owner, folder.id, flat('Cheap', 100_000, { rating: 5 }));
    const dear = await makeItem(ctx, owner, folder.id, flat('Dear', 200_000, { rating: 5 }));
    const dollars = await makeItem(
      ctx,
      owner,
      folder.id,
      flat('Dollars', 110_000, { currency: 'USD', rating: 5 }),
    );

    const before = await decision(owner, folder.id);
    expect(before.money).toMatchObject({
      currency: 'EUR',
      currencies: ['EUR', 'USD'],
      missingRates: ['USD'],
    });
    const dollarItem = before.items.find((i) => i.id === dollars.id)!;
    expect(dollarItem.leftOut).toEqual([PRICE_CRITERION]);
    expect(dollarItem.priceInFolderCurrency).toBeNull();
    expect(dollarItem.values[PRICE_CRITERION]).toBeNull();
    const dollarRank = before.ranking.find((r) => r.itemId === dollars.id)!;
    expect(dollarRank.contributions.find((c) => c.criterionId === PRICE_CRITERION)).toMatchObject({
      leftOut: true,
      points: 0,
      missing: false,
    });
    // left out of price, it is ranked on what else it has (all equal here): not pushed last for a missing price
    const rankOf = (view: DecisionView, id: string) => view.ranking.find((r) => r.itemId === id)!.rank!;
    expect(dollarRank.rank).not.toBeNull();
    expect(rankOf(before, dollars.id)).toBeLessThan(rankOf(before, dear.id));
    expect(rankOf(before, cheap.id)).toBeLessThan(rankOf(before, dear.id));

    await putRates(owner, folder.id, { rates: [{ currency: 'USD', rate: 2 }] }).expect(200);
    const after = await decision(owner, folder.id);
    expect(after.money.missingRates).toEqual([]);
    const converted = after.items.find((i) => i.id === dollars.id)!;
    expect(converted.leftOut).toEqual([]);
    expect(converted.priceInFolderCurrency).toBe(220_000);
    expect(converted.priceCents).toBe(110_000);
    expect(converted.currency).toBe('USD');
    // at 2 EUR a dollar it is the dearest: last of the three on price, equal on rating
    expect(after.ranking.map((r) => r.itemId)).toEqual([cheap.id, dear.id, dollars.id]);
  });

  it('keeps the folder currency in a decision record', async () => {
    const folder = await makeFolder(ctx, owner, { name: 'Berlin', currency: 'EUR' });
    const item = await makeItem(ctx, owner, folder.id, flat('Cheap', 100_000));
    await request(ctx.app)
      .put(`/api/items/${item.id}/status`)
      .set('Authorization', owner.auth)
      .send({ status: 'chosen' })
      .expect(200);
    const view = await decision(owner, folder.id);
    expect(view.decision?.currency).toBe('EUR');
  });
});

describe('Compare keeps each price in its currency', () => {
  it('answers each compared item with its own currency', async () => {
    const folder = await makeFolder(ctx, owner, { name: 'Berlin', currency: 'EUR' });
    const a = await makeItem(ctx, owner, folder.id, flat('Altbau', 125_000));
    const b = await makeItem(ctx, owner, folder.id, flat('Expat flat', 140_000, { currency: 'USD' }));
    const res = await request(ctx.app)
      .get(`/api/folders/${folder.id}/compare`)
      .query({ items: `${a.id},${b.id}` })
      .set('Authorization', owner.auth);
    expect(res.status).toBe(200);
    expect(res.body.items.map((i: { currency: string }) => i.currency)).toEqual(['EUR', 'USD']);
  });
});
