import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import type { ItemChanges } from '@shortlist/contracts';
import type { TestUser } from '../factories';
import type { TestContext } from '../test-app';

/** A small JPEG carrying EXIF with GPS tags (and a camera make), as phones write them. */
export function jpegWithGps(options: { width?: number; height?: number; orientation?: number } = {}) {
  const image = sharp({
    create: {
      width: options.width ?? 64,
      height: options.height ?? 48,
      channels: 3,
      background: { r: 200, g: 40, b: 40 },
    },
  })
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 1' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '51/1 30/1 3230/100',
        GPSLongitudeRef: 'W',
        GPSLongitude: '0/1 7/1 4366/100',
      },
    })
    .jpeg();
  return (options.orientation ? image.withMetadata({ orientation: options.orientation }) : image).toBuffer();
}

export function pngImage(width = 40, height = 30) {
  return sharp({ create: { width, height, channels: 4, background: { r: 0, g: 120, b: 200, alpha: 1 } } })
    .png()
    .toBuffer();
}

/** The start of a real PDF: whatever its name says, its bytes are not an image. */
export const PDF_BYTES = Buffer.from(
  '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);

/** Every file under the test context's local media directory (relative paths). */
export async function storedFiles(ctx: TestContext): Promise<string[]> {
  const storage = ctx.deps.config.storage;
  if (storage.driver !== 'local') throw new Error('tests run on local storage');
  try {
    const entries = await readdir(storage.dir, { recursive: true, withFileTypes: true });
    return entries
      .filter((e) => e.isFile())
      .map((e) => path.relative(storage.dir, path.join(e.parentPath, e.name)))
      .sort();
  } catch {
    return [];
  }
}

/** Empties the media directory (ctx.reset() empties the database only). */
export async function clearStoredFiles(ctx: TestContext): Promise<void> {
  await rm(mediaDir(ctx), { recursive: true, force: true });
}

/** The storage path (`{itemId}/{file}`) of a signed local photo URL (`/api/media/{path}?expires=...`). */
export function storagePathOf(url: string): string {
  const match = /^\/api\/media\/([^?]+)\?expires=\d+&signature=[\w-]{43}$/.exec(url);
  if (!match) throw new Error(`not a signed local photo URL: ${url}`);
  return match[1]!;
}

export function mediaDir(ctx: TestContext): string {
  const storage = ctx.deps.config.storage;
  if (storage.driver !== 'local') throw new Error('tests run on local storage');
  return storage.dir;
}

export interface Upload {
  name: string;
  body: Buffer;
  contentType?: string;
}

/** PATCH /api/items/:id as the web sends it: a JSON `changes` part plus photos. */
export function saveItem(
  ctx: TestContext,
  user: TestUser,
  itemId: string,
  changes: ItemChanges,
  photos: Upload[] = [],
) {
  let req = request(ctx.app)
    .patch(`/api/items/${itemId}`)
    .set('Authorization', user.auth)
    .field('changes', JSON.stringify(changes));
  for (const photo of photos)
    req = req.attach('photos', photo.body, {
      filename: photo.name,
      contentType: photo.contentType ?? 'image/jpeg',
    });
  return req;
}

export function uploadPhotos(ctx: TestContext, user: TestUser, itemId: string, photos: Upload[]) {
  let req = request(ctx.app).post(`/api/items/${itemId}/media`).set('Authorization', user.auth);
  for (const photo of photos)
    req = req.attach('photos', photo.body, {
      filename: photo.name,
      contentType: photo.contentType ?? 'image/jpeg',
    });
  return req;
}
