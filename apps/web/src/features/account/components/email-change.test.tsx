import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ACCOUNT_ERRORS,
  ACCOUNT_SUCCESS,
  AUTH_ERRORS,
  PASSWORD_CHANGE,
  PROFILE_TEXTS,
  PROFILE_VALIDATION,
  accountEndpoints,
  authEndpoints,
} from '@shortlist/contracts';
import { server } from '@/testing/msw-server';
import { errorResponse, mockEndpoint, renderWithApp } from '@/testing/render';
import { makeSession } from '@/testing/session-fixtures';
import { EmailChange } from './email-change';

function setup() {
  const onChanged = vi.fn();
  const calls: Array<{ path: string; body: unknown }> = [];
  server.use(
    mockEndpoint(authEndpoints.refresh, () =>
      errorResponse(401, 'UNAUTHENTICATED', AUTH_ERRORS.notAuthenticated),
    ),
    mockEndpoint(accountEndpoints.emailChangeSendCode, async (request) => {
      const body = (await request.json()) as { newEmail: string; currentPassword: string };
      calls.push({ path: 'send', body });
      if (body.currentPassword !== 'my password')
        return errorResponse(400, 'VALIDATION_ERROR', PASSWORD_CHANGE.currentIncorrect, {
          currentPassword: PASSWORD_CHANGE.currentIncorrect,
        });
      if (body.newEmail === 'taken@example.com')
        return errorResponse(409, 'EMAIL_TAKEN', ACCOUNT_ERRORS.changeEmail, {
          newEmail: ACCOUNT_ERRORS.changeEmail,
        });
      return { ok: true as const };
    }),
    mockEndpoint(accountEndpoints.emailChange, async (request) => {
      const body = (await request.json()) as { code: string };
      calls.push({ path: 'change', body });
      if (body.code !== '24680')
        return errorResponse(400, 'VALIDATION_ERROR', ACCOUNT_ERRORS.invalidCode, {
          code: ACCOUNT_ERRORS.invalidCode,
        });
      return { user: { ...makeSession().user, email: 'new@example.com' } };
    }),
  );
  const user = userEvent.setup();
  renderWithApp(<EmailChange currentEmail="ada@example.com" onChanged={onChanged} />);
  return { user, onChanged, calls };
}

async function fillAddress(user: ReturnType<typeof userEvent.setup>, email: string, password: string) {
  await user.type(screen.getByLabelText('New Email'), email);
  await user.type(screen.getByLabelText('Current Password'), password);
  await user.click(screen.getByRole('button', { name: 'Send Code' }));
}

describe('EmailChange', () => {
  it('asks for the new address and the current password, sends the code to the NEW address, then changes', async () => {
    const { user, onChanged, calls } = setup();
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Change Email' }));
    await fillAddress(user, 'new@example.com', 'my password');
    expect(await screen.findByText(ACCOUNT_SUCCESS.verificationCodeSent)).toBeInTheDocument();
    expect(screen.getAllByText(PROFILE_TEXTS.codeSentTo('new@example.com')).length).toBeGreaterThan(0);
    // no sample value that looks typed in; a new code only after the interval
    const code = screen.getByLabelText('Verification Code');
    expect(code).not.toHaveAttribute('placeholder');
    expect(screen.getByRole('button', { name: PROFILE_TEXTS.sendNewCode })).toBeDisabled();
    expect(screen.getByText(/You can ask for a new code in \d+ s/)).toBeInTheDocument();

    await user.type(code, '24680');
    await user.click(screen.getByRole('button', { name: 'Verify Code' }));
    expect(await screen.findByText(ACCOUNT_SUCCESS.emailChanged)).toBeInTheDocument();
    expect(onChanged).toHaveBeenCalledTimes(1);
    expect(calls).toEqual([
      { path: 'send', body: { newEmail: 'new@example.com', currentPassword: 'my password' } },
      { path: 'change', body: { code: '24680' } },
    ]);
    // back to initial
    expect(screen.getByRole('button', { name: 'Change Email' })).toBeInTheDocument();
    expect(screen.queryByLabelText('New Email')).not.toBeInTheDocument();
  });

  it('checks the fields: required, e-mail shaped, the server says wrong password or taken address', async () => {
    const { user, onChanged } = setup();
    await user.click(screen.getByRole('button', { name: 'Change Email' }));
    await user.click(screen.getByRole('button', { name: 'Send Code' }));
    expect(await screen.findByText(PROFILE_VALIDATION.newEmailRequired)).toBeInTheDocument();
    expect(screen.getByText(PASSWORD_CHANGE.currentRequired)).toBeInTheDocument();
    await fillAddress(user, 'not-an-email', 'x');
    expect(await screen.findByText(PROFILE_VALIDATION.newEmailInvalid)).toBeInTheDocument();
    await user.clear(screen.getByLabelText('New Email'));
    await user.type(screen.getByLabelText('New Email'), 'free@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Code' }));
    expect(await screen.findByText(PASSWORD_CHANGE.currentIncorrect)).toBeInTheDocument();
    await user.clear(screen.getByLabelText('New Email'));
    await user.clear(screen.getByLabelText('Current Password'));
    await fillAddress(user, 'taken@example.com', 'my password');
    expect(await screen.findByText(ACCOUNT_ERRORS.changeEmail)).toBeInTheDocument();
    expect(onChanged).not.toHaveBeenCalled();
  });

  it("does not show Required before the field is touched; checks the code's form and the server's answer", async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Change Email' }));
    expect(screen.queryByText(PROFILE_VALIDATION.newEmailRequired)).not.toBeInTheDocument();
    await fillAddress(user, 'new@example.com', 'my password');
    const code = await screen.findByLabelText('Verification Code');
    await user.type(code, '12a3');
    expect(code).toHaveValue('123');
    await user.click(screen.getByRole('button', { name: 'Verify Code' }));
    expect(await screen.findByText(PROFILE_VALIDATION.codeFormat)).toBeInTheDocument();
    await user.clear(code);
    await user.type(code, '11111');
    await user.click(screen.getByRole('button', { name: 'Verify Code' }));
    expect(await screen.findByText(ACCOUNT_ERRORS.invalidCode)).toBeInTheDocument();
  });

  it('Cancel resets everything', async () => {
    const { user, calls } = setup();
    await user.click(screen.getByRole('button', { name: 'Change Email' }));
    await user.type(screen.getByLabelText('New Email'), 'new@example.com');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByLabelText('New Email')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Change Email' }));
    expect(screen.getByLabelText('New Email')).toHaveValue('');
    expect(calls).toEqual([]);
  });
});
