import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { revisionEtag } from './revision';
import type { SessionUser } from './session';

const user = (id: string, plan: SessionUser['plan']): SessionUser => ({
  id,
  email: `${id}@example.com`,
  emailConfirmed: true,
  plan,
  isPremium: plan !== 'basic',
});

/** The ETag: the HMAC of the user, plan, URL and fingerprint, cut to 27 characters. */
const hmacEtag = (secret: string, u: SessionUser, url: string, fingerprint: string) =>
  `W/"${createHmac('sha256', secret)
    .update(`${u.id}\n${u.plan}\n${url}\n${fingerprint}`)
    .digest('base64url')
    .slice(0, 27)}"`;

describe('revisionEtag', () => {
  it('answers the HMAC of what the answer depends on, made or remembered, for each secret', () => {
    const secrets = ['a'.repeat(40), 'b'.repeat(40)];
    const users = [user('u1', 'basic'), user('u1', 'premium_monthly'), user('u2', 'basic')];
    const urls = ['/api/folders', '/api/folders?q=x', '/api/items/1'];
    const fingerprints = ['f1', 'f2\nmedia-window:3'];
    // three rounds: the later ones answer from what the first remembered
    for (let round = 0; round < 3; round++)
      for (const secret of secrets)
        for (const u of users)
          for (const url of urls)
            for (const fingerprint of fingerprints)
              expect(revisionEtag(secret, u, url, fingerprint)).toBe(hmacEtag(secret, u, url, fingerprint));
  });

  it('keeps answering right when more ETags were made than it remembers', () => {
    const secret = 'c'.repeat(40);
    const u = user('u3', 'basic');
    for (let n = 0; n < 10_050; n++) revisionEtag(secret, u, `/api/items/${n}`, 'f');
    for (const n of [0, 49, 50, 10_049])
      expect(revisionEtag(secret, u, `/api/items/${n}`, 'f')).toBe(
        hmacEtag(secret, u, `/api/items/${n}`, 'f'),
      );
  });
});
