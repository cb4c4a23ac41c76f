import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import {
  AUTH_ERRORS,
  AUTH_FORM_TEXTS,
  AUTH_VALIDATION,
  PROFILE_VALIDATION,
  TOAST_TITLES,
  authEndpoints,
} from '@shortlist/contracts';
import { server } from '@/testing/msw-server';
import { errorResponse, mockEndpoint, renderWithApp } from '@/testing/render';
import { makeSession } from '@/testing/session-fixtures';
import { AuthPage } from './auth-page';
import { SignUpForm } from './sign-up-form';

type Answer = boolean | 'error' | (() => Promise<boolean>);

const session = makeSession();

const answer = async (value: Answer, key: 'available' | 'valid') => {
  if (value === 'error') return errorResponse(500, 'INTERNAL', AUTH_ERRORS.server);
  const result = typeof value === 'function' ? await value() : value;
  return HttpResponse.json({ [key]: result });
};

/** The network of a signed-out visitor, with the three sign-up checks answering as told. */
function mockNetwork({
  email = true,
  nickname = true,
  referral = true,
}: { email?: Answer; nickname?: Answer; referral?: Answer } = {}) {
  server.use(
    mockEndpoint(authEndpoints.refresh, () =>
      errorResponse(401, 'UNAUTHENTICATED', AUTH_ERRORS.notAuthenticated),
    ),
    mockEndpoint(authEndpoints.emailAvailability, () => answer(email, 'available')),
    mockEndpoint(authEndpoints.nicknameAvailability, () => answer(nickname, 'available')),
    mockEndpoint(authEndpoints.referralCheck, () => answer(referral, 'valid')),
  );
}

const field = (label: RegExp) => screen.getByLabelText(label);
const submit = () => screen.getByRole('button', { name: 'Sign Up' });
// the 500 ms debounce plus a busy machine's slack
const slow = { timeout: 4000 };

async function fillValid(user: ReturnType<typeof userEvent.setup>, overrides: Record<string, string> = {}) {
  const values = {
    email: 'ada@example.com',
    password: 'secret-password',
    confirm: 'secret-password',
    fullName: 'Ada Lovelace',
    nickname: 'ada',
    ...overrides,
  };
  await user.type(field(/^Email/), values.email);
  await user.type(field(/^Password/), values.password);
  await user.type(field(/^Confirm Password/), values.confirm);
  await user.type(field(/^Full Name/), values.fullName);
  await user.type(field(/^Nickname/), values.nickname);
}

function renderSignUp(path = '/auth?mode=signup') {
  const user = userEvent.setup();
  const view = renderWithApp(<SignUpForm />, { path, routePath: '/auth' });
  return { user, ...view };
}

describe('SignUpForm', () => {
  it("shows each field's validation message for bad input", async () => {
    mockNetwork();
    const { user } = renderSignUp();

    await user.type(field(/^Email/), 'not-an-email');
    await user.type(field(/^Password/), 'abc');
    await user.type(field(/^Confirm Password/), 'abd');
    await user.type(field(/^Full Name/), 'J');
    await user.type(field(/^Nickname/), 'ab');
    await user.tab();

    expect(await screen.findByText(AUTH_VALIDATION.emailInvalid)).toBeInTheDocument();
    expect(screen.getByText(AUTH_VALIDATION.passwordTooShort)).toBeInTheDocument();
    expect(screen.getByText(AUTH_VALIDATION.passwordsDoNotMatch)).toBeInTheDocument();
    expect(screen.getByText(PROFILE_VALIDATION.fullName)).toBeInTheDocument();
    expect(screen.getByText(PROFILE_VALIDATION.nickname)).toBeInTheDocument();
    expect(field(/^Email/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('says when a required field is left empty', async () => {
    mockNetwork();
    const { user } = renderSignUp();

    await user.click(field(/^Email/));
    await user.click(field(/^Full Name/));
    await user.click(field(/^Nickname/));
    await user.tab();

    expect(await screen.findByText(AUTH_VALIDATION.emailRequired)).toBeInTheDocument();
    expect(screen.getAllByText(PROFILE_VALIDATION.requiredFields)).toHaveLength(2);
  });

  it('reports a registered e-mail and a taken nickname after the debounce', async () => {
    mockNetwork({ email: false, nickname: false });
    const { user } = renderSignUp();

    await fillValid(user);

    expect(await screen.findByText(AUTH_VALIDATION.emailTaken, {}, slow)).toBeInTheDocument();
    expect(await screen.findByText(AUTH_VALIDATION.nicknameTaken, {}, slow)).toBeInTheDocument();
    expect(submit()).toBeDisabled();
  });

  it('reports a failed availability check', async () => {
    mockNetwork({ email: 'error', nickname: 'error' });
    const { user } = renderSignUp();

    await fillValid(user);

    expect(await screen.findByText(AUTH_VALIDATION.emailCheckFailed, {}, slow)).toBeInTheDocument();
    expect(await screen.findByText(AUTH_VALIDATION.nicknameCheckFailed, {}, slow)).toBeInTheDocument();
    expect(submit()).toBeDisabled();
  });

  it('checks only once the typing has paused', async () => {
    const seen: string[] = [];
    mockNetwork();
    server.use(
      mockEndpoint(authEndpoints.nicknameAvailability, (request) => {
        seen.push(new URL(request.url).searchParams.get('nickname') ?? '');
        return { available: true };
      }),
    );
    const { user } = renderSignUp();

    await user.type(field(/^Nickname/), 'ada_lovelace');
    await waitFor(() => expect(seen.at(-1)).toBe('ada_lovelace'), slow);
    // one check for the whole word, not one per keystroke (a very slow machine may pause mid-word once)
    expect(seen.length).toBeLessThanOrEqual(2);
  });

  it('keeps the button disabled until everything is filled and checked, and while checks run', async () => {
    let release: ((available: boolean) => void) | undefined;
    mockNetwork({
      nickname: () =>
        new Promise<boolean>((resolve) => {
          release = resolve;
        }),
    });
    const { user } = renderSignUp();

    expect(submit()).toBeDisabled();
    await fillValid(user);

    // the nickname check is still running: blocked, with a busy state
    await waitFor(() => expect(submit()).toHaveAttribute('aria-busy', 'true'), slow);
    expect(submit()).toBeDisabled();

    await waitFor(() => expect(release).toBeDefined(), slow);
    expect(submit()).toBeDisabled();
    release!(true);
    await waitFor(() => expect(submit()).toBeEnabled(), slow);
    expect(submit()).toHaveAttribute('aria-busy', 'false');

    // clearing a required field disables it again
    await user.clear(field(/^Full Name/));
    expect(submit()).toBeDisabled();
  });

  it('says under the disabled button what is still missing, politely, until nothing is', async () => {
    const M = AUTH_FORM_TEXTS.signUpMissing;
    mockNetwork({ email: false });
    const { user } = renderSignUp();
    const status = () => screen.getByText(AUTH_FORM_TEXTS.signUpMissingTitle).closest('[role="status"]')!;
    const missing = () =>
      within(status() as HTMLElement)
        .queryAllByRole('listitem')
        .map((li) => li.textContent);

    // the live region stays in the page as its list changes (a screen reader hears changes, not arrivals)
    const region = status();
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(submit()).toHaveAccessibleDescription(new RegExp(AUTH_FORM_TEXTS.signUpMissingTitle));
    expect(missing()).toEqual([M.email, M.password, M.confirmPassword, M.fullName, M.nickname]);

    await user.type(field(/^Email/), 'ada@');
    await user.type(field(/^Nickname/), 'a!');
    expect(missing()).toEqual([M.emailInvalid, M.password, M.confirmPassword, M.fullName, M.nicknameInvalid]);

    await user.type(field(/^Email/), 'example.com');
    await user.clear(field(/^Nickname/));
    await user.type(field(/^Nickname/), 'ada');
    await user.type(field(/^Password/), 'secret-password');
    await user.type(field(/^Confirm Password/), 'secret-password');
    await user.type(field(/^Full Name/), 'Ada Lovelace');
    // the address has an account already: the one thing left to do
    await waitFor(() => expect(missing()).toEqual([M.emailTaken]), slow);
    expect(submit()).toBeDisabled();

    server.use(mockEndpoint(authEndpoints.emailAvailability, { available: true }));
    await user.clear(field(/^Email/));
    await user.type(field(/^Email/), 'ada.l@example.com');
    await waitFor(() => expect(submit()).toBeEnabled(), slow);
    expect(screen.queryByText(AUTH_FORM_TEXTS.signUpMissingTitle)).toBeNull();
    expect(region).toBeInTheDocument();
    expect(region).toBeEmptyDOMElement();
    expect(submit()).not.toHaveAttribute('aria-describedby');
  });

  it('lists a refused or unchecked referral code and availability checks that failed as missing', async () => {
    const M = AUTH_FORM_TEXTS.signUpMissing;
    mockNetwork({ email: 'error', nickname: false, referral: false });
    const { user } = renderSignUp();
    await fillValid(user);
    await user.type(field(/^Referral Code/), 'nope');
    const list = () =>
      within(screen.getByText(AUTH_FORM_TEXTS.signUpMissingTitle).parentElement!)
        .getAllByRole('listitem')
        .map((li) => li.textContent);
    await waitFor(
      () => expect(list()).toEqual([M.emailCheckFailed, M.nicknameTaken, M.referralInvalid]),
      slow,
    );
    expect(submit()).toBeDisabled();
  });

  it('shows whether a referral code is valid', async () => {
    mockNetwork({ referral: true });
    const { user } = renderSignUp();
    await user.type(field(/^Referral Code/), 'friend_1234');
    expect(await screen.findByText(AUTH_VALIDATION.referralValid, {}, slow)).toBeInTheDocument();
  });

  it('shows an invalid referral code and blocks sign-up', async () => {
    const codes: string[] = [];
    mockNetwork();
    server.use(
      mockEndpoint(authEndpoints.referralCheck, (request) => {
        codes.push(new URL(request.url).searchParams.get('code') ?? '');
        return { valid: false };
      }),
    );
    const { user } = renderSignUp();
    await fillValid(user);
    await user.type(field(/^Referral Code/), 'nope');

    expect(await screen.findByText(AUTH_VALIDATION.referralInvalid, {}, slow)).toBeInTheDocument();
    expect(codes).toEqual(['NOPE']);
    expect(submit()).toBeDisabled();
  });

  it('says when the referral check fails', async () => {
    mockNetwork({ referral: 'error' });
    const { user } = renderSignUp();
    await user.type(field(/^Referral Code/), 'FRIEND');
    expect(await screen.findByText(AUTH_VALIDATION.referralCheckFailed, {}, slow)).toBeInTheDocument();
  });

  it('toasts the validation error when submitted with an invalid field', async () => {
    mockNetwork();
    const { user } = renderSignUp();
    await fillValid(user, { password: 'abc', confirm: 'abc' });
    await waitFor(() => expect(submit()).toBeEnabled(), slow);

    await user.click(submit());

    expect(await screen.findByText(AUTH_VALIDATION.validationErrorTitle)).toBeInTheDocument();
    expect(screen.getByText(AUTH_VALIDATION.validationErrorDescription)).toBeInTheDocument();
    expect(screen.getByText(AUTH_VALIDATION.passwordTooShort)).toBeInTheDocument();
  });

  it('toasts the catalogue text when the server says the e-mail is taken', async () => {
    mockNetwork();
    server.use(
      mockEndpoint(authEndpoints.signUp, () =>
        errorResponse(409, 'EMAIL_TAKEN', AUTH_ERRORS.userAlreadyRegistered, {
          email: AUTH_VALIDATION.emailTaken,
        }),
      ),
    );
    const { user } = renderSignUp();
    await fillValid(user);
    await waitFor(() => expect(submit()).toBeEnabled(), slow);

    await user.click(submit());

    expect(await screen.findByText(TOAST_TITLES.signUpFailed)).toBeInTheDocument();
    expect(screen.getByText(AUTH_ERRORS.userAlreadyRegistered)).toBeInTheDocument();
  });

  it('toasts an invalid referral code the server refused', async () => {
    mockNetwork();
    server.use(
      mockEndpoint(authEndpoints.signUp, () =>
        errorResponse(400, 'INVALID_REFERRAL_CODE', AUTH_VALIDATION.referralInvalid),
      ),
    );
    const { user } = renderSignUp();
    await fillValid(user);
    await user.type(field(/^Referral Code/), 'USED_UP');
    await waitFor(() => expect(submit()).toBeEnabled(), slow);

    await user.click(submit());

    expect(await screen.findByText(AUTH_VALIDATION.invalidReferralTitle)).toBeInTheDocument();
  });

  it('signs up with trimmed values and goes to /app', async () => {
    let sent: unknown;
    mockNetwork();
    server.use(
      mockEndpoint(authEndpoints.signUp, async (request) => {
        sent = await request.json();
        return HttpResponse.json(session, { status: 201 });
      }),
    );
    const { user, router } = renderSignUp();
    await fillValid(user, { email: '  Ada@Example.com ', fullName: ' Ada Lovelace ' });
    await user.type(field(/^Referral Code/), 'friend_1');
    await waitFor(() => expect(submit()).toBeEnabled(), slow);

    await user.click(submit());

    await waitFor(() => expect(router.state.location.pathname).toBe('/app'));
    expect(sent).toEqual({
      email: 'ada@example.com',
      password: 'secret-password',
      fullName: 'Ada Lovelace',
      nickname: 'ada',
      referralCode: 'FRIEND_1',
    });
  });
});

describe('AuthPage', () => {
  it('opens sign-in by default', () => {
    mockNetwork();
    renderWithApp(<AuthPage />, { path: '/auth' });
    expect(screen.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByLabelText(/^Confirm Password/)).not.toBeInTheDocument();
  });

  it('opens sign-up with mode=signup', () => {
    mockNetwork();
    renderWithApp(<AuthPage />, { path: '/auth?mode=signup' });
    expect(screen.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
    expect(field(/^Confirm Password/)).toBeInTheDocument();
  });

  it('opens sign-up with the referral code of a referral link filled in', async () => {
    mockNetwork();
    renderWithApp(<AuthPage />, { path: '/auth?ref=FRIEND_42' });
    expect(screen.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
    expect(field(/^Referral Code/)).toHaveValue('FRIEND_42');
    expect(await screen.findByText(AUTH_VALIDATION.referralValid, {}, slow)).toBeInTheDocument();
  });

  it('switches tabs and keeps the URL in step', async () => {
    mockNetwork();
    const user = userEvent.setup();
    const { router } = renderWithApp(<AuthPage />, { path: '/auth' });
    await user.click(screen.getByRole('tab', { name: 'Sign Up' }));
    expect(router.state.location.search).toBe('?mode=signup');
    expect(field(/^Confirm Password/)).toBeInTheDocument();
  });
});
