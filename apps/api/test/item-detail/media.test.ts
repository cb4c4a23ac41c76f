import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type FolderSummary,
  type ItemDetail,
  type Media,
  MEDIA,
  ORGANISE_VALIDATION,
  SYSTEM_TEXTS,
} from '@shortlist/contracts';
import { signAccessToken } from '../../src/auth-core/tokens';
import { createUser, type TestUser, itemBody, makeCategory, makeFolder, makeItem } from '../factories';
import { createTestContext, type TestContext } from '../test-app';
import {
  clearStoredFiles,
  jpegWithGps,
  mediaDir,
  PDF_BYTES,
  pngImage,
  saveItem,
  storagePathOf,
  storedFiles,
  uploadPhotos,
} from './helpers';

let ctx: TestContext;
let owner: TestUser;
let stranger: TestUser;
let folder: FolderSummary;
let item: ItemDetail;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.reset();
  await clearStoredFiles(ctx);
  owner = await createUser(ctx);
  stranger = await createUser(ctx);
  folder = await makeFolder(ctx, owner);
  item = await makeItem(ctx, owner, folder.id, itemBody(await makeCategory(ctx, owner)));
});

const listMedia = async (user: TestUser = owner) =>
  (await request(ctx.app).get(`/api/items/${item.id}/media`).set('Authorization', user.auth).expect(200)).body
    .media as Media[];

describe('POST /api/items/:id/media', () => {
  it('requires authentication', async () => {
    await request(ctx.app)
      .post(`/api/items/${item.id}/media`)
      .attach('photos', await pngImage(), 'a.png')
      .expect(401);
  });

  it('stores re-encoded images with thumbnails at {itemId}/{timestamp}-{random}.{ext}', async () => {
    const res = await uploadPhotos(ctx, owner, item.id, [
      { name: 'a.png', body: await pngImage(1200, 800), contentType: 'image/png' },
      { name: 'b.jpg', body: await jpegWithGps() },
    ]).expect(201);
    const media = res.body.media as Media[];
    expect(media.map((m) => [m.fileName, m.mimeType, m.width, m.height])).toEqual([
      ['a.png', 'image/png', 1200, 800],
      ['b.jpg', 'image/jpeg', 64, 48],
    ]);
    const files = await storedFiles(ctx);
    expect(files).toHaveLength(4);
    for (const f of files)
      expect(f).toMatch(new RegExp(`^${item.id}/\\d{13}-[0-9a-f]{16}(-thumb\\.webp|\\.png|\\.jpg)$`));
    const thumb = await sharp(path.join(mediaDir(ctx), storagePathOf(media[0]!.thumbnailUrl))).metadata();
    expect(thumb).toMatchObject({ format: 'webp', width: MEDIA.thumbnailWidth });
  });

  it('serves stored files by short-lived signed URLs only', async () => {
    const [photo] = (
      await uploadPhotos(ctx, owner, item.id, [{ name: 'a.jpg', body: await jpegWithGps() }]).expect(201)
    ).body.media as Media[];
    const res = await request(ctx.app).get(photo!.url).expect(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    // kept by the browser until the URL dies (one to two windows), never by a shared cache
    const maxAge = Number(
      /^private, max-age=(\d+), immutable$/.exec(res.headers['cache-control'] ?? '')?.[1],
    );
    expect(maxAge).toBeGreaterThanOrEqual(MEDIA.signedUrlWindowSeconds - 5);
    expect(maxAge).toBeLessThanOrEqual(2 * MEDIA.signedUrlWindowSeconds);

    const url = new URL(photo!.url, 'http://x');
    const bare = url.pathname;
    const expires = url.searchParams.get('expires')!;
    const signature = url.searchParams.get('signature')!;
    // no signature: the contract's 400; a wrong one, or one for another file, or a longer life: 403
    await request(ctx.app).get(bare).expect(400);
    const forged = `${bare}?expires=${expires}&signature=${'A'.repeat(43)}`;
    expect((await request(ctx.app).get(forged).expect(403)).body.error.message).toBe(
      SYSTEM_TEXTS.mediaLinkInvalid,
    );
    await request(ctx.app)
      .get(`${bare}?expires=${Number(expires) + 3600}&signature=${signature}`)
      .expect(403);
    const thumbPath = new URL(photo!.thumbnailUrl, 'http://x').pathname;
    await request(ctx.app).get(`${thumbPath}?expires=${expires}&signature=${signature}`).expect(403);
    // a correctly signed URL of a file that is not there
    const missing = `${item.id}/1700000000000-0123456789abcdef.jpg`;
    const { createUrlSigner } = await import('../../src/integrations/storage');
    const secret = (ctx.deps.config.storage as { signingSecret: string }).signingSecret;
    const sig = createUrlSigner(secret).sign(missing, Number(expires));
    await request(ctx.app).get(`/api/media/${missing}?expires=${expires}&signature=${sig}`).expect(404);
  });

  it('stops serving a URL once its time is up, and signs the same URL all window long', async () => {
    const start = Math.ceil(Date.now() / 1000 / MEDIA.signedUrlWindowSeconds) * MEDIA.signedUrlWindowSeconds;
    ctx.clock.set(new Date(start * 1000 + 1000));
    // access tokens live 15 minutes: a fresh one at each moment of the test
    const auth = () =>
      `Bearer ${signAccessToken(owner.id, ctx.deps.config.jwtSecret, ctx.clock.now()).token}`;
    const [photo] = (
      await uploadPhotos(ctx, { ...owner, auth: auth() }, item.id, [
        { name: 'a.jpg', body: await jpegWithGps() },
      ]).expect(201)
    ).body.media as Media[];
    ctx.clock.set(new Date((start + MEDIA.signedUrlWindowSeconds - 1) * 1000));
    const later = (await request(ctx.app).get(`/api/items/${item.id}/media`).set('Authorization', auth()))
      .body.media as Media[];
    expect(later[0]!.url).toBe(photo!.url);
    // valid through the next window
    ctx.clock.set(new Date((start + 2 * MEDIA.signedUrlWindowSeconds - 1) * 1000));
    await request(ctx.app).get(photo!.url).expect(200);
    const next = (await request(ctx.app).get(`/api/items/${item.id}/media`).set('Authorization', auth())).body
      .media as Media[];
    expect(next[0]!.url).not.toBe(photo!.url);
    ctx.clock.set(new Date((start + 2 * MEDIA.signedUrlWindowSeconds) * 1000));
    await request(ctx.app).get(photo!.url).expect(403);
    await request(ctx.app).get(next[0]!.url).expect(200);
  });

  it('removes EXIF and GPS from a JPEG that had them, and turns it upright first', async () => {
    const original = await jpegWithGps({ width: 60, height: 20, orientation: 6 });
    const before = await sharp(original).metadata();
    expect(before.exif).toBeDefined();
    // the GPS IFD pointer tag (0x8825) is in the original's EXIF, in either byte order
    const gpsTag = (b: Buffer) =>
      b.includes(Buffer.from([0x88, 0x25])) || b.includes(Buffer.from([0x25, 0x88]));
    expect(gpsTag(before.exif!)).toBe(true);
    expect(before.orientation).toBe(6);
    expect(original.includes(Buffer.from('PhoneMaker'))).toBe(true);

    const [photo] = (
      await uploadPhotos(ctx, owner, item.id, [{ name: 'gps.jpg', body: original }]).expect(201)
    ).body.media as Media[];
    const stored = await readFile(path.join(mediaDir(ctx), storagePathOf(photo!.url)));
    const after = await sharp(stored).metadata();
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect(stored.includes(Buffer.from('PhoneMaker'))).toBe(false);
    expect(stored.includes(Buffer.from('Exif\0\0'))).toBe(false);
    // orientation 6 = rotate 90°: the stored pixels are upright
    expect([after.width, after.height]).toEqual([20, 60]);
    expect([photo!.width, photo!.height]).toEqual([20, 60]);
  });

  it('refuses a PDF renamed .jpg with 415 and a clear message, whatever the declared type', async () => {
    const res = await uploadPhotos(ctx, owner, item.id, [
      { name: 'ok.png', body: await pngImage(), contentType: 'image/png' },
      { name: 'holiday.jpg', body: PDF_BYTES, contentType: 'image/jpeg' },
    ]).expect(415);
    expect(res.body.error).toMatchObject({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: ORGANISE_VALIDATION.notAnImage('holiday.jpg'),
    });
    expect(await listMedia()).toEqual([]);
    expect(await storedFiles(ctx)).toEqual([]);
  });

  it('refuses a file that is larger than the limit with 413', async () => {
    const big = Buffer.concat([await jpegWithGps(), Buffer.alloc(MEDIA.maxFileBytes)]);
    const res = await uploadPhotos(ctx, owner, item.id, [{ name: 'big.jpg', body: big }]).expect(413);
    expect(res.body.error).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: ORGANISE_VALIDATION.fileTooLarge,
    });
    expect(await storedFiles(ctx)).toEqual([]);
  });

  it('refuses more files than one upload may carry with 413', async () => {
    const png = await pngImage();
    const files = Array.from({ length: MEDIA.maxFilesPerUpload + 1 }, (_, i) => ({
      name: `p${i}.png`,
      body: png,
      contentType: 'image/png',
    }));
    const res = await uploadPhotos(ctx, owner, item.id, files).expect(413);
    expect(res.body.error).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: ORGANISE_VALIDATION.tooManyFiles,
    });
    // the same limits apply to the item save
    const save = await saveItem(ctx, owner, item.id, {}, files).expect(413);
    expect(save.body.error.message).toBe(ORGANISE_VALIDATION.tooManyFiles);
    expect(await storedFiles(ctx)).toEqual([]);
  });

  it('refuses a file that sniffs as an image but cannot be decoded', async () => {
    const png = await pngImage();
    const broken = png.subarray(0, 40);
    const res = await uploadPhotos(ctx, owner, item.id, [
      { name: 'cut.png', body: broken, contentType: 'image/png' },
    ]);
    expect(res.status).toBe(415);
    expect(res.body.error.message).toBe(ORGANISE_VALIDATION.imageUnreadable('cut.png'));
  });
});

describe('DELETE /api/items/:id/media/:mediaId', () => {
  it('deletes the row and its files; the next photo becomes the cover', async () => {
    const media = (
      await uploadPhotos(ctx, owner, item.id, [
        { name: 'a.png', body: await pngImage(), contentType: 'image/png' },
        { name: 'b.png', body: await pngImage(), contentType: 'image/png' },
      ]).expect(201)
    ).body.media as Media[];
    await request(ctx.app)
      .delete(`/api/items/${item.id}/media/${media[0]!.id}`)
      .set('Authorization', owner.auth)
      .expect(204);
    expect((await listMedia()).map((m) => m.fileName)).toEqual(['b.png']);
    expect(await storedFiles(ctx)).toHaveLength(2);
    const cards = await request(ctx.app)
      .get(`/api/folders/${folder.id}/items`)
      .set('Authorization', owner.auth);
    expect(cards.body.items[0].photoUrl).toBe(media[1]!.thumbnailUrl);
  });
});

describe('a stranger', () => {
  it('cannot list, upload or delete photos of another user item (404), nor change anything', async () => {
    const media = (
      await uploadPhotos(ctx, owner, item.id, [
        { name: 'a.png', body: await pngImage(), contentType: 'image/png' },
      ])
    ).body.media as Media[];
    await request(ctx.app).get(`/api/items/${item.id}/media`).set('Authorization', stranger.auth).expect(404);
    await uploadPhotos(ctx, stranger, item.id, [
      { name: 'x.png', body: await pngImage(), contentType: 'image/png' },
    ]).expect(404);
    await request(ctx.app)
      .delete(`/api/items/${item.id}/media/${media[0]!.id}`)
      .set('Authorization', stranger.auth)
      .expect(404);
    expect(await listMedia()).toHaveLength(1);
    expect(await storedFiles(ctx)).toHaveLength(2);
  });
});
