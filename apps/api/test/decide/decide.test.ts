import { sql } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  attributeCriterionId,
  type Category,
  DECIDE_ERRORS,
  DECIDE_TEXTS,
  type DecisionView,
  type NotificationPage,
  ratingCriterionId,
} from '@shortlist/contracts';
import { evaluateWatches } from '../../src/modules/decide/decide.watches';
import { refreshDuePrices } from '../../src/modules/price-refresh/price-refresh.service';
import {
  createUser,
  type TestUser,
  addCollaborator,
  attributeId,
  countStatements,
  makeCategory,
  makeFolder,
  makeItem,
} from '../factories';
import { createTestContext, type TestContext } from '../test-app';

let ctx: TestContext;
let ann: TestUser;
let bob: TestUser;
let cat: TestUser;
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
  cat = await createUser(ctx, { nickname: 'cat', fullName: 'Cat', plan: 'premium_monthly' });
  category = await makeCategory(ctx, ann, {
    name: 'Homes',
    description: 'Places',
    attributes: [
      { name: 'Rooms', attributeType: 'number' },
      { name: 'Balcony', options: ['yes', 'no'] },
      { name: 'District' },
    ],
  });
  folderId = (await makeFolder(ctx, ann, { name: 'Flats' })).id;
});

async function home(
  name: string,
  priceCents: number,
  rooms: string,
  balcony: string,
  rating = 5,
  link = true,
) {
  // one second apart: the folder's order (and the last tie-break) is the order added
  ctx.clock.advance(1000);
  return makeItem(ctx, ann, folderId, {
    name,
    description: '',
    ...(link ? { sourceUrl: `https://example.com/${encodeURIComponent(name)}` } : { sourceUrl: null }),
    priceCents,
    rating,
    categoryId: category.id,
    attributeValues: {
      [attributeId(category, 'Rooms')]: rooms,
      [attributeId(category, 'Balcony')]: balcony,
      [attributeId(category, 'District')]: 'Centre',
    },
  } as never);
}

/** The price refresh's next scheduled run, now: every due item is read at `priceCents`, the watches evaluated. */
async function refreshAt(priceCents: number) {
  // make the items due again, as the next scheduled run would
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

const view = (user: TestUser, weights: 'mine' | 'group' = 'mine') =>
  request(ctx.app)
    .get(`/api/folders/${folderId}/decision?weights=${weights}`)
    .set('Authorization', user.auth);
const put = (user: TestUser, path: string, body: object) =>
  request(ctx.app).put(path).set('Authorization', user.auth).send(body);
const ranked = (v: DecisionView) =>
  v.ranking.map((r) => [v.items.find((i) => i.id === r.itemId)!.name, r.rank]);

describe('decision view', () => {
  it('requires authentication and hides other people’s folders', async () => {
    expect((await request(ctx.app).get(`/api/folders/${folderId}/decision`)).status).toBe(401);
    expect((await view(bob)).status).toBe(404);
  });

  it('ranks with the default weights (price lower, ratings higher, attributes as their category prefers)', async () => {
    await home('Cheap small', 100_000, '2', 'no', 5);
    await home('Dear large', 200_000, '4', 'yes', 5);
    const res = await view(ann);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const v = res.body as DecisionView;
    expect(v.criteria.map((c) => [c.id, c.kind, c.direction, c.defaultWeight])).toEqual([
      ['price', 'number', 'lower', 5],
      ['rating:avg', 'number', 'higher', 5],
      [ratingCriterionId(ann.id), 'number', 'higher', 0],
      [attributeCriterionId('Rooms'), 'number', 'higher', 3],
      // an options list ranks best first: yes before no, and it counts like a number
      [attributeCriterionId('Balcony'), 'options', 'higher', 3],
      [attributeCriterionId('District'), 'text', 'higher', 0],
    ]);
    // price: cheap 100, dear 0 (x5); rating equal: both 100 (x5); rooms: cheap 0, dear 100 (x3);
    // balcony: cheap 0, dear 100 (x3). cheap = (500 + 500) / 16 = 62.5; dear = (500 + 300 + 300) / 16 = 68.75
    expect(ranked(v)).toEqual([
      ['Dear large', 1],
      ['Cheap small', 2],
    ]);
    expect(v.ranking[0]!.score).toBeCloseTo(68.75, 1);
    // price 6: cheap (600 + 500) / 17 ties dear 1100 / 17, and the earlier added goes first
    expect(v.winnerChange).toEqual({ itemId: v.runnerUpId, criterionId: 'price', from: 5, to: 6 });
    expect(v.groupWeights).toBeNull();
  });

  it('reads in a constant number of statements', async () => {
    for (let i = 0; i < 2; i += 1) await home(`Flat ${i}`, 100_000 + i, '2', 'no');
    const few = await countStatements(ctx, () => view(ann));
    // session + revision, then ONE read with the access chain folded in
    expect(few).toBe(2);
    for (let i = 2; i < 8; i += 1) await home(`Flat ${i}`, 100_000 + i, '3', 'yes');
    expect(await countStatements(ctx, () => view(ann))).toBe(few);
  });

  it('keeps each person’s weights to themselves', async () => {
    await addCollaborator(ctx, folderId, bob, ann.id);
    await home('A', 100_000, '2', 'no');
    const mine = await put(ann, `/api/folders/${folderId}/decision/weights`, { weights: { price: 9 } });
    expect(mine.status, JSON.stringify(mine.body)).toBe(200);
    expect(mine.body.weights.price).toBe(9);
    expect(((await view(bob)).body as DecisionView).myWeights.price).toBe(5);
    await put(bob, `/api/folders/${folderId}/decision/weights`, { weights: { price: 1 } });
    expect(((await view(ann)).body as DecisionView).myWeights.price).toBe(9);
    // the group uses the mean
    expect(((await view(ann, 'group')).body as DecisionView).groupWeights!.price).toBe(5);
  });

  it('refuses weights out of range and unknown criteria', async () => {
    await home('A', 100_000, '2', 'no');
    const high = await put(ann, `/api/folders/${folderId}/decision/weights`, { weights: { price: 11 } });
    expect(high.status).toBe(400);
    expect(high.body.error.message).toBe(DECIDE_ERRORS.weightRange);
    const odd = await put(ann, `/api/folders/${folderId}/decision/weights`, { weights: { colour: 3 } });
    expect(odd.status).toBe(400);
    expect(odd.body.error.message).toBe(DECIDE_ERRORS.unknownCriterion('colour'));
  });

  it('refuses a target on a text attribute and a budget with letters', async () => {
    await home('A', 100_000, '2', 'no');
    const target = await put(ann, `/api/folders/${folderId}/decision/criteria`, {
      criteria: { [attributeCriterionId('District')]: { direction: 'target', target: 3 } },
    });
    expect(target.status).toBe(400);
    expect(target.body.error.message).toBe(DECIDE_ERRORS.targetOnText('District'));
    const budget = await put(ann, `/api/folders/${folderId}/decision/budget`, { budget: '12abc' });
    expect(budget.status).toBe(400);
    expect(budget.body.error.message).toBe(DECIDE_ERRORS.budgetInvalid);
    // a number answers as its text would: cents at most
    for (const bad of [12.555, '12.555', -1, true])
      expect((await put(ann, `/api/folders/${folderId}/decision/budget`, { budget: bad })).status).toBe(400);
    const fine = await put(ann, `/api/folders/${folderId}/decision/budget`, { budget: 1499.99 });
    expect(fine.body).toEqual({ budgetCents: 149_999 });
  });

  it('refuses criterion settings that do not fit the criterion', async () => {
    await home('A', 100_000, '2', 'no');
    const rooms = attributeCriterionId('Rooms');
    const balcony = attributeCriterionId('Balcony');
    const cases: Array<[object, string]> = [
      [{ [balcony]: { direction: 'target', target: 1 } }, DECIDE_ERRORS.targetOnOptions('Balcony')],
      [{ [rooms]: { optionPoints: { yes: 3 } } }, DECIDE_ERRORS.pointsOnNonOptions('Rooms')],
      [{ [balcony]: { optionPoints: { maybe: 3 } } }, DECIDE_ERRORS.unknownOption('Balcony', 'maybe')],
      [{ [balcony]: { optionPoints: { yes: 11 } } }, DECIDE_ERRORS.optionPointsRange],
      [{ [balcony]: { mustHave: { min: 1 } } }, DECIDE_ERRORS.rangeOnNonNumber('Balcony')],
      [{ [rooms]: { mustHave: { allowed: ['2'] } } }, DECIDE_ERRORS.allowedOnNonOptions('Rooms')],
      [{ [balcony]: { mustHave: { allowed: ['maybe'] } } }, DECIDE_ERRORS.unknownOption('Balcony', 'maybe')],
      [{ [rooms]: { mustHave: { min: 4, max: 2 } } }, DECIDE_ERRORS.rangeReversed('Rooms')],
      [{ [rooms]: { direction: 'target' } }, DECIDE_ERRORS.targetRequired('Rooms')],
    ];
    for (const [criteria, message] of cases) {
      const res = await put(ann, `/api/folders/${folderId}/decision/criteria`, { criteria });
      expect(res.status, JSON.stringify(criteria)).toBe(400);
      expect(res.body.error.message).toBe(message);
    }
  });

  it('answers badly shaped decision input with its own message, never a generic one', async () => {
    await home('A', 100_000, '2', 'no');
    const rooms = attributeCriterionId('Rooms');
    const balcony = attributeCriterionId('Balcony');
    const cases: Array<[string, object, string]> = [
      ['weights', { weights: [3] }, DECIDE_ERRORS.weightsShape],
      ['weights', {}, DECIDE_ERRORS.weightsShape],
      ['criteria', { criteria: 'price' }, DECIDE_ERRORS.criteriaShape],
      ['criteria', { criteria: { price: { direction: 'sideways' } } }, DECIDE_ERRORS.directionInvalid],
      [
        'criteria',
        { criteria: { [rooms]: { direction: 'target', target: 'three' } } },
        DECIDE_ERRORS.targetNotNumber,
      ],
      ['criteria', { criteria: { [rooms]: { mustHave: { min: 'two' } } } }, DECIDE_ERRORS.boundNotNumber],
      [
        'criteria',
        { criteria: { [balcony]: { mustHave: { allowed: 'yes' } } } },
        DECIDE_ERRORS.allowedNotList,
      ],
      ['group-lock', { locked: 'yes' }, DECIDE_ERRORS.lockedNotBoolean],
    ];
    for (const [path, body, message] of cases) {
      const res = await put(ann, `/api/folders/${folderId}/decision/${path}`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.message, JSON.stringify(body)).toBe(message);
    }
    const everyone = await request(ctx.app)
      .get(`/api/folders/${folderId}/decision?weights=everyone`)
      .set('Authorization', ann.auth);
    expect(everyone.status).toBe(400);
    expect(everyone.body.error.message).toBe(DECIDE_ERRORS.weightsViewInvalid);
  });

  it('knocks out on a number range and a missing value, scores a target by distance and options by points', async () => {
    await home('A', 100_000, '2', 'yes');
    await home('B', 100_000, '4', 'no');
    await home('C', 100_000, '5', '');
    await home('D', 100_000, '1', 'yes');
    const rooms = attributeCriterionId('Rooms');
    const balcony = attributeCriterionId('Balcony');
    const settings = await put(ann, `/api/folders/${folderId}/decision/criteria`, {
      criteria: {
        [rooms]: { direction: 'target', target: 4, mustHave: { min: 2, max: 4 } },
        [balcony]: { optionPoints: { yes: 2, no: 10 }, mustHave: {} },
      },
    });
    expect(settings.status, JSON.stringify(settings.body)).toBe(200);
    await put(ann, `/api/folders/${folderId}/decision/weights`, {
      weights: { price: 0, 'rating:avg': 0, [rooms]: 5, [balcony]: 5 },
    });
    const v = (await view(ann)).body as DecisionView;
    expect(ranked(v)).toEqual([
      ['B', 1],
      ['A', 2],
      ['C', null],
      ['D', null],
    ]);
    // B: 4 rooms (the target: 100) and "no" (10 points: 100); A: 2 rooms (farthest: 0) and "yes" (2 points: 0)
    expect(v.ranking.map((r) => r.score)).toEqual([100, 0, null, null]);
    expect(v.ranking[2]!.knockOuts).toEqual([
      { criterionId: rooms, reason: 'above_max', detail: '4' },
      { criterionId: balcony, reason: 'missing', detail: '' },
    ]);
    expect(v.ranking[3]!.knockOuts).toEqual([{ criterionId: rooms, reason: 'below_min', detail: '2' }]);
  });

  it('knocks out with reasons: over budget, a must-have yes/no', async () => {
    await home('A', 100_000, '2', 'yes');
    await home('B', 300_000, '3', 'yes');
    await home('C', 150_000, '3', 'no');
    expect((await put(ann, `/api/folders/${folderId}/decision/budget`, { budget: '2,000' })).body).toEqual({
      budgetCents: 200_000,
    });
    const must = await put(ann, `/api/folders/${folderId}/decision/criteria`, {
      criteria: { [attributeCriterionId('Balcony')]: { mustHave: { allowed: ['yes'] } } },
    });
    expect(must.status, JSON.stringify(must.body)).toBe(200);
    const v = (await view(ann)).body as DecisionView;
    expect(ranked(v)).toEqual([
      ['A', 1],
      ['B', null],
      ['C', null],
    ]);
    expect(v.ranking[1]!.knockOuts).toEqual([
      { criterionId: 'price', reason: 'over_budget', detail: '200000' },
    ]);
    expect(v.ranking[2]!.knockOuts).toEqual([
      { criterionId: attributeCriterionId('Balcony'), reason: 'not_allowed', detail: 'no' },
    ]);
  });

  it('statuses: unknown refused, rejected leave the ranking', async () => {
    const a = await home('A', 100_000, '2', 'yes');
    await home('B', 120_000, '2', 'yes');
    const bad = await put(ann, `/api/items/${a.id}/status`, { status: 'maybe' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe(DECIDE_ERRORS.statusInvalid);
    const ok = await put(ann, `/api/items/${a.id}/status`, { status: 'rejected', reason: 'Too dark' });
    expect(ok.body).toEqual({ itemId: a.id, status: 'rejected', statusReason: 'Too dark' });
    const v = (await view(ann)).body as DecisionView;
    expect(ranked(v)).toEqual([['B', 1]]);
    expect(v.items.find((i) => i.id === a.id)).toMatchObject({
      status: 'rejected',
      statusReason: 'Too dark',
    });
  });

  it('group weights and consensus need a shared folder; only the owner locks', async () => {
    await home('A', 100_000, '2', 'yes');
    const res = await view(ann, 'group');
    expect(res.status).toBe(403);
    expect(res.body.error).toMatchObject({ code: 'PREMIUM_REQUIRED', message: DECIDE_ERRORS.premiumGroup });
    await addCollaborator(ctx, folderId, bob, ann.id);
    const lock = await put(bob, `/api/folders/${folderId}/decision/group-lock`, { locked: true });
    expect(lock.status).toBe(403);
    expect(lock.body.error.message).toBe(DECIDE_ERRORS.onlyOwnerLocks);
    expect((await put(ann, `/api/folders/${folderId}/decision/group-lock`, { locked: true })).body).toEqual({
      locked: true,
    });
    await put(bob, `/api/folders/${folderId}/decision/weights`, { weights: { price: 0 } });
    const v = (await view(ann, 'group')).body as DecisionView;
    expect(v.folder.groupLocked).toBe(true);
    expect(v.groupWeights!.price).toBe(5);
  });

  it('consensus: ratings side by side, spread, "people disagree", "not yet rated by others"', async () => {
    await addCollaborator(ctx, folderId, bob, ann.id);
    await addCollaborator(ctx, folderId, cat, ann.id);
    const a = await home('A', 100_000, '2', 'yes', 9);
    const b = await home('B', 100_000, '2', 'yes', 6);
    await put(bob, `/api/items/${a.id}/rating`, { rating: 4 });
    await put(cat, `/api/items/${a.id}/rating`, { rating: 7 });
    const v = (await view(ann)).body as DecisionView;
    expect(v.members.map((m) => m.name)).toEqual(['Ann', 'Bob', 'Cat']);
    expect(v.items.find((i) => i.id === a.id)!.consensus).toEqual({
      ratings: [9, 4, 7],
      average: 6.7,
      spread: 5,
      disagree: true,
      notRatedByOthers: false,
    });
    expect(v.items.find((i) => i.id === b.id)!.consensus).toMatchObject({
      ratings: [6, null, null],
      disagree: false,
      notRatedByOthers: true,
    });
    // Bob sees it the same way: only Ann has rated B, nobody else yet
    const bobs = (await view(bob)).body as DecisionView;
    expect(bobs.items.find((i) => i.id === b.id)!.consensus!.notRatedByOthers).toBe(true);
    expect(bobs.items.find((i) => i.id === a.id)!.consensus!.notRatedByOthers).toBe(false);
  });

  it('a viewer sees the decision but is none of its people: no rating criterion, no column, no weight in the group', async () => {
    await addCollaborator(ctx, folderId, bob, ann.id, 'rater');
    await addCollaborator(ctx, folderId, cat, ann.id, 'viewer');
    await home('A', 100_000, '2', 'yes', 9);
    await put(ann, `/api/folders/${folderId}/decision/weights`, { weights: { price: 10 } });
    await put(bob, `/api/folders/${folderId}/decision/weights`, { weights: { price: 0 } });
    const v = (await view(ann, 'group')).body as DecisionView;
    expect(v.members.map((m) => m.name)).toEqual(['Ann', 'Bob']);
    expect(v.criteria.map((c) => c.id)).not.toContain(`rating:${cat.id}`);
    expect(v.items[0]!.consensus!.ratings).toEqual([9, null]);
    // the mean of the two who rate (10 and 0), not pulled toward a viewer's default 5
    expect(v.groupWeights!.price).toBe(5);
    await put(bob, `/api/folders/${folderId}/decision/weights`, { weights: { price: 2 } });
    expect(((await view(ann, 'group')).body as DecisionView).groupWeights!.price).toBe(6);
    // the viewer reads the same view
    const cats = (await view(cat, 'group')).body as DecisionView;
    expect(cats.members.map((m) => m.name)).toEqual(['Ann', 'Bob']);
  });

  it('records a decision as a snapshot, unchanged by a later price change, and reopens', async () => {
    const a = await home('A', 100_000, '2', 'yes');
    await home('B', 120_000, '2', 'yes');
    const chosen = await put(ann, `/api/items/${a.id}/status`, { status: 'chosen', reason: 'Best value' });
    expect(chosen.status, JSON.stringify(chosen.body)).toBe(200);
    const before = ((await view(ann)).body as DecisionView).decision!;
    expect(before).toMatchObject({ itemName: 'A', reason: 'Best value', decidedBy: 'Ann' });
    const edit = await request(ctx.app)
      .patch(`/api/items/${a.id}`)
      .set('Authorization', ann.auth)
      .field('changes', JSON.stringify({ fields: { priceCents: 500_000 } }));
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    const after = (await view(ann)).body as DecisionView;
    expect(after.decision).toEqual(before);
    expect(ranked(after)).toEqual([
      ['B', 1],
      ['A', 2],
    ]);
    const again = await put(ann, `/api/items/${a.id}/status`, { status: 'chosen' });
    expect(again.status).toBe(409);
    const reopen = await request(ctx.app)
      .post(`/api/folders/${folderId}/decision/reopen`)
      .set('Authorization', ann.auth);
    expect(reopen.body).toEqual({ reopened: true });
    const open = (await view(ann)).body as DecisionView;
    expect(open.decision).toBeNull();
    expect(open.items.find((i) => i.id === a.id)!.status).toBe('shortlisted');
  });

  it('shows what moved since the viewer last looked', async () => {
    const a = await home('A', 100_000, '2', 'yes');
    await home('B', 105_000, '2', 'yes');
    const seen = await request(ctx.app)
      .post(`/api/folders/${folderId}/decision/seen`)
      .set('Authorization', ann.auth);
    expect(seen.status).toBe(204);
    expect(((await view(ann)).body as DecisionView).moves).toEqual([]);
    await request(ctx.app)
      .patch(`/api/items/${a.id}`)
      .set('Authorization', ann.auth)
      .field('changes', JSON.stringify({ fields: { priceCents: 110_000 } }));
    const v = (await view(ann)).body as DecisionView;
    expect(v.moves.map((m) => [m.name, m.fromRank, m.toRank, Math.round(m.priceChangePct ?? 0)])).toEqual([
      ['B', 2, 1, 0],
      ['A', 1, 2, 10],
    ]);
  });

  it('tells an item back from a knock-out ("out -> 1st") from a new one ("new -> 2nd")', async () => {
    await home('A', 100_000, '2', 'yes');
    await put(ann, `/api/folders/${folderId}/decision/budget`, { budget: '900' });
    await request(ctx.app).post(`/api/folders/${folderId}/decision/seen`).set('Authorization', ann.auth);
    await put(ann, `/api/folders/${folderId}/decision/budget`, { budget: null });
    await home('B', 105_000, '2', 'yes');
    const v = (await view(ann)).body as DecisionView;
    expect(
      v.moves.map((m) => DECIDE_TEXTS.moved(m.name, m.fromRank, m.toRank, m.priceChangePct, m.fromOut)),
    ).toEqual(['A: out -> 1st', 'B: new -> 2nd']);
  });

  it('a target price is a Premium watch on an item with a link', async () => {
    const noLink = await home('A', 100_000, '2', 'yes', 5, false);
    const res = await put(ann, `/api/items/${noLink.id}/target-price`, { targetPrice: '900' });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(DECIDE_ERRORS.watchWithoutLink);
    await addCollaborator(ctx, folderId, bob, ann.id);
    const linked = await home('B', 100_000, '2', 'yes');
    const basic = await put(bob, `/api/items/${linked.id}/target-price`, { targetPrice: '900' });
    expect(basic.status).toBe(403);
    expect(basic.body.error.message).toBe(DECIDE_ERRORS.premiumWatches);
    expect((await put(ann, `/api/items/${linked.id}/target-price`, { targetPrice: '900' })).body).toEqual({
      itemId: linked.id,
      targetPriceCents: 90_000,
    });
  });
});

describe('price watches', () => {
  it('alert once per crossing (hysteresis), never twice for one read, and when the winner changes', async () => {
    await addCollaborator(ctx, folderId, bob, ann.id);
    const a = await home('A', 200_000, '2', 'yes');
    const b = await home('B', 190_000, '2', 'yes');
    await put(ann, `/api/folders/${folderId}/decision/budget`, { budget: '1950' });
    await put(ann, `/api/items/${a.id}/price-refresh`, { interval: 'daily' });
    let price = 190_000;
    const refresh = () => refreshAt(price);
    // the price alerts only (an item added to the shared folder rings the bell too)
    const alerts = async (user: TestUser) =>
      (
        (await request(ctx.app).get('/api/notifications').set('Authorization', user.auth))
          .body as NotificationPage
      ).notifications.filter((n) => n.kind !== 'item.added');

    // 2000 -> 1890: within the 1950 budget (crossing down); A, out over budget before, is cheapest now: the read
    // moved the winner from B to A
    price = 189_000;
    expect((await refresh()).changed).toBe(1);
    expect((await alerts(bob)).map((n) => n.title).sort()).toEqual([
      'A is now within budget',
      'A now ranks first in Flats',
    ]);
    // the same read again: nothing new
    expect((await refresh()).changed).toBe(0);
    expect(await alerts(bob)).toHaveLength(2);
    // 1890 -> 1960: above the budget but inside the 2% re-arm margin: no budget alert; B (1900) now wins
    price = 196_000;
    await refresh();
    expect((await alerts(bob)).map((n) => n.title).slice(0, 1)).toEqual(['B now ranks first in Flats']);
    expect(await alerts(bob)).toHaveLength(3);
    // 1960 -> 1850: back under budget, but the watch never re-armed: only the winner changes back
    price = 185_000;
    await refresh();
    expect((await alerts(ann)).map((n) => n.title).slice(0, 2)).toEqual([
      'A now ranks first in Flats',
      'B now ranks first in Flats',
    ]);
    expect(await alerts(ann)).toHaveLength(4);
    // 1850 -> 2000: past the margin: "over budget" (re-armed); B wins again
    price = 200_000;
    await refresh();
    expect(
      (await alerts(ann))
        .map((n) => n.title)
        .slice(0, 2)
        .sort(),
    ).toEqual(['A is now over budget', 'B now ranks first in Flats']);
    // 2000 -> 2005: noise (under 1%), nothing at all
    price = 200_500;
    await refresh();
    expect(await alerts(ann)).toHaveLength(6);
    // the record of B is untouched by A's refreshes
    expect(((await view(ann)).body as DecisionView).items.find((i) => i.id === b.id)!.priceCents).toBe(
      190_000,
    );
  });

  it('announces a new winner only when the read itself moves it, not a change of weights between reads', async () => {
    await addCollaborator(ctx, folderId, bob, ann.id);
    const a = await home('A', 200_000, '2', 'yes', 7);
    await home('B', 100_000, '2', 'yes', 5);
    await put(ann, `/api/items/${a.id}/price-refresh`, { interval: 'daily' });
    let price = 200_000;
    const refresh = () => refreshAt(price);
    const winnerAlerts = async () =>
      (
        (await request(ctx.app).get('/api/notifications').set('Authorization', bob.auth))
          .body as NotificationPage
      ).notifications.filter((n) => n.kind === 'watch.winner');
    const weighPrice = async (weight: number) => {
      for (const person of [ann, bob])
        await put(person, `/api/folders/${folderId}/decision/weights`, { weights: { price: weight } });
    };

    // price counts more than the rating: B (cheaper) wins; A's price falls 5% and B still wins
    await weighPrice(6);
    price = 190_000;
    expect((await refresh()).changed).toBe(1);
    expect(await winnerAlerts()).toEqual([]);
    // the group weighs price less: A (rated higher) wins, by the weights alone
    await weighPrice(4);
    expect(((await view(ann, 'group')).body as DecisionView).winnerId).toBe(a.id);
    // the next read of A keeps A first: the winner did not change on this refresh, nobody is told it did
    price = 185_000;
    expect((await refresh()).changed).toBe(1);
    expect(await winnerAlerts()).toEqual([]);
    // price counts more again (B first, by the weights); then A's price falls below B's: this read puts A first
    await weighPrice(6);
    expect(((await view(ann, 'group')).body as DecisionView).winnerId).not.toBe(a.id);
    price = 90_000;
    await refresh();
    expect((await winnerAlerts()).map((n) => n.title)).toEqual(['A now ranks first in Flats']);
  });
});
