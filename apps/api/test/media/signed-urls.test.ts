/**
 * Photo URLs are short-lived signed URLs on both storages: presigned GETs on a private S3 bucket
 * (s3rver behind a gate that refuses unsigned, forged and expired reads, as S3 and MinIO do), HMAC-signed URLs
 * served by the API on local disk. Every answer that carries photo URLs signs them the same way, and a 304
 * never keeps URLs that have died.
 */
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FolderSummary, type ItemCard, type ItemDetail, type Media, MEDIA } from '@shortlist/contracts';
import { signAccessToken } from '../../src/auth-core/tokens';
import type { StorageConfig } from '../../src/config/env';
import { mediaUrlWindow } from '../../src/integrations/storage';
import { createUser, type TestUser, itemBody, makeCategory, makeFolder, makeItem } from '../factories';
import { jpegWithGps, uploadPhotos } from '../item-detail/helpers';
import { type PrivateS3, S3_TEST_CREDENTIALS, startPrivateS3 } from '../support/private-s3';
import { createTestContext, type TestContext } from '../test-app';

const WINDOW_MS = MEDIA.signedUrlWindowSeconds * 1000;

describe('photos on a private S3 bucket (presigned URLs)', () => {
  let s3: PrivateS3;
  let ctx: TestContext;
  let owner: TestUser;
  let folder: FolderSummary;
  let item: ItemDetail;

  beforeAll(async () => {
    s3 = await startPrivateS3();
    const storage: StorageConfig = {
      driver: 's3',
      s3: {
        endpoint: s3.endpoint,
        publicEndpoint: s3.publicEndpoint,
        region: 'us-east-1',
        bucket: s3.bucket,
        ...S3_TEST_CREDENTIALS,
        forcePathStyle: true,
      },
    };
    ctx = await createTestContext({ config: { storage } });
  });
  afterAll(async () => {
    await ctx.close();
    await s3.close();
  });
  beforeEach(async () => {
    await ctx.reset();
    owner = await createUser(ctx, { nickname: 'owner_s3', plan: 'premium_monthly' });
    folder = await makeFolder(ctx, owner);
    item = await makeItem(ctx, owner, folder.id, itemBody(await makeCategory(ctx, owner)));
  });

  it('hands out presigned URLs that load the photo, while the bucket refuses anyone without one', async () => {
    const body = await jpegWithGps();
    const [photo] = (await uploadPhotos(ctx, owner, item.id, [{ name: 'a.jpg', body }]).expect(201)).body
      .media as Media[];
    expect(photo!.url.startsWith(`${s3.publicEndpoint}/${s3.bucket}/${item.id}/`)).toBe(true);
    expect(photo!.url).toContain('X-Amz-Signature=');

    const loaded = await fetch(photo!.url);
    expect(loaded.status).toBe(200);
    expect(loaded.headers.get('content-type')).toBe('image/jpeg');
    expect((await loaded.arrayBuffer()).byteLength).toBeGreaterThan(0);
    expect((await fetch(photo!.thumbnailUrl)).status).toBe(200);

    // the object's address without a signature, with a forged one, or for another object: refused
    const bare = photo!.url.split('?')[0]!;
    expect((await fetch(bare)).status).toBe(403);
    const forged = photo!.url.replace(/X-Amz-Signature=[0-9a-f]+/, `X-Amz-Signature=${'0'.repeat(64)}`);
    expect((await fetch(forged)).status).toBe(403);
    const otherKey = photo!.url.replace(/\.jpg\?/, '-thumb.webp?');
    expect((await fetch(otherKey)).status).toBe(403);
  });

  it('signs the cover on item cards and on the item page the same way', async () => {
    await uploadPhotos(ctx, owner, item.id, [{ name: 'a.jpg', body: await jpegWithGps() }]).expect(201);
    const cards = (
      await request(ctx.app)
        .get(`/api/folders/${folder.id}/items`)
        .set('Authorization', owner.auth)
        .expect(200)
    ).body.items as ItemCard[];
    const detail = (
      await request(ctx.app).get(`/api/items/${item.id}`).set('Authorization', owner.auth).expect(200)
    ).body as ItemDetail;
    expect(cards[0]!.photoUrl).toBe(detail.photoUrl);
    expect((await fetch(cards[0]!.photoUrl!)).status).toBe(200);
  });

  it('refuses a URL whose time is up', async () => {
    const [photo] = (
      await uploadPhotos(ctx, owner, item.id, [{ name: 'a.jpg', body: await jpegWithGps() }]).expect(201)
    ).body.media as Media[];
    const key = new URL(photo!.url).pathname.replace(`/${s3.bucket}/`, '');
    // signed three windows ago: expired one window ago
    const old = await ctx.deps.storage.signedUrl(key, mediaUrlWindow(new Date(Date.now() - 3 * WINDOW_MS)));
    expect((await fetch(old)).status).toBe(403);
    const current = await ctx.deps.storage.signedUrl(key, mediaUrlWindow(new Date()));
    expect((await fetch(current)).status).toBe(200);
  });

  it('removes the object with the photo', async () => {
    const [photo] = (
      await uploadPhotos(ctx, owner, item.id, [{ name: 'a.jpg', body: await jpegWithGps() }]).expect(201)
    ).body.media as Media[];
    await request(ctx.app)
      .delete(`/api/items/${item.id}/media/${photo!.id}`)
      .set('Authorization', owner.auth)
      .expect(204);
    expect((await fetch(photo!.url)).status).toBe(404);
  });
});

describe('revalidation of answers that carry signed photo URLs (local disk)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it('answers 304 within a window, and 200 with fresh URLs in the next one, never a 304 with dead URLs', async () => {
    await ctx.reset();
    const start = Math.ceil(Date.now() / WINDOW_MS) * WINDOW_MS;
    ctx.clock.set(new Date(start + 1000));
    const owner = await createUser(ctx, { nickname: 'owner_rv' });
    const folder = await makeFolder(ctx, owner);
    const item = await makeItem(ctx, owner, folder.id, itemBody(await makeCategory(ctx, owner)));
    await uploadPhotos(ctx, owner, item.id, [{ name: 'a.jpg', body: await jpegWithGps() }]).expect(201);

    // access tokens live 15 minutes: a fresh one at each moment of the test
    const auth = () =>
      `Bearer ${signAccessToken(owner.id, ctx.deps.config.jwtSecret, ctx.clock.now()).token}`;
    for (const url of [`/api/items/${item.id}`, `/api/folders/${folder.id}/items`]) {
      ctx.clock.set(new Date(start + 1000));
      const first = await request(ctx.app).get(url).set('Authorization', auth()).expect(200);
      const etag = first.headers.etag!;
      expect(etag).toBeDefined();
      const photoUrl = (first.body.photoUrl ?? first.body.items[0].photoUrl) as string;

      // later in the same window: nothing changed, the URL still has a full window to live
      ctx.clock.set(new Date(start + WINDOW_MS - 1000));
      await request(ctx.app).get(url).set('Authorization', auth()).set('If-None-Match', etag).expect(304);

      // the next window: a new ETag and new URLs (the old ones would die at its end)
      ctx.clock.set(new Date(start + WINDOW_MS + 1000));
      const next = await request(ctx.app).get(url).set('Authorization', auth()).set('If-None-Match', etag);
      expect(next.status, url).toBe(200);
      const nextUrl = (next.body.photoUrl ?? next.body.items[0].photoUrl) as string;
      expect(nextUrl).not.toBe(photoUrl);
      await request(ctx.app).get(nextUrl).expect(200);
    }
  });
});
