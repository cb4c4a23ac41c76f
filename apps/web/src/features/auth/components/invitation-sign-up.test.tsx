import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import {
  invitationSignUpPath,
  signInAsPath,
  AUTH_ERRORS,
  AUTH_VALIDATION,
  INVITATION_ERRORS,
  INVITATION_TEXTS,
  TOAST_TITLES,
  authEndpoints,
} from '@shortlist/contracts';
import { server } from '@/testing/msw-server';
import { errorResponse, mockEndpoint, renderWithApp } from '@/testing/render';
import { makeSession } from '@/testing/session-fixtures';
import { AuthPage } from './auth-page';

const TOKEN = 'k3Y_invitation-token-0123456789abcdefghijkl';
const INVITED = 'nina@example.com';

/** A signed-out visitor whose checks pass (or the e-mail check answers as told). */
function mockNetwork({ emailAvailable = true }: { emailAvailable?: boolean } = {}) {
  server.use(
    mockEndpoint(authEndpoints.refresh, () =>
      errorResponse(401, 'UNAUTHENTICATED', AUTH_ERRORS.notAuthenticated),
    ),
    mockEndpoint(authEndpoints.emailAvailability, { available: emailAvailable }),
    mockEndpoint(authEndpoints.nicknameAvailability, { available: true }),
    mockEndpoint(authEndpoints.referralCheck, { valid: true }),
  );
}

const field = (label: RegExp) => screen.getByLabelText(label);
const submit = () => screen.getByRole('button', { name: 'Sign Up' });
// the 500 ms debounce plus a busy machine's slack
const slow = { timeout: 4000 };

function openLink(path: string) {
  const user = userEvent.setup();
  return { user, ...renderWithApp(<AuthPage />, { path, routePath: '/auth' }) };
}

async function fillTheRest(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field(/^Password/), 'secret-password');
  await user.type(field(/^Confirm Password/), 'secret-password');
  await user.type(field(/^Full Name/), 'Nina New');
  await user.type(field(/^Nickname/), 'nina');
}

describe('signing up through an invitation link', () => {
  it('opens sign-up with the invited address filled in and locked, with a note saying why', async () => {
    mockNetwork();
    const { user } = openLink(invitationSignUpPath(TOKEN, INVITED));
    expect(screen.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
    const email = field(/^Email/);
    expect(email).toHaveValue(INVITED);
    expect(email).toHaveAttribute('readonly');
    // once the address is checked (it has no account yet), the note says why it is locked
    await waitFor(() => expect(email).toHaveAccessibleDescription(INVITATION_TEXTS.lockedEmailNote), slow);
    await user.type(email, 'x');
    expect(email).toHaveValue(INVITED);
  });

  it("sends the link's token with the sign-up and goes to My Folders", async () => {
    let sent: unknown;
    mockNetwork();
    server.use(
      mockEndpoint(authEndpoints.signUp, async (request) => {
        sent = await request.json();
        return HttpResponse.json(makeSession({ emailConfirmed: true }), { status: 201 });
      }),
    );
    const { user, router } = openLink(invitationSignUpPath(TOKEN, INVITED));
    await fillTheRest(user);
    await waitFor(() => expect(submit()).toBeEnabled(), slow);
    await user.click(submit());

    await waitFor(() => expect(router.state.location.pathname).toBe('/app'));
    expect(sent).toEqual({
      email: INVITED,
      password: 'secret-password',
      fullName: 'Nina New',
      nickname: 'nina',
      invitationToken: TOKEN,
    });
  });

  it('keeps the invitation across the tabs, though switching rewrites the URL without its fragment', async () => {
    mockNetwork();
    const { user, router } = openLink(invitationSignUpPath(TOKEN, INVITED));
    await user.click(screen.getByRole('tab', { name: 'Sign In' }));
    expect(router.state.location.hash).toBe('');
    // the sign-in tab has the address too
    expect(field(/^Email/)).toHaveValue(INVITED);
    await user.click(screen.getByRole('tab', { name: 'Sign Up' }));
    expect(field(/^Email/)).toHaveValue(INVITED);
    expect(field(/^Email/)).toHaveAttribute('readonly');
  });

  it('shows the refusal of a used or expired link beside the button, and toasts it', async () => {
    mockNetwork();
    server.use(
      mockEndpoint(authEndpoints.signUp, () =>
        errorResponse(400, 'INVITATION_INVALID', INVITATION_ERRORS.expired, {
          invitationToken: INVITATION_ERRORS.expired,
        }),
      ),
    );
    const { user } = openLink(invitationSignUpPath(TOKEN, INVITED));
    await fillTheRest(user);
    await waitFor(() => expect(submit()).toBeEnabled(), slow);
    await user.click(submit());

    expect(await screen.findByText(TOAST_TITLES.signUpFailed)).toBeInTheDocument();
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((a) => a.textContent)).toContain(INVITATION_ERRORS.expired);
  });

  it('offers sign-in, with the address, when the invited address has an account already', async () => {
    mockNetwork({ emailAvailable: false });
    const { user } = openLink(invitationSignUpPath(TOKEN, INVITED));
    expect(await screen.findByText(AUTH_VALIDATION.emailTaken, {}, slow)).toBeInTheDocument();
    expect(screen.getByText(INVITATION_TEXTS.alreadyRegistered)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: INVITATION_TEXTS.signInInstead }));
    expect(screen.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
    expect(field(/^Email/)).toHaveValue(INVITED);
  });
});

describe('the other links to /auth', () => {
  it('an invitation to an address with an account opens sign-in with the address filled in', () => {
    mockNetwork();
    openLink(signInAsPath(INVITED));
    expect(screen.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
    expect(field(/^Email/)).toHaveValue(INVITED);
    expect(field(/^Email/)).not.toHaveAttribute('readonly');
  });

  it('a plain sign-up leaves the address free, with no note', () => {
    mockNetwork();
    openLink('/auth?mode=signup');
    expect(field(/^Email/)).toHaveValue('');
    expect(field(/^Email/)).not.toHaveAttribute('readonly');
    expect(screen.queryByText(INVITATION_TEXTS.lockedEmailNote)).toBeNull();
  });
});
