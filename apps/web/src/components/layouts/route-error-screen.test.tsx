import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { SCREEN_TEXTS } from '@shortlist/contracts';
import { ApiError } from '@/lib/api-client';
import { RouteErrorScreen, routeErrorKind } from './route-error-screen';

const t = SCREEN_TEXTS.routeError;

function renderRoutes(child: { path: string } & Record<string, unknown>, at = child.path) {
  const router = createMemoryRouter([{ ErrorBoundary: RouteErrorScreen, children: [child] }], {
    initialEntries: [at],
  });
  render(<RouterProvider router={router} />);
  return router;
}

describe('RouteErrorScreen', () => {
  it("shows a screen with Reload, not React Router's developer page, when a screen's chunk is gone", async () => {
    renderRoutes({
      path: '/app',
      lazy: () =>
        Promise.reject(
          new TypeError('Failed to fetch dynamically imported module: http://x/assets/my-folders-abc123.js'),
        ),
    });
    expect(await screen.findByRole('heading', { name: t.chunkTitle })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: t.reload })).toBeInTheDocument();
    expect(screen.queryByText(/Unexpected Application Error/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Hey developer/)).not.toBeInTheDocument();
  });

  it('offers "Try again" on a connection error, which runs the route again', async () => {
    const user = userEvent.setup();
    let online = false;
    function Screen() {
      if (!online) throw new ApiError(0, 'NETWORK', 'Connection error.');
      return <p>Folders loaded</p>;
    }
    renderRoutes({ path: '/app', Component: Screen });
    expect(await screen.findByRole('heading', { name: t.connectionTitle })).toBeInTheDocument();
    expect(screen.getByText(t.connectionBody)).toBeInTheDocument();
    online = true;
    await user.click(screen.getByRole('button', { name: t.tryAgain }));
    expect(await screen.findByText('Folders loaded')).toBeInTheDocument();
  });

  it('tells the kinds apart', () => {
    expect(routeErrorKind(new TypeError('Importing a module script failed.'))).toBe('chunk');
    expect(routeErrorKind(new TypeError('error loading dynamically imported module: /a.js'))).toBe('chunk');
    expect(routeErrorKind(new TypeError('Failed to fetch'))).toBe('connection');
    expect(routeErrorKind(new ApiError(0, 'NETWORK', 'x'))).toBe('connection');
    expect(routeErrorKind(new ApiError(500, 'INTERNAL', 'x'))).toBe('other');
    expect(routeErrorKind(new Error('boom'))).toBe('other');
  });
});
