import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AUTH_ERRORS, NOTIFICATION_ERRORS, type NotificationPage } from '@shortlist/contracts';
import { listOutbox } from '../../src/integrations/mailer/outbox.repository';
import { notify, sendDailyDigests } from '../../src/modules/notifications/notifications.service';
import { createUser, type TestUser, addCollaborator, makeFolder } from '../factories';
import { createTestContext, type TestContext } from '../test-app';

let ctx: TestContext;
let ann: TestUser;
let bob: TestUser;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.reset();
  ann = await createUser(ctx, { nickname: 'ann', plan: 'premium_monthly' });
  bob = await createUser(ctx, { nickname: 'bob' });
});

const budgetPayload = (itemName: string) => ({
  itemName,
  folderName: 'Homes',
  direction: 'below',
  priceCents: 99_000,
  thresholdCents: 100_000,
  currency: 'USD',
});

async function tell(
  userIds: string[],
  options: { dedupeKey?: string; folderId?: string; item?: string } = {},
) {
  return ctx.db.transaction((tx) =>
    notify(tx, ctx.deps, {
      userIds,
      kind: 'watch.budget',
      payload: budgetPayload(options.item ?? 'Flat A'),
      ...(options.folderId ? { folderId: options.folderId } : {}),
      ...(options.dedupeKey ? { dedupeKey: options.dedupeKey } : {}),
    }),
  );
}

const list = (user: TestUser, query = '') =>
  request(ctx.app).get(`/api/notifications${query}`).set('Authorization', user.auth);

describe('notifications', () => {
  it('requires authentication', async () => {
    for (const [method, path] of [
      ['get', '/api/notifications'],
      ['get', '/api/notifications/unread-count'],
      ['post', '/api/notifications/read-all'],
      ['get', '/api/notifications/settings'],
    ] as const) {
      const res = await request(ctx.app)[method](path);
      expect(res.status).toBe(401);
      expect(res.body.error.message).toBe(AUTH_ERRORS.notAuthenticated);
    }
  });

  it('lists only the caller’s own, rendered by kind, newest first, with the unread count', async () => {
    await tell([ann.id, bob.id]);
    ctx.clock.advance(1000);
    await tell([ann.id], { item: 'Flat B' });
    const res = await list(ann);
    expect(res.status).toBe(200);
    const page = res.body as NotificationPage;
    expect(page.unreadCount).toBe(2);
    expect(page.notifications.map((n) => n.title)).toEqual([
      'Flat B is now within budget',
      'Flat A is now within budget',
    ]);
    expect(page.notifications[0]!.body).toBe('Homes: the price is $990.00 (budget $1,000.00).');
    expect(page.notifications[0]!.readAt).toBeNull();
    expect((await list(bob)).body.notifications).toHaveLength(1);
  });

  it('an unknown kind still shows, with a generic title', async () => {
    await ctx.db.transaction((tx) =>
      notify(tx, ctx.deps, { userIds: [ann.id], kind: 'comment.mention', payload: { by: 'bob' } }),
    );
    const [n] = (await list(ann)).body.notifications;
    expect(n).toMatchObject({ kind: 'comment.mention', payload: { by: 'bob' }, title: 'New notification' });
  });

  it('pages with a cursor until the last page', async () => {
    for (let i = 0; i < 5; i += 1) {
      await tell([ann.id], { item: `Flat ${i}` });
      ctx.clock.advance(1000);
    }
    const first = (await list(ann, '?limit=2')).body as NotificationPage;
    expect(first.notifications.map((n) => n.payload.itemName)).toEqual(['Flat 4', 'Flat 3']);
    const second = (await list(ann, `?limit=2&cursor=${first.nextCursor}`)).body as NotificationPage;
    expect(second.notifications.map((n) => n.payload.itemName)).toEqual(['Flat 2', 'Flat 1']);
    const third = (await list(ann, `?limit=2&cursor=${second.nextCursor}`)).body as NotificationPage;
    expect(third.notifications.map((n) => n.payload.itemName)).toEqual(['Flat 0']);
    expect(third.nextCursor).toBeNull();
  });

  it('refuses a bad page size or cursor with a clear message', async () => {
    const big = await list(ann, '?limit=1000');
    expect(big.status).toBe(400);
    expect(big.body.error.message).toBe(NOTIFICATION_ERRORS.limitInvalid);
    const cursor = await list(ann, '?cursor=nonsense');
    expect(cursor.status).toBe(400);
    expect(cursor.body.error.message).toBe(NOTIFICATION_ERRORS.cursorInvalid);
  });

  it('never tells anyone twice for the same dedupe key', async () => {
    expect(await tell([ann.id], { dedupeKey: 'read:1' })).toEqual({ created: 1, mailed: 1 });
    expect(await tell([ann.id], { dedupeKey: 'read:1' })).toEqual({ created: 0, mailed: 0 });
    expect((await list(ann)).body.notifications).toHaveLength(1);
    expect(await listOutbox(ctx.db)).toHaveLength(1);
  });

  it('exists only if the event’s transaction commits', async () => {
    await expect(
      ctx.db.transaction(async (tx) => {
        await notify(tx, ctx.deps, { userIds: [ann.id], kind: 'watch.budget', payload: budgetPayload('X') });
        throw new Error('the event failed');
      }),
    ).rejects.toThrow('the event failed');
    expect((await list(ann)).body.notifications).toHaveLength(0);
    expect(await listOutbox(ctx.db)).toHaveLength(0);
  });

  it('marks some or all read; other people’s ids change nothing', async () => {
    await tell([ann.id, bob.id]);
    await tell([ann.id], { item: 'Flat B' });
    const [first] = (await list(ann)).body.notifications;
    const bobs = (await list(bob)).body.notifications[0].id;
    const some = await request(ctx.app)
      .post('/api/notifications/read')
      .set('Authorization', ann.auth)
      .send({ ids: [first.id, bobs] });
    expect(some.body).toEqual({ marked: 1, unreadCount: 1 });
    expect(
      (await request(ctx.app).get('/api/notifications/unread-count').set('Authorization', bob.auth)).body,
    ).toEqual({ count: 1 });
    const all = await request(ctx.app).post('/api/notifications/read-all').set('Authorization', ann.auth);
    expect(all.body).toEqual({ marked: 1, unreadCount: 0 });
    const unread = await list(ann, '?unread=true');
    expect(unread.body.notifications).toHaveLength(0);
    const empty = await request(ctx.app)
      .post('/api/notifications/read')
      .set('Authorization', ann.auth)
      .send({ ids: [] });
    expect(empty.status).toBe(400);
    expect(empty.body.error.message).toBe(NOTIFICATION_ERRORS.idsRequired);
  });

  it('e-mails each notification by default, none when off', async () => {
    await tell([ann.id]);
    const mails = await listOutbox(ctx.db);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toBe(ann.email);
    expect(mails[0]!.subject).toBe('Shortlist: Flat A is now within budget');

    const off = await request(ctx.app)
      .put('/api/notifications/settings')
      .set('Authorization', ann.auth)
      .send({ email: 'off' });
    expect(off.body).toEqual({ email: 'off', mutedFolderIds: [] });
    await tell([ann.id], { item: 'Flat B' });
    expect(await listOutbox(ctx.db)).toHaveLength(1);
    expect((await list(ann)).body.notifications).toHaveLength(2);
  });

  it('refuses an unknown e-mail setting', async () => {
    const res = await request(ctx.app)
      .put('/api/notifications/settings')
      .set('Authorization', ann.auth)
      .send({ email: 'hourly' });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(NOTIFICATION_ERRORS.emailSettingInvalid);
  });

  it('sends a daily digest once, with everything that waited', async () => {
    await request(ctx.app)
      .put('/api/notifications/settings')
      .set('Authorization', ann.auth)
      .send({ email: 'daily' });
    await tell([ann.id, bob.id], { item: 'Flat A' });
    await tell([ann.id], { item: 'Flat B' });
    // bob gets each one at once; ann waits for the digest
    expect((await listOutbox(ctx.db)).map((m) => m.to)).toEqual([bob.email]);
    expect(await sendDailyDigests(ctx.deps)).toEqual({ mailed: 1 });
    const digest = (await listOutbox(ctx.db)).find((m) => m.to === ann.email)!;
    expect(digest.subject).toBe('Shortlist: 2 new notifications');
    expect(digest.text).toContain('Flat A is now within budget');
    expect(digest.text).toContain('Flat B is now within budget');
    // a second run (a retry, another instance) sends nothing again
    expect(await sendDailyDigests(ctx.deps)).toEqual({ mailed: 0 });
    expect(await listOutbox(ctx.db)).toHaveLength(2);
  });

  it('a muted folder (or one above) tells the muter nothing; the others still hear', async () => {
    const root = await makeFolder(ctx, ann, { name: 'Homes' });
    const sub = await makeFolder(ctx, ann, { name: 'Flats', parentFolderId: root.id });
    await addCollaborator(ctx, root.id, bob, ann.id);
    const mute = await request(ctx.app)
      .put(`/api/folders/${root.id}/mute`)
      .set('Authorization', ann.auth)
      .send({ muted: true });
    expect(mute.body).toEqual({ folderId: root.id, muted: true });
    await tell([ann.id, bob.id], { folderId: sub.id });
    expect((await list(ann)).body.notifications).toHaveLength(0);
    expect((await list(bob)).body.notifications).toHaveLength(1);
    const settings = await request(ctx.app).get('/api/notifications/settings').set('Authorization', ann.auth);
    expect(settings.body).toEqual({ email: 'each', mutedFolderIds: [root.id] });

    await request(ctx.app)
      .put(`/api/folders/${root.id}/mute`)
      .set('Authorization', ann.auth)
      .send({ muted: false });
    await tell([ann.id], { folderId: sub.id, item: 'Flat B' });
    expect((await list(ann)).body.notifications).toHaveLength(1);
  });

  it('mutes only folders the caller can see (404 otherwise) and refuses a non-boolean', async () => {
    const folder = await makeFolder(ctx, ann, { name: 'Homes' });
    const res = await request(ctx.app)
      .put(`/api/folders/${folder.id}/mute`)
      .set('Authorization', bob.auth)
      .send({ muted: true });
    expect(res.status).toBe(404);
    const bad = await request(ctx.app)
      .put(`/api/folders/${folder.id}/mute`)
      .set('Authorization', ann.auth)
      .send({ muted: 'yes' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe(NOTIFICATION_ERRORS.mutedInvalid);
  });
});
