import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type Category,
  ITEM,
  ROLE_ERRORS,
  THIS_OR_THAT_ERRORS,
  type ThisOrThatRound,
} from '@shortlist/contracts';
import {
  addCollaborator,
  createUser,
  itemBody,
  makeCategory,
  makeFolder,
  makeItem,
  type TestUser,
} from '../factories';
import { createTestContext, type TestContext } from '../test-app';

let ctx: TestContext;
let ann: TestUser;
let bob: TestUser;
let vic: TestUser;
let sam: TestUser;
let category: Category;
let folderId: string;
/** Bob's true preference, best first. */
let truth: string[];

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.reset();
  ann = await createUser(ctx, { nickname: 'ann', fullName: 'Ann', plan: 'premium_monthly' });
  bob = await createUser(ctx, { nickname: 'bob', fullName: 'Bob' });
  vic = await createUser(ctx, { nickname: 'vic', fullName: 'Vic' });
  sam = await createUser(ctx, { nickname: 'sam', fullName: 'Sam' });
  category = await makeCategory(ctx, ann);
  folderId = (await makeFolder(ctx, ann, { name: 'Flats' })).id;
  const ids: Record<string, string> = {};
  for (const name of ['Alder', 'Birch', 'Cedar', 'Damson', 'Elm', 'Fir']) {
    ctx.clock.advance(1000);
    ids[name] = (await makeItem(ctx, ann, folderId, itemBody(category, { name }))).id;
  }
  truth = ['Elm', 'Birch', 'Fir', 'Alder', 'Damson', 'Cedar'].map((n) => ids[n]!);
  await addCollaborator(ctx, folderId, bob, ann.id, 'rater');
  await addCollaborator(ctx, folderId, vic, ann.id, 'viewer');
});

const base = () => `/api/folders/${folderId}/this-or-that`;
const start = (u: TestUser) => request(ctx.app).post(base()).set('Authorization', u.auth);
const answer = (u: TestUser, body: object) =>
  request(ctx.app).post(`${base()}/answers`).set('Authorization', u.auth).send(body);
const apply = (u: TestUser, ratings: object) =>
  request(ctx.app).post(`${base()}/ratings`).set('Authorization', u.auth).send({ ratings });

async function myRatings(u: TestUser) {
  const res = await request(ctx.app).get(`/api/folders/${folderId}/items`).set('Authorization', u.auth);
  return Object.fromEntries(
    (res.body.items as Array<{ id: string; myRating: number | null }>).map((i) => [i.id, i.myRating]),
  );
}

describe('this or that', () => {
  it('ranks six items in at most 15 answers, in the person’s own order, and writes nothing by itself', async () => {
    let res = await start(bob);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    let round = res.body as ThisOrThatRound;
    expect(round.items).toHaveLength(6);
    expect(round.items[0]).toMatchObject({
      name: 'Alder',
      priceCents: 123_456,
      facts: [{ label: 'Rooms', value: '3' }],
    });
    while (round.next) {
      const { leftId, rightId } = round.next;
      res = await answer(bob, {
        leftId,
        rightId,
        answer: truth.indexOf(leftId) < truth.indexOf(rightId) ? 'left' : 'right',
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      round = res.body as ThisOrThatRound;
    }
    expect(round.answers).toBeLessThanOrEqual(15);
    expect(round.finishedAt).not.toBeNull();
    expect(round.order.map((o) => o.itemId)).toEqual(truth);
    expect(round.confidence).toBe(1);
    expect(round.suggestedRatings[truth[0]!]).toBe(ITEM.ratingMax);
    expect(round.suggestedRatings[truth[5]!]).toBe(ITEM.ratingMax - 5);
    // shown for confirmation only: no rating of Bob's exists yet
    expect(Object.values(await myRatings(bob)).every((r) => r === null)).toBe(true);

    res = await apply(bob, round.suggestedRatings);
    expect(res.body).toEqual({ saved: 6 });
    const saved = await myRatings(bob);
    expect(truth.map((id) => saved[id])).toEqual([10, 9, 8, 7, 6, 5]);
    // nobody else's ratings moved
    expect(Object.values(await myRatings(ann)).every((r) => r === 8)).toBe(true);
    // the round is Bob's alone
    const annRound = await request(ctx.app).get(base()).set('Authorization', ann.auth);
    expect(annRound.body).toEqual({ round: null });
  });

  it('refuses an answer to another pair, a bad answer, and bad ratings', async () => {
    const round = (await start(bob)).body as ThisOrThatRound;
    const { leftId, rightId } = round.next!;
    const res = await answer(bob, { leftId: rightId, rightId: leftId, answer: 'left' });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(THIS_OR_THAT_ERRORS.notThePair);
    const bad = await answer(bob, { leftId, rightId, answer: 'both' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe(THIS_OR_THAT_ERRORS.answerInvalid);
    // skip and "about the same" are answers too
    const skipped = (await answer(bob, { leftId, rightId, answer: 'skip' })).body as ThisOrThatRound;
    expect(skipped.answers).toBe(1);
    expect([skipped.next!.leftId, skipped.next!.rightId].sort()).not.toEqual([leftId, rightId].sort());

    for (const value of [0, 11, 7.5])
      expect((await apply(bob, { [leftId]: value })).body.error.message).toBe(
        THIS_OR_THAT_ERRORS.ratingRange,
      );
    const other = await makeFolder(ctx, ann, { name: 'Other' });
    const outside = await makeItem(ctx, ann, other.id, itemBody(category, { name: 'Outside' }));
    const res2 = await apply(bob, { [outside.id]: 5 });
    expect(res2.status).toBe(400);
    expect(res2.body.error.message).toBe(THIS_OR_THAT_ERRORS.itemNotInRound);
  });

  it('viewers cannot rank, strangers see nothing, and a round needs two items', async () => {
    const viewer = await start(vic);
    expect(viewer.status).toBe(403);
    expect(viewer.body.error.message).toBe(ROLE_ERRORS.cannotRate);
    expect((await start(sam)).status).toBe(404);
    expect(
      (await answer(bob, { leftId: truth[0], rightId: truth[1], answer: 'left' })).body.error.message,
    ).toBe(THIS_OR_THAT_ERRORS.noRound);
    const lone = await makeFolder(ctx, ann, { name: 'Lone' });
    await makeItem(ctx, ann, lone.id, itemBody(category, { name: 'Only' }));
    const res = await request(ctx.app)
      .post(`/api/folders/${lone.id}/this-or-that`)
      .set('Authorization', ann.auth);
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(THIS_OR_THAT_ERRORS.tooFewItems);
  });
});
