/** The per-folder activity feed: GET /api/folders/:id/activity, each kind written by the real route. */
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ACTIVITY_ERRORS, type ActivityPage, type Category, type FolderSummary } from '@shortlist/contracts';
import { itemRefreshSettings } from '../../src/db/schema';
import { refreshDuePrices } from '../../src/modules/price-refresh/price-refresh.service';
import { saveItem } from '../item-detail/helpers';
import {
  addCollaborator,
  createThreeUsers,
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
let collaborator: TestUser;
let stranger: TestUser;
let category: Category;

beforeAll(async () => {
  ctx = await createTestContext({ config: { linkReaderAllowLoopback: true } });
  pages = await startFixtureServer();
});
afterAll(async () => {
  await pages.close();
  await ctx.close();
});
beforeEach(async () => {
  await ctx.reset();
  pages.prices.clear();
  ({ owner, collaborator, stranger } = await createThreeUsers(ctx, { plan: 'premium_monthly' }));
  category = await makeCategory(ctx, owner);
});

const feed = (user: TestUser, folderId: string, query = '') =>
  request(ctx.app).get(`/api/folders/${folderId}/activity${query}`).set('Authorization', user.auth);
const kindsOf = (page: ActivityPage) => page.entries.map((e) => e.kind);
const ok = (res: request.Response, status = 200) => {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  return res;
};

describe('GET /api/folders/:id/activity', () => {
  it('requires authentication', async () => {
    const folder = await makeFolder(ctx, owner);
    expect((await request(ctx.app).get(`/api/folders/${folder.id}/activity`)).status).toBe(401);
  });

  it('tells what happened through each route, newest first, with names as they were at the time', async () => {
    const folder = await makeFolder(ctx, owner, { name: 'Flats' });
    const sub = await makeFolder(ctx, owner, { name: 'Downtown', parentFolderId: folder.id });
    ok(
      await request(ctx.app)
        .post(`/api/folders/${folder.id}/collaborators`)
        .set('Authorization', owner.auth)
        .send({ email: collaborator.email, role: 'rater' }),
    );
    const item = await makeItem(ctx, owner, folder.id, itemBody(category, { name: 'Flat B' }));
    ok(
      await request(ctx.app)
        .put(`/api/items/${item.id}/rating`)
        .set('Authorization', collaborator.auth)
        .send({ rating: 7 }),
    );
    ok(await saveItem(ctx, owner, item.id, { fields: { name: 'Flat B2', priceCents: 99_000 } }));
    ok(
      await request(ctx.app)
        .put(`/api/items/${item.id}/status`)
        .set('Authorization', owner.auth)
        .send({ status: 'shortlisted', reason: 'Near the park' }),
    );
    ok(
      await request(ctx.app)
        .patch(`/api/items/${item.id}/folder`)
        .set('Authorization', owner.auth)
        .send({ folderId: sub.id }),
    );
    ok(
      await request(ctx.app)
        .put(`/api/folders/${folder.id}/collaborators/${collaborator.id}/role`)
        .set('Authorization', owner.auth)
        .send({ role: 'editor' }),
    );
    ok(
      await request(ctx.app)
        .delete(`/api/folders/${folder.id}/collaborators/${collaborator.id}`)
        .set('Authorization', owner.auth),
      204,
    );
    const other = await makeItem(ctx, owner, folder.id, itemBody(category, { name: 'Flat C' }));
    ok(
      await request(ctx.app)
        .delete('/api/items')
        .set('Authorization', owner.auth)
        .send({ ids: [other.id] }),
    );

    const page = ok(await feed(owner, folder.id)).body as ActivityPage;
    // Flat C's rows went with it (a feed never links to what is gone); its deletion stays, with its name
    expect(kindsOf(page)).toEqual([
      'item.deleted',
      'member.left',
      'member.role',
      'item.moved',
      'item.status',
      'item.edited',
      'item.rated',
      'item.added',
      'member.joined',
      'folder.added',
    ]);
    const byKind = (kind: string) => page.entries.find((e) => e.kind === kind)!;
    // the first add keeps the name the item had then; the deleted one keeps its name and links nowhere
    expect(page.entries.at(-3)).toMatchObject({
      actor: { id: owner.id, name: 'Ann Owner' },
      item: { id: item.id, name: 'Flat B' },
      folder: { id: folder.id, name: 'Flats' },
      action: 'added',
    });
    expect(byKind('item.deleted')).toMatchObject({ item: null, action: 'deleted Flat C' });
    expect(byKind('member.joined')).toMatchObject({
      actor: { id: collaborator.id, name: 'Cat Collab' },
      action: 'joined Flats',
      detail: 'As rater',
    });
    expect(byKind('item.rated')).toMatchObject({ actor: { id: collaborator.id }, detail: '7/10' });
    expect(byKind('item.edited')).toMatchObject({ item: { name: 'Flat B2' }, detail: 'Changed name, price' });
    expect(byKind('item.status')).toMatchObject({ detail: 'Shortlisted: Near the park' });
    expect(byKind('item.moved')).toMatchObject({
      folder: { id: sub.id, name: 'Downtown' },
      detail: 'From Flats to Downtown',
    });
    expect(byKind('member.role')).toMatchObject({ action: 'made Cat Collab editor of Flats' });
    expect(byKind('member.left')).toMatchObject({ action: 'removed Cat Collab from Flats' });
    const times = page.entries.map((e) => Date.parse(e.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(page.nextCursor).toBeNull();

    // a subfolder's feed shows its own subtree only
    expect(kindsOf(ok(await feed(owner, sub.id)).body as ActivityPage)).toEqual([
      'item.moved',
      'folder.added',
    ]);
  });

  it('tells of prices found by Refresh now (the person who asked) and by the scheduled refresh (no one)', async () => {
    const folder = await makeFolder(ctx, owner);
    const item = await makeItem(
      ctx,
      owner,
      folder.id,
      itemBody(category, { priceCents: 10_00, sourceUrl: pages.url('/priced/a') }),
    );
    pages.prices.set('a', '12.50');
    ok(await request(ctx.app).post(`/api/items/${item.id}/price-refresh`).set('Authorization', owner.auth));
    await ctx.db
      .insert(itemRefreshSettings)
      .values({
        itemId: item.id,
        interval: 'daily',
        updatedBy: owner.id,
        nextRunAt: new Date(ctx.clock.now().getTime() - 60_000),
      })
      .onConflictDoUpdate({
        target: itemRefreshSettings.itemId,
        set: {
          interval: 'daily',
          nextRunAt: new Date(ctx.clock.now().getTime() - 60_000),
          lockedUntil: null,
        },
      });
    const run = await refreshDuePrices({
      database: ctx.deps.database,
      clock: ctx.clock,
      reader: { readPrice: (url) => Promise.resolve({ url, priceCents: 11_00, currency: null }) },
    });
    expect(run.changed).toBe(1);
    const page = ok(await feed(owner, folder.id)).body as ActivityPage;
    expect(page.entries.slice(0, 2)).toMatchObject([
      { kind: 'price.changed', actor: null, action: 'found a new price for', detail: '$12.50 → $11.00' },
      { kind: 'price.changed', actor: { id: owner.id }, detail: '$10.00 → $12.50' },
    ]);
  });

  it('pages with a cursor: no row twice, none skipped, null at the end', async () => {
    const folder = await makeFolder(ctx, owner);
    for (const name of ['A', 'B', 'C', 'D', 'E'])
      await makeItem(ctx, owner, folder.id, itemBody(category, { name }));
    const seen: string[] = [];
    let cursor: string | null = null;
    let pagesRead = 0;
    do {
      const page: ActivityPage = ok(
        await feed(owner, folder.id, `?limit=2${cursor ? `&cursor=${cursor}` : ''}`),
      ).body as ActivityPage;
      seen.push(...page.entries.map((e) => e.item!.name));
      cursor = page.nextCursor;
      pagesRead += 1;
    } while (cursor);
    expect(seen).toEqual(['E', 'D', 'C', 'B', 'A']);
    expect(pagesRead).toBe(3);

    const bad = await feed(owner, folder.id, '?cursor=abc');
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields.cursor).toBe(ACTIVITY_ERRORS.cursorInvalid);
    expect((await feed(owner, folder.id, '?limit=0')).status).toBe(400);
  });

  it('tells of subfolders an editor adds, renames and moves, in the feeds above them', async () => {
    const folder = await makeFolder(ctx, owner, { name: 'Flats' });
    await addCollaborator(ctx, folder.id, collaborator, owner.id, 'editor');
    const as = (user: TestUser) => ({
      post: (url: string, body: object) =>
        request(ctx.app).post(url).set('Authorization', user.auth).send(body),
      patch: (url: string, body: object) =>
        request(ctx.app).patch(url).set('Authorization', user.auth).send(body),
    });
    const centre = ok(
      await as(collaborator).post('/api/folders', { name: 'Centre', parentFolderId: folder.id }),
      201,
    ).body as FolderSummary;
    const later = ok(
      await as(collaborator).post('/api/folders', { name: 'Later', parentFolderId: folder.id }),
      201,
    ).body as FolderSummary;
    ok(await as(collaborator).patch(`/api/folders/${centre.id}`, { name: 'Downtown' }));
    ok(await as(collaborator).patch(`/api/folders/${centre.id}`, { description: 'Near the station' }));
    ok(await as(collaborator).patch(`/api/folders/${centre.id}/parent`, { parentFolderId: later.id }));
    // a top-level folder is nobody else's news
    await makeFolder(ctx, owner, { name: 'Mine' });

    const page = ok(await feed(owner, folder.id)).body as ActivityPage;
    const said = page.entries.map((e) => [e.actor?.name, e.action, e.detail]);
    expect(said).toEqual([
      ['Cat Collab', 'moved Downtown', 'To Later'],
      ['Cat Collab', 'edited Downtown', 'Changed the description'],
      ['Cat Collab', 'edited Downtown', 'Renamed from Centre'],
      ['Cat Collab', 'added the subfolder Later', null],
      ['Cat Collab', 'added the subfolder Centre', null],
    ]);
    // the subfolder's own feed tells its story too
    expect(kindsOf(ok(await feed(owner, centre.id)).body as ActivityPage)).toEqual([
      'folder.moved',
      'folder.edited',
      'folder.edited',
      'folder.added',
    ]);
  });

  it('answers anyone who can see the folder, 404 to others', async () => {
    const folder = await makeFolder(ctx, owner);
    const sub = await makeFolder(ctx, owner, { name: 'Sub', parentFolderId: folder.id });
    await addCollaborator(ctx, sub.id, collaborator, owner.id, 'viewer');
    await makeItem(ctx, owner, sub.id, itemBody(category));
    expect(kindsOf(ok(await feed(collaborator, sub.id)).body as ActivityPage)).toEqual([
      'item.added',
      'folder.added',
    ]);
    // shared on the subfolder only: the folder above is not theirs to read
    expect((await feed(collaborator, folder.id)).status).toBe(404);
    expect((await feed(stranger, sub.id)).status).toBe(404);
    expect((await feed(owner, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });

  it('revalidates with the folder tree: 304 until something happens, then 200 with the new row', async () => {
    const folder = await makeFolder(ctx, owner);
    const item = await makeItem(ctx, owner, folder.id, itemBody(category));
    const first = ok(await feed(owner, folder.id));
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    expect((await feed(owner, folder.id).set('If-None-Match', etag)).status).toBe(304);
    ok(
      await request(ctx.app)
        .put(`/api/items/${item.id}/rating`)
        .set('Authorization', owner.auth)
        .send({ rating: 3 }),
    );
    const after = ok(await feed(owner, folder.id).set('If-None-Match', etag));
    expect(kindsOf(after.body as ActivityPage)[0]).toBe('item.rated');
  });
});
