import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LINK_READER_ERRORS, PRICE_REFRESH } from '@shortlist/contracts';
import { categories, folders, itemPriceHistory, itemRefreshSettings, items } from '../../src/db/schema';
import { createLinkReader, type LinkReader } from '../../src/integrations/link-reader';
import { refreshDuePrices, type RefreshRunDeps } from '../../src/modules/price-refresh/price-refresh.service';
import { createUser, type TestUser } from '../factories';
import { startFixtureServer, type FixtureServer } from '../link-reader/fixture-server';
import { createTestContext, type TestContext } from '../test-app';

const MINUTE = 60 * 1000;

let ctx: TestContext;
let pages: FixtureServer;
let owner: TestUser;
let folderId: string;
let categoryId: string;
const reader = createLinkReader({ allowLoopbackForTests: true });

beforeAll(async () => {
  ctx = await createTestContext();
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
  const [folder] = await ctx.db.insert(folders).values({ name: 'Chairs', ownerId: owner.id }).returning();
  const [category] = await ctx.db
    .insert(categories)
    .values({ name: 'Furniture', description: 'Things to sit on', creatorId: owner.id })
    .returning();
  folderId = folder!.id;
  categoryId = category!.id;
});

function deps(override?: Pick<LinkReader, 'readPrice'>): RefreshRunDeps {
  return { database: ctx.deps.database, clock: ctx.clock, reader: override ?? reader };
}

/** An item with a link to /priced/<key>, refreshed daily, due a minute ago. */
async function dueItem(
  key: string,
  options: {
    priceCents?: number;
    interval?: 'off' | '6h' | 'daily' | 'weekly';
    chosenBy?: string;
    link?: boolean;
  } = {},
) {
  const [item] = await ctx.db
    .insert(items)
    .values({
      name: `Item ${key}`,
      description: 'Written by hand',
      folderId,
      categoryId,
      creatorId: owner.id,
      priceCents: options.priceCents ?? 1000,
      currency: 'USD',
      sourceUrl: options.link === false ? null : pages.url(`/priced/${key}`),
    })
    .returning();
  await ctx.db.insert(itemRefreshSettings).values({
    itemId: item!.id,
    interval: options.interval ?? 'daily',
    updatedBy: options.chosenBy ?? owner.id,
    nextRunAt: new Date(ctx.clock.now().getTime() - MINUTE),
  });
  return item!;
}

const settingsOf = async (itemId: string) =>
  (await ctx.db.select().from(itemRefreshSettings).where(eq(itemRefreshSettings.itemId, itemId)))[0]!;
const historyOf = (itemId: string) =>
  ctx.db
    .select()
    .from(itemPriceHistory)
    .where(eq(itemPriceHistory.itemId, itemId))
    .orderBy(asc(itemPriceHistory.recordedAt));

describe('price refresh worker', () => {
  it('two workers on one database refresh each due item exactly once', async () => {
    const created = [];
    for (let n = 0; n < 10; n += 1) {
      created.push(await dueItem(`k${n}`));
      pages.prices.set(`k${n}`, `${20 + n}.50`);
    }
    const worker = async (workerId: string) => {
      let claimed = 0;
      for (;;) {
        const run = await refreshDuePrices(deps(), { workerId, limit: 3 });
        if (run.claimed === 0) return claimed;
        claimed += run.claimed;
      }
    };
    const [a, b] = await Promise.all([worker('worker-a'), worker('worker-b')]);

    expect(a + b).toBe(10);
    const fetched = pages.requests.filter((p) => p.startsWith('/priced/')).sort();
    expect(fetched).toEqual(created.map((_, n) => `/priced/k${n}`).sort());
    const now = ctx.clock.now();
    for (const [n, item] of created.entries()) {
      const history = await historyOf(item.id);
      expect(history.map((h) => [h.priceCents, h.source])).toEqual([[2050 + n * 100, 'refresh']]);
      const [row] = await ctx.db.select().from(items).where(eq(items.id, item.id));
      // only the price moved: every field the user wrote is as it was
      const priceCents = 2050 + n * 100;
      expect(row).toEqual({ ...item, priceCents });
      const settings = await settingsOf(item.id);
      expect(settings).toMatchObject({
        failureCount: 0,
        lastError: null,
        lockedUntil: null,
        claimedBy: null,
      });
      expect(settings.lastSuccessAt).toEqual(now);
      expect(settings.nextRunAt).toEqual(new Date(now.getTime() + PRICE_REFRESH.intervalMs.daily));
    }
    // nothing is due any more
    expect((await refreshDuePrices(deps())).claimed).toBe(0);
  });

  it('backs off exponentially while the page keeps failing, then resumes its interval', async () => {
    const item = await dueItem('flaky', { interval: '6h' });
    const start = ctx.clock.now();

    const first = await refreshDuePrices(deps());
    expect(first).toMatchObject({ claimed: 1, failed: 1 });
    let settings = await settingsOf(item.id);
    expect(settings.failureCount).toBe(1);
    expect(settings.lastError).toBe(LINK_READER_ERRORS.httpStatus(500));
    expect(settings.nextRunAt).toEqual(new Date(start.getTime() + 30 * MINUTE));

    // not due again before the back-off has passed
    expect((await refreshDuePrices(deps())).claimed).toBe(0);
    ctx.clock.advance(29 * MINUTE);
    expect((await refreshDuePrices(deps())).claimed).toBe(0);

    ctx.clock.advance(2 * MINUTE);
    expect(await refreshDuePrices(deps())).toMatchObject({ claimed: 1, failed: 1 });
    settings = await settingsOf(item.id);
    expect(settings.failureCount).toBe(2);
    expect(settings.nextRunAt).toEqual(new Date(ctx.clock.now().getTime() + 60 * MINUTE));

    ctx.clock.advance(61 * MINUTE);
    expect(await refreshDuePrices(deps())).toMatchObject({ claimed: 1, failed: 1 });
    expect((await settingsOf(item.id)).nextRunAt).toEqual(new Date(ctx.clock.now().getTime() + 120 * MINUTE));

    // the page is back
    pages.prices.set('flaky', '9.99');
    ctx.clock.advance(121 * MINUTE);
    expect(await refreshDuePrices(deps())).toMatchObject({ claimed: 1, succeeded: 1, changed: 1 });
    settings = await settingsOf(item.id);
    expect(settings).toMatchObject({ failureCount: 0, lastError: null });
    expect(settings.nextRunAt).toEqual(new Date(ctx.clock.now().getTime() + PRICE_REFRESH.intervalMs['6h']));
    expect((await historyOf(item.id)).map((h) => h.priceCents)).toEqual([999]);
    // failures never touched the item
    expect(pages.requests.filter((p) => p === '/priced/flaky')).toHaveLength(4);
  });

  it('counts a page without a price as a failure', async () => {
    const item = await dueItem('no-price', { link: true });
    const noPrice: Pick<LinkReader, 'readPrice'> = {
      readPrice: async (url) => ({ url, priceCents: null, currency: null }),
    };
    expect(await refreshDuePrices(deps(noPrice))).toMatchObject({ failed: 1 });
    expect((await settingsOf(item.id)).lastError).toBe(LINK_READER_ERRORS.noPrice);
  });

  it('records nothing new when the price is unchanged, and records a change once', async () => {
    const item = await dueItem('steady', { priceCents: 4200 });
    await ctx.db.insert(itemPriceHistory).values({
      itemId: item.id,
      priceCents: 4200,
      currency: 'USD',
      source: 'import',
      recordedAt: new Date(ctx.clock.now().getTime() - 10 * MINUTE),
    });
    pages.prices.set('steady', '42.00');
    expect(await refreshDuePrices(deps())).toMatchObject({ succeeded: 1, changed: 0 });
    expect(await historyOf(item.id)).toHaveLength(1);

    pages.prices.set('steady', '39.00');
    ctx.clock.advance(PRICE_REFRESH.intervalMs.daily);
    expect(await refreshDuePrices(deps())).toMatchObject({ succeeded: 1, changed: 1 });
    expect((await historyOf(item.id)).map((h) => [h.priceCents, h.source])).toEqual([
      [4200, 'import'],
      [3900, 'refresh'],
    ]);
  });

  it('leaves alone items set to Off, without a link, chosen by a user who is no longer Premium, or held by another worker', async () => {
    const basic = await createUser(ctx, { plan: 'basic' });
    await dueItem('off', { interval: 'off' });
    await dueItem('nolink', { link: false });
    await dueItem('lapsed', { chosenBy: basic.id });
    const held = await dueItem('held');
    await ctx.db
      .update(itemRefreshSettings)
      .set({ claimedBy: 'other-worker', lockedUntil: new Date(ctx.clock.now().getTime() + MINUTE) })
      .where(eq(itemRefreshSettings.itemId, held.id));
    pages.prices.set('held', '1.00');

    expect((await refreshDuePrices(deps())).claimed).toBe(0);
    expect(pages.requests).toEqual([]);

    // a crashed worker's claim lapses
    ctx.clock.advance(2 * MINUTE);
    expect(await refreshDuePrices(deps())).toMatchObject({ claimed: 1, succeeded: 1 });
    expect(pages.requests).toEqual(['/priced/held']);
  });

  it('keeps a price edited by hand while the page was being read', async () => {
    const item = await dueItem('race', { priceCents: 1000 });
    const racing: Pick<LinkReader, 'readPrice'> = {
      readPrice: async (url) => {
        await ctx.db.update(items).set({ priceCents: 1500 }).where(eq(items.id, item.id));
        return { url, priceCents: 800, currency: 'USD' };
      },
    };
    expect(await refreshDuePrices(deps(racing))).toMatchObject({ succeeded: 1, changed: 0 });
    const [row] = await ctx.db.select().from(items).where(eq(items.id, item.id));
    expect(row!.priceCents).toBe(1500);
    expect(await historyOf(item.id)).toEqual([]);
  });
});
