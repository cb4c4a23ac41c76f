/**
 * The personal calendar feed: a secret address that needs no session, one event per dated step (item and folder
 * named, a link back), only what its person may see, and an address that stops working once reset or turned off.
 * The feed is read back with ical.js, as a calendar app would.
 */
import ICAL from 'ical.js';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CALENDAR_FEED, DAY_MS } from '@shortlist/contracts';
import { itemBody, makeFolder, makeItem, type TestUser } from '../factories';
import { createTestContext, type TestContext } from '../test-app';
import { addStep, flatsWorld } from './helpers';

let ctx: TestContext;
let w: Awaited<ReturnType<typeof flatsWorld>>;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.reset();
  ctx.clock.set(new Date('2026-12-06T12:00:00.000Z'));
  w = await flatsWorld(ctx);
});

const feedUrl = async (user: TestUser, method: 'get' | 'post' = 'post') =>
  (await request(ctx.app)[method]('/api/calendar-feed').set('Authorization', user.auth).expect(200)).body
    .url as string | null;

const pathOf = (url: string) => new URL(url).pathname;

/** The feed's events as a calendar app reads them. */
async function events(url: string) {
  const res = await request(ctx.app).get(pathOf(url)).expect(200);
  expect(res.headers['content-type']).toMatch(/^text\/calendar/);
  const calendar = new ICAL.Component(ICAL.parse(res.text));
  return calendar.getAllSubcomponents('vevent').map((v) => {
    const event = new ICAL.Event(v);
    return {
      uid: event.uid,
      summary: event.summary,
      description: event.description,
      start: event.startDate.toJSDate().toISOString(),
      end: event.endDate.toJSDate().toISOString(),
      url: String(v.getFirstPropertyValue('url')),
    };
  });
}

describe('the calendar feed', () => {
  it('is off until created; its address is secret, stable and shown again', async () => {
    expect(await feedUrl(w.collaborator, 'get')).toBeNull();
    const url = await feedUrl(w.collaborator);
    expect(url).toMatch(new RegExp(`/api/calendar/[A-Za-z0-9_-]{${CALENDAR_FEED.tokenLength}}\\.ics$`));
    expect(await feedUrl(w.collaborator, 'get')).toBe(url);
    await request(ctx.app).get('/api/calendar-feed').expect(401);
  });

  it('has one event per dated step, item and folder named, with a link back, read without a session', async () => {
    const step = await addStep(ctx, w.owner, w.flat.id, {
      text: 'Viewing',
      dueAt: '2026-12-08T18:00:00Z',
      assigneeId: w.collaborator.id,
    });
    await addStep(ctx, w.owner, w.flat.id, { text: 'Undated' });
    const [event, ...others] = await events((await feedUrl(w.collaborator))!);
    expect(others).toEqual([]);
    expect(event).toMatchObject({
      summary: 'Viewing (Flat A)',
      start: '2026-12-08T18:00:00.000Z',
      end: new Date(Date.parse('2026-12-08T18:00:00Z') + CALENDAR_FEED.eventMinutes * 60_000).toISOString(),
      url: `${ctx.deps.config.publicUrl}/app/folder/${w.folder.id}/item/${w.flat.id}`,
    });
    expect(event!.uid).toContain(step.id);
    expect(event!.description).toContain('Item: Flat A');
    expect(event!.description).toContain('Folder: Flats');
    expect(event!.description).toContain('Assigned to: Cat Collab');
  });

  it("hides what its person may not see: others' private items, folders not shared with them", async () => {
    await addStep(ctx, w.owner, w.flat.id, { text: 'Shared', dueAt: '2026-12-08T10:00:00Z' });
    const secret = await makeItem(
      ctx,
      w.owner,
      w.folder.id,
      itemBody(w.category, { name: 'Secret', isPrivate: true }),
    );
    await addStep(ctx, w.owner, secret.id, { text: 'Hidden', dueAt: '2026-12-08T11:00:00Z' });
    const own = await makeFolder(ctx, w.owner, { name: 'Cars' });
    const car = await makeItem(ctx, w.owner, own.id, itemBody(w.category, { name: 'Van' }));
    await addStep(ctx, w.owner, car.id, { text: 'Test drive', dueAt: '2026-12-09T10:00:00Z' });

    const theirs = (await feedUrl(w.collaborator))!;
    expect((await events(theirs)).map((e) => e.summary)).toEqual(['Shared (Flat A)']);
    const mine = (await feedUrl(w.owner))!;
    expect((await events(mine)).map((e) => e.summary)).toEqual([
      'Shared (Flat A)',
      'Hidden (Secret)',
      'Test drive (Van)',
    ]);

    // taken off the folder: the same address shows nothing of it at the next fetch
    await request(ctx.app)
      .delete(`/api/folders/${w.folder.id}/collaborators/${w.collaborator.id}`)
      .set('Authorization', w.owner.auth)
      .expect(204);
    expect(await events(theirs)).toEqual([]);
  });

  it('marks done steps and leaves out those long past', async () => {
    await addStep(ctx, w.owner, w.flat.id, { text: 'Done', dueAt: '2026-12-05T10:00:00Z', completed: true });
    const old = new Date(ctx.clock.now().getTime() - (CALENDAR_FEED.pastDays + 1) * DAY_MS);
    await addStep(ctx, w.owner, w.flat.id, { text: 'Ancient', dueAt: old.toISOString() });
    expect((await events((await feedUrl(w.owner))!)).map((e) => e.summary)).toEqual(['Done: Done (Flat A)']);
  });

  it('stops answering at the old address once reset, and at any once turned off', async () => {
    await addStep(ctx, w.owner, w.flat.id, { text: 'Viewing', dueAt: '2026-12-08T18:00:00Z' });
    const first = (await feedUrl(w.owner))!;
    const second = (await feedUrl(w.owner))!;
    expect(second).not.toBe(first);
    await request(ctx.app).get(pathOf(first)).expect(404);
    expect(await events(second)).toHaveLength(1);
    // without the .ics ending too
    await request(ctx.app)
      .get(pathOf(second).replace(/\.ics$/, ''))
      .expect(200);

    await request(ctx.app).delete('/api/calendar-feed').set('Authorization', w.owner.auth).expect(204);
    await request(ctx.app).get(pathOf(second)).expect(404);
    expect(await feedUrl(w.owner, 'get')).toBeNull();
  });

  it('answers 404 for an address that was never made, and 400 for one of the wrong shape', async () => {
    await request(ctx.app)
      .get(`/api/calendar/${'a'.repeat(CALENDAR_FEED.tokenLength)}.ics`)
      .expect(404);
    await request(ctx.app).get('/api/calendar/short').expect(400);
  });
});
