import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { foldersEndpoints } from '@shortlist/contracts';
import { firstSessionAnswer, startSessionRefresh } from '@/lib/auth/auth-provider';
import { server } from '@/testing/msw-server';
import { makeFolder, signedIn } from '@/testing/organise-fixtures';
import { mockEndpoint, renderWithApp } from '@/testing/render';
import MyFoldersRoute, { startReads } from './my-folders';

/*
 * on a cold load of /app the folders are asked for as soon as the page load's first session
 * answers, before React renders the page, and the page takes that answer instead of asking again.
 */
afterEach(() => window.history.replaceState(null, '', '/'));

const tick = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('My Folders on a cold load', () => {
  it('asks for the folders once the session answers, only while on the page, and the page takes that answer', async () => {
    server.use(signedIn());
    const reads: string[] = [];
    server.use(
      mockEndpoint(foldersEndpoints.list, (request) => {
        reads.push(request.headers.get('authorization') ?? 'no token');
        return { folders: [makeFolder({ name: 'Apartments' })] };
      }),
    );
    startSessionRefresh();
    expect(await firstSessionAnswer()).not.toBeNull();

    // left for another page before the route started its reads: nothing is sent (nobody would take it)
    window.history.replaceState(null, '', '/about');
    startReads();
    await tick();
    expect(reads).toEqual([]);

    window.history.replaceState(null, '', '/app');
    startReads();
    await tick();
    // sent before the page rendered, with the session's token
    expect(reads).toEqual(['Bearer access-token']);

    renderWithApp(<MyFoldersRoute />, { path: '/app', routePath: '/app' });
    expect(await screen.findByRole('article', { name: 'Apartments' })).toBeInTheDocument();
    expect(reads).toHaveLength(1);
  });
});
