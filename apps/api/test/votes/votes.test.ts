import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type ActivityPage,
  type Category,
  type DecisionView,
  type NotificationPage,
  ROLE_ERRORS,
  type Vote,
  VOTE_ERRORS,
  VOTES,
  type VoteState,
} from '@shortlist/contracts';
import {
  addCollaborator,
  createUser,
  withFreshToken,
  itemBody,
  makeCategory,
  makeFolder,
  makeItem,
  type TestUser,
} from '../factories';
import { createTestContext, type TestContext } from '../test-app';

let ctx: TestContext;
let ann: TestUser; // owner
let bob: TestUser; // rater
let cat: TestUser; // editor
let vic: TestUser; // viewer
let sam: TestUser; // stranger
let category: Category;
let folderId: string;
let flats: string[];

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.reset();
  ann = await createUser(ctx, { nickname: 'ann', fullName: 'Ann', plan: 'premium_monthly' });
  bob = await createUser(ctx, { nickname: 'bob', fullName: 'Bob' });
  cat = await createUser(ctx, { nickname: 'cat', fullName: 'Cat' });
  vic = await createUser(ctx, { nickname: 'vic', fullName: 'Vic' });
  sam = await createUser(ctx, { nickname: 'sam', fullName: 'Sam' });
  category = await makeCategory(ctx, ann);
  folderId = (await makeFolder(ctx, ann, { name: 'Flats' })).id;
  flats = [];
  for (const name of ['Alder', 'Birch', 'Cedar', 'Damson', 'Elm', 'Fir']) {
    ctx.clock.advance(1000);
    flats.push((await makeItem(ctx, ann, folderId, itemBody(category, { name }))).id);
  }
  await addCollaborator(ctx, folderId, bob, ann.id, 'rater');
  await addCollaborator(ctx, folderId, cat, ann.id, 'editor');
  await addCollaborator(ctx, folderId, vic, ann.id, 'viewer');
});

const base = () => `/api/folders/${folderId}/votes`;
const get = (u: TestUser) => request(ctx.app).get(base()).set('Authorization', u.auth);
const open = (u: TestUser, body: object = { itemIds: flats.slice(0, 4) }) =>
  request(ctx.app).post(base()).set('Authorization', u.auth).send(body);
const ballot = (u: TestUser, body: object) =>
  request(ctx.app).put(`${base()}/current/ballot`).set('Authorization', u.auth).send(body);
const post = (u: TestUser, what: string, body?: object) =>
  request(ctx.app)
    .post(`${base()}/current/${what}`)
    .set('Authorization', u.auth)
    .send(body ?? {});
const shortlist = (u: TestUser, itemId: string) =>
  request(ctx.app)
    .put(`/api/items/${itemId}/status`)
    .set('Authorization', u.auth)
    .send({ status: 'shortlisted' });

async function expectError(res: request.Response, status: number, message: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body.error.message).toBe(message);
}

describe('opening a vote', () => {
  it('opens on the shortlisted items when none are named, and tells everyone who may vote', async () => {
    for (const id of flats.slice(0, 4)) expect((await shortlist(ann, id)).status).toBe(200);
    const res = await open(ann, {});
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const vote = res.body as Vote;
    expect(vote.items.map((i) => i.name)).toEqual(['Alder', 'Birch', 'Cedar', 'Damson']);
    expect(vote.progress).toEqual({ voted: 0, eligible: 3 });
    expect(vote.voters.map((v) => v.name).sort()).toEqual(['Ann', 'Bob', 'Cat']);
    expect(vote.canManage).toBe(true);
    expect(vote.result).toBeNull();

    const bell = await request(ctx.app).get('/api/notifications').set('Authorization', bob.auth);
    const kinds = (bell.body as NotificationPage).notifications.map((n) => [n.kind, n.title]);
    expect(kinds).toContainEqual(['vote.opened', 'Ann opened a vote in Flats']);
    const vicBell = await request(ctx.app).get('/api/notifications').set('Authorization', vic.auth);
    expect((vicBell.body as NotificationPage).notifications.some((n) => n.kind === 'vote.opened')).toBe(
      false,
    );
  });

  it('refuses a bad shortlist, a past or far closing time, and anyone but the owner', async () => {
    await expectError(await open(ann, {}), 400, VOTE_ERRORS.notEnoughShortlisted);
    await expectError(await open(ann, { itemIds: [flats[0]] }), 400, VOTE_ERRORS.itemsRange);
    const eleven = Array.from({ length: VOTES.itemsMax + 1 }, () => crypto.randomUUID());
    await expectError(await open(ann, { itemIds: eleven }), 400, VOTE_ERRORS.itemsRange);
    const other = await makeFolder(ctx, ann, { name: 'Elsewhere' });
    const outside = (await makeItem(ctx, ann, other.id, itemBody(category, { name: 'Out' }))).id;
    await expectError(await open(ann, { itemIds: [flats[0], outside] }), 400, VOTE_ERRORS.itemNotInFolder);
    await request(ctx.app)
      .put(`/api/items/${flats[1]}/status`)
      .set('Authorization', ann.auth)
      .send({ status: 'rejected' });
    await expectError(await open(ann, { itemIds: [flats[0], flats[1]] }), 400, VOTE_ERRORS.itemRejected);
    const past = new Date(ctx.clock.now().getTime() - 60_000).toISOString();
    await expectError(
      await open(ann, { itemIds: flats.slice(2, 4), closesAt: past }),
      400,
      VOTE_ERRORS.closesAtPast,
    );
    const far = new Date(ctx.clock.now().getTime() + (VOTES.closesInDaysMax + 1) * 86_400_000).toISOString();
    await expectError(
      await open(ann, { itemIds: flats.slice(2, 4), closesAt: far }),
      400,
      VOTE_ERRORS.closesAtTooFar,
    );
    await expectError(
      await open(ann, { itemIds: flats.slice(2, 4), closesAt: 'Friday' }),
      400,
      VOTE_ERRORS.closesAtInvalid,
    );
    await expectError(await open(cat), 403, VOTE_ERRORS.onlyOwnerOpens);
    await expectError(await open(bob), 403, VOTE_ERRORS.onlyOwnerOpens);
    expect((await open(sam)).status).toBe(404);
    expect((await request(ctx.app).post(base()).send({})).status).toBe(401);
  });

  it("on a Basic account's unshared folder: the upgrade prompt names the feature", async () => {
    const basic = await createUser(ctx, { nickname: 'basic', fullName: 'Basil' });
    const folder = await makeFolder(ctx, basic, { name: 'Mine' });
    const cat2 = await makeCategory(ctx, basic);
    const a = await makeItem(ctx, basic, folder.id, itemBody(cat2, { name: 'A' }));
    const b = await makeItem(ctx, basic, folder.id, itemBody(cat2, { name: 'B' }));
    const res = await request(ctx.app)
      .post(`/api/folders/${folder.id}/votes`)
      .set('Authorization', basic.auth)
      .send({ itemIds: [a.id, b.id] });
    expect(res.status).toBe(403);
    expect(res.body.error).toMatchObject({ code: 'PREMIUM_REQUIRED', message: VOTE_ERRORS.premium });
    const vote = await request(ctx.app)
      .put(`/api/folders/${folder.id}/votes/current/ballot`)
      .set('Authorization', basic.auth)
      .send({ dots: { [a.id]: 1 } });
    expect(vote.body.error).toMatchObject({ code: 'PREMIUM_REQUIRED', message: VOTE_ERRORS.premium });
  });
});

describe('ballots', () => {
  beforeEach(async () => {
    expect((await open(ann)).status).toBe(201);
  });

  it('refuses every bad ballot with a message', async () => {
    const [a, b, , , e] = flats as [string, string, string, string, string];
    await expectError(await ballot(bob, { dots: { [a]: 6, [b]: 5 } }), 400, VOTE_ERRORS.tooManyDots);
    await expectError(await ballot(bob, { dots: { [a]: 11 } }), 400, VOTE_ERRORS.tooManyDots);
    await expectError(await ballot(bob, { dots: { [a]: -1 } }), 400, VOTE_ERRORS.dotsNegative);
    await expectError(await ballot(bob, { dots: { [a]: 1.5 } }), 400, VOTE_ERRORS.dotsNotWhole);
    await expectError(await ballot(bob, { dots: { [a]: '3' } }), 400, VOTE_ERRORS.dotsNotWhole);
    await expectError(await ballot(bob, { dots: { [e]: 2 } }), 400, VOTE_ERRORS.itemNotOnShortlist);
    await expectError(
      await ballot(bob, { dots: {}, vetoes: [{ itemId: e, reason: 'Too far' }] }),
      400,
      VOTE_ERRORS.itemNotOnShortlist,
    );
    await expectError(
      await ballot(bob, {
        dots: { [a]: 2 },
        vetoes: [
          { itemId: b, reason: 'Dark' },
          { itemId: flats[2], reason: 'Loud' },
        ],
      }),
      400,
      VOTE_ERRORS.oneVeto,
    );
    await expectError(
      await ballot(bob, { dots: { [a]: 2 }, vetoes: [{ itemId: b }] }),
      400,
      VOTE_ERRORS.vetoNeedsReason,
    );
    await expectError(
      await ballot(bob, { dots: { [a]: 2 }, vetoes: [{ itemId: b, reason: '   ' }] }),
      400,
      VOTE_ERRORS.vetoNeedsReason,
    );
    await expectError(
      await ballot(bob, {
        dots: { [a]: 2 },
        vetoes: [{ itemId: b, reason: 'x'.repeat(VOTES.vetoReasonMax + 1) }],
      }),
      400,
      VOTE_ERRORS.vetoReasonTooLong,
    );
    await expectError(
      await ballot(bob, { dots: { [b]: 2 }, vetoes: [{ itemId: b, reason: 'Dark' }] }),
      400,
      VOTE_ERRORS.dotsOnVetoed,
    );
    await expectError(await ballot(bob, { dots: {} }), 400, VOTE_ERRORS.emptyBallot);
    await expectError(await ballot(vic, { dots: { [a]: 1 } }), 403, VOTE_ERRORS.viewerCannotVote);
    expect((await ballot(sam, { dots: { [a]: 1 } })).status).toBe(404);
    // nothing was counted
    expect(((await get(ann)).body as VoteState).vote!.progress.voted).toBe(0);
  });

  it('hides the tally until the reader has voted, then shows it live; names once everyone voted', async () => {
    const [a, b, c] = flats as [string, string, string];
    let res = await ballot(bob, { dots: { [a]: 6, [b]: 4 }, vetoes: [{ itemId: c, reason: 'No lift' }] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const bobs = res.body as Vote;
    expect(bobs.result!.items.find((i) => i.itemId === a)).toMatchObject({ dots: 6, givers: null });
    expect(bobs.result!.items.find((i) => i.itemId === c)!.vetoes).toEqual([
      { reason: 'No lift', by: null, overruled: null },
    ]);
    expect(bobs.myBallot).toEqual({ dots: { [a]: 6, [b]: 4 }, vetoes: [{ itemId: c, reason: 'No lift' }] });

    // the others have not voted: they see progress, never the tally
    const annView = ((await get(ann)).body as VoteState).vote!;
    expect(annView.result).toBeNull();
    expect(annView.progress).toEqual({ voted: 1, eligible: 3 });
    expect(annView.voters.find((v) => v.name === 'Bob')!.voted).toBe(true);
    expect(((await get(vic)).body as VoteState).vote!.result).toBeNull();

    res = await ballot(cat, { dots: { [a]: 5, [b]: 5 } });
    expect((res.body as Vote).result!.items.find((i) => i.itemId === a)!.dots).toBe(11);
    expect((res.body as Vote).result!.namesShown).toBe(false);

    res = await ballot(ann, { dots: { [a]: 4, [b]: 3, [c]: 3 } });
    const done = res.body as Vote;
    expect(done.progress).toEqual({ voted: 3, eligible: 3 });
    expect(done.result!.namesShown).toBe(true);
    const alder = done.result!.items.find((i) => i.itemId === a)!;
    expect(alder).toMatchObject({ dots: 15, rank: 1, agreedByEveryone: true });
    expect(alder.givers).toEqual([
      { name: 'Bob', dots: 6 },
      { name: 'Cat', dots: 5 },
      { name: 'Ann', dots: 4 },
    ]);
    const cedar = done.result!.items.find((i) => i.itemId === c)!;
    expect(cedar.rank).toBeNull();
    expect(cedar.vetoes[0]).toMatchObject({ reason: 'No lift', by: 'Bob' });
    // the viewer sees it all now that names show
    expect(((await get(vic)).body as VoteState).vote!.result!.namesShown).toBe(true);
    const bell = await request(ctx.app).get('/api/notifications').set('Authorization', vic.auth);
    expect((bell.body as NotificationPage).notifications.some((n) => n.kind === 'vote.revealed')).toBe(true);
  });

  it('a changed ballot replaces the last; a veto on another item replaces the first', async () => {
    const [a, b, c] = flats as [string, string, string];
    await ballot(bob, { dots: { [a]: 10 }, vetoes: [{ itemId: b, reason: 'Dark' }] });
    const res = await ballot(bob, { dots: { [b]: 10 }, vetoes: [{ itemId: c, reason: 'Loud' }] });
    const vote = res.body as Vote;
    expect(vote.progress.voted).toBe(1);
    expect(vote.result!.items.find((i) => i.itemId === a)!.dots).toBe(0);
    expect(vote.result!.items.find((i) => i.itemId === b)!.vetoes).toEqual([]);
    expect(vote.result!.items.find((i) => i.itemId === c)!.vetoes).toHaveLength(1);
  });

  it('refuses ballots after the close, and after the closing time passes', async () => {
    const [a, b] = flats as [string, string];
    await expectError(await post(bob, 'close'), 403, VOTE_ERRORS.onlyOwnerCloses);
    expect((await post(ann, 'close')).status).toBe(200);
    await expectError(await ballot(bob, { dots: { [a]: 1 } }), 409, VOTE_ERRORS.voteClosed);
    await expectError(await post(ann, 'close'), 409, VOTE_ERRORS.alreadyClosed);

    const closesAt = new Date(ctx.clock.now().getTime() + 3_600_000).toISOString();
    const res = await open(ann, { itemIds: [a, b], closesAt });
    expect(res.status).toBe(201);
    expect((await ballot(bob, { dots: { [a]: 1 } })).status).toBe(200);
    ctx.clock.advance(3_600_000);
    cat = withFreshToken(ctx, cat);
    await expectError(await ballot(cat, { dots: { [a]: 1 } }), 409, VOTE_ERRORS.voteClosed);
    const state = (await get(cat)).body as VoteState;
    expect(state.vote!.isOpen).toBe(false);
    expect(state.vote!.closedAt).toBe(closesAt);
    // closed: names show to everyone
    expect(state.vote!.result!.namesShown).toBe(true);
  });
});

describe('reveal, reminders, overrules, results', () => {
  beforeEach(async () => {
    expect((await open(ann)).status).toBe(201);
  });

  it('the owner reveals: everyone sees who gave what; only once', async () => {
    const [a] = flats as [string];
    await ballot(bob, { dots: { [a]: 3 } });
    await expectError(await post(bob, 'reveal'), 403, VOTE_ERRORS.onlyOwnerReveals);
    const res = await post(ann, 'reveal');
    expect(res.status).toBe(200);
    expect((res.body as Vote).result!.items[0]).toMatchObject({ givers: [{ name: 'Bob', dots: 3 }] });
    expect(((await get(cat)).body as VoteState).vote!.result!.namesShown).toBe(true);
    await expectError(await post(ann, 'reveal'), 409, VOTE_ERRORS.alreadyRevealed);
  });

  it('reminds those who have not voted, not twice within the interval', async () => {
    await ballot(bob, { dots: { [flats[0]!]: 3 } });
    await expectError(await post(cat, 'reminders'), 403, VOTE_ERRORS.onlyOwnerReminds);
    const res = await post(ann, 'reminders');
    expect(res.body).toEqual({ reminded: 2 });
    const catBell = (await request(ctx.app).get('/api/notifications').set('Authorization', cat.auth))
      .body as NotificationPage;
    expect(catBell.notifications.map((n) => n.title)).toContain('The vote in Flats is waiting for you');
    const bobBell = (await request(ctx.app).get('/api/notifications').set('Authorization', bob.auth))
      .body as NotificationPage;
    expect(bobBell.notifications.some((n) => n.kind === 'vote.reminder')).toBe(false);
    await expectError(await post(ann, 'reminders'), 409, VOTE_ERRORS.remindedRecently);
    ctx.clock.advance(VOTES.reminderIntervalMinutes * 60_000);
    expect((await post(withFreshToken(ctx, ann), 'reminders')).status).toBe(200);
  });

  it('agreed by everyone, split, ties; the owner overrules a veto with a recorded reason', async () => {
    const [a, b, c, d] = flats as [string, string, string, string];
    await ballot(bob, { dots: { [a]: 5, [b]: 5 }, vetoes: [{ itemId: d, reason: 'Tiny kitchen' }] });
    await ballot(cat, { dots: { [a]: 3, [b]: 3, [d]: 4 } });
    const done = (await ballot(ann, { dots: { [a]: 2, [b]: 2, [d]: 6 } })).body as Vote;
    const byId = new Map(done.result!.items.map((i) => [i.itemId, i]));
    expect(byId.get(a)).toMatchObject({ dots: 10, rank: 1, agreedByEveryone: true, split: false });
    expect(byId.get(b)).toMatchObject({ dots: 10, rank: 1 });
    expect(done.result!.ties).toEqual([{ rank: 1, itemIds: [a, b] }]);
    expect(done.result!.leaderIds).toEqual([a, b]);
    expect(byId.get(d)).toMatchObject({ dots: 10, rank: null, split: true });
    expect(byId.get(c)).toMatchObject({ dots: 0, rank: 3 });

    await expectError(
      await post(cat, 'overrules', { vetoedItemId: d, reason: 'We love it' }),
      403,
      VOTE_ERRORS.onlyOwnerOverrules,
    );
    await expectError(
      await post(ann, 'overrules', { vetoedItemId: c, reason: 'x' }),
      400,
      VOTE_ERRORS.notVetoed,
    );
    await expectError(
      await post(ann, 'overrules', { vetoedItemId: d }),
      400,
      VOTE_ERRORS.overruleNeedsReason,
    );
    const res = await post(ann, 'overrules', { vetoedItemId: d, reason: 'The kitchen can be redone' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const after = (res.body as Vote).result!;
    expect(after.items.find((i) => i.itemId === d)).toMatchObject({
      rank: 1,
      vetoes: [
        { reason: 'Tiny kitchen', by: 'Bob', overruled: { by: 'Ann', reason: 'The kitchen can be redone' } },
      ],
    });
    expect(after.ties).toEqual([{ rank: 1, itemIds: [a, b, d] }]);
    await expectError(
      await post(ann, 'overrules', { vetoedItemId: d, reason: 'Again' }),
      409,
      VOTE_ERRORS.alreadyOverruled,
    );

    const feed = (
      await request(ctx.app).get(`/api/folders/${folderId}/activity`).set('Authorization', vic.auth)
    ).body as ActivityPage;
    const lines = feed.entries.map((e) => `${e.actor?.name} ${e.action}${e.item ? ` ${e.item.name}` : ''}`);
    expect(lines).toContain('Ann overruled the veto on Damson');
    expect(lines).toContain('Ann opened a vote');
    expect(lines).toContain('Bob voted');
  });

  it('live: each ballot bumps the folder so its readers revalidate', async () => {
    const before = await request(ctx.app)
      .get(`/api/folders/${folderId}/decision`)
      .set('Authorization', cat.auth);
    const etag = before.headers.etag as string;
    await ballot(bob, { dots: { [flats[0]!]: 1 } });
    const after = await request(ctx.app)
      .get(`/api/folders/${folderId}/decision`)
      .set('Authorization', cat.auth)
      .set('If-None-Match', etag);
    expect(after.status).toBe(200);
  });
});

describe('the decision record keeps the vote', () => {
  it('as it was at the choice; a new vote replaces the last, which stays in the history', async () => {
    const [a, b, c] = flats as [string, string, string];
    expect((await open(ann, { itemIds: [a, b] })).status).toBe(201);
    await ballot(bob, { dots: { [a]: 7, [b]: 3 } });
    // a second vote replaces the first
    expect((await open(ann, { itemIds: [a, b, c] })).status).toBe(201);
    await ballot(bob, { dots: { [b]: 10 } });
    await ballot(cat, { dots: { [b]: 4 }, vetoes: [{ itemId: a, reason: 'Noisy street' }] });
    const state = (await get(bob)).body as VoteState;
    expect(state.history).toHaveLength(1);
    expect(state.history[0]!.result!.items.find((i) => i.itemId === a)!.dots).toBe(7);

    const chose = await request(ctx.app)
      .put(`/api/items/${b}/status`)
      .set('Authorization', ann.auth)
      .send({ status: 'chosen', reason: 'The vote' });
    expect(chose.status, JSON.stringify(chose.body)).toBe(200);
    // a later change: Ann votes, which would show names and move the tally
    await ballot(ann, { dots: { [c]: 10 } });
    await post(ann, 'overrules', { vetoedItemId: a, reason: 'Fine by me' });

    const view = (
      await request(ctx.app).get(`/api/folders/${folderId}/decision`).set('Authorization', vic.auth)
    ).body as DecisionView;
    const recorded = view.decision!.vote!;
    expect(recorded.progress).toEqual({ voted: 2, eligible: 3 });
    expect(recorded.result.items.find((i) => i.itemId === b)!.dots).toBe(14);
    expect(recorded.result.items.find((i) => i.itemId === c)!.dots).toBe(0);
    expect(recorded.result.items.find((i) => i.itemId === a)!.vetoes[0]!.overruled).toBeNull();
    expect(recorded.result.namesShown).toBe(false);
    expect(view.decision!.earlierVotes!.map((v) => v.result.items.find((i) => i.itemId === a)!.dots)).toEqual(
      [7],
    );
  });

  it('viewers are told their role cannot vote; strangers get 404 on every route', async () => {
    expect(ROLE_ERRORS.cannotRate).toBeTruthy();
    expect((await get(sam)).status).toBe(404);
    for (const what of ['reveal', 'close', 'reminders', 'overrules'])
      expect((await post(sam, what, { vetoedItemId: flats[0], reason: 'x' })).status).toBe(404);
    expect(((await get(vic)).body as VoteState).vote).toBeNull();
    await expectError(await post(ann, 'reveal'), 404, VOTE_ERRORS.noVote);
  });
});
