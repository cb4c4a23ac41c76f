import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { AUTH_ERRORS, authEndpoints } from '@shortlist/contracts';
import { server } from '@/testing/msw-server';
import { errorResponse, mockEndpoint, renderWithApp } from '@/testing/render';
import { RootLayout } from './root-layout';

/** The window's scroll, as the browser keeps it: scrollTo moves it, scrollY reads it. */
function fakeScroll() {
  let y = 0;
  vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => y);
  const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(((_x: number, top: number) => {
    y = top;
  }) as typeof window.scrollTo);
  return {
    scrollTo,
    /** The person scrolls the page (not the app: no scrollTo call). */
    scroll: (top: number) => void (y = top),
    get y() {
      return y;
    },
  };
}

afterEach(() => vi.restoreAllMocks());

describe('RootLayout', () => {
  it('opens each page at its top, and Back returns to where the last one was scrolled', async () => {
    server.use(
      mockEndpoint(authEndpoints.refresh, () =>
        errorResponse(401, 'UNAUTHENTICATED', AUTH_ERRORS.notAuthenticated),
      ),
    );
    const page = fakeScroll();
    const { router } = renderWithApp(
      <Routes>
        <Route element={<RootLayout />}>
          <Route path="/about" element={<p>The about page</p>} />
          <Route path="/terms" element={<p>The terms page</p>} />
        </Route>
      </Routes>,
      { path: '/about' },
    );
    expect(await screen.findByText('The about page')).toBeInTheDocument();

    // well down the page, a link is followed: the next page starts at its top
    page.scroll(1200);
    await act(() => router.navigate('/terms'));
    expect(await screen.findByText('The terms page')).toBeInTheDocument();
    expect(page.scrollTo).toHaveBeenLastCalledWith(0, 0);
    expect(page.y).toBe(0);

    // Back: the about page where it was left
    page.scroll(300);
    await act(() => router.navigate(-1));
    expect(await screen.findByText('The about page')).toBeInTheDocument();
    expect(page.y).toBe(1200);

    // Forward: the terms page where it was left
    await act(() => router.navigate(1));
    expect(await screen.findByText('The terms page')).toBeInTheDocument();
    expect(page.y).toBe(300);
  });
});
