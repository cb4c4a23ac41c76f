/**
 * Live updates: tickets, the per-person event stream, what each person hears (the
 * access rule), resuming with Last-Event-ID, and streams ending with the session.
 */
import request from 'supertest';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LIVE, LIVE_ERRORS, SECOND_MS, type LiveChange } from '@shortlist/contracts';
import { notifications } from '../../src/db/schema';
import { pruneLiveEvents } from '../../src/live/live-events.repository';
import {
  addCollaborator,
  createThreeUsers,
  itemBody,
  makeCategory,
  makeFolder,
  makeItem,
  type TestUser,
} from '../factories';
import { countersFollowTestClock, createTestContext, type TestContext } from '../test-app';
import { saveItem } from '../item-detail/helpers';
import { connectSse, type SseEvent } from './sse-client';

let ctx: TestContext;
let owner: TestUser;
let collaborator: TestUser;
let stranger: TestUser;
const open: Array<{ stop: () => Promise<void> }> = [];

beforeAll(async () => {
  ctx = await createTestContext({ liveTimings: { heartbeatMs: 40 } });
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.reset();
  ({ owner, collaborator, stranger } = await createThreeUsers(ctx));
});
afterEach(async () => {
  await Promise.all(open.splice(0).map((conn) => conn.stop()));
});

async function ticketFor(user: TestUser): Promise<string> {
  const res = await request(ctx.app).post('/api/events/ticket').set('Authorization', user.auth);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return (res.body as { ticket: string }).ticket;
}

async function stream(query: string, headers: Record<string, string> = {}) {
  const conn = await connectSse(ctx.app, `/api/events${query}`, headers);
  open.push(conn);
  return conn;
}

/** A signed-in person's stream, once it said it is ready. */
async function streamOf(user: TestUser, headers: Record<string, string> = {}) {
  const conn = await stream(`?ticket=${encodeURIComponent(await ticketFor(user))}`, headers);
  expect(conn.status).toBe(200);
  await conn.waitFor((e) => e.event === 'ready');
  return conn;
}

const change = (e: SseEvent) => e.data as LiveChange;
const names = (folderOrItemId: string) => (e: SseEvent) =>
  e.event === 'change' &&
  (change(e).folders.includes(folderOrItemId) || change(e).items.includes(folderOrItemId));
const bell = (e: SseEvent) => e.event === 'change' && change(e).notifications;

/** A notification for `user`: their stream hears it, which proves it heard everything committed before. */
async function ringBell(user: TestUser) {
  await ctx.db.insert(notifications).values({ userId: user.id, kind: 'test.marker', payload: {} });
}

async function sharedWorld() {
  const folder = await makeFolder(ctx, owner, { name: 'Homes' });
  await addCollaborator(ctx, folder.id, collaborator, owner.id);
  const category = await makeCategory(ctx, owner);
  const item = await makeItem(ctx, owner, folder.id, itemBody(category));
  return { folder, category, item };
}

describe('tickets', () => {
  it('needs a session', async () => {
    await request(ctx.app).post('/api/events/ticket').expect(401);
  });

  it('refuses a stream without a ticket, or with a made-up one: 401 with the reason, never a 500', async () => {
    const none = await stream('');
    expect(none.status).toBe(401);
    expect(none.body).toMatchObject({
      error: { code: 'UNAUTHENTICATED', message: LIVE_ERRORS.ticketMissing },
    });
    const forged = await stream('?ticket=not-a-ticket');
    expect(forged.status).toBe(401);
    expect(forged.body).toMatchObject({ error: { message: LIVE_ERRORS.ticketInvalid } });
  });

  it('answers a malformed resume point or presence with a clear 400, never a zod default', async () => {
    const ticket = await ticketFor(owner);
    const junk = await stream(`?ticket=${ticket}&lastEventId=abc`);
    expect(junk.status).toBe(400);
    expect(junk.body).toMatchObject({ error: { fields: { lastEventId: LIVE_ERRORS.lastEventIdInvalid } } });
    const { item } = await sharedWorld();
    const beat = await request(ctx.app)
      .put(`/api/items/${item.id}/presence`)
      .set('Authorization', owner.auth)
      .send({ editing: 'yes' });
    expect(beat.status).toBe(400);
    expect(beat.body).toMatchObject({ error: { fields: { editing: LIVE_ERRORS.editingInvalid } } });
  });

  it('works once', async () => {
    const ticket = await ticketFor(owner);
    const first = await stream(`?ticket=${ticket}`);
    expect(first.status).toBe(200);
    const again = await stream(`?ticket=${ticket}`);
    expect(again.status).toBe(401);
    expect(again.body).toMatchObject({ error: { message: LIVE_ERRORS.ticketInvalid } });
  });

  // the ticket's life is the counters store's: on the test clock in memory; Redis's own expiry is tested with its store
  it.runIf(countersFollowTestClock)(`expires after ${LIVE.ticketSeconds} seconds`, async () => {
    const ticket = await ticketFor(owner);
    ctx.clock.advance(LIVE.ticketSeconds * SECOND_MS + 1);
    expect((await stream(`?ticket=${ticket}`)).status).toBe(401);
  });

  it('opens only the stream of the person it was issued to (an altered ticket is refused)', async () => {
    const ticket = await ticketFor(owner);
    const altered = ticket.replace(owner.id, stranger.id);
    expect((await stream(`?ticket=${altered}`)).status).toBe(401);
  });

  it('dies with its session: a ticket from before a sign-out is refused', async () => {
    const ticket = await ticketFor(owner);
    ctx.clock.advance(1000);
    await request(ctx.app)
      .post('/api/auth/sign-out')
      .set('Authorization', owner.auth)
      .set('Sec-Fetch-Site', 'same-origin')
      .expect(200);
    expect((await stream(`?ticket=${ticket}`)).status).toBe(401);
  });
});

describe('the stream', () => {
  it('says how often it beats, sends heart-beats as events a browser sees (no id), and an id on every other event', async () => {
    const conn = await streamOf(owner);
    expect(conn.events.find((e) => e.event === 'ready')?.data).toEqual({ heartbeatMs: 40 });
    await conn.waitFor((e) => e.event === 'heartbeat');
    await ringBell(owner);
    const heard = await conn.waitFor(bell);
    expect(heard.id).toMatch(/^\d+$/);
    const beats = conn.events.filter((e) => e.event === 'heartbeat');
    expect(beats.every((e) => e.id === undefined)).toBe(true);
    expect(conn.events.filter((e) => e.event !== 'heartbeat').every((e) => e.id !== undefined)).toBe(true);
  });

  it('tells a collaborator and the owner what an edit changed, and a stranger nothing', async () => {
    const { folder, item } = await sharedWorld();
    const [ownerStream, collaboratorStream, strangerStream] = await Promise.all([
      streamOf(owner),
      streamOf(collaborator),
      streamOf(stranger),
    ]);
    await request(ctx.app)
      .put(`/api/items/${item.id}/rating`)
      .set('Authorization', collaborator.auth)
      .send({ rating: 3 })
      .expect(200);
    for (const conn of [ownerStream, collaboratorStream]) {
      const heard = change(await conn.waitFor(names(item.id)));
      expect(heard.folders).toContain(folder.id);
      expect(heard.items).toEqual([item.id]);
      // names, never content
      expect(Object.keys(heard).sort()).toEqual(
        ['access', 'folders', 'home', 'items', 'notifications', 'presence'].sort(),
      );
    }
    await ringBell(stranger);
    await strangerStream.waitFor(bell);
    expect(strangerStream.events.filter(names(folder.id))).toEqual([]);
    expect(strangerStream.events.filter(names(item.id))).toEqual([]);
  });

  it('names a subfolder and the ancestors the person sees, not those above their share', async () => {
    const top = await makeFolder(ctx, owner, { name: 'Top' });
    const mid = await makeFolder(ctx, owner, { name: 'Mid', parentFolderId: top.id });
    const low = await makeFolder(ctx, owner, { name: 'Low', parentFolderId: mid.id });
    await addCollaborator(ctx, mid.id, collaborator, owner.id);
    const [ownerStream, collaboratorStream] = await Promise.all([streamOf(owner), streamOf(collaborator)]);
    await request(ctx.app)
      .patch(`/api/folders/${low.id}`)
      .set('Authorization', owner.auth)
      .send({ name: 'Lower' })
      .expect(200);
    expect(change(await ownerStream.waitFor(names(low.id))).folders.sort()).toEqual(
      [top.id, mid.id, low.id].sort(),
    );
    expect(change(await collaboratorStream.waitFor(names(low.id))).folders.sort()).toEqual(
      [mid.id, low.id].sort(),
    );
  });

  it('stops telling someone about a folder the moment they lose it', async () => {
    const { folder, item } = await sharedWorld();
    const conn = await streamOf(collaborator);
    await request(ctx.app)
      .delete(`/api/folders/${folder.id}/collaborators/${collaborator.id}`)
      .set('Authorization', owner.auth)
      .expect(204);
    // they hear that their access changed (their lists revalidate), without the folder's name or id
    const lost = change(await conn.waitFor((e) => e.event === 'change' && change(e).access));
    expect(lost.folders).toEqual([]);
    await request(ctx.app)
      .put(`/api/items/${item.id}/rating`)
      .set('Authorization', owner.auth)
      .send({ rating: 9 })
      .expect(200);
    await ringBell(collaborator);
    await conn.waitFor(bell);
    expect(conn.events.filter(names(folder.id))).toEqual([]);
    expect(conn.events.filter(names(item.id))).toEqual([]);
  });

  it("never names someone else's private item, even to the tree's owner, until its creator shares it", async () => {
    const { folder, category } = await sharedWorld();
    const [ownerStream, collaboratorStream] = await Promise.all([streamOf(owner), streamOf(collaborator)]);
    const secret = await makeItem(ctx, collaborator, folder.id, itemBody(category, { isPrivate: true }));
    await request(ctx.app)
      .put(`/api/items/${secret.id}/rating`)
      .set('Authorization', collaborator.auth)
      .send({ rating: 2 })
      .expect(200);
    await request(ctx.app)
      .put(`/api/items/${secret.id}/presence`)
      .set('Authorization', collaborator.auth)
      .send({ editing: true })
      .expect(200);
    // its creator hears all of it
    await collaboratorStream.waitFor((e) => e.event === 'change' && change(e).presence.includes(secret.id));
    expect(collaboratorStream.events.filter(names(secret.id)).length).toBeGreaterThanOrEqual(2);
    await ringBell(owner);
    await ownerStream.waitFor(bell);
    const aboutSecret = (e: SseEvent) =>
      e.event === 'change' && (change(e).items.includes(secret.id) || change(e).presence.includes(secret.id));
    expect(ownerStream.events.filter(aboutSecret)).toEqual([]);
    // shared with the folder: from then on the others hear of it
    const page = await request(ctx.app)
      .get(`/api/items/${secret.id}`)
      .set('Authorization', collaborator.auth);
    const shared = await saveItem(ctx, collaborator, secret.id, { fields: { isPrivate: false } }).field(
      'revision',
      String(page.body.revision),
    );
    expect(shared.status, JSON.stringify(shared.body)).toBe(200);
    await ownerStream.waitFor(names(secret.id));
  });

  it('hears changes in the order they were committed, so its last event id never passes one unheard', async () => {
    const conn = await streamOf(collaborator);
    // committed one after another, faster than each is delivered
    for (let i = 0; i < 10; i += 1) await ringBell(collaborator);
    await conn.waitFor(() => conn.events.filter(bell).length >= 10);
    const ids = conn.events.filter(bell).map((e) => Number(e.id));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });

  it('tells the bell when a notification arrives', async () => {
    const conn = await streamOf(collaborator);
    await ringBell(collaborator);
    expect(change(await conn.waitFor(bell))).toMatchObject({ notifications: true, folders: [], items: [] });
  });

  it('ends when the person signs out (or another instance signs them out everywhere)', async () => {
    const conn = await streamOf(owner);
    ctx.clock.advance(1000);
    await request(ctx.app)
      .post('/api/auth/sign-out')
      .set('Authorization', owner.auth)
      .set('Sec-Fetch-Site', 'same-origin')
      .expect(200);
    await conn.ended;
    await expect(
      Promise.race([conn.ended.then(() => 'ended'), new Promise((r) => setTimeout(() => r('open'), 2000))]),
    ).resolves.toBe('ended');
  });

  it.each([
    [
      'changes their password (every other session ends)',
      (user: TestUser) =>
        request(ctx.app)
          .post('/api/account/password')
          .set('Authorization', user.auth)
          .set('Sec-Fetch-Site', 'same-origin')
          .send({ currentPassword: user.password, newPassword: 'another-secret-456' }),
    ],
    [
      'deletes their account',
      (user: TestUser) =>
        request(ctx.app)
          .delete('/api/account')
          .set('Authorization', user.auth)
          .set('Sec-Fetch-Site', 'same-origin'),
    ],
  ])('ends when the person %s, and its ticket opens nothing more', async (_what, end) => {
    const conn = await streamOf(owner);
    const spare = await ticketFor(owner);
    ctx.clock.advance(1000);
    expect((await end(owner)).status).toBe(200);
    await conn.ended;
    expect((await stream(`?ticket=${spare}`)).status).toBe(401);
  });
});

describe('resuming', () => {
  it('replays what was missed after Last-Event-ID, then says ready', async () => {
    const { item } = await sharedWorld();
    const first = await streamOf(collaborator);
    const lastId = (await first.waitFor((e) => e.event === 'ready')).id!;
    first.close();
    await request(ctx.app)
      .put(`/api/items/${item.id}/rating`)
      .set('Authorization', owner.auth)
      .send({ rating: 4 })
      .expect(200);
    const again = await streamOf(collaborator, { 'Last-Event-ID': lastId });
    const replayed = again.events.findIndex(names(item.id));
    expect(replayed).toBeGreaterThanOrEqual(0);
    expect(replayed).toBeLessThan(again.events.findIndex((e) => e.event === 'ready'));
    // the SPA's own reconnect (a new EventSource cannot set the header) passes it in the query
    const viaQuery = await stream(`?ticket=${await ticketFor(collaborator)}&lastEventId=${lastId}`);
    await viaQuery.waitFor(names(item.id));
  });

  it("replays from the refresh's liveEventId what followed it, and nothing before (a page load's first stream)", async () => {
    const { folder, category, item: before } = await sharedWorld();
    const after = await makeItem(ctx, owner, folder.id, itemBody(category));
    const rate = (itemId: string, rating: number) =>
      request(ctx.app)
        .put(`/api/items/${itemId}/rating`)
        .set('Authorization', owner.auth)
        .send({ rating })
        .expect(200);
    await rate(before.id, 3);
    // the SPA's cold load: the session's refresh, then the page's reads, then (later) the stream
    const signedIn = await request(ctx.app)
      .post('/api/auth/sign-in')
      .send({ email: collaborator.email, password: collaborator.password })
      .expect(200);
    const refreshed = await request(ctx.app)
      .post('/api/auth/refresh')
      .set('Cookie', signedIn.headers['set-cookie'] as unknown as string[])
      .expect(200);
    const position = (refreshed.body as { liveEventId: number }).liveEventId;
    expect(position).toBeGreaterThan(0);
    await rate(after.id, 4);
    const first = await stream(`?ticket=${await ticketFor(collaborator)}&lastEventId=${position}`);
    await first.waitFor((e) => e.event === 'ready');
    const replayed = first.events.slice(
      0,
      first.events.findIndex((e) => e.event === 'ready'),
    );
    expect(replayed.filter(names(after.id))).toHaveLength(1);
    expect(replayed.filter(names(before.id))).toEqual([]);
    expect(replayed.some((e) => e.event === 'revalidate-all')).toBe(false);
  });

  it('replays nothing about a folder lost while away, not even what happened while it was still theirs', async () => {
    const { folder, item } = await sharedWorld();
    const first = await streamOf(collaborator);
    const lastId = (await first.waitFor((e) => e.event === 'ready')).id!;
    first.close();
    // while the collaborator is away: an edit they could still see, then their access goes
    await request(ctx.app)
      .put(`/api/items/${item.id}/rating`)
      .set('Authorization', owner.auth)
      .send({ rating: 4 })
      .expect(200);
    await request(ctx.app)
      .delete(`/api/folders/${folder.id}/collaborators/${collaborator.id}`)
      .set('Authorization', owner.auth)
      .expect(204);
    const again = await streamOf(collaborator, { 'Last-Event-ID': lastId });
    const replayed = again.events.slice(
      0,
      again.events.findIndex((e) => e.event === 'ready'),
    );
    // told that their access changed (their reads revalidate and meet the 404), never which folder or item
    expect(replayed.some((e) => e.event === 'change' && change(e).access)).toBe(true);
    expect(replayed.filter(names(folder.id))).toEqual([]);
    expect(replayed.filter(names(item.id))).toEqual([]);
  });

  it('answers revalidate-all when the id is older than the retention window', async () => {
    const { item } = await sharedWorld();
    const first = await streamOf(collaborator);
    const lastId = (await first.waitFor((e) => e.event === 'ready')).id!;
    first.close();
    for (const rating of [5, 6]) {
      await request(ctx.app)
        .put(`/api/items/${item.id}/rating`)
        .set('Authorization', owner.auth)
        .send({ rating })
        .expect(200);
    }
    // everything but the newest event is past a window of -1 s
    await pruneLiveEvents(ctx.db, -SECOND_MS);
    const again = await streamOf(collaborator, { 'Last-Event-ID': lastId });
    await again.waitFor((e) => e.event === 'revalidate-all');
  });
});

describe('presence', () => {
  it('shows who else has an item open and who is editing, to those who see it, for 30 seconds', async () => {
    const { item } = await sharedWorld();
    const ownerStream = await streamOf(owner);
    const beat = (user: TestUser, editing: boolean) =>
      request(ctx.app)
        .put(`/api/items/${item.id}/presence`)
        .set('Authorization', user.auth)
        .send({ editing });
    expect((await beat(owner, false)).body).toEqual({ others: [] });
    await beat(collaborator, true).expect(200);
    await ownerStream.waitFor((e) => e.event === 'change' && change(e).presence.includes(item.id));
    const seen = await beat(owner, false).expect(200);
    expect(seen.body).toEqual({
      others: [
        {
          user: {
            id: collaborator.id,
            nickname: collaborator.nickname,
            fullName: collaborator.fullName,
            avatarUrl: null,
          },
          editing: true,
        },
      ],
    });
    await beat(stranger, false).expect(404);
    ctx.clock.advance(LIVE.presenceExpirySeconds * SECOND_MS + 1);
    expect((await beat(owner, false)).body).toEqual({ others: [] });
  });

  it('forgets someone who leaves the page', async () => {
    const { item } = await sharedWorld();
    await request(ctx.app)
      .put(`/api/items/${item.id}/presence`)
      .set('Authorization', collaborator.auth)
      .send({ editing: false })
      .expect(200);
    await request(ctx.app)
      .delete(`/api/items/${item.id}/presence`)
      .set('Authorization', collaborator.auth)
      .expect(204);
    const res = await request(ctx.app)
      .put(`/api/items/${item.id}/presence`)
      .set('Authorization', owner.auth)
      .send({ editing: false });
    expect(res.body).toEqual({ others: [] });
  });
});
