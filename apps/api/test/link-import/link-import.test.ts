import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  LINK_READER_ERRORS,
  ORGANISE_VALIDATION,
  type Category,
  type FolderSummary,
  type LinkPreview,
  type PriceHistory,
} from '@shortlist/contracts';
import { loadConfig } from '../../src/config/env';
import { createLinkReader } from '../../src/integrations/link-reader';
import { refreshDuePrices } from '../../src/modules/price-refresh/price-refresh.service';
import {
  createUser,
  type TestUser,
  addCollaborator,
  attributeId,
  makeCategory,
  makeFolder,
  makeItem,
} from '../factories';
import { startFixtureServer, type FixtureServer } from '../link-reader/fixture-server';
import { createTestContext, type TestContext } from '../test-app';

const NIL = '00000000-0000-4000-8000-000000000000';

let ctx: TestContext;
let pages: FixtureServer;
let owner: TestUser;
let basic: TestUser;
let stranger: TestUser;
let collaborator: TestUser;
let folder: FolderSummary;
let category: Category;

beforeAll(async () => {
  // loopback is reachable only because the test turns LINK_READER_ALLOW_LOOPBACK on explicitly
  ctx = await createTestContext({
    config: { linkReaderAllowLoopback: true },
    rateLimits: { linkPreview: { windowMs: 60_000, limit: 3 } },
  });
  pages = await startFixtureServer();
});
afterAll(async () => {
  await pages.close();
  await ctx.close();
});
beforeEach(async () => {
  await ctx.reset();
  pages.requests.length = 0;
  pages.prices.clear();
  owner = await createUser(ctx, { plan: 'premium_monthly' });
  basic = await createUser(ctx, { plan: 'basic' });
  stranger = await createUser(ctx, { plan: 'premium_1year' });
  collaborator = await createUser(ctx, { plan: 'premium_3months' });
  folder = await makeFolder(ctx, owner, { name: 'Office' });
  await addCollaborator(ctx, folder.id, collaborator, owner.id);
  category = await makeCategory(ctx, owner, {
    name: 'Chairs',
    description: 'Things to sit on',
    attributes: [
      { name: 'Brand' },
      { name: 'Seat height', attributeType: 'number' },
      { name: 'Colour', options: ['Graphite', 'White'] },
      { name: 'Rooms' },
    ],
  });
});

const preview = (user: TestUser | null, folderId: string, body: object) => {
  const req = request(ctx.app).post(`/api/folders/${folderId}/link-preview`);
  return (user ? req.set('Authorization', user.auth) : req).send(body);
};

describe('POST /api/folders/:id/link-preview', () => {
  it('requires authentication', async () => {
    await preview(null, folder.id, { url: pages.url('/pages/jsonld.html') }).expect(401);
  });

  it('is Premium only, on the server', async () => {
    const basicFolder = await makeFolder(ctx, basic, { name: 'Mine' });
    const res = await preview(basic, basicFolder.id, { url: pages.url('/pages/jsonld.html') }).expect(403);
    expect(res.body.error).toEqual({ code: 'PREMIUM_REQUIRED', message: LINK_READER_ERRORS.premiumRequired });
    expect(pages.requests).toEqual([]);
  });

  it('answers 404 for a folder the caller cannot see', async () => {
    await preview(stranger, folder.id, { url: pages.url('/pages/jsonld.html') }).expect(404);
    await preview(owner, NIL, { url: pages.url('/pages/jsonld.html') }).expect(404);
    expect(pages.requests).toEqual([]);
  });

  it("fills the form from the page, mapping values onto the category's attributes by id", async () => {
    const res = await preview(collaborator, folder.id, {
      url: pages.url('/pages/jsonld.html'),
      categoryId: category.id,
    }).expect(200);
    const body = res.body as LinkPreview;
    expect(body).toEqual({
      url: pages.url('/pages/jsonld.html'),
      name: 'Aeron Chair & Headrest',
      description: 'The ergonomic office chair, size B.',
      priceCents: 139550,
      currency: 'USD',
      imageUrl: pages.url('/images/aeron-1.jpg'),
      attributeValues: {
        [attributeId(category, 'Brand')]: 'Herman Miller',
        [attributeId(category, 'Seat height')]: '41',
      },
      sources: {
        name: 'structured-data',
        description: 'structured-data',
        priceCents: 'structured-data',
        currency: 'structured-data',
        imageUrl: 'structured-data',
        attributeValues: {
          [attributeId(category, 'Brand')]: 'structured-data',
          [attributeId(category, 'Seat height')]: 'structured-data',
        },
      },
    });
  });

  it('reads without a category, and marks page metadata as such', async () => {
    const res = await preview(owner, folder.id, { url: pages.url('/pages/opengraph.html') }).expect(200);
    expect(res.body).toMatchObject({
      name: 'Espresso Machine Pro',
      priceCents: 34999,
      currency: 'GBP',
      attributeValues: {},
      sources: { name: 'page-metadata', priceCents: 'page-metadata' },
    });
  });

  it('answers 400 with the reason on the url field when the page cannot be read', async () => {
    const cases: Array<[string, string]> = [
      [pages.url('/to-private'), LINK_READER_ERRORS.privateAddress],
      ['http://169.254.169.254/latest/meta-data/', LINK_READER_ERRORS.metadataAddress],
      [pages.url('/json'), LINK_READER_ERRORS.notHtml],
    ];
    for (const [url, message] of cases) {
      const res = await preview(owner, folder.id, { url }).expect(400);
      expect(res.body.error).toEqual({ code: 'VALIDATION_ERROR', message, fields: { url: message } });
    }
    const file = await preview(collaborator, folder.id, { url: 'file:///etc/passwd' }).expect(400);
    expect(file.body.error.fields).toEqual({ url: LINK_READER_ERRORS.unsupportedProtocol });
  });

  it('refuses loopback when LINK_READER_ALLOW_LOOPBACK is not on (the default but in development)', async () => {
    expect(loadConfig({ NODE_ENV: 'test' }).linkReaderAllowLoopback).toBe(false);
    expect(
      loadConfig({ NODE_ENV: 'development', LINK_READER_ALLOW_LOOPBACK: 'false' }).linkReaderAllowLoopback,
    ).toBe(false);
    // `pnpm start` (development) reads the pages of the machine it runs on, and says so
    const development = loadConfig({ NODE_ENV: 'development' });
    expect(development.linkReaderAllowLoopback).toBe(true);
    expect(development.notices.join('\n')).toMatch(/LINK_READER_ALLOW_LOOPBACK=false/);
    expect(
      loadConfig({
        NODE_ENV: 'production',
        JWT_SECRET: 'x'.repeat(40),
        SMTP_URL: 'smtp://mail:25',
        BILLING: 'off',
      }).linkReaderAllowLoopback,
    ).toBe(false);
    expect(() =>
      loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), LINK_READER_ALLOW_LOOPBACK: 'true' }),
    ).toThrow(/LINK_READER_ALLOW_LOOPBACK/);
    ctx.deps.config.linkReaderAllowLoopback = false;
    try {
      const res = await preview(owner, folder.id, { url: pages.url('/pages/jsonld.html') }).expect(400);
      expect(res.body.error.fields).toEqual({ url: LINK_READER_ERRORS.loopbackAddress });
    } finally {
      ctx.deps.config.linkReaderAllowLoopback = true;
    }
    expect(pages.requests).toEqual([]);
  });

  it('refuses a category the folder cannot use', async () => {
    const other = await makeCategory(ctx, stranger);
    const res = await preview(owner, folder.id, {
      url: pages.url('/pages/jsonld.html'),
      categoryId: other.id,
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({ categoryId: ORGANISE_VALIDATION.categoryNotAvailable });
  });

  it('is rate-limited per user', async () => {
    const url = pages.url('/pages/nodata.html');
    for (let i = 0; i < 3; i += 1) await preview(owner, folder.id, { url }).expect(200);
    const limited = await preview(owner, folder.id, { url }).expect(429);
    expect(limited.body.error.code).toBe('RATE_LIMITED');
    // another user on the same address keeps their own budget
    await preview(collaborator, folder.id, { url }).expect(200);
  });
});

const body = (overrides: object = {}) => ({
  name: 'Aeron Chair',
  priceCents: 139550,
  rating: 7,
  categoryId: category.id,
  sourceUrl: pages.url('/priced/aeron'),
  attributeValues: {},
  ...overrides,
});
const history = async (user: TestUser, itemId: string) =>
  (
    await request(ctx.app)
      .get(`/api/items/${itemId}/price-history`)
      .set('Authorization', user.auth)
      .expect(200)
  ).body as PriceHistory;

describe('adding an item filled from a link', () => {
  it("stores the page's currency, its main image as the first photo, and an 'import' price", async () => {
    const item = await makeItem(
      ctx,
      owner,
      folder.id,
      body({ linkImport: { currency: 'EUR', imageUrl: pages.url('/image.png') } }),
    );
    expect(item.currency).toBe('EUR');
    expect(item.photoUrl).not.toBeNull();
    const media = await request(ctx.app).get(`/api/items/${item.id}/media`).set('Authorization', owner.auth);
    expect(media.body.media).toHaveLength(1);
    expect((await history(owner, item.id)).history).toEqual([
      expect.objectContaining({ priceCents: 139550, currency: 'EUR', source: 'import' }),
    ]);
  });

  it('still saves the item when the image cannot be fetched', async () => {
    const item = await makeItem(
      ctx,
      owner,
      folder.id,
      body({ linkImport: { currency: null, imageUrl: 'http://10.0.0.1/image.png' } }),
    );
    expect(item.photoUrl).toBeNull();
    expect(item.currency).toBe('USD');
  });

  it('downloads no image for a Basic user', async () => {
    const basicFolder = await makeFolder(ctx, basic, { name: 'Mine' });
    const basicCategory = await makeCategory(ctx, basic);
    await makeItem(ctx, basic, basicFolder.id, {
      ...body({ linkImport: { imageUrl: pages.url('/image.png') } }),
      categoryId: basicCategory.id,
      attributeValues: { [attributeId(basicCategory, 'Rooms')]: '2' },
    });
    expect(pages.requests).toEqual([]);
  });
});

describe('GET /api/items/:id/price-history', () => {
  it('requires authentication', async () => {
    const item = await makeItem(ctx, owner, folder.id, body());
    await request(ctx.app).get(`/api/items/${item.id}/price-history`).expect(401);
  });

  it('answers 404 to a user who cannot see the item', async () => {
    const item = await makeItem(ctx, owner, folder.id, body());
    await request(ctx.app)
      .get(`/api/items/${item.id}/price-history`)
      .set('Authorization', stranger.auth)
      .expect(404);
  });

  it('keeps the price given at creation and every price edited by hand, oldest first', async () => {
    const item = await makeItem(ctx, owner, folder.id, body());
    const save = (user: TestUser, fields: object) =>
      request(ctx.app)
        .patch(`/api/items/${item.id}`)
        .set('Authorization', user.auth)
        .field('changes', JSON.stringify({ fields }))
        .expect(200);
    ctx.clock.advance(60_000);
    await save(collaborator, { priceCents: 120000 });
    ctx.clock.advance(60_000);
    await save(owner, { name: 'Renamed' }); // no price change: nothing recorded
    await save(owner, { priceCents: 120000 }); // same price: nothing recorded
    const result = await history(owner, item.id);
    expect(result.history.map((h) => [h.priceCents, h.source])).toEqual([
      [139550, 'manual'],
      [120000, 'manual'],
    ]);
    expect(result.refresh).toEqual({
      interval: 'off',
      nextRunAt: null,
      lastSuccessAt: null,
      failureCount: 0,
      lastError: null,
    });
    expect(result.hasLink).toBe(true);
  });
});

describe('PUT /api/items/:id/price-refresh', () => {
  const setRefresh = (user: TestUser | null, itemId: string, interval: string) => {
    const req = request(ctx.app).put(`/api/items/${itemId}/price-refresh`);
    return (user ? req.set('Authorization', user.auth) : req).send({ interval });
  };

  it('requires authentication', async () => {
    const item = await makeItem(ctx, owner, folder.id, body());
    await setRefresh(null, item.id, 'daily').expect(401);
  });

  it('answers 404 to a user who cannot see the item', async () => {
    const item = await makeItem(ctx, owner, folder.id, body());
    await setRefresh(stranger, item.id, 'daily').expect(404);
  });

  it('is Premium only, except switching it off', async () => {
    const basicFolder = await makeFolder(ctx, basic, { name: 'Mine' });
    const basicCategory = await makeCategory(ctx, basic);
    const item = await makeItem(ctx, basic, basicFolder.id, {
      ...body(),
      categoryId: basicCategory.id,
      attributeValues: { [attributeId(basicCategory, 'Rooms')]: '2' },
    });
    const res = await setRefresh(basic, item.id, 'weekly').expect(403);
    expect(res.body.error).toEqual({ code: 'PREMIUM_REQUIRED', message: LINK_READER_ERRORS.premiumRefresh });
    await setRefresh(basic, item.id, 'off').expect(200);
  });

  it('needs the item to have a link', async () => {
    const item = await makeItem(ctx, owner, folder.id, body({ sourceUrl: null }));
    const res = await setRefresh(owner, item.id, 'daily').expect(400);
    expect(res.body.error.fields).toEqual({ interval: LINK_READER_ERRORS.noLink });
    await setRefresh(owner, item.id, 'nightly').expect(400);
  });

  it('schedules the first read at once; the worker then records the price and the read time', async () => {
    const item = await makeItem(ctx, owner, folder.id, body());
    const res = await setRefresh(collaborator, item.id, '6h').expect(200);
    expect(res.body).toMatchObject({
      interval: '6h',
      nextRunAt: ctx.clock.now().toISOString(),
      failureCount: 0,
    });

    pages.prices.set('aeron', '1,299.00');
    const reader = createLinkReader({ allowLoopbackForTests: true });
    expect(await refreshDuePrices({ database: ctx.deps.database, clock: ctx.clock, reader })).toMatchObject({
      claimed: 1,
      changed: 1,
    });
    const result = await history(owner, item.id);
    expect(result.history.map((h) => [h.priceCents, h.source])).toEqual([
      [139550, 'manual'],
      [129900, 'refresh'],
    ]);
    expect(result.refresh.lastSuccessAt).toBe(ctx.clock.now().toISOString());
    expect(result.refresh.nextRunAt).toBe(new Date(ctx.clock.now().getTime() + 6 * 3600_000).toISOString());
    const detail = await request(ctx.app).get(`/api/items/${item.id}`).set('Authorization', owner.auth);
    expect(detail.body).toMatchObject({ priceCents: 129900, name: 'Aeron Chair' });

    await setRefresh(owner, item.id, 'off').expect(200);
    expect((await history(owner, item.id)).refresh).toMatchObject({ interval: 'off', nextRunAt: null });
  });
});

describe('GET /api/folders/:id/price-trends', () => {
  it('requires authentication and answers 404 to strangers', async () => {
    await request(ctx.app).get(`/api/folders/${folder.id}/price-trends`).expect(401);
    await request(ctx.app)
      .get(`/api/folders/${folder.id}/price-trends`)
      .set('Authorization', stranger.auth)
      .expect(404);
  });

  it('marks items whose price dropped or rose since the previous price', async () => {
    const cheaper = await makeItem(ctx, owner, folder.id, body({ name: 'Cheaper' }));
    const dearer = await makeItem(ctx, owner, folder.id, body({ name: 'Dearer' }));
    await makeItem(ctx, owner, folder.id, body({ name: 'Steady' }));
    ctx.clock.advance(60_000);
    for (const [id, priceCents] of [
      [cheaper.id, 100000],
      [dearer.id, 150000],
    ] as const)
      await request(ctx.app)
        .patch(`/api/items/${id}`)
        .set('Authorization', owner.auth)
        .field('changes', JSON.stringify({ fields: { priceCents } }))
        .expect(200);
    const res = await request(ctx.app)
      .get(`/api/folders/${folder.id}/price-trends`)
      .set('Authorization', collaborator.auth)
      .expect(200);
    expect(res.body.trends).toHaveLength(2);
    expect(res.body.trends).toEqual(
      expect.arrayContaining([
        {
          itemId: cheaper.id,
          previousPriceCents: 139550,
          priceCents: 100000,
          currency: 'USD',
          direction: 'down',
        },
        {
          itemId: dearer.id,
          previousPriceCents: 139550,
          priceCents: 150000,
          currency: 'USD',
          direction: 'up',
        },
      ]),
    );
  });
});
