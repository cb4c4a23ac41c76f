import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { SCREEN_TEXTS } from '@shortlist/contracts';
import { NavigationProgress, SHOW_PROGRESS_AFTER_MS } from './navigation-progress';

describe('NavigationProgress', () => {
  it("shows a bar while a link's screen loads, only after a short wait, and none once it is there", async () => {
    let arrive: (module: { Component: React.ComponentType }) => void = () => {};
    const router = createMemoryRouter(
      [
        {
          Component: () => (
            <>
              <NavigationProgress />
              <Outlet />
            </>
          ),
          children: [
            { path: '/', Component: () => <Link to="/next">Next</Link> },
            { path: '/next', lazy: () => new Promise((resolve) => (arrive = resolve)) },
          ],
        },
      ],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    act(() => screen.getByRole('link', { name: 'Next' }).click());
    const bar = () => screen.queryByRole('progressbar', { name: SCREEN_TEXTS.openingPage });
    // a quick navigation flashes nothing
    expect(bar()).not.toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, SHOW_PROGRESS_AFTER_MS + 50)));
    expect(bar()).toBeInTheDocument();
    await act(async () => arrive({ Component: () => <p>The next screen</p> }));
    expect(await screen.findByText('The next screen')).toBeInTheDocument();
    expect(bar()).not.toBeInTheDocument();
  });
});
