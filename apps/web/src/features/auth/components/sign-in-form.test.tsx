import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { AUTH_ERRORS, AUTH_VALIDATION, TOAST_TITLES, authEndpoints } from '@shortlist/contracts';
import { server } from '@/testing/msw-server';
import { errorResponse, mockEndpoint, renderWithApp } from '@/testing/render';
import { SignInForm } from './sign-in-form';

function renderSignIn(signIn: Parameters<typeof mockEndpoint<typeof authEndpoints.signIn>>[1]) {
  server.use(
    mockEndpoint(authEndpoints.refresh, () =>
      errorResponse(401, 'UNAUTHENTICATED', AUTH_ERRORS.notAuthenticated),
    ),
    mockEndpoint(authEndpoints.signIn, signIn),
  );
  const user = userEvent.setup();
  renderWithApp(<SignInForm />, { path: '/auth', routePath: '/auth' });
  return user;
}

async function signIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Email'), 'ada@example.com');
  await user.type(screen.getByLabelText('Password'), 'wrong-password');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('SignInForm', () => {
  it('needs an e-mail and a password', async () => {
    const user = renderSignIn(() => errorResponse(500, 'INTERNAL', 'unreachable'));
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText(AUTH_VALIDATION.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(AUTH_VALIDATION.passwordRequired)).toBeInTheDocument();
  });

  it.each([
    [
      'wrong credentials',
      () => errorResponse(401, 'INVALID_CREDENTIALS', 'x'),
      AUTH_ERRORS.invalidCredentials,
    ],
    ['too many attempts', () => errorResponse(429, 'RATE_LIMITED', 'x'), AUTH_ERRORS.tooManyRequests],
    ['a server error', () => errorResponse(500, 'INTERNAL', 'x'), AUTH_ERRORS.server],
    ['a network failure', () => HttpResponse.error(), AUTH_ERRORS.network],
    [
      'a deleted account',
      () => errorResponse(403, 'ACCOUNT_DELETED', AUTH_ERRORS.accountDeleted),
      AUTH_ERRORS.accountDeleted,
    ],
  ])('toasts "Sign In Failed" with the catalogue text for %s', async (_cause, answer, text) => {
    const user = renderSignIn(answer);
    await signIn(user);
    expect(await screen.findByText(TOAST_TITLES.signInFailed)).toBeInTheDocument();
    expect(screen.getByText(text)).toBeInTheDocument();
  });
});
