import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { ACCOUNT_SUCCESS, AUTH_ERRORS, TOAST_TITLES, authEndpoints } from '@shortlist/contracts';
import { server } from '@/testing/msw-server';
import { errorResponse, mockEndpoint, renderWithApp } from '@/testing/render';
import { makeSession } from '@/testing/session-fixtures';
import { TopBar } from './top-bar';

// the profile menu's button and its menu are chunks of their own (off the signed-out pages, and the menu off the
// first load); loaded here up front, so the tests wait on the screen and not on the first transform of the modules
beforeAll(async () => {
  await Promise.all([import('./profile-menu'), import('./profile-menu-dropdown')]);
}, 30_000);

const session = makeSession();

const signedIn = () => mockEndpoint(authEndpoints.refresh, () => HttpResponse.json(session));
const signedOut = () =>
  mockEndpoint(authEndpoints.refresh, () =>
    errorResponse(401, 'UNAUTHENTICATED', AUTH_ERRORS.notAuthenticated),
  );

describe('TopBar', () => {
  it('offers Log In and Sign Up to a visitor, highlighting the one in use', async () => {
    server.use(signedOut());
    renderWithApp(<TopBar />, { path: '/auth?mode=signup' });

    const signUp = await screen.findByRole('link', { name: 'Sign Up' });
    expect(signUp).toHaveAttribute('href', '/auth?mode=signup');
    expect(signUp).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Log In' })).not.toHaveAttribute('aria-current');
    expect(screen.queryByRole('button', { name: /Profile menu/ })).not.toBeInTheDocument();
  });

  it('shows the signed-in areas with the active one highlighted', async () => {
    server.use(signedIn());
    renderWithApp(<TopBar />, { path: '/app/categories' });

    expect(await screen.findByRole('link', { name: 'My Categories' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('link', { name: 'My Folders' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Shortlist' })).toHaveAttribute('href', '/');
  });

  it('signs out from the profile menu with the keyboard', async () => {
    server.use(signedIn(), mockEndpoint(authEndpoints.signOut, { ok: true }));
    const user = userEvent.setup();
    const { router } = renderWithApp(<TopBar />, { path: '/app' });

    const menu = await screen.findByRole('button', { name: 'Profile menu for Ada Lovelace' });
    menu.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('ada@example.com')).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'View Profile' })).toHaveAttribute('href', '/app/profile');
    await user.click(screen.getByRole('menuitem', { name: 'Sign Out' }));

    expect(await screen.findByText(ACCOUNT_SUCCESS.signedOut)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('link', { name: 'Log In' })).toBeInTheDocument();
  });

  it('toasts "Sign Out Failed" when the server cannot end the session', async () => {
    server.use(
      signedIn(),
      mockEndpoint(authEndpoints.signOut, () => HttpResponse.error()),
    );
    const user = userEvent.setup();
    renderWithApp(<TopBar />, { path: '/app' });

    const menu = await screen.findByRole('button', { name: /Profile menu/ });
    menu.focus();
    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('menuitem', { name: 'Sign Out' }));

    expect(await screen.findByText(TOAST_TITLES.signOutFailed)).toBeInTheDocument();
    expect(screen.getByText(AUTH_ERRORS.network)).toBeInTheDocument();
  });
});
