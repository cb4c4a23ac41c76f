/** "Refresh now" on the item page's price card: POST /api/items/:id/price-refresh. */
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LINK_READER_ERRORS, type Category, type PriceHistory } from '@shortlist/contracts';
import { PRICE_REFRESH_WORKER } from '../../src/config/tunables';
import {
  addCollaborator,
  createUser,
  itemBody,
  makeCategory,
  makeFolder,
  makeItem,
  type TestUser,
} from '../factories';
import { startFixtureServer, type FixtureServer } from '../link-reader/fixture-server';
import { createTestContext, type TestContext } from '../test-app';

let ctx: TestContext;
let pages: FixtureServer;
let owner: TestUser;
let folderId: string;
let category: Category;

beforeAll(async () => {
  ctx = await createTestContext({
    config: { linkReaderAllowLoopback: true },
    rateLimits: { priceRefreshNow: { windowMs: 60 * 60 * 1000, limit: 3 } },
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
  folderId = (await makeFolder(ctx, owner)).id;
  category = await makeCategory(ctx, owner);
});

const item = (key: string | null, priceCents = 10_00) =>
  makeItem(
    ctx,
    owner,
    folderId,
    itemBody(category, { priceCents, sourceUrl: key === null ? '' : pages.url(`/priced/${key}`) }),
  );
const refreshNow = (user: TestUser, itemId: string) =>
  request(ctx.app).post(`/api/items/${itemId}/price-refresh`).set('Authorization', user.auth);

describe('POST /api/items/:id/price-refresh', () => {
  it('reads the page now and answers the updated history, for the owner and a collaborator', async () => {
    const { id } = await item('a');
    pages.prices.set('a', '12.50');
    const res = await refreshNow(owner, id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const body = res.body as PriceHistory;
    expect(body.history.map((h) => [h.priceCents, h.source])).toEqual([
      [10_00, 'manual'],
      [12_50, 'refresh'],
    ]);
    expect(body.refresh.lastSuccessAt).toBe(ctx.clock.now().toISOString());
    expect(body.refresh.failureCount).toBe(0);
    expect(pages.requests).toContain('/priced/a');

    const collaborator = await createUser(ctx, { plan: 'premium_monthly' });
    await addCollaborator(ctx, folderId, collaborator);
    pages.prices.set('a', '11.00');
    const again = await refreshNow(collaborator, id);
    expect(again.status).toBe(200);
    expect((again.body as PriceHistory).history.at(-1)).toMatchObject({
      priceCents: 11_00,
      source: 'refresh',
    });
    const detail = await request(ctx.app).get(`/api/items/${id}`).set('Authorization', owner.auth);
    expect(detail.body.priceCents).toBe(11_00);
  });

  it('keeps a failed read as the last error and says when the next try is (the back-off)', async () => {
    const { id } = await item('missing');
    const set = await request(ctx.app)
      .put(`/api/items/${id}/price-refresh`)
      .set('Authorization', owner.auth)
      .send({ interval: 'daily' });
    expect(set.status).toBe(200);
    const res = await refreshNow(owner, id);
    expect(res.status).toBe(200);
    const { refresh, history } = res.body as PriceHistory;
    expect(history).toHaveLength(1);
    expect(refresh.failureCount).toBe(1);
    expect(refresh.lastError).toBe(LINK_READER_ERRORS.httpStatus(500));
    expect(refresh.nextRunAt).toBe(
      new Date(ctx.clock.now().getTime() + PRICE_REFRESH_WORKER.backoffBaseMs).toISOString(),
    );
  });

  it('is Premium (the upgrade prompt text), needs a link, and answers 404 to strangers', async () => {
    const { id } = await item('a');
    pages.prices.set('a', '12.50');
    const basic = await createUser(ctx);
    await addCollaborator(ctx, folderId, basic);
    const refused = await refreshNow(basic, id);
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe(LINK_READER_ERRORS.premiumRefresh);

    const stranger = await createUser(ctx, { plan: 'premium_monthly' });
    expect((await refreshNow(stranger, id)).status).toBe(404);

    const noLink = await item(null);
    const res = await refreshNow(owner, noLink.id);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(LINK_READER_ERRORS.noLink);
    expect(pages.requests.filter((p) => p.startsWith('/priced/'))).toEqual([]);
  });

  it('is rate-limited per user', async () => {
    const { id } = await item('a');
    pages.prices.set('a', '12.50');
    for (let n = 0; n < 3; n += 1) expect((await refreshNow(owner, id)).status).toBe(200);
    expect((await refreshNow(owner, id)).status).toBe(429);
  });
});
