import { createHmac, timingSafeEqual } from 'node:crypto';
import { MEDIA } from '@shortlist/contracts';

/**
 * The time window photo URLs are signed for. Within one window every answer carries the same URL for a photo, so
 * an unchanged answer keeps its ETag (a 304 stays right); the URL stays valid until the end of the next window,
 * so a URL handed out at any moment works for at least one full window. A new window changes the URLs, and the
 * revision ETags include the window id (http/revision.ts), so a 304 never revalidates an answer whose URLs died.
 */
export interface UrlWindow {
  /** Windows since the epoch. */
  id: number;
  /** When the window began: the signing time of its URLs. */
  start: Date;
  /** When its URLs stop working: the end of the next window. */
  expiresAt: Date;
}

export function mediaUrlWindow(now: Date): UrlWindow {
  const size = MEDIA.signedUrlWindowSeconds * 1000;
  const id = Math.floor(now.getTime() / size);
  return { id, start: new Date(id * size), expiresAt: new Date((id + 2) * size) };
}

/**
 * HMAC signatures of local-disk photo URLs (S3 has its own presigning). The key is derived from the server
 * secret for this one use, so a photo signature can never pass for anything else.
 */
export function createUrlSigner(secret: string) {
  const key = createHmac('sha256', secret).update('shortlist media url v1').digest();
  const sign = (path: string, expires: number) =>
    createHmac('sha256', key).update(`${path}\n${expires}`).digest('base64url');
  return {
    /** `expires` in seconds since the epoch. */
    sign,
    /** The signature matches the path and its expiry, and the expiry has not passed. */
    verify(path: string, expires: number, signature: string, now: Date): boolean {
      const expected = Buffer.from(sign(path, expires));
      const given = Buffer.from(signature);
      const matches = given.length === expected.length && timingSafeEqual(given, expected);
      return matches && expires * 1000 > now.getTime();
    },
  };
}
export type UrlSigner = ReturnType<typeof createUrlSigner>;
