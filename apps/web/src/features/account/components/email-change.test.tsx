import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ACCOUNT_ERRORS,
  ACCOUNT_SUCCESS,
  AUTH_ERRORS,
  PROFILE_VALIDATION,
  accountEndpoints,
  authEndpoints,
  type AppUser,
} from '@shortlist/contracts';
import { server } from '@/testing/msw-server';
import { errorResponse, mockEndpoint, renderWithApp } from '@/testing/render';
import { EmailChange } from './email-change';

const appUser = (email: string): AppUser => ({
  id: '00000000-0000-4000-8000-000000000001',
  email,
  createdAt: new Date().toISOString(),
  profile: {
    id: '00000000-0000-4000-8000-000000000001',
    fullName: 'Ada Lovelace',
    nickname: 'ada',
    avatarUrl: null,
    subscriptionPlan: 'basic',
  },
  isPremium: false,
  subscriptionPlan: 'basic',
});

function setup() {
  const onChanged = vi.fn();
  const calls: Array<{ path: string; body: unknown }> = [];
  server.use(
    mockEndpoint(authEndpoints.refresh, () =>
      errorResponse(401, 'UNAUTHENTICATED', AUTH_ERRORS.notAuthenticated),
    ),
    mockEndpoint(accountEndpoints.emailChangeSendCode, () => {
      calls.push({ path: 'send', body: null });
      return { ok: true as const };
    }),
    mockEndpoint(accountEndpoints.emailChangeVerifyCode, async (request) => {
      const body = (await request.json()) as { code: string };
      calls.push({ path: 'verify', body });
      return body.code === '24680'
        ? { ok: true as const }
        : errorResponse(400, 'VALIDATION_ERROR', ACCOUNT_ERRORS.invalidCode, {
            code: ACCOUNT_ERRORS.invalidCode,
          });
    }),
    mockEndpoint(accountEndpoints.emailChange, async (request) => {
      const body = (await request.json()) as { code: string; newEmail: string };
      calls.push({ path: 'change', body });
      return body.newEmail === 'taken@example.com'
        ? errorResponse(409, 'EMAIL_TAKEN', ACCOUNT_ERRORS.changeEmail, {
            newEmail: ACCOUNT_ERRORS.changeEmail,
          })
        : { user: appUser(body.newEmail) };
    }),
  );
  const user = userEvent.setup();
  renderWithApp(<EmailChange currentEmail="ada@example.com" onChanged={onChanged} />);
  return { user, onChanged, calls };
}

async function toNewEmailStep(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Change Email' }));
  await user.click(screen.getByRole('button', { name: 'Verify Current Email' }));
  expect(await screen.findByText(ACCOUNT_SUCCESS.verificationCodeSent)).toBeInTheDocument();
  await user.type(screen.getByLabelText('Verification Code'), '24680');
  await user.click(screen.getByRole('button', { name: 'Verify Code' }));
  return screen.findByLabelText('New Email');
}

describe('EmailChange', () => {
  it('walks initial -> send_code -> verify_code -> new_email -> initial', async () => {
    const { user, onChanged, calls } = setup();
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    const input = await toNewEmailStep(user);
    await user.type(input, 'new@example.com');
    await user.click(screen.getByRole('button', { name: 'Change Email' }));
    expect(await screen.findByText(ACCOUNT_SUCCESS.emailChanged)).toBeInTheDocument();
    expect(onChanged).toHaveBeenCalledTimes(1);
    expect(calls.map((c) => c.path)).toEqual(['send', 'verify', 'change']);
    expect(calls[2]!.body).toEqual({ code: '24680', newEmail: 'new@example.com' });
    // back to initial
    expect(screen.getByRole('button', { name: 'Change Email' })).toBeInTheDocument();
    expect(screen.queryByLabelText('New Email')).not.toBeInTheDocument();
  });

  it('checks the code: 5 digits, and the server\'s "Invalid verification code"', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Change Email' }));
    await user.click(screen.getByRole('button', { name: 'Verify Current Email' }));
    const code = await screen.findByLabelText('Verification Code');
    await user.type(code, '123');
    await user.click(screen.getByRole('button', { name: 'Verify Code' }));
    expect(screen.getByText(PROFILE_VALIDATION.codeFormat)).toBeInTheDocument();
    await user.clear(code);
    await user.type(code, '11111');
    await user.click(screen.getByRole('button', { name: 'Verify Code' }));
    expect(await screen.findByText(ACCOUNT_ERRORS.invalidCode)).toBeInTheDocument();
    expect(screen.queryByLabelText('New Email')).not.toBeInTheDocument();
  });

  it('checks the new address: required, e-mail shaped, not taken', async () => {
    const { user, onChanged } = setup();
    const input = await toNewEmailStep(user);
    const submit = () => user.click(screen.getByRole('button', { name: 'Change Email' }));
    await submit();
    expect(screen.getByText(PROFILE_VALIDATION.newEmailRequired)).toBeInTheDocument();
    await user.type(input, 'not-an-email');
    await submit();
    expect(screen.getByText(PROFILE_VALIDATION.newEmailInvalid)).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, 'taken@example.com');
    await submit();
    expect(await screen.findByText(ACCOUNT_ERRORS.changeEmail)).toBeInTheDocument();
    expect(onChanged).not.toHaveBeenCalled();
  });

  it('Cancel at the new-email step resets everything', async () => {
    const { user, calls } = setup();
    const input = await toNewEmailStep(user);
    await user.type(input, 'new@example.com');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByLabelText('New Email')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Change Email' }));
    expect(screen.getByRole('button', { name: 'Verify Current Email' })).toBeInTheDocument();
    expect(calls.map((c) => c.path)).toEqual(['send', 'verify']);
  });
});
