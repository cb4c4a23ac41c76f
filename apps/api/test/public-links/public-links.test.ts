import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  HTTP_ERRORS,
  PUBLIC_LINK_ERRORS,
  PUBLIC_LINK_TEXTS,
  type Category,
  type FolderSummary,
  type ItemDetail,
  type PublicLink,
  type PublicView,
} from '@shortlist/contracts';
import { profiles } from '../../src/db/schema';
import { eq } from 'drizzle-orm';
import { createUser, type TestUser, addCollaborator, makeCategory, makeFolder, makeItem } from '../factories';
import { pngImage, uploadPhotos } from '../item-detail/helpers';
import { createTestContext, type TestContext } from '../test-app';

let ctx: TestContext;
let owner: TestUser;
let collaborator: TestUser;
let visitor: TestUser;
let folder: FolderSummary;
let sub: FolderSummary;
let sibling: FolderSummary;
let category: Category;
let item: ItemDetail;
let subItem: ItemDetail;

beforeAll(async () => {
  ctx = await createTestContext({ rateLimits: { publicLink: { windowMs: 60_000, limit: 1000 } } });
});
afterAll(async () => {
  await ctx.close();
});

const itemOf = (name: string, extra: object = {}) => ({
  name,
  description: `${name} description`,
  sourceUrl: 'https://shop.example/item',
  priceCents: 12_345,
  rating: 8,
  categoryId: category.id,
  attributeValues: { [category.attributes[0]!.id]: 'Herman Miller' },
  ...extra,
});

beforeEach(async () => {
  await ctx.reset();
  owner = await createUser(ctx, { plan: 'premium_monthly', email: `owner${Date.now()}@secret.example` });
  collaborator = await createUser(ctx, {
    plan: 'premium_monthly',
    email: `collab${Date.now()}@secret.example`,
  });
  visitor = await createUser(ctx, { plan: 'basic' });
  folder = await makeFolder(ctx, owner, { name: 'Office chairs', description: 'For the new office' });
  sub = await makeFolder(ctx, owner, { name: 'Cheap ones', parentFolderId: folder.id });
  sibling = await makeFolder(ctx, owner, { name: 'Private sibling' });
  await addCollaborator(ctx, folder.id, collaborator, owner.id);
  category = await makeCategory(ctx, owner, {
    name: 'Chairs',
    description: 'Things to sit on',
    attributes: [{ name: 'Brand' }],
  });
  item = await makeItem(ctx, owner, folder.id, itemOf('Aeron'));
  subItem = await makeItem(ctx, owner, sub.id, itemOf('Markus'));
  await makeItem(ctx, owner, sibling.id, itemOf('Sibling secret'));
  await request(ctx.app)
    .post(`/api/items/${item.id}/notes`)
    .set('Authorization', collaborator.auth)
    .send({ title: 'Private note', content: 'only for us' })
    .expect(201);
});

const createLink = (body: object = {}, user = owner, folderId = folder.id) =>
  request(ctx.app).post(`/api/folders/${folderId}/public-link`).set('Authorization', user.auth).send(body);
const open = (token: string) => request(ctx.app).get(`/api/public/${token}`);

describe('managing a folder link', () => {
  it('requires authentication', async () => {
    expect((await request(ctx.app).get(`/api/folders/${folder.id}/public-link`)).status).toBe(401);
    expect((await request(ctx.app).post(`/api/folders/${folder.id}/public-link`).send({})).status).toBe(401);
  });

  it('only the owner manages it (403 for a collaborator, 404 for anyone else), and only on Premium', async () => {
    const byCollaborator = await createLink({}, collaborator);
    expect(byCollaborator.status).toBe(403);
    // the reason is the link's owner, whatever the collaborator's role (not a text about deleting)
    expect(byCollaborator.body.error.message).toBe(PUBLIC_LINK_ERRORS.ownerOnly);
    for (const call of [
      request(ctx.app).get(`/api/folders/${folder.id}/public-link`),
      request(ctx.app).delete(`/api/folders/${folder.id}/public-link`),
    ]) {
      const res = await call.set('Authorization', collaborator.auth);
      expect(res.status).toBe(403);
      expect(res.body.error.message).toBe(PUBLIC_LINK_ERRORS.ownerOnly);
    }
    expect((await createLink({}, visitor)).status).toBe(404);
    await ctx.db.update(profiles).set({ subscriptionPlan: 'basic' }).where(eq(profiles.id, owner.id));
    const basic = await createLink();
    expect(basic.status).toBe(403);
    expect(basic.body.error.message).toBe(PUBLIC_LINK_ERRORS.premiumRequired);
  });

  it('creates an unguessable token, counts views, and a new link revokes the old one at once', async () => {
    const first = (await createLink()).body as PublicLink;
    expect(first.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first.path).toBe(`/s/${first.token}`);
    await open(first.token).expect(200);
    await open(first.token).expect(200);
    const state = await request(ctx.app)
      .get(`/api/folders/${folder.id}/public-link`)
      .set('Authorization', owner.auth);
    expect(state.body.link.viewCount).toBe(2);
    const second = (await createLink()).body as PublicLink;
    expect(second.token).not.toBe(first.token);
    const old = await open(first.token);
    expect(old.status).toBe(404);
    expect(old.body.error.message).toBe(PUBLIC_LINK_ERRORS.unavailable);
    await open(second.token).expect(200);
  });

  it('revoking stops the link at once; an expired link and a random token answer the same 404', async () => {
    const live = (await createLink()).body as PublicLink;
    await request(ctx.app)
      .delete(`/api/folders/${folder.id}/public-link`)
      .set('Authorization', owner.auth)
      .expect(204);
    expect((await open(live.token)).status).toBe(404);
    const state = await request(ctx.app)
      .get(`/api/folders/${folder.id}/public-link`)
      .set('Authorization', owner.auth);
    expect(state.body.link).toBeNull();

    const link = (
      await createLink({ expiresAt: new Date(ctx.clock.now().getTime() + 3_600_000).toISOString() })
    ).body as PublicLink;
    await open(link.token).expect(200);
    // (the owner's session is not needed past this point)
    ctx.clock.advance(3_600_001);
    const expired = await open(link.token);
    expect(expired.status).toBe(404);
    expect(expired.body.error.message).toBe(PUBLIC_LINK_ERRORS.unavailable);

    for (const guess of ['x', 'A'.repeat(43), 'A'.repeat(500), 'not-a-token']) {
      const res = await open(guess);
      expect(res.status).toBe(404);
      expect(res.body.error.message).toBe(PUBLIC_LINK_ERRORS.unavailable);
    }
  });

  it('refuses an expiry in the past or more than a year ahead', async () => {
    const past = await createLink({ expiresAt: new Date(ctx.clock.now().getTime() - 1000).toISOString() });
    expect(past.status).toBe(400);
    expect(past.body.error.fields.expiresAt).toBe(PUBLIC_LINK_ERRORS.expiryInPast);
    const far = await createLink({
      expiresAt: new Date(ctx.clock.now().getTime() + 400 * 86_400_000).toISOString(),
    });
    expect(far.status).toBe(400);
    expect(far.body.error.fields.expiresAt).toBe(PUBLIC_LINK_ERRORS.expiryTooFar);
  });

  it('stops working when the owner is no longer Premium', async () => {
    const link = (await createLink()).body as PublicLink;
    await ctx.db.update(profiles).set({ subscriptionPlan: 'basic' }).where(eq(profiles.id, owner.id));
    expect((await open(link.token)).status).toBe(404);
  });

  it('is rate-limited per IP, valid token or not', async () => {
    const strict = { app: ctx.appWithLimits({ publicLink: { windowMs: 60_000, limit: 2 } }) };
    await request(strict.app)
      .get(`/api/public/${'A'.repeat(43)}`)
      .expect(404);
    await request(strict.app)
      .get(`/api/public/${'B'.repeat(43)}`)
      .expect(404);
    const limited = await request(strict.app).get(`/api/public/${'C'.repeat(43)}`);
    expect(limited.status).toBe(429);
  });
});

describe('what a public link shows', () => {
  it('shows the items, photos and attribute values, with noindex, and nothing else', async () => {
    await uploadPhotos(ctx, owner, item.id, [
      { name: 'p.png', body: await pngImage(), contentType: 'image/png' },
    ]).expect(201);
    const link = (await createLink()).body as PublicLink;
    const res = await open(link.token);
    expect(res.status).toBe(200);
    expect(res.headers['x-robots-tag']).toContain('noindex');
    const view = res.body as PublicView;
    expect(view.folder).toMatchObject({
      id: folder.id,
      name: 'Office chairs',
      description: 'For the new office',
    });
    expect(view.folder.items).toHaveLength(1);
    expect(view.folder.items[0]).toMatchObject({
      name: 'Aeron',
      priceCents: 12_345,
      rating: 8,
      categoryName: 'Chairs',
      attributes: [{ name: 'Brand', attributeType: 'text', value: 'Herman Miller' }],
    });
    expect(view.folder.items[0]!.photoUrls).toHaveLength(1);
    // the decision ranking, with the owner's weights
    expect(view.folder.ranking).toEqual([{ itemId: item.id, rank: 1, score: expect.any(Number) }]);
    // a signed URL (path and signature), like every photo URL the API hands out
    const photoUrl = new URL(view.folder.items[0]!.photoUrls[0]!, 'http://x');
    const photo = await request(ctx.app).get(`${photoUrl.pathname}${photoUrl.search}`);
    expect(photo.status).toBe(200);
    // no subfolders, no notes, no people
    expect(view.subfolders).toEqual([]);
    expect(view.folder.items[0]!.notes).toBeUndefined();
    const text = JSON.stringify(res.body);
    for (const secret of [
      owner.email,
      collaborator.email,
      owner.id,
      collaborator.id,
      'Private note',
      'Sibling secret',
      'Markus',
      sibling.id,
    ])
      expect(text).not.toContain(secret);
  });

  it('includes notes and subfolders only when the owner ticks them', async () => {
    const link = (await createLink({ includeNotes: true, includeSubfolders: true })).body as PublicLink;
    const view = (await open(link.token)).body as PublicView;
    expect(view.folder.items[0]!.notes).toEqual([{ title: 'Private note', content: 'only for us' }]);
    expect(view.subfolders).toHaveLength(1);
    expect(view.subfolders[0]).toMatchObject({ id: sub.id, name: 'Cheap ones', path: [] });
    expect(view.subfolders[0]!.items.map((i) => i.id)).toEqual([subItem.id]);
    const text = JSON.stringify(view);
    for (const secret of [owner.email, collaborator.email, collaborator.id, 'Sibling secret'])
      expect(text).not.toContain(secret);
  });

  it('opens no other route: every API route reached with the token alone is refused or unknown', async () => {
    const link = (await createLink()).body as PublicLink;
    // a visitor has the token and nothing else: no session, so folder and item routes stay closed
    const paths = [
      `/api/folders/${folder.id}`,
      `/api/folders/${folder.id}/items`,
      `/api/folders/${sub.id}`,
      `/api/items/${item.id}`,
      `/api/items/${item.id}/notes`,
      `/api/items/${item.id}/media`,
      `/api/folders/${folder.id}/collaborators`,
      `/api/folders/${folder.id}/public-link`,
    ];
    for (const path of paths) {
      const withToken = await request(ctx.app).get(path).set('Authorization', `Bearer ${link.token}`);
      expect(withToken.status, path).toBe(401);
      const withQuery = await request(ctx.app).get(`${path}?token=${link.token}`);
      expect(withQuery.status, path).toBe(401);
    }
    for (const path of [`/api/public/${link.token}/items`, `/api/public/${link.token}/folders/${sub.id}`])
      expect((await request(ctx.app).get(path)).status, path).toBe(404);
  });
});

describe('the public page /s/:token', () => {
  it('carries the folder title, an Open Graph card and noindex, without counting a view', async () => {
    const link = (await createLink()).body as PublicLink;
    const res = await request(ctx.app).get(link.path);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['x-robots-tag']).toContain('noindex');
    expect(res.text).toContain('<title>Office chairs · Shortlist</title>');
    expect(res.text).toContain('<meta property="og:title" content="Office chairs · Shortlist" />');
    expect(res.text).toContain('<meta property="og:description" content="For the new office" />');
    expect(res.text).toContain('<meta name="robots" content="noindex, nofollow" />');
    expect(res.text).not.toContain(owner.email);
    const state = await request(ctx.app)
      .get(`/api/folders/${folder.id}/public-link`)
      .set('Authorization', owner.auth);
    expect(state.body.link.viewCount).toBe(0);
  });

  it('gives the chat card absolute addresses: the page itself and its first photo', async () => {
    await uploadPhotos(ctx, owner, item.id, [
      { name: 'p.png', body: await pngImage(), contentType: 'image/png' },
    ]).expect(201);
    const link = (await createLink()).body as PublicLink;
    const res = await request(ctx.app).get(link.path);
    const origin = ctx.deps.config.publicUrl.replace(/\/+$/, '');
    expect(res.text).toContain(`<meta property="og:url" content="${origin}${link.path}" />`);
    const image = /<meta property="og:image" content="([^"]+)" \/>/.exec(res.text)?.[1];
    expect(image?.startsWith(`${origin}/api/media/`), image).toBe(true);
    expect(res.text).toContain('<meta name="twitter:card" content="summary_large_image" />');
    // the card's photo loads from that address
    const photo = new URL(image!.replace(/&#38;/g, '&'));
    expect((await request(ctx.app).get(`${photo.pathname}${photo.search}`)).status).toBe(200);
  });

  it('over the per-IP budget, answers the browser a page saying so (429), not the API JSON', async () => {
    const strict = { app: ctx.appWithLimits({ publicLink: { windowMs: 60_000, limit: 2 } }) };
    await request(strict.app)
      .get(`/s/${'A'.repeat(43)}`)
      .expect(404);
    // the page and the API it calls share the one budget
    await request(strict.app)
      .get(`/api/public/${'B'.repeat(43)}`)
      .expect(404);
    const limited = await request(strict.app).get(`/s/${'C'.repeat(43)}`);
    expect(limited.status).toBe(429);
    expect(limited.headers['content-type']).toContain('text/html');
    expect(limited.headers['x-robots-tag']).toContain('noindex');
    expect(limited.text).toContain(
      `<title>${PUBLIC_LINK_TEXTS.cardTitle(PUBLIC_LINK_TEXTS.rateLimitedTitle)}</title>`,
    );
    expect(limited.text).toContain(HTTP_ERRORS.rateLimited);
    expect((await request(strict.app).get(`/api/public/${'D'.repeat(43)}`)).status).toBe(429);
  });

  it('escapes what the owner typed', async () => {
    const evil = await makeFolder(ctx, owner, { name: '</title><script>x()</script>' });
    const link = (await createLink({}, owner, evil.id)).body as PublicLink;
    const res = await request(ctx.app).get(link.path);
    expect(res.text).not.toContain('<script>x()');
    expect(res.text).toContain('&#60;/title&#62;');
  });

  it('answers a revoked link and a random token with the friendly page and status 404', async () => {
    const link = (await createLink()).body as PublicLink;
    await request(ctx.app)
      .delete(`/api/folders/${folder.id}/public-link`)
      .set('Authorization', owner.auth)
      .expect(204);
    for (const path of [link.path, `/s/${'x'.repeat(43)}`, '/s/short']) {
      const res = await request(ctx.app).get(path);
      expect(res.status, path).toBe(404);
      expect(res.text, path).toContain(PUBLIC_LINK_ERRORS.unavailable);
      expect(res.headers['x-robots-tag']).toContain('noindex');
    }
  });
});

describe('Save a copy to my Shortlist', () => {
  it('requires a session', async () => {
    const link = (await createLink()).body as PublicLink;
    expect((await request(ctx.app).post(`/api/public/${link.token}/copy`).send({})).status).toBe(401);
  });

  it('copies the shared items into a new folder of the visitor, with their categories, values, photos and shared notes', async () => {
    await uploadPhotos(ctx, owner, item.id, [
      { name: 'p.png', body: await pngImage(), contentType: 'image/png' },
    ]).expect(201);
    const link = (await createLink({ includeSubfolders: true, includeNotes: true })).body as PublicLink;
    const res = await request(ctx.app)
      .post(`/api/public/${link.token}/copy`)
      .set('Authorization', visitor.auth)
      .send({});
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.itemCount).toBe(2);
    const as = (path: string) => request(ctx.app).get(path).set('Authorization', visitor.auth);
    const copy = await as(`/api/folders/${res.body.folderId}`);
    expect(copy.status).toBe(200);
    expect(copy.body.folder?.name ?? copy.body.name).toBe('Office chairs');
    const items = await as(`/api/folders/${res.body.folderId}/items`);
    const names = items.body.items.map((i: { name: string }) => i.name).sort();
    expect(names).toEqual(['Aeron', 'Markus']);
    const aeron = items.body.items.find((i: { name: string }) => i.name === 'Aeron');
    expect(aeron.creator.id).toBe(visitor.id);
    // the attribute value, in a copy of the category made for the visitor
    const detail = await as(`/api/items/${aeron.id}`);
    expect(detail.body.attributes).toEqual([
      expect.objectContaining({ name: 'Brand', value: 'Herman Miller' }),
    ]);
    expect(detail.body.attributes[0].categoryAttributeId).not.toBe(category.attributes[0]!.id);
    // the photo, its own file: it loads after the original item is gone
    const media = await as(`/api/items/${aeron.id}/media`);
    expect(media.body.media).toHaveLength(1);
    // the note the link shared
    const notes = await as(`/api/items/${aeron.id}/notes`);
    expect(notes.body.notes.map((n: { title: string }) => n.title)).toEqual(['Private note']);
    await request(ctx.app)
      .delete('/api/items')
      .set('Authorization', owner.auth)
      .send({ ids: [item.id] })
      .expect(200);
    const photo = new URL(media.body.media[0].url, 'http://x');
    expect((await request(ctx.app).get(`${photo.pathname}${photo.search}`)).status).toBe(200);
    // the original is untouched and still not the visitor's
    expect((await as(`/api/folders/${folder.id}`)).status).toBe(404);
  });

  it('leaves notes out when the link does not share them, and matches values by name in a chosen category', async () => {
    const own = await makeCategory(ctx, visitor, {
      name: 'Mine',
      description: 'x',
      attributes: [{ name: 'Brand' }],
    });
    const link = (await createLink()).body as PublicLink;
    const res = await request(ctx.app)
      .post(`/api/public/${link.token}/copy`)
      .set('Authorization', visitor.auth)
      .send({ categoryId: own.id });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const items = await request(ctx.app)
      .get(`/api/folders/${res.body.folderId}/items`)
      .set('Authorization', visitor.auth);
    const copied = items.body.items[0];
    const detail = await request(ctx.app).get(`/api/items/${copied.id}`).set('Authorization', visitor.auth);
    expect(detail.body.attributes).toEqual([
      expect.objectContaining({ categoryAttributeId: own.attributes[0]!.id, value: 'Herman Miller' }),
    ]);
    const notes = await request(ctx.app)
      .get(`/api/items/${copied.id}/notes`)
      .set('Authorization', visitor.auth);
    expect(notes.body.notes).toEqual([]);
  });

  it('keeps a Basic visitor to one category: the items of several categories go into their one category', async () => {
    const lamps = await makeCategory(ctx, owner, {
      name: 'Lamps',
      description: 'Light',
      attributes: [{ name: 'Brand' }],
    });
    await makeItem(ctx, owner, folder.id, itemOf('Tolomeo', { categoryId: lamps.id, attributeValues: {} }));
    const categoriesOf = async (user: TestUser) =>
      (
        (await request(ctx.app).get('/api/categories').set('Authorization', user.auth)).body
          .categories as Category[]
      ).filter((c) => c.isOwned);

    // none yet: one copy holds every item, values matched by name
    const link = (await createLink()).body as PublicLink;
    const first = await request(ctx.app)
      .post(`/api/public/${link.token}/copy`)
      .set('Authorization', visitor.auth)
      .send({});
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body.itemCount).toBe(2);
    const owned = await categoriesOf(visitor);
    expect(owned).toHaveLength(1);
    const items = await request(ctx.app)
      .get(`/api/folders/${first.body.folderId}/items`)
      .set('Authorization', visitor.auth);
    expect(new Set(items.body.items.map((i: { categoryId: string }) => i.categoryId))).toEqual(
      new Set([owned[0]!.id]),
    );

    // a second copy goes into that same category: still one
    const second = await request(ctx.app)
      .post(`/api/public/${link.token}/copy`)
      .set('Authorization', visitor.auth)
      .send({});
    expect(second.status).toBe(201);
    expect(await categoriesOf(visitor)).toHaveLength(1);

    // a Premium visitor gets a copy of each category
    const premium = await createUser(ctx, { plan: 'premium_monthly' });
    const third = await request(ctx.app)
      .post(`/api/public/${link.token}/copy`)
      .set('Authorization', premium.auth)
      .send({});
    expect(third.status).toBe(201);
    expect(await categoriesOf(premium)).toHaveLength(2);
  });

  it('refuses a category that is not the visitor own, and a revoked link', async () => {
    const link = (await createLink()).body as PublicLink;
    const foreign = await request(ctx.app)
      .post(`/api/public/${link.token}/copy`)
      .set('Authorization', visitor.auth)
      .send({ categoryId: category.id });
    expect(foreign.status).toBe(400);
    expect(foreign.body.error.message).toBe(PUBLIC_LINK_ERRORS.noCategory);
    await request(ctx.app)
      .delete(`/api/folders/${folder.id}/public-link`)
      .set('Authorization', owner.auth)
      .expect(204);
    const revoked = await request(ctx.app)
      .post(`/api/public/${link.token}/copy`)
      .set('Authorization', visitor.auth)
      .send({});
    expect(revoked.status).toBe(404);
  });
});
