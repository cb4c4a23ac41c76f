import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
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
  ])(
    'toasts "Sign In Failed" with the catalogue text for %s, and says it beside the button',
    async (_cause, answer, text) => {
      const user = renderSignIn(answer);
      await signIn(user);
      const title = await screen.findByText(TOAST_TITLES.signInFailed);
      expect(title.closest('[data-sonner-toast]')).toHaveTextContent(text);
      const inline = within(form()).getByRole('alert');
      expect(inline).toHaveTextContent(text);
      // beside the submit button: the element right before it
      expect(inline.nextElementSibling).toBe(screen.getByRole('button', { name: 'Sign In' }));
    },
  );

  it('clears the message beside the form when the person tries again', async () => {
    let answers = 0;
    let release: (() => void) | undefined;
    const user = renderSignIn(async () => {
      answers += 1;
      if (answers === 1) return errorResponse(401, 'INVALID_CREDENTIALS', 'x');
      await new Promise<void>((resolve) => (release = resolve));
      return errorResponse(401, 'INVALID_CREDENTIALS', 'x');
    });
    await signIn(user);
    expect(await within(form()).findByRole('alert')).toHaveTextContent(AUTH_ERRORS.invalidCredentials);

    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(release).toBeDefined());
    expect(within(form()).queryByRole('alert')).toBeNull();
    release!();
    expect(await within(form()).findByRole('alert')).toHaveTextContent(AUTH_ERRORS.invalidCredentials);
  });
});

const form = () => screen.getByRole('form', { name: 'Sign In' });
