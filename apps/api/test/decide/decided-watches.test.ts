/**
 * Price watches of a decided folder: no more "now ranks first" alerts once an item is chosen, while the budget
 * and target watches keep alerting and say the folder is decided; and a winner alert is not mailed to someone
 * who can no longer see an item it names.
 */
import { sql } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Category, NOTIFICATION_TEXTS, type NotificationPage } from '@shortlist/contracts';
import { deliverOutbox } from '../../src/integrations/mailer/outbox';
import { listOutbox } from '../../src/integrations/mailer/outbox.repository';
import { evaluateWatches } from '../../src/modules/decide/decide.watches';
import { notificationMailCheck } from '../../src/modules/notifications/notifications.audience';
import { refreshDuePrices } from '../../src/modules/price-refresh/price-refresh.service';
import { saveItem } from '../item-detail/helpers';
import {
  addCollaborator,
  attributeId,
  createUser,
  makeCategory,
  makeFolder,
  makeItem,
  type TestUser,
} from '../factories';
import { createTestContext, type TestContext } from '../test-app';

let ctx: TestContext;
let ann: TestUser;
let bob: TestUser;
let category: Category;
let folderId: string;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.reset();
  ann = await createUser(ctx, { nickname: 'ann', fullName: 'Ann', plan: 'premium_monthly' });
  bob = await createUser(ctx, { nickname: 'bob', fullName: 'Bob' });
  category = await makeCategory(ctx, ann, {
    name: 'Homes',
    description: 'Places',
    attributes: [{ name: 'Rooms', attributeType: 'number' }],
  });
  folderId = (await makeFolder(ctx, ann, { name: 'Flats' })).id;
  await addCollaborator(ctx, folderId, bob, ann.id);
});

async function home(name: string, priceCents: number) {
  // one second apart: the folder's order (and the last tie-break) is the order added
  ctx.clock.advance(1000);
  return makeItem(ctx, ann, folderId, {
    name,
    description: '',
    sourceUrl: `https://example.com/${encodeURIComponent(name)}`,
    priceCents,
    rating: 5,
    categoryId: category.id,
    attributeValues: { [attributeId(category, 'Rooms')]: '2' },
  } as never);
}

/** The price refresh's next scheduled run, now: every due item is read at `priceCents`, the watches evaluated. */
async function refreshAt(priceCents: number) {
  await ctx.db.execute(sql`update item_refresh_settings set next_run_at = now() - interval '1 minute'`);
  ctx.clock.advance(60_000);
  return refreshDuePrices({
    database: ctx.deps.database,
    clock: ctx.clock,
    reader: { readPrice: async (url: string) => ({ url, priceCents, currency: 'USD' }) },
    onPriceChanged: async (tx, itemId) => {
      await evaluateWatches(tx, ctx.deps, itemId);
    },
  });
}

const put = (user: TestUser, path: string, body: object) =>
  request(ctx.app).put(path).set('Authorization', user.auth).send(body);
const post = (user: TestUser, path: string) => request(ctx.app).post(path).set('Authorization', user.auth);

/** The price alerts of a person, newest first (an item added to the shared folder rings the bell too). */
const alerts = async (user: TestUser) =>
  (
    (await request(ctx.app).get('/api/notifications').set('Authorization', user.auth))
      .body as NotificationPage
  ).notifications.filter((n) => n.kind !== 'item.added');

describe('price watches of a decided folder', () => {
  it('announce no new winner, and the budget and target alerts say the folder is decided', async () => {
    const a = await home('A', 200_000);
    const b = await home('B', 190_000);
    await put(ann, `/api/folders/${folderId}/decision/budget`, { budget: '1950' }).expect(200);
    await put(ann, `/api/items/${a.id}/target-price`, { targetPrice: '1900' }).expect(200);
    await put(ann, `/api/items/${a.id}/price-refresh`, { interval: 'daily' }).expect(200);
    await put(ann, `/api/items/${b.id}/status`, { status: 'chosen' }).expect(200);

    // 2000 -> 1890: within budget and under the target; A, cheapest now, would overtake B
    expect((await refreshAt(189_000)).changed).toBe(1);
    const told = await alerts(bob);
    expect(told.map((n) => n.kind).sort()).toEqual(['watch.budget', 'watch.target']);
    const decided = NOTIFICATION_TEXTS.watchDecided('Flats', 'B');
    expect(decided).toBe('Flats is decided: B was chosen.');
    for (const n of told) expect(n.body).toContain(decided);
    expect(told.find((n) => n.kind === 'watch.budget')).toMatchObject({
      title: 'A is now within budget',
      body: `Flats: the price is $1,890.00 (budget $1,950.00). ${decided}`,
    });
    // the e-mails say it too, and none says who ranks first
    const mails = (await listOutbox(ctx.db)).filter(
      (m) => m.to === bob.email && !m.subject.includes(' added '),
    );
    expect(mails.map((m) => m.subject).sort()).toEqual([
      'Shortlist: A is now within budget',
      'Shortlist: A reached your target price',
    ]);
    for (const m of mails) expect(m.text).toContain(decided);
    expect((await listOutbox(ctx.db)).some((m) => m.subject.includes('ranks first'))).toBe(false);
  });

  it('announce winners again once the decision is reopened, without the decided note', async () => {
    const a = await home('A', 200_000);
    const b = await home('B', 190_000);
    await put(ann, `/api/folders/${folderId}/decision/budget`, { budget: '1950' }).expect(200);
    await put(ann, `/api/items/${a.id}/price-refresh`, { interval: 'daily' }).expect(200);
    await put(ann, `/api/items/${b.id}/status`, { status: 'chosen' }).expect(200);
    await refreshAt(189_000);
    expect((await alerts(bob)).map((n) => n.kind)).toEqual(['watch.budget']);

    await post(ann, `/api/folders/${folderId}/decision/reopen`).expect(200);
    // 1890 -> 2000: past the budget's re-arm margin, and B ranks first again
    await refreshAt(200_000);
    const [first, second] = await alerts(bob);
    expect([first!.title, second!.title].sort()).toEqual([
      'A is now over budget',
      'B now ranks first in Flats',
    ]);
    const overBudget = [first!, second!].find((n) => n.kind === 'watch.budget')!;
    expect(overBudget.body).toBe('Flats: the price is $2,000.00 (budget $1,950.00).');
  });
});

describe('a winner alert', () => {
  it('is not mailed to those who can no longer see an item it names when it is sent', async () => {
    const a = await home('A', 200_000);
    const b = await home('B', 190_000);
    await put(ann, `/api/items/${a.id}/price-refresh`, { interval: 'daily' }).expect(200);
    // 2000 -> 1800: A overtakes B
    await refreshAt(180_000);
    expect((await alerts(bob)).map((n) => n.title)).toEqual(['A now ranks first in Flats']);
    const queued = (await listOutbox(ctx.db)).filter((m) => m.subject.includes('ranks first'));
    expect(queued.map((m) => m.to).sort()).toEqual([ann.email, bob.email].sort());

    // B, named as the overtaken one, becomes its creator's private item before the mail leaves
    await saveItem(ctx, ann, b.id, { fields: { isPrivate: true } }).expect(200);
    await deliverOutbox(ctx.deps, { checkNotificationMail: notificationMailCheck(ctx.deps) });
    const after = (await listOutbox(ctx.db)).filter((m) => m.subject.includes('ranks first'));
    expect(after.map((m) => [m.to, m.status]).sort()).toEqual(
      [
        [ann.email, 'sent'],
        [bob.email, 'withheld'],
      ].sort(),
    );
  });
});
