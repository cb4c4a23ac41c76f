import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { Route, Routes } from 'react-router';
import { AUTH_ERRORS, PWA_TEXTS, authEndpoints } from '@shortlist/contracts';
import { RequireSession } from '@/app/guards';
import { AppStatusBanner } from '@/components/layouts/app-status-banner';
import { server } from '@/testing/msw-server';
import { errorResponse, mockEndpoint, renderWithApp } from '@/testing/render';
import { makeSession, signedIn } from '@/testing/session-fixtures';

/**
 * The installed app opened without a connection: the worker serves the cached shell, and the session's refresh
 * gets no answer at all. That is not "signed out" (a 401): the shell says it is offline and that sign-in needs
 * the connection, and checks the session again once the browser is back online.
 */

const noAnswer = () => mockEndpoint(authEndpoints.refresh, () => HttpResponse.error());
const signedOut = () =>
  mockEndpoint(authEndpoints.refresh, () =>
    errorResponse(401, 'UNAUTHENTICATED', AUTH_ERRORS.notAuthenticated),
  );

/** The shell's parts that matter here: the status banner, the signed-in area behind its guard, the sign-in page. */
function Shell() {
  return (
    <>
      <AppStatusBanner />
      <Routes>
        <Route path="/app" element={<RequireSession />}>
          <Route index element={<p>My Folders</p>} />
        </Route>
        <Route path="/auth" element={<p>The sign-in form</p>} />
      </Routes>
    </>
  );
}

const offlineBanner = () => screen.queryByText(`${PWA_TEXTS.offlineTitle}.`);
const offlineScreen = () => screen.queryByRole('heading', { name: PWA_TEXTS.sessionOfflineTitle });

/** The browser's own word on the connection, and its 'online' / 'offline' events. */
function connection(online: boolean) {
  const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  return {
    /** After the screen's effects have run: the 'online' listener is added by an effect of the offline state. */
    async goOnline() {
      await settle();
      onLine.mockReturnValue(true);
      act(() => void window.dispatchEvent(new Event('online')));
    },
  };
}

// as long as Testing Library's findBy (testing/setup.ts): a busy machine must not fail these
const WAIT = { timeout: 10_000 };

/**
 * Lets the answer that was just given run its course: a few turns of the event loop, no time (setImmediate, which
 * the fake clock below leaves alone).
 */
async function settle() {
  for (let turn = 0; turn < 5; turn++) await act(() => new Promise<void>((resolve) => setImmediate(resolve)));
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('a cold start without a connection', () => {
  it('shows the shell offline, not the sign-in form, and opens the folders once back online', async () => {
    const browser = connection(false);
    server.use(noAnswer());
    const { router } = renderWithApp(<Shell />, { path: '/app' });

    expect(await screen.findByRole('heading', { name: PWA_TEXTS.sessionOfflineTitle })).toBeInTheDocument();
    expect(screen.getByText(PWA_TEXTS.sessionOffline)).toBeInTheDocument();
    expect(offlineBanner()).toBeInTheDocument();
    expect(screen.getByText(PWA_TEXTS.offlineSignedOut)).toBeInTheDocument();
    expect(screen.queryByText('The sign-in form')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/app');

    server.use(signedIn());
    await browser.goOnline();
    expect(await screen.findByText('My Folders')).toBeInTheDocument();
    expect(offlineScreen()).not.toBeInTheDocument();
    expect(offlineBanner()).not.toBeInTheDocument();
  });

  it('says it is offline even when the browser believes it is online (a network that leads nowhere)', async () => {
    connection(true);
    server.use(noAnswer());
    renderWithApp(<Shell />, { path: '/app' });

    expect(await screen.findByRole('heading', { name: PWA_TEXTS.sessionOfflineTitle })).toBeInTheDocument();
    expect(offlineBanner()).toBeInTheDocument();

    // the browser never reports a change here: "Try again" checks the session again
    server.use(signedIn());
    await userEvent.click(screen.getByRole('button', { name: PWA_TEXTS.tryAgain }));
    expect(await screen.findByText('My Folders')).toBeInTheDocument();
    expect(offlineBanner()).not.toBeInTheDocument();
  });

  it('goes to the sign-in form once back online if the session has ended meanwhile', async () => {
    const browser = connection(false);
    server.use(noAnswer());
    const { router } = renderWithApp(<Shell />, { path: '/app' });
    await screen.findByRole('heading', { name: PWA_TEXTS.sessionOfflineTitle });

    server.use(signedOut());
    await browser.goOnline();
    expect(await screen.findByText('The sign-in form')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth');
    expect(offlineBanner()).not.toBeInTheDocument();
  });

  it('stays offline while coming back online brings no answer yet', async () => {
    const browser = connection(false);
    let refreshes = 0;
    server.use(
      mockEndpoint(authEndpoints.refresh, () => {
        refreshes += 1;
        return HttpResponse.error();
      }),
    );
    renderWithApp(<Shell />, { path: '/app' });
    await screen.findByRole('heading', { name: PWA_TEXTS.sessionOfflineTitle });
    const before = refreshes;

    await browser.goOnline();
    await vi.waitFor(() => expect(refreshes).toBe(before + 1), WAIT);
    await settle();
    expect(offlineScreen()).toBeInTheDocument();
    expect(screen.queryByText('The sign-in form')).not.toBeInTheDocument();
  });

  it('still treats a refused refresh (401) as signed out: the sign-in form, no word of being offline', async () => {
    connection(true);
    server.use(signedOut());
    const { router } = renderWithApp(<Shell />, { path: '/app' });

    expect(await screen.findByText('The sign-in form')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth');
    expect(offlineBanner()).not.toBeInTheDocument();
  });
});

describe('a signed-in session that loses the connection', () => {
  it('keeps the session when its renewal gets no answer, and renews it once back online', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const browser = connection(true);
    // renewed 5 s after it is adopted (the shortest wait)
    const session = { ...makeSession(), expiresIn: 30 };
    let refreshes = 0;
    let answer: () => Response = () => HttpResponse.json(session);
    server.use(
      mockEndpoint(authEndpoints.refresh, () => {
        refreshes += 1;
        return answer();
      }),
    );
    renderWithApp(<Shell />, { path: '/app' });
    await vi.waitFor(() => expect(screen.getByText('My Folders')).toBeInTheDocument(), WAIT);

    answer = () => HttpResponse.error();
    const before = refreshes;
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    await vi.waitFor(() => expect(refreshes).toBe(before + 1), WAIT);
    await settle();
    expect(screen.getByText('My Folders')).toBeInTheDocument();
    expect(screen.queryByText('The sign-in form')).not.toBeInTheDocument();

    answer = () => HttpResponse.json(session);
    await browser.goOnline();
    await vi.waitFor(() => expect(refreshes).toBe(before + 2), WAIT);
    expect(screen.getByText('My Folders')).toBeInTheDocument();

    // renewed: the next renewal is due again, and a refused one now signs out
    answer = () => errorResponse(401, 'UNAUTHENTICATED', AUTH_ERRORS.notAuthenticated);
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    await vi.waitFor(() => expect(screen.getByText('The sign-in form')).toBeInTheDocument(), WAIT);
  });
});
