import { describe, expect, it } from 'vitest';
import { isWebRoute } from './paths';

describe('isWebRoute', () => {
  it('knows the pages of the web app, parameters included', () => {
    for (const path of [
      '/',
      '/auth',
      '/app',
      '/app/',
      '/app/folder/abc',
      '/app/folder/a/item/b',
      '/checkout/test/x',
      '/capture',
      '/s/abc',
    ])
      expect(isWebRoute(path), path).toBe(true);
  });

  it('refuses everything else', () => {
    for (const path of [
      '/nope',
      '/app/folder',
      '/app/folder/a/b',
      '/robots.txt',
      '/api/folders',
      '/authx',
      '//',
      '/s',
      '/s/a/b',
    ])
      expect(isWebRoute(path), path).toBe(false);
  });
});
