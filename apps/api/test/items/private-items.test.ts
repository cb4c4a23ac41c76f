/**
 * Private items: inside a shared folder, only the creator sees a private item, on
 * every read path, until they share it with the folder.
 */
import request from 'supertest';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ACTIVITY_TEXTS,
  type ActivityPage,
  type Category,
  type CollaborativeRatings,
  type DecisionView,
  type FolderDetail,
  type FolderSummary,
  type ItemCard,
  type NotificationPage,
  PRIVATE_ITEM_ERRORS,
  type PublicFolder,
} from '@shortlist/contracts';
import { rawRows } from '../../src/db/raw-rows';
import { evaluateWatches } from '../../src/modules/decide/decide.watches';
import { purgeDeletedAccounts } from '../../src/modules/account/account-purge.service';
import { refreshDuePrices } from '../../src/modules/price-refresh/price-refresh.service';
import {
  addCollaborator,
  createUser,
  itemBody,
  makeCategory,
  makeFolder,
  makeItem,
  type TestUser,
} from '../factories';
import { saveItem } from '../item-detail/helpers';
import { createTestContext, type TestContext } from '../test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

let owner: TestUser;
let editor: TestUser;
let rater: TestUser;
let viewer: TestUser;
let stranger: TestUser;
let rootId: string;
let siblingId: string;
let category: Category;
/** The owner's item, shared with the folder. */
let sharedId: string;
/** The editor's private item. */
let privateId: string;

beforeEach(async () => {
  await ctx.reset();
  const premium = { plan: 'premium_monthly' } as const;
  owner = await createUser(ctx, { nickname: 'owner_ana', fullName: 'Ana Owner', ...premium });
  editor = await createUser(ctx, { nickname: 'editor_ed', fullName: 'Ed Editor', ...premium });
  rater = await createUser(ctx, { nickname: 'rater_rae', ...premium });
  viewer = await createUser(ctx, { nickname: 'viewer_vi', ...premium });
  stranger = await createUser(ctx, { nickname: 'stranger_st', ...premium });
  const root = await makeFolder(ctx, owner, { name: 'Flats' });
  rootId = root.id;
  siblingId = (await makeFolder(ctx, owner, { name: 'Later', parentFolderId: rootId })).id;
  await addCollaborator(ctx, rootId, editor, owner.id, 'editor');
  await addCollaborator(ctx, rootId, rater, owner.id, 'rater');
  await addCollaborator(ctx, rootId, viewer, owner.id, 'viewer');
  category = await makeCategory(ctx, owner);
  sharedId = (
    await makeItem(
      ctx,
      owner,
      rootId,
      itemBody(category, { name: 'Shared flat', sourceUrl: 'https://a.test/1' }),
    )
  ).id;
  const secret = await makeItem(
    ctx,
    editor,
    rootId,
    itemBody(category, { name: 'Secret flat', sourceUrl: 'https://a.test/2', isPrivate: true }),
  );
  expect(secret.isPrivate).toBe(true);
  privateId = secret.id;
});

const get = (user: TestUser, url: string) => request(ctx.app).get(url).set('Authorization', user.auth);
const names = (items: ReadonlyArray<{ name: string }>) => items.map((i) => i.name).sort();
const others = () => [owner, rater, viewer];

describe('private items: reads', () => {
  it('folder item lists and counts show a private item to its creator only', async () => {
    const mine = (await get(editor, `/api/folders/${rootId}/items`).expect(200)).body.items as ItemCard[];
    expect(mine.map((i) => [i.name, i.isPrivate]).sort()).toEqual([
      ['Secret flat', true],
      ['Shared flat', false],
    ]);
    for (const user of others()) {
      const list = (await get(user, `/api/folders/${rootId}/items`).expect(200)).body.items as ItemCard[];
      expect(names(list)).toEqual(['Shared flat']);
      const page = (await get(user, `/api/folders/${rootId}`).expect(200)).body as FolderDetail;
      expect(names(page.items)).toEqual(['Shared flat']);
    }
    const count = async (user: TestUser) =>
      ((await get(user, '/api/folders').expect(200)).body.folders as FolderSummary[]).find(
        (f) => f.id === rootId,
      )!.itemCount;
    expect(await count(editor)).toBe(2);
    expect(await count(owner)).toBe(1);
    expect(await count(viewer)).toBe(1);
  });

  it('search ?q= counts only what the searcher sees', async () => {
    const found = async (user: TestUser) =>
      (await get(user, '/api/folders?q=Flats').expect(200)).body.folders as FolderSummary[];
    expect((await found(editor)).map((f) => f.itemCount)).toEqual([2]);
    expect((await found(owner)).map((f) => f.itemCount)).toEqual([1]);
  });

  it('the item page and everything under it answer 404 to everyone but the creator', async () => {
    const page = await get(editor, `/api/items/${privateId}`).expect(200);
    expect(page.body.isPrivate).toBe(true);
    for (const user of [...others(), stranger]) {
      for (const path of ['', '/notes', '/steps', '/media', '/price-history'])
        expect((await get(user, `/api/items/${privateId}${path}`)).status, `${user.nickname} ${path}`).toBe(
          404,
        );
    }
    // writes through the item are refused the same way (rate, note, status)
    const rate = await request(ctx.app)
      .put(`/api/items/${privateId}/rating`)
      .set('Authorization', rater.auth)
      .send({ rating: 5 });
    expect(rate.status).toBe(404);
    expect((await saveItem(ctx, owner, privateId, { fields: { name: 'Mine now' } })).status).toBe(404);
  });

  it('compare answers 404 for a private item of someone else; collaborative ratings leave it out', async () => {
    const compare = (user: TestUser) =>
      get(user, `/api/folders/${rootId}/compare?items=${sharedId},${privateId}&type=collaborative`);
    expect((await compare(editor)).status).toBe(200);
    expect((await compare(owner)).status).toBe(404);
    expect((await compare(viewer)).status).toBe(404);
    const ratings = async (user: TestUser) =>
      (
        (await get(user, `/api/folders/${rootId}/collaborative-ratings`).expect(200))
          .body as CollaborativeRatings
      ).items;
    expect(names(await ratings(editor))).toEqual(['Secret flat', 'Shared flat']);
    expect(names(await ratings(owner))).toEqual(['Shared flat']);
    expect(names(await ratings(rater))).toEqual(['Shared flat']);
  });

  it('the decision view (ranking, print, CSV read it) shows a private item to its creator only', async () => {
    const view = async (user: TestUser) =>
      (await get(user, `/api/folders/${rootId}/decision`).expect(200)).body as DecisionView;
    const mine = await view(editor);
    expect(names(mine.items)).toEqual(['Secret flat', 'Shared flat']);
    expect(mine.ranking.map((r) => r.itemId)).toContain(privateId);
    for (const user of others()) {
      const theirs = await view(user);
      expect(names(theirs.items)).toEqual(['Shared flat']);
      expect(theirs.ranking.map((r) => r.itemId)).not.toContain(privateId);
    }
    // the record everyone reads cannot be a private item, nor list one
    const choose = (id: string) =>
      request(ctx.app)
        .put(`/api/items/${id}/status`)
        .set('Authorization', editor.auth)
        .send({ status: 'chosen', weights: 'mine' });
    const refused = await choose(privateId);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(PRIVATE_ITEM_ERRORS.chooseShared);
    expect((await choose(sharedId)).status).toBe(200);
    const record = (await view(owner)).decision!;
    expect(record.items.map((i) => i.id)).toEqual([sharedId]);
  });

  it('a public link never shows a private item, and Save a copy never copies one', async () => {
    const link = await request(ctx.app)
      .post(`/api/folders/${rootId}/public-link`)
      .set('Authorization', owner.auth)
      .send({})
      .expect(201);
    // the owner's own private item stays out too: a public link has no viewer
    await makeItem(ctx, owner, rootId, itemBody(category, { name: 'Owner draft', isPrivate: true }));
    const page = (await request(ctx.app).get(`/api/public/${link.body.token}`).expect(200))
      .body as PublicFolder;
    expect(JSON.stringify(page)).not.toContain('Secret flat');
    expect(JSON.stringify(page)).not.toContain('Owner draft');
    expect(JSON.stringify(page)).toContain('Shared flat');
    const copy = await request(ctx.app)
      .post(`/api/public/${link.body.token}/copy`)
      .set('Authorization', stranger.auth)
      .send({})
      .expect(201);
    const copied = (await get(stranger, `/api/folders/${copy.body.folderId}/items`).expect(200)).body
      .items as ItemCard[];
    expect(names(copied)).toEqual(['Shared flat']);
  });

  it("bulk add's duplicate check does not reveal someone else's private item", async () => {
    const bulk = await request(ctx.app)
      .post(`/api/folders/${rootId}/bulk-imports`)
      .set('Authorization', owner.auth)
      .send({ categoryId: category.id, links: ['https://a.test/1', 'https://a.test/2'] })
      .expect(201);
    expect(bulk.body.entries.map((e: { state: string }) => e.state)).toEqual(['duplicate', 'waiting']);
    const mine = await request(ctx.app)
      .post(`/api/folders/${rootId}/bulk-imports`)
      .set('Authorization', editor.auth)
      .send({ categoryId: category.id, links: ['https://a.test/2'] })
      .expect(201);
    expect(mine.body.entries[0].state).toBe('duplicate');
  });

  it('price alerts of a private item reach its creator only', async () => {
    await request(ctx.app)
      .put(`/api/items/${privateId}/target-price`)
      .set('Authorization', editor.auth)
      .send({ targetPrice: '1000' })
      .expect(200);
    await request(ctx.app)
      .put(`/api/items/${privateId}/price-refresh`)
      .set('Authorization', editor.auth)
      .send({ interval: 'daily' })
      .expect(200);
    await ctx.db.execute(sql`update item_refresh_settings set next_run_at = now() - interval '1 minute'`);
    ctx.clock.advance(60_000);
    const result = await refreshDuePrices({
      database: ctx.deps.database,
      clock: ctx.clock,
      reader: { readPrice: async (url: string) => ({ url, priceCents: 90_000, currency: 'USD' }) },
      onPriceChanged: async (tx, itemId) => {
        await evaluateWatches(tx, ctx.deps, itemId);
      },
    });
    expect(result.changed).toBe(1);
    const titles = async (user: TestUser) =>
      ((await get(user, '/api/notifications').expect(200)).body as NotificationPage).notifications.map(
        (n) => n.title,
      );
    expect((await titles(editor)).join()).toContain('Secret flat');
    for (const user of others()) expect((await titles(user)).join()).not.toContain('Secret flat');
  });
});

describe('private items: the shared record', () => {
  it("leave no row in the folder activity and ring nobody else's bell, through adding, editing and rating", async () => {
    const saved = await saveItem(ctx, editor, privateId, { fields: { name: 'Secret flat 2' }, rating: 7 });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const said = async (user: TestUser) =>
      JSON.stringify((await get(user, `/api/folders/${rootId}/activity`).expect(200)).body);
    for (const user of [editor, ...others()]) {
      const feed = await said(user);
      expect(feed).toContain('Shared flat');
      expect(feed).not.toContain('Secret flat');
    }
    for (const user of others()) {
      const bell = (await get(user, '/api/notifications').expect(200)).body as NotificationPage;
      expect(JSON.stringify(bell.notifications)).not.toContain('Secret flat');
    }
  });
});

describe('private items: made private later', () => {
  it("its earlier rows leave the others' feeds (and stay in the creator's)", async () => {
    const soon = await makeItem(ctx, editor, rootId, itemBody(category, { name: 'Soon private' }));
    await request(ctx.app)
      .post(`/api/items/${soon.id}/comments`)
      .set('Authorization', owner.auth)
      .send({ text: 'Lovely garden' })
      .expect(201);
    const said = async (user: TestUser) =>
      JSON.stringify((await get(user, `/api/folders/${rootId}/activity`).expect(200)).body);
    for (const user of others()) expect(await said(user)).toContain('Soon private');
    await saveItem(ctx, editor, soon.id, { fields: { isPrivate: true } }).expect(200);
    for (const user of others()) {
      const feed = await said(user);
      expect(feed).toContain('Shared flat');
      expect(feed).not.toContain('Soon private');
      expect(feed).not.toContain('Lovely garden');
    }
    expect(await said(editor)).toContain('Soon private');
  });
});

describe('private items: sharing is news to the folder', () => {
  it('the feed says the creator shared it (never "isPrivate"), and the others hear of it as of a new item', async () => {
    const shared = await saveItem(ctx, editor, privateId, { fields: { isPrivate: false } });
    expect(shared.status, JSON.stringify(shared.body)).toBe(200);
    const feed = (await get(owner, `/api/folders/${rootId}/activity`).expect(200)).body as ActivityPage;
    const row = feed.entries.find((e) => e.item?.name === 'Secret flat');
    expect(row).toMatchObject({
      kind: 'item.shared',
      action: ACTIVITY_TEXTS.sharedAction,
      detail: ACTIVITY_TEXTS.sharedDetail,
      actor: { name: 'Ed Editor' },
    });
    expect(JSON.stringify(feed)).not.toContain('isPrivate');
    for (const user of others()) {
      const bell = (await get(user, '/api/notifications').expect(200)).body as NotificationPage;
      expect(bell.notifications.map((n) => n.title)).toContain('Ed Editor added Secret flat to Flats');
    }
    const mine = (await get(editor, '/api/notifications').expect(200)).body as NotificationPage;
    expect(JSON.stringify(mine.notifications)).not.toContain('added Secret flat');
    // sharing it again changes nothing: no row, no second notification
    await saveItem(ctx, editor, privateId, { fields: { isPrivate: false } }).expect(200);
    const again = (await get(owner, `/api/folders/${rootId}/activity`).expect(200)).body as ActivityPage;
    expect(again.entries.length).toBe(feed.entries.length);
  });
});

describe('private items: writes', () => {
  it('only the creator moves a private item; others get 404, alone or in a bulk move', async () => {
    const move = (user: TestUser) =>
      request(ctx.app)
        .patch(`/api/items/${privateId}/folder`)
        .set('Authorization', user.auth)
        .send({ folderId: siblingId });
    expect((await move(owner)).status).toBe(404);
    const bulk = await request(ctx.app)
      .patch('/api/items')
      .set('Authorization', owner.auth)
      .send({ ids: [sharedId, privateId], folderId: siblingId });
    expect(bulk.status).toBe(404);
    const moved = await move(editor);
    expect(moved.status).toBe(200);
    expect(moved.body.isPrivate).toBe(true);
  });

  it('the creator shares it with the folder; then everyone sees it, and the revisions make the 304s 200s', async () => {
    const list = `/api/folders/${rootId}/items`;
    const first = await get(owner, list).expect(200);
    const etag = first.headers.etag as string;
    expect((await get(owner, list).set('If-None-Match', etag)).status).toBe(304);
    const page = (await get(editor, `/api/items/${privateId}`).expect(200)).body;
    const shared = await saveItem(ctx, editor, privateId, { fields: { isPrivate: false } }).field(
      'revision',
      String(page.revision),
    );
    expect(shared.status, JSON.stringify(shared.body)).toBe(200);
    expect(shared.body.item.isPrivate).toBe(false);
    const after = await get(owner, list).set('If-None-Match', etag);
    expect(after.status).toBe(200);
    expect(names(after.body.items)).toEqual(['Secret flat', 'Shared flat']);
    expect((await get(viewer, `/api/items/${privateId}`)).status).toBe(200);
  });

  it("only the creator changes who sees an item (403 for an editor or the owner on another's item)", async () => {
    const refused = await saveItem(ctx, editor, sharedId, { fields: { isPrivate: true } });
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe(PRIVATE_ITEM_ERRORS.onlyCreator);
    const ownerMakesOwnPrivate = await saveItem(ctx, owner, sharedId, { fields: { isPrivate: true } });
    expect(ownerMakesOwnPrivate.status).toBe(200);
    expect((await get(editor, `/api/items/${sharedId}`)).status).toBe(404);
    expect((await get(owner, `/api/items/${sharedId}`)).body.isPrivate).toBe(true);
  });

  it('an account purge takes its private items along (nobody else could ever see them)', async () => {
    await ctx.db.execute(
      sql`update users set deleted_at = now() - interval '400 days' where id = ${editor.id}`,
    );
    await purgeDeletedAccounts(ctx.deps);
    expect(await rawRows(ctx.db, sql`select id from items where id = ${privateId}`)).toHaveLength(0);
    expect((await get(owner, `/api/items/${sharedId}`)).status).toBe(200);
  });
});
