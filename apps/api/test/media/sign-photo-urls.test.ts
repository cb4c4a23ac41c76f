import { describe, expect, it } from 'vitest';
import type { AppDeps } from '../../src/deps';
import { signPhotoUrlsInTexts } from '../../src/modules/media/media.service';

/** Signing needs the storage's signedUrl and the clock only; a stand-in storage shows what was signed. */
const signed: string[] = [];
const deps = {
  clock: { now: () => new Date('2026-11-27T12:00:00Z') },
  storage: {
    signedUrl: async (path: string) => {
      signed.push(path);
      return `/api/media/${path}?sig="x"`;
    },
  },
} as unknown as Pick<AppDeps, 'storage' | 'clock'>;

const PHOTO = '11111111-1111-4111-8111-111111111111/a.jpg';

describe('signPhotoUrlsInTexts (the answer texts written by row_to_json)', () => {
  it('replaces each photoUrl path in every part with its signed URL, signing each path once', async () => {
    signed.length = 0;
    const parts = [
      `{"name":"a","photoUrl":"${PHOTO}","commentCount":0}, \n {"name":"b","photoUrl":null}`,
      `{"name":"c","photoUrl":"${PHOTO}"}`,
      '{"name":"d","photoUrl":null}',
    ];
    const out = await signPhotoUrlsInTexts(deps, parts);
    const url = JSON.stringify(`/api/media/${PHOTO}?sig="x"`);
    expect(out).toEqual([
      `{"name":"a","photoUrl":${url},"commentCount":0}, \n {"name":"b","photoUrl":null}`,
      `{"name":"c","photoUrl":${url}}`,
      parts[2],
    ]);
    expect(signed).toEqual([PHOTO]);
  });

  it('is not fooled by the key written inside a string value (escaped there)', async () => {
    signed.length = 0;
    // a name holding `"photoUrl":"x` is written escaped by PostgreSQL, so it is not a key
    const name = JSON.stringify('evil "photoUrl":"x\\" \\');
    const text = `{"name":${name},"photoUrl":"${PHOTO}","note":"\\\\"}`;
    const [out] = await signPhotoUrlsInTexts(deps, [text]);
    expect(JSON.parse(out!)).toEqual({
      name: 'evil "photoUrl":"x\\" \\',
      photoUrl: `/api/media/${PHOTO}?sig="x"`,
      note: '\\',
    });
    expect(signed).toEqual([PHOTO]);
  });

  it('answers texts without photos as they are, signing nothing', async () => {
    signed.length = 0;
    const parts = ['{"photoUrl":null}', '[]'];
    expect(await signPhotoUrlsInTexts(deps, parts)).toEqual(parts);
    expect(signed).toEqual([]);
  });
});
