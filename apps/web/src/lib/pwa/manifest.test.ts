import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The web manifest the build ships: Vite copies public/ into dist/ as is, so this file is the served one. A
 * share target that leaves out `enctype` makes Chromium warn, and one whose enctype does not fit its method is
 * dropped altogether (the app is then missing from the share sheet): a GET share target can only carry its
 * fields as a query (application/x-www-form-urlencoded); multipart/form-data needs POST.
 */
const WEB = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

interface ShareTarget {
  action: string;
  method?: string;
  enctype?: string;
  params: { title?: string; text?: string; url?: string; files?: unknown };
}

const manifest = JSON.parse(readFileSync(path.join(WEB, 'public', 'manifest.webmanifest'), 'utf8')) as {
  share_target: ShareTarget;
};

describe('the web manifest', () => {
  it('declares the share target with an enctype its method can send', () => {
    const target = manifest.share_target;
    expect(target.enctype).toBeDefined();
    if (target.method === 'GET') expect(target.enctype).toBe('application/x-www-form-urlencoded');
    else {
      expect(target.method).toBe('POST');
      expect(['application/x-www-form-urlencoded', 'multipart/form-data']).toContain(target.enctype);
    }
    // files can only come as multipart
    if (target.params.files) expect(target.enctype).toBe('multipart/form-data');
  });

  it('shares to the Capture screen under the field names the Capture screen and the worker read', () => {
    expect(manifest.share_target).toMatchObject({
      action: '/capture',
      method: 'GET',
      params: { title: 'title', text: 'text', url: 'url' },
    });
    const worker = readFileSync(path.join(WEB, 'pwa', 'sw.template.js'), 'utf8');
    expect(worker).toContain("['url', 'title', 'text']");
  });
});
