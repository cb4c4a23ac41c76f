/**
 * Conditional GETs decided from content revisions. The hot reads answer 304 when nothing they
 * show changed, and every route that writes into a folder tree (one table below, which must list each of them)
 * makes the next conditional GET a 200 with the new data, for the writer and for a collaborator. "Never stale"
 * is checked for every hot read: a 304 only where the full answer is still the one cached.
 */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints, type Category, type Endpoint } from '@shortlist/contracts';
import { eq } from 'drizzle-orm';
import { itemRefreshSettings, users } from '../../src/db/schema';
import { refreshDuePrices } from '../../src/modules/price-refresh/price-refresh.service';
import {
  createUser,
  type TestUser,
  addCollaborator,
  itemBody,
  makeCategory,
  makeFolder,
  makeItem,
} from '../factories';
import { pngImage, saveItem, uploadPhotos } from '../item-detail/helpers';
import { startFixtureServer, type FixtureServer } from '../link-reader/fixture-server';
import { createTestContext, type TestContext } from '../test-app';

interface World {
  owner: TestUser;
  collaborator: TestUser;
  rootId: string;
  folderId: string;
  siblingId: string;
  otherRootId: string;
  category: Category;
  itemId: string;
  otherItemId: string;
  noteId: string;
  commentId: string;
  stepId: string;
  mediaId: string;
  invitationId: string;
  /** An import by the collaborator, one item, that can be undone. */
  importBatchId: string;
}

/** The world's items link to this page of the local test server, so "Refresh now" reads it. */
const PRICED_PAGE = '/priced/revalidation';

let ctx: TestContext;
let pages: FixtureServer;
beforeAll(async () => {
  // the link reader may reach the local test server (as in the e2e stack's LINK_READER_ALLOW_LOOPBACK)
  ctx = await createTestContext({ config: { linkReaderAllowLoopback: true } });
  pages = await startFixtureServer();
  pages.prices.set(PRICED_PAGE.split('/')[2]!, '99.00');
});
afterAll(async () => {
  await pages.close();
  await ctx.close();
});

async function buildWorld(): Promise<World> {
  await ctx.reset();
  const owner = await createUser(ctx, { nickname: 'owner_o', plan: 'premium_monthly' });
  const collaborator = await createUser(ctx, { nickname: 'collab_c', plan: 'premium_monthly' });
  const root = await makeFolder(ctx, owner, { name: 'Root' });
  const folder = await makeFolder(ctx, owner, { name: 'Folder', parentFolderId: root.id });
  const sibling = await makeFolder(ctx, owner, { name: 'Sibling', parentFolderId: root.id });
  const otherRoot = await makeFolder(ctx, owner, { name: 'Other root' });
  await addCollaborator(ctx, root.id, collaborator, owner.id);
  const category = await makeCategory(ctx, owner);
  const item = await makeItem(
    ctx,
    owner,
    folder.id,
    itemBody(category, { name: 'One', sourceUrl: pages.url(PRICED_PAGE) }),
  );
  const otherItem = await makeItem(
    ctx,
    owner,
    folder.id,
    itemBody(category, { name: 'Two', sourceUrl: pages.url(PRICED_PAGE) }),
  );
  const saved = await saveItem(ctx, owner, item.id, {
    notes: { create: [{ title: 'A note', content: '' }] },
    steps: { create: [{ text: 'Call the agent' }] },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  const uploaded = await uploadPhotos(ctx, owner, item.id, [
    { name: 'p.png', body: await pngImage(), contentType: 'image/png' },
  ]);
  expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
  await request(ctx.app)
    .post(`/api/folders/${folder.id}/collaborators`)
    .set('Authorization', owner.auth)
    .send({ email: 'pending@example.com' })
    .expect(200);
  const comment = await request(ctx.app)
    .post(`/api/items/${item.id}/comments`)
    .set('Authorization', collaborator.auth)
    .send({ text: 'A comment' })
    .expect(201);
  const access = await request(ctx.app)
    .get(`/api/folders/${folder.id}/collaborators`)
    .set('Authorization', owner.auth)
    .expect(200);
  const imported = await send(
    collaborator,
    'post',
    `/api/folders/${folder.id}/imports`,
    importBody(category, 'Imported before'),
  ).expect(201);
  return {
    owner,
    collaborator,
    rootId: root.id,
    folderId: folder.id,
    siblingId: sibling.id,
    otherRootId: otherRoot.id,
    category,
    itemId: item.id,
    otherItemId: otherItem.id,
    noteId: saved.body.notes[0].id,
    commentId: comment.body.comment.id,
    stepId: saved.body.steps[0].id,
    mediaId: (uploaded.body.media ?? uploaded.body)[0].id,
    invitationId: access.body.invitations[0].id,
    importBatchId: imported.body.id,
  };
}

/** The hot reads, each revalidated from its revision. */
const READS = {
  home: () => '/api/folders',
  folder: (w: World) => `/api/folders/${w.folderId}`,
  items: (w: World) => `/api/folders/${w.folderId}/items`,
  item: (w: World) => `/api/items/${w.itemId}`,
  compare: (w: World) =>
    `/api/folders/${w.folderId}/compare?items=${w.itemId},${w.otherItemId}&type=collaborative`,
  ratings: (w: World) => `/api/folders/${w.folderId}/collaborative-ratings`,
  // the item page's other reads keep Express's ETag of the body: correct by construction, checked all the same
  notes: (w: World) => `/api/items/${w.itemId}/notes`,
  comments: (w: World) => `/api/items/${w.itemId}/comments`,
  steps: (w: World) => `/api/items/${w.itemId}/steps`,
  media: (w: World) => `/api/items/${w.itemId}/media`,
  prices: (w: World) => `/api/items/${w.itemId}/price-history`,
  sharing: (w: World) => `/api/folders/${w.folderId}/collaborators`,
  decision: (w: World) => `/api/folders/${w.folderId}/decision`,
  // activity rows bump the tree like the changes they tell of
  activity: (w: World) => `/api/folders/${w.folderId}/activity`,
} satisfies Record<string, (w: World) => string>;
type ReadName = keyof typeof READS;

const get = (user: TestUser, url: string, etag?: string) => {
  const req = request(ctx.app).get(url).set('Authorization', user.auth);
  return etag ? req.set('If-None-Match', etag) : req;
};

interface Write {
  /** Who writes. */
  by: 'owner' | 'collaborator';
  run: (w: World, user: TestUser) => Promise<{ status: number }> | Promise<unknown>;
  /** A read whose answer the write changes (the test proves the write is seen, not just that nothing is stale). */
  shows: ReadName;
  /** Only the owner's answer shows it (pending invitations are the owner's to see). */
  onlyOwnerSees?: true;
}

const send = (user: TestUser, method: 'post' | 'patch' | 'put' | 'delete', url: string, body?: object) => {
  const req = request(ctx.app)[method](url).set('Authorization', user.auth);
  return body ? req.send(body) : req;
};

/** An import of one item of the world's category (its required Rooms filled). */
const importBody = (category: Category, name = 'Imported') => ({
  source: { format: 'csv', content: `Name,Rooms\n${name},2` },
  categoryId: category.id,
  columns: [
    { target: 'name' },
    { target: 'attribute', attributeId: category.attributes.find((a) => a.name === 'Rooms')!.id },
  ],
  mode: 'all',
});

/** Every route that writes what a folder tree's answers show, keyed like the permission matrix. */
const WRITES: Record<string, Write> = {
  'POST /api/folders': {
    by: 'collaborator',
    run: (w, u) => send(u, 'post', '/api/folders', { name: 'New sub', parentFolderId: w.folderId }),
    shows: 'folder',
  },
  'PATCH /api/folders/:id': {
    by: 'collaborator',
    run: (w, u) => send(u, 'patch', `/api/folders/${w.folderId}`, { name: 'Renamed' }),
    shows: 'folder',
  },
  'PATCH /api/folders/:id/parent': {
    by: 'owner',
    run: (w, u) => send(u, 'patch', `/api/folders/${w.siblingId}/parent`, { parentFolderId: w.folderId }),
    shows: 'folder',
  },
  'DELETE /api/folders': {
    by: 'owner',
    run: (w, u) => send(u, 'delete', '/api/folders', { ids: [w.siblingId] }),
    shows: 'home',
  },
  'POST /api/folders/:id/items': {
    by: 'collaborator',
    run: (w, u) =>
      send(u, 'post', `/api/folders/${w.folderId}/items`, itemBody(w.category, { name: 'Three' })),
    shows: 'items',
  },
  'POST /api/folders/:id/imports': {
    by: 'collaborator',
    run: (w, u) => send(u, 'post', `/api/folders/${w.folderId}/imports`, importBody(w.category)),
    shows: 'items',
  },
  'DELETE /api/folders/:id/imports/:batchId': {
    by: 'collaborator',
    run: (w, u) => send(u, 'delete', `/api/folders/${w.folderId}/imports/${w.importBatchId}`),
    shows: 'items',
  },
  'PATCH /api/items/:id/folder': {
    by: 'collaborator',
    run: (w, u) => send(u, 'patch', `/api/items/${w.otherItemId}/folder`, { folderId: w.siblingId }),
    shows: 'items',
  },
  'PATCH /api/items': {
    by: 'collaborator',
    run: (w, u) => send(u, 'patch', '/api/items', { ids: [w.itemId, w.otherItemId], folderId: w.siblingId }),
    shows: 'items',
  },
  'DELETE /api/items': {
    by: 'owner',
    run: (w, u) => send(u, 'delete', '/api/items', { ids: [w.otherItemId] }),
    shows: 'items',
  },
  'PATCH /api/items/:id': {
    by: 'collaborator',
    run: (w, u) => saveItem(ctx, u, w.itemId, { fields: { name: 'Edited' } }),
    shows: 'item',
  },
  'PUT /api/items/:id/rating': {
    by: 'collaborator',
    run: (w, u) => send(u, 'put', `/api/items/${w.itemId}/rating`, { rating: 2 }),
    shows: 'ratings',
  },
  'DELETE /api/items/:id/rating': {
    by: 'owner',
    run: (w, u) => send(u, 'delete', `/api/items/${w.itemId}/rating`),
    shows: 'ratings',
  },
  'POST /api/items/:id/notes': {
    by: 'collaborator',
    run: (w, u) => send(u, 'post', `/api/items/${w.itemId}/notes`, { title: 'Visit', content: 'Sat' }),
    shows: 'notes',
  },
  'PATCH /api/items/:id/notes/:noteId': {
    by: 'collaborator',
    run: (w, u) => send(u, 'patch', `/api/items/${w.itemId}/notes/${w.noteId}`, { title: 'Ed', content: '' }),
    shows: 'notes',
  },
  'DELETE /api/items/:id/notes/:noteId': {
    by: 'owner',
    run: (w, u) => send(u, 'delete', `/api/items/${w.itemId}/notes/${w.noteId}`),
    shows: 'notes',
  },
  'POST /api/items/:id/comments': {
    by: 'owner',
    run: (w, u) => send(u, 'post', `/api/items/${w.itemId}/comments`, { text: 'Shall we visit?' }),
    shows: 'items',
  },
  'PATCH /api/items/:id/comments/:commentId': {
    by: 'collaborator',
    run: (w, u) => send(u, 'patch', `/api/items/${w.itemId}/comments/${w.commentId}`, { text: 'Edited' }),
    shows: 'comments',
  },
  'DELETE /api/items/:id/comments/:commentId': {
    by: 'owner',
    run: (w, u) => send(u, 'delete', `/api/items/${w.itemId}/comments/${w.commentId}`),
    shows: 'item',
  },
  'PATCH /api/items/:id/steps/:stepId': {
    by: 'collaborator',
    run: (w, u) => send(u, 'patch', `/api/items/${w.itemId}/steps/${w.stepId}`, { completed: true }),
    shows: 'steps',
  },
  'POST /api/items/:id/media': {
    by: 'collaborator',
    run: async (w, u) =>
      uploadPhotos(ctx, u, w.itemId, [{ name: 'q.png', body: await pngImage(), contentType: 'image/png' }]),
    shows: 'media',
  },
  'DELETE /api/items/:id/media/:mediaId': {
    by: 'owner',
    run: (w, u) => send(u, 'delete', `/api/items/${w.itemId}/media/${w.mediaId}`),
    shows: 'media',
  },
  'PUT /api/items/:id/price-refresh': {
    by: 'collaborator',
    run: (w, u) => send(u, 'put', `/api/items/${w.itemId}/price-refresh`, { interval: 'daily' }),
    shows: 'prices',
  },
  'POST /api/items/:id/price-refresh': {
    by: 'collaborator',
    // "Refresh now" reads the item's page on the local test server (no test depends on the internet): the new
    // price shows on the item
    run: async (w, u) => {
      pages.requests.length = 0;
      const res = await send(u, 'post', `/api/items/${w.itemId}/price-refresh`);
      expect(pages.requests).toEqual([PRICED_PAGE]);
      return res;
    },
    shows: 'item',
  },
  'POST /api/folders/:id/collaborators': {
    by: 'owner',
    run: (w, u) => send(u, 'post', `/api/folders/${w.folderId}/collaborators`, { email: 'new@example.com' }),
    shows: 'sharing',
    onlyOwnerSees: true,
  },
  'DELETE /api/folders/:id/collaborators/:userId': {
    by: 'owner',
    // the collaborator loses the tree: their next conditional GET is a 404, never a 304
    run: (w, u) => send(u, 'delete', `/api/folders/${w.rootId}/collaborators/${w.collaborator.id}`),
    shows: 'home',
  },
  'PUT /api/folders/:id/collaborators/:userId/role': {
    by: 'owner',
    // the collaborator's role shows in the access list (and as myRole on every folder answer)
    run: (w, u) =>
      send(u, 'put', `/api/folders/${w.rootId}/collaborators/${w.collaborator.id}/role`, { role: 'rater' }),
    shows: 'sharing',
  },
  'DELETE /api/folders/:id/invitations/:invitationId': {
    by: 'owner',
    run: (w, u) => send(u, 'delete', `/api/folders/${w.folderId}/invitations/${w.invitationId}`),
    shows: 'sharing',
    onlyOwnerSees: true,
  },
  'PUT /api/categories/:id': {
    by: 'owner',
    run: (w, u) =>
      send(u, 'put', `/api/categories/${w.category.id}`, {
        name: 'Homes renamed',
        description: 'Places',
        attributes: w.category.attributes.map((a) => ({ id: a.id, name: `${a.name} (renamed)` })),
      }),
    shows: 'compare',
  },
  'DELETE /api/categories/:id': {
    by: 'owner',
    run: (w, u) => send(u, 'delete', `/api/categories/${w.category.id}`),
    shows: 'items',
  },
  'PUT /api/folders/:id/decision/weights': {
    by: 'collaborator',
    // the collaborator's own weights: the owner sees them through the group's mean
    run: (w, u) => send(u, 'put', `/api/folders/${w.folderId}/decision/weights`, { weights: { price: 9 } }),
    shows: 'decision',
  },
  'PUT /api/folders/:id/decision/criteria': {
    by: 'collaborator',
    run: (w, u) =>
      send(u, 'put', `/api/folders/${w.folderId}/decision/criteria`, {
        criteria: { price: { mustHave: { max: 1000 } } },
      }),
    shows: 'decision',
  },
  'POST /api/folders/:id/this-or-that/ratings': {
    by: 'collaborator',
    // confirmed ratings from the collaborator's round: their rating moves the group's average
    run: async (w, u) => {
      await send(u, 'post', `/api/folders/${w.folderId}/this-or-that`);
      return send(u, 'post', `/api/folders/${w.folderId}/this-or-that/ratings`, {
        ratings: { [w.itemId]: 2 },
      });
    },
    shows: 'decision',
  },
  'PUT /api/folders/:id/decision/budget': {
    by: 'collaborator',
    run: (w, u) => send(u, 'put', `/api/folders/${w.folderId}/decision/budget`, { budget: '1500' }),
    shows: 'decision',
  },
  'PUT /api/folders/:id/exchange-rates': {
    by: 'owner',
    run: (w, u) =>
      send(u, 'put', `/api/folders/${w.folderId}/exchange-rates`, {
        rates: [{ currency: 'EUR', rate: 1.08 }],
      }),
    shows: 'decision',
  },
  'PUT /api/folders/:id/decision/group-lock': {
    by: 'owner',
    run: (w, u) => send(u, 'put', `/api/folders/${w.folderId}/decision/group-lock`, { locked: true }),
    shows: 'decision',
  },
  'POST /api/folders/:id/decision/reopen': {
    by: 'collaborator',
    run: async (w, u) => {
      await send(u, 'put', `/api/items/${w.itemId}/status`, { status: 'chosen' }).expect(200);
      return send(u, 'post', `/api/folders/${w.folderId}/decision/reopen`);
    },
    shows: 'decision',
  },
  'PUT /api/items/:id/status': {
    by: 'collaborator',
    run: (w, u) => send(u, 'put', `/api/items/${w.itemId}/status`, { status: 'chosen', reason: 'Light' }),
    shows: 'decision',
  },
  'PUT /api/items/:id/target-price': {
    by: 'owner',
    run: (w, u) => send(u, 'put', `/api/items/${w.itemId}/target-price`, { targetPrice: '1000' }),
    shows: 'decision',
  },
  'PATCH /api/profile': {
    by: 'owner',
    run: (_w, u) => send(u, 'patch', '/api/profile', { fullName: 'Olive Owner', nickname: 'olive_o' }),
    shows: 'ratings',
  },
};

/** Routes under folders and items that change nothing a hot read shows (with the reason). */
const NOT_CONTENT: Record<string, string> = {
  'POST /api/folders/:id/link-preview': 'reads a page, writes nothing',
  'PUT /api/folders/:id/mute': "the caller's own notification setting, shown by no hot read",
  'POST /api/folders/:id/decision/seen':
    "moves the caller's own baseline of 'what moved' (it bumps the revision, so the next read recomputes)",
  'POST /api/folders/:id/bulk-imports':
    'queues links only; the items the background reader adds bump the revision through the items triggers',
  'POST /api/folders/:id/import/read': 'reads the sheet it is sent; writes nothing',
  'POST /api/folders/:id/import/preview': 'checks the rows it is sent; writes nothing',
  'POST /api/folders/:id/webhooks': "the owner's webhook settings, shown by no hot read",
  'POST /api/folders/:id/public-link': "the owner's public link, shown by no hot read",
  'DELETE /api/folders/:id/public-link': "the owner's public link, shown by no hot read",
  'PUT /api/items/:id/presence':
    'who has the item open: answered by the heartbeat itself, shown by no hot read',
  'DELETE /api/items/:id/presence':
    'who has the item open: answered by the heartbeat itself, shown by no hot read',
  'POST /api/folders/:id/votes':
    "the vote panel's own read, which no revision answers; the write still bumps the tree's revision",
  'PUT /api/folders/:id/votes/current/ballot':
    "the vote panel's own read, which no revision answers; the write still bumps the tree's revision",
  'POST /api/folders/:id/votes/current/reveal':
    "the vote panel's own read, which no revision answers; the write still bumps the tree's revision",
  'POST /api/folders/:id/votes/current/close':
    "the vote panel's own read, which no revision answers; the write still bumps the tree's revision",
  'POST /api/folders/:id/votes/current/reminders': 'notifications of those who have not voted, and a time',
  'POST /api/folders/:id/votes/current/overrules':
    "the vote panel's own read, which no revision answers; the write still bumps the tree's revision",
  'POST /api/folders/:id/this-or-that': "the caller's own round, shown by no hot read",
  'POST /api/folders/:id/this-or-that/answers': "the caller's own round, shown by no hot read",
};

const key = (e: Endpoint) => `${e.method.toUpperCase()} ${e.path}`;

/** Remembers every hot read of both users, then checks them again after a change. */
async function snapshot(w: World) {
  const out = new Map<string, { user: TestUser; url: string; etag: string; body: unknown }>();
  for (const user of [w.owner, w.collaborator])
    for (const [name, url] of Object.entries(READS)) {
      const res = await get(user, url(w)).expect(200);
      const etag = res.headers.etag;
      if (!etag) throw new Error(`${name} has no ETag`);
      out.set(`${user.nickname} ${name}`, { user, url: url(w), etag, body: res.body });
    }
  return out;
}

describe('conditional GETs of the hot reads', () => {
  it('answer 304 while nothing changed, with ETags that differ per user and per URL', async () => {
    const w = await buildWorld();
    const before = await snapshot(w);
    for (const [name, seen] of before) {
      const res = await get(seen.user, seen.url, seen.etag);
      expect(res.status, name).toBe(304);
      expect(res.text, name).toBe('');
    }
    // the same read by two users: two ETags (the answers differ: my rating, isOwned...)
    expect(before.get('owner_o folder')!.etag).not.toBe(before.get('collab_c folder')!.etag);
    // another user's ETag does not revalidate mine
    const stolen = await get(w.owner, READS.folder(w), before.get('collab_c folder')!.etag);
    expect(stolen.status).toBe(200);
    // another sort order is another answer
    const sorted = await get(
      w.owner,
      `${READS.folder(w)}?sort=price&order=asc`,
      before.get('owner_o folder')!.etag,
    );
    expect(sorted.status).toBe(200);
  }, 60_000);

  it('never answer 304 to a session that has ended', async () => {
    const w = await buildWorld();
    const folder = await get(w.owner, READS.folder(w)).expect(200);
    // what sign-out everywhere, a password change and account deletion do
    await ctx.db
      .update(users)
      .set({ tokensValidAfter: new Date(Date.now() + 1000) })
      .where(eq(users.id, w.owner.id));
    const res = await get(w.owner, READS.folder(w), folder.headers.etag);
    expect(res.status).toBe(401);
  }, 60_000);

  it('list every route that writes into a folder tree', () => {
    const writes = allEndpoints
      .filter((e) => e.method !== 'get' && /^\/api\/(folders|items)/.test(e.path))
      .map(key)
      .filter((route) => !(route in NOT_CONTENT));
    expect(
      writes.filter((route) => !(route in WRITES)),
      'write routes missing from WRITES',
    ).toEqual([]);
    const routes = allEndpoints.map(key);
    expect(
      Object.keys(WRITES).filter((route) => !routes.includes(route)),
      'rows without a route',
    ).toEqual([]);
  });

  const check = async (
    w: World,
    before: Awaited<ReturnType<typeof snapshot>>,
    shows: ReadName,
    onlyOwner = false,
  ) => {
    const changed: string[] = [];
    for (const [name, seen] of before) {
      const full = await get(seen.user, seen.url);
      const conditional = await get(seen.user, seen.url, seen.etag);
      if (conditional.status === 304) {
        // a 304 is only right if the answer is still the one the client holds
        expect(full.status, name).toBe(200);
        expect(full.body, `${name}: 304 for a changed answer`).toEqual(seen.body);
      } else {
        expect(conditional.status, name).toBe(full.status);
        expect(conditional.body, name).toEqual(full.body);
        if (full.status !== 200 || JSON.stringify(full.body) !== JSON.stringify(seen.body))
          changed.push(name);
      }
    }
    for (const user of onlyOwner ? [w.owner] : [w.owner, w.collaborator])
      expect(changed, `${user.nickname} sees the change in ${shows}`).toContain(`${user.nickname} ${shows}`);
  };

  it.each(Object.entries(WRITES))(
    '%s: the next conditional GET is a 200 with the new data, for writer and collaborator',
    async (_route, write) => {
      const w = await buildWorld();
      const before = await snapshot(w);
      const res = (await write.run(w, write.by === 'owner' ? w.owner : w.collaborator)) as {
        status: number;
        body: unknown;
      };
      expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
      await check(w, before, write.shows, write.onlyOwnerSees);
    },
    60_000,
  );

  it('price refresh job writes: the next conditional GET is a 200 with the new price', async () => {
    const w = await buildWorld();
    const due = {
      interval: 'daily' as const,
      updatedBy: w.owner.id,
      nextRunAt: new Date(ctx.clock.now().getTime() - 60_000),
    };
    await ctx.db
      .insert(itemRefreshSettings)
      .values({ itemId: w.itemId, ...due })
      .onConflictDoUpdate({ target: itemRefreshSettings.itemId, set: due });
    const before = await snapshot(w);
    const run = await refreshDuePrices({
      database: ctx.deps.database,
      clock: ctx.clock,
      reader: { readPrice: async (url) => ({ url, priceCents: 99_00, currency: 'USD' }) },
    });
    expect(run.changed).toBe(1);
    await check(w, before, 'compare');
  }, 60_000);
});
