import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  CAPTURE,
  CAPTURE_ERRORS,
  LINK_READER,
  ORGANISE_VALIDATION,
  type BulkImport,
  type CaptureFolder,
  type Category,
  type FolderSummary,
  type ItemDetail,
} from '@shortlist/contracts';
import { appLinkReader } from '../../src/modules/link-import/link-import.service';
import { runBulkImportJob } from '../../src/modules/capture/bulk-import.service';
import { createUser, type TestUser, addCollaborator, makeCategory, makeFolder, makeItem } from '../factories';
import { startFixtureServer, type FixtureServer } from '../link-reader/fixture-server';
import { saveItem } from '../item-detail/helpers';
import { createTestContext, type TestContext } from '../test-app';

let ctx: TestContext;
let pages: FixtureServer;
let owner: TestUser;
let basic: TestUser;
let stranger: TestUser;
let folder: FolderSummary;
let category: Category;

const simpleCategory = { name: 'Chairs', description: 'Things to sit on', attributes: [{ name: 'Brand' }] };
const itemOf = (c: Category, sourceUrl = 'https://shop.example/item') => ({
  name: 'Existing',
  sourceUrl,
  priceCents: 100,
  rating: 5,
  categoryId: c.id,
  attributeValues: {},
});

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
  owner = await createUser(ctx, { plan: 'premium_monthly' });
  basic = await createUser(ctx, { plan: 'basic' });
  stranger = await createUser(ctx, { plan: 'premium_monthly' });
  folder = await makeFolder(ctx, owner, { name: 'Office' });
  category = await makeCategory(ctx, owner, simpleCategory);
});

describe('POST /api/capture/shared-link', () => {
  const share = (body: object) =>
    request(ctx.app).post('/api/capture/shared-link').set('Authorization', owner.auth).send(body);

  it('requires authentication', async () => {
    const res = await request(ctx.app).post('/api/capture/shared-link').send({ url: 'https://a.example' });
    expect(res.status).toBe(401);
  });

  it('takes the url, or the first link inside shared text', async () => {
    expect((await share({ url: 'https://shop.example/p/1', title: 'Chair' })).body).toEqual({
      url: 'https://shop.example/p/1',
      title: 'Chair',
    });
    const res = await share({ text: 'Look at this one: https://shop.example/p/2. Nice?', title: 'Desk' });
    expect(res.body).toEqual({ url: 'https://shop.example/p/2', title: 'Desk' });
  });

  it('refuses a link that is not http(s) and text with no link, with a clear 400', async () => {
    const js = await share({ url: 'javascript:alert(1)' });
    expect(js.status).toBe(400);
    expect(js.body.error.message).toBe(CAPTURE_ERRORS.notHttpLink);
    const none = await share({ text: 'no link here at all' });
    expect(none.status).toBe(400);
    const long = await share({ url: `https://shop.example/${'x'.repeat(LINK_READER.urlMax)}` });
    expect(long.status).toBe(400);
    expect(long.body.error.message).toBe(CAPTURE_ERRORS.sharedLinkTooLong);
    const wordy = await share({ text: 'x'.repeat(CAPTURE.sharedTextMax + 1) });
    expect(wordy.body.error.message).toBe(CAPTURE_ERRORS.sharedTextTooLong);
    expect(none.body.error.fields.url).toBe(CAPTURE_ERRORS.noLinkInText);
  });
});

describe('POST /capture (the share target as a form)', () => {
  it('redirects to the Capture screen with what was shared in the query, without a session', async () => {
    const res = await request(ctx.app)
      .post('/capture')
      .type('form')
      .send({ title: 'A chair', text: 'Look https://shop.example/chair', url: '' });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/capture?title=A+chair&text=Look+https%3A%2F%2Fshop.example%2Fchair');
  });

  it('reads a share posted as multipart/form-data too, and sends an unreadable body to the screen empty', async () => {
    const res = await request(ctx.app)
      .post('/capture')
      .field('title', 'A chair')
      .field('url', 'https://shop.example/chair');
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/capture?url=https%3A%2F%2Fshop.example%2Fchair&title=A+chair');
    // a file is not taken: the Capture screen then says no link was shared (never a 500)
    const withFile = await request(ctx.app)
      .post('/capture')
      .field('url', 'https://shop.example/chair')
      .attach('files', Buffer.from('x'), 'x.txt');
    expect(withFile.status).toBe(303);
    expect(withFile.headers.location).toBe('/capture');
  });
});

describe('GET /api/capture/folders', () => {
  it('lists the folders the user may add to, most recently used first, with visible paths only', async () => {
    const sub = await makeFolder(ctx, owner, { name: 'Chairs', parentFolderId: folder.id });
    const other = await makeFolder(ctx, owner, { name: 'Kitchen' });
    ctx.clock.advance(60_000);
    await makeItem(ctx, owner, sub.id, itemOf(category));
    const theirs = await makeFolder(ctx, stranger, { name: 'Shared root' });
    const shared = await makeFolder(ctx, stranger, { name: 'Shared child', parentFolderId: theirs.id });
    await addCollaborator(ctx, shared.id, owner, stranger.id);
    const res = await request(ctx.app).get('/api/capture/folders').set('Authorization', owner.auth);
    expect(res.status).toBe(200);
    const folders = res.body.folders as CaptureFolder[];
    expect(folders[0]).toMatchObject({ id: sub.id, path: ['Office'], shared: false });
    expect(folders.map((f) => f.name).sort()).toEqual(['Chairs', 'Kitchen', 'Office', 'Shared child']);
    // the ancestor of a folder shared with the user is not theirs to see
    expect(folders.find((f) => f.id === shared.id)).toMatchObject({ path: [], shared: true });
    expect(folders.some((f) => f.id === theirs.id)).toBe(false);
    expect(folders.some((f) => f.id === other.id)).toBe(true);
  });
});

describe('POST /api/capture', () => {
  const capture = (user: TestUser, body: object) =>
    request(ctx.app).post('/api/capture').set('Authorization', user.auth).send(body);

  it('adds the item with its link, an optional rating and a first note, in one go', async () => {
    const res = await capture(owner, {
      folderId: folder.id,
      categoryId: category.id,
      sourceUrl: 'https://shop.example/aeron',
      name: 'Aeron',
      rating: 7,
      note: { title: 'Seen at the shop', content: 'Comfortable' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const item = res.body as ItemDetail;
    expect(item).toMatchObject({
      name: 'Aeron',
      priceCents: null,
      myRating: 7,
      sourceUrl: 'https://shop.example/aeron',
    });
    const notes = await request(ctx.app).get(`/api/items/${item.id}/notes`).set('Authorization', owner.auth);
    expect(notes.body.notes ?? notes.body).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ title: 'Seen at the shop', content: 'Comfortable' }),
      ]),
    );
  });

  it('works without rating or note, also for a Basic user', async () => {
    const basicFolder = await makeFolder(ctx, basic, { name: 'Mine' });
    const basicCategory = await makeCategory(ctx, basic, simpleCategory);
    const res = await capture(basic, {
      folderId: basicFolder.id,
      categoryId: basicCategory.id,
      sourceUrl: 'https://shop.example/x',
      name: 'X',
    });
    expect(res.status).toBe(201);
    expect(res.body.myRating).toBeNull();
  });

  it('refuses a link that is not http(s), and hides folders of others (404)', async () => {
    const bad = await capture(owner, {
      folderId: folder.id,
      categoryId: category.id,
      sourceUrl: 'ftp://files.example/a',
      name: 'A',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields.sourceUrl).toBe(CAPTURE_ERRORS.notHttpLink);
    const hidden = await capture(stranger, {
      folderId: folder.id,
      categoryId: category.id,
      sourceUrl: 'https://shop.example/a',
      name: 'A',
    });
    expect(hidden.status).toBe(404);
  });

  it('writes nothing when the note is invalid', async () => {
    const res = await capture(owner, {
      folderId: folder.id,
      categoryId: category.id,
      sourceUrl: 'https://shop.example/a',
      name: 'A',
      note: { title: '', content: 'x' },
    });
    expect(res.status).toBe(400);
    const items = await request(ctx.app)
      .get(`/api/folders/${folder.id}/items`)
      .set('Authorization', owner.auth);
    expect(items.body.items).toHaveLength(0);
  });
});

describe('bulk add', () => {
  const start = (user: TestUser, links: string[], folderId = folder.id, categoryId = category.id) =>
    request(ctx.app)
      .post(`/api/folders/${folderId}/bulk-imports`)
      .set('Authorization', user.auth)
      .send({ categoryId, links });
  const run = () => runBulkImportJob(ctx.deps, appLinkReader(ctx.deps));

  it('requires authentication, Premium, and a folder the caller can edit', async () => {
    expect((await request(ctx.app).post(`/api/folders/${folder.id}/bulk-imports`).send({})).status).toBe(401);
    const basicFolder = await makeFolder(ctx, basic, { name: 'Mine' });
    const basicCategory = await makeCategory(ctx, basic, simpleCategory);
    const premium = await start(basic, ['https://a.example'], basicFolder.id, basicCategory.id);
    expect(premium.status).toBe(403);
    expect(premium.body.error.code).toBe('PREMIUM_REQUIRED');
    expect((await start(stranger, ['https://a.example'])).status).toBe(404);
  });

  it(`refuses ${CAPTURE.bulkLinksMax + 1} links with a clear message, and an empty paste`, async () => {
    const links = Array.from({ length: CAPTURE.bulkLinksMax + 1 }, (_, i) => `https://shop.example/${i}`);
    const res = await start(owner, links);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(CAPTURE_ERRORS.tooManyLinks);
    const empty = await start(owner, ['', '  ']);
    expect(empty.status).toBe(400);
    expect(empty.body.error.message).toBe(CAPTURE_ERRORS.noLinks);
  });

  it('reads each link in the background and adds it; failures keep their reason and can be corrected', async () => {
    pages.prices.set('a', '10.00');
    pages.prices.set('b', '20.50');
    await makeItem(ctx, owner, folder.id, itemOf(category, pages.url('/priced/a#reviews')));
    const res = await start(owner, [
      pages.url('/priced/b'),
      pages.url('/priced/a'),
      pages.url('/missing'),
      'not a link',
      pages.url('/priced/b#again'),
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const created = res.body as BulkImport;
    expect(created.entries.map((e) => e.state)).toEqual([
      'waiting',
      'duplicate',
      'waiting',
      'failed',
      'duplicate',
    ]);
    expect(created.entries[1]!.error).toBe(CAPTURE_ERRORS.duplicateInFolder);
    expect(created.entries[4]!.error).toBe(CAPTURE_ERRORS.duplicateInPaste);
    expect(created.entries[3]!.error).toBe(CAPTURE_ERRORS.notHttpLink);
    expect(created.done).toBe(false);

    expect(await run()).toMatchObject({ claimed: 2, added: 1, failed: 1 });
    const progress = await request(ctx.app)
      .get(`/api/bulk-imports/${created.id}`)
      .set('Authorization', owner.auth);
    const entries = (progress.body as BulkImport).entries;
    expect(entries[0]).toMatchObject({ state: 'added', name: 'Product b' });
    expect(entries[2]).toMatchObject({ state: 'failed', error: 'The page answered with HTTP status 404.' });
    expect(progress.body.done).toBe(true);
    const item = await request(ctx.app)
      .get(`/api/items/${entries[0]!.itemId}`)
      .set('Authorization', owner.auth);
    expect(item.body).toMatchObject({ name: 'Product b', priceCents: 2050, myRating: null });

    // the failed line, corrected, is read again
    pages.prices.set('c', '5.00');
    const retry = await request(ctx.app)
      .put(`/api/bulk-imports/${created.id}/entries/${entries[2]!.id}`)
      .set('Authorization', owner.auth)
      .send({ url: pages.url('/priced/c') });
    expect(retry.status).toBe(200);
    expect(retry.body.entries[2].state).toBe('waiting');
    await run();
    const after = await request(ctx.app)
      .get(`/api/bulk-imports/${created.id}`)
      .set('Authorization', owner.auth);
    expect(after.body.entries[2]).toMatchObject({ state: 'added', name: 'Product c' });

    // an added line is not editable; another user's bulk add does not exist for them
    const again = await request(ctx.app)
      .put(`/api/bulk-imports/${created.id}/entries/${entries[0]!.id}`)
      .set('Authorization', owner.auth)
      .send({ url: pages.url('/priced/c') });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(CAPTURE_ERRORS.notRetryable);
    expect(
      (await request(ctx.app).get(`/api/bulk-imports/${created.id}`).set('Authorization', stranger.auth))
        .status,
    ).toBe(404);
  });

  it('adds a page that cannot be read when the user typed a name for it', async () => {
    const res = await start(owner, [pages.url('/missing')]);
    const created = res.body as BulkImport;
    await run();
    const entry = (
      await request(ctx.app).get(`/api/bulk-imports/${created.id}`).set('Authorization', owner.auth)
    ).body.entries[0];
    expect(entry.state).toBe('failed');
    await request(ctx.app)
      .put(`/api/bulk-imports/${created.id}/entries/${entry.id}`)
      .set('Authorization', owner.auth)
      .send({ url: pages.url('/missing'), name: 'The chair from the fair' })
      .expect(200);
    await run();
    const done = await request(ctx.app)
      .get(`/api/bulk-imports/${created.id}`)
      .set('Authorization', owner.auth);
    expect(done.body.entries[0]).toMatchObject({ state: 'added', name: 'The chair from the fair' });
  });

  it('adds a page read fine but silent on a required attribute as "needs details", until it is filled', async () => {
    const strict = await makeCategory(ctx, owner, {
      name: 'Flats',
      description: 'Homes',
      attributes: [
        { name: 'Rooms', attributeType: 'number', isRequired: true },
        { name: 'District', isRequired: true },
      ],
    });
    pages.prices.set('r', '5.00');
    const res = await start(owner, [pages.url('/priced/r')], folder.id, strict.id);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(await run()).toMatchObject({ added: 1, failed: 0 });
    const progress = () =>
      request(ctx.app).get(`/api/bulk-imports/${res.body.id}`).set('Authorization', owner.auth);
    const entry = (await progress()).body.entries[0];
    expect(entry).toMatchObject({
      state: 'added',
      needsDetails: true,
      error: CAPTURE_ERRORS.needsDetails(['Rooms', 'District']),
    });
    const cards = async () =>
      (await request(ctx.app).get(`/api/folders/${folder.id}/items`).set('Authorization', owner.auth)).body
        .items as Array<{ id: string; needsDetails: boolean }>;
    expect(await cards()).toEqual([expect.objectContaining({ id: entry.itemId, needsDetails: true })]);
    const detail = await request(ctx.app).get(`/api/items/${entry.itemId}`).set('Authorization', owner.auth);
    expect(detail.body).toMatchObject({ name: 'Product r', priceCents: 500, needsDetails: true });

    // one of two filled: still flagged; both: cleared on the card and on the line
    const rooms = strict.attributes.find((a) => a.name === 'Rooms')!.id;
    const district = strict.attributes.find((a) => a.name === 'District')!.id;
    await saveItem(ctx, owner, entry.itemId, { attributeValues: { [rooms]: '3' } }).expect(200);
    expect((await cards())[0]!.needsDetails).toBe(true);
    await saveItem(ctx, owner, entry.itemId, { attributeValues: { [district]: 'North' } }).expect(200);
    expect((await cards())[0]!.needsDetails).toBe(false);
    expect((await progress()).body.entries[0]).toMatchObject({ state: 'added', needsDetails: false });
  });

  it('still refuses a value the page gave that the attribute cannot take, naming the attribute', async () => {
    const strict = await makeCategory(ctx, owner, {
      name: 'Flats',
      description: 'Homes',
      attributes: [{ name: 'Price', attributeType: 'number' }],
    });
    pages.prices.set('p', '5.00');
    const created = await start(owner, [pages.url('/priced/p')], folder.id, strict.id);
    await runBulkImportJob(ctx.deps, {
      readProduct: async (url) => ({
        ...(await appLinkReader(ctx.deps).readProduct(url, [])),
        attributes: { Price: 'cheap' },
      }),
    });
    const done = await request(ctx.app)
      .get(`/api/bulk-imports/${created.body.id}`)
      .set('Authorization', owner.auth);
    expect(done.body.entries[0]).toMatchObject({
      state: 'failed',
      needsDetails: false,
      error: CAPTURE_ERRORS.bulkAttribute('Price', ORGANISE_VALIDATION.attributeNumber),
    });
  });

  it('a duplicate line points to the item the folder already has, also after a correction', async () => {
    const existing = await makeItem(ctx, owner, folder.id, itemOf(category, pages.url('/priced/a')));
    const res = await start(owner, [pages.url('/priced/a#top'), 'not a link']);
    expect(res.body.entries[0]).toMatchObject({
      state: 'duplicate',
      itemId: existing.id,
      error: CAPTURE_ERRORS.duplicateInFolder,
      needsDetails: false,
    });
    const retry = await request(ctx.app)
      .put(`/api/bulk-imports/${res.body.id}/entries/${res.body.entries[1].id}`)
      .set('Authorization', owner.auth)
      .send({ url: pages.url('/priced/a') });
    expect(retry.body.entries[1]).toMatchObject({ state: 'duplicate', itemId: existing.id });
    // another person's private item in the folder is never pointed to
    const collaborator = await createUser(ctx, { plan: 'premium_monthly' });
    await addCollaborator(ctx, folder.id, collaborator, owner.id);
    const hidden = await makeItem(ctx, owner, folder.id, {
      ...itemOf(category, pages.url('/priced/secret')),
      isPrivate: true,
    });
    expect(hidden.id).toBeTruthy();
    const theirs = await start(collaborator, [pages.url('/priced/secret')]);
    expect(theirs.body.entries[0]).toMatchObject({ state: 'waiting', itemId: null });
  });

  it('a collaborator may bulk add into a shared folder', async () => {
    const collaborator = await createUser(ctx, { plan: 'premium_monthly' });
    await addCollaborator(ctx, folder.id, collaborator, owner.id);
    pages.prices.set('z', '1.00');
    const res = await start(collaborator, [pages.url('/priced/z')]);
    expect(res.status).toBe(201);
    await run();
    const done = await request(ctx.app)
      .get(`/api/bulk-imports/${res.body.id}`)
      .set('Authorization', collaborator.auth);
    expect(done.body.entries[0].state).toBe('added');
  });
});
