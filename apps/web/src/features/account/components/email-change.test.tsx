import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ACCOUNT_ERRORS,
  ACCOUNT_SUCCESS,
  AUTH_ERRORS,
  PROFILE_TEXTS,
  PROFILE_VALIDATION,
  accountEndpoints,
  authEndpoints,
} from '@shortlist/contracts';
import { server } from '@/testing/msw-server';
import { errorResponse, mockEndpoint, renderWithApp } from '@/testing/render';
import { makeSession } from '@/testing/session-fixtures';
import { EmailChange } from './email-change';

function setup(options: { sendFails?: boolean } = {}) {
  const onChanged = vi.fn();
  const calls: Array<{ path: string; body: unknown }> = [];
  let codeDead = false;
  server.use(
    mockEndpoint(authEndpoints.refresh, () =>
      errorResponse(401, 'UNAUTHENTICATED', AUTH_ERRORS.notAuthenticated),
    ),
    mockEndpoint(accountEndpoints.emailChangeSendCode, () => {
      calls.push({ path: 'send', body: undefined });
      if (options.sendFails) return errorResponse(500, 'INTERNAL', '');
      codeDead = false;
      return { ok: true as const };
    }),
    mockEndpoint(accountEndpoints.emailChangeVerifyCode, async (request) => {
      const body = (await request.json()) as { code: string };
      calls.push({ path: 'verify', body });
      if (body.code !== '24680')
        return errorResponse(400, 'VALIDATION_ERROR', ACCOUNT_ERRORS.invalidCode, {
          code: ACCOUNT_ERRORS.invalidCode,
        });
      return { ok: true as const };
    }),
    mockEndpoint(accountEndpoints.emailChange, async (request) => {
      const body = (await request.json()) as { code: string; newEmail: string };
      calls.push({ path: 'change', body });
      if (body.code !== '24680' || codeDead)
        return errorResponse(400, 'VALIDATION_ERROR', ACCOUNT_ERRORS.invalidCode, {
          code: ACCOUNT_ERRORS.invalidCode,
        });
      if (body.newEmail === 'taken@example.com')
        return errorResponse(409, 'EMAIL_TAKEN', ACCOUNT_ERRORS.changeEmail, {
          newEmail: ACCOUNT_ERRORS.changeEmail,
        });
      if (body.newEmail === 'expired@example.com') {
        codeDead = true;
        return errorResponse(400, 'VALIDATION_ERROR', ACCOUNT_ERRORS.invalidCode, {
          code: ACCOUNT_ERRORS.invalidCode,
        });
      }
      return { user: { ...makeSession().user, email: body.newEmail } };
    }),
  );
  const user = userEvent.setup();
  renderWithApp(<EmailChange currentEmail="ada@example.com" onChanged={onChanged} />);
  return { user, onChanged, calls };
}

type User = ReturnType<typeof userEvent.setup>;

/** initial -> send_code -> verify_code -> new_email with the right code. */
async function reachNewEmail(user: User) {
  await user.click(screen.getByRole('button', { name: 'Change Email' }));
  await user.click(screen.getByRole('button', { name: 'Verify Current Email' }));
  await user.type(await screen.findByLabelText('Verification Code'), '24680');
  await user.click(screen.getByRole('button', { name: 'Verify Code' }));
  return screen.findByLabelText('New Email');
}

describe('EmailChange', () => {
  it("follows the spec's steps: Change Email, Verify Current Email (code to the CURRENT address), the code, the new address", async () => {
    const { user, onChanged, calls } = setup();
    // initial: the address and 'Change Email'
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Change Email' }));

    // send_code: nothing is sent until 'Verify Current Email' is pressed
    expect(screen.queryByLabelText('New Email')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Verification Code')).not.toBeInTheDocument();
    expect(screen.getByText(PROFILE_TEXTS.verifyCurrentEmailIntro('ada@example.com'))).toBeInTheDocument();
    expect(calls).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Verify Current Email' }));

    // verify_code: 5-digit entry; a new code only after the interval
    expect(await screen.findByText(ACCOUNT_SUCCESS.verificationCodeSent)).toBeInTheDocument();
    expect(screen.getAllByText(PROFILE_TEXTS.codeSentTo('ada@example.com')).length).toBeGreaterThan(0);
    const code = screen.getByLabelText('Verification Code');
    expect(code).not.toHaveAttribute('placeholder');
    expect(screen.queryByLabelText('New Email')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: PROFILE_TEXTS.sendNewCode })).toBeDisabled();
    expect(screen.getByText(/You can ask for a new code in \d+ s/)).toBeInTheDocument();
    await user.type(code, '24680');
    await user.click(screen.getByRole('button', { name: 'Verify Code' }));

    // new_email once the code is verified
    const newEmail = await screen.findByLabelText('New Email');
    expect(screen.queryByLabelText('Verification Code')).not.toBeInTheDocument();
    await user.type(newEmail, 'new@example.com');
    await user.click(screen.getByRole('button', { name: 'Change Email' }));
    expect(await screen.findByText(ACCOUNT_SUCCESS.emailChanged)).toBeInTheDocument();
    expect(onChanged).toHaveBeenCalledTimes(1);
    expect(calls).toEqual([
      { path: 'send', body: undefined },
      { path: 'verify', body: { code: '24680' } },
      { path: 'change', body: { code: '24680', newEmail: 'new@example.com' } },
    ]);
    // back to initial
    expect(screen.getByRole('button', { name: 'Change Email' })).toBeInTheDocument();
    expect(screen.queryByLabelText('New Email')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Verify Current Email' })).not.toBeInTheDocument();
  });

  it("says 'Failed to send verification code' when the code cannot be sent, and stays on the step", async () => {
    const { user } = setup({ sendFails: true });
    await user.click(screen.getByRole('button', { name: 'Change Email' }));
    await user.click(screen.getByRole('button', { name: 'Verify Current Email' }));
    expect(await screen.findByText(ACCOUNT_ERRORS.sendCode)).toBeInTheDocument();
    expect(screen.queryByLabelText('Verification Code')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Verify Current Email' })).toBeInTheDocument();
  });

  it("checks the code's form, then the server's answer, and stays at verify_code", async () => {
    const { user, calls } = setup();
    await user.click(screen.getByRole('button', { name: 'Change Email' }));
    await user.click(screen.getByRole('button', { name: 'Verify Current Email' }));
    const code = await screen.findByLabelText('Verification Code');
    await user.type(code, '12a3');
    expect(code).toHaveValue('123');
    await user.click(screen.getByRole('button', { name: 'Verify Code' }));
    expect(await screen.findByText(PROFILE_VALIDATION.codeFormat)).toBeInTheDocument();
    await user.clear(code);
    await user.type(code, '11111');
    await user.click(screen.getByRole('button', { name: 'Verify Code' }));
    expect(await screen.findByText(ACCOUNT_ERRORS.invalidCode)).toBeInTheDocument();
    expect(screen.queryByLabelText('New Email')).not.toBeInTheDocument();
    expect(calls.map((c) => c.path)).toEqual(['send', 'verify']);
  });

  it("checks the new address with the spec's words; a taken address gets the spec's message", async () => {
    const { user, onChanged } = setup();
    const newEmail = await reachNewEmail(user);
    expect(screen.queryByText(PROFILE_VALIDATION.newEmailRequired)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Change Email' }));
    expect(await screen.findByText(PROFILE_VALIDATION.newEmailRequired)).toBeInTheDocument();
    await user.type(newEmail, 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Change Email' }));
    expect(await screen.findByText(PROFILE_VALIDATION.newEmailInvalid)).toBeInTheDocument();
    await user.clear(newEmail);
    await user.type(newEmail, `${'a'.repeat(250)}@example.com`);
    await user.click(screen.getByRole('button', { name: 'Change Email' }));
    expect(await screen.findByText(PROFILE_VALIDATION.newEmailInvalid)).toBeInTheDocument();
    await user.clear(newEmail);
    await user.type(newEmail, 'taken@example.com');
    await user.click(screen.getByRole('button', { name: 'Change Email' }));
    expect(await screen.findByText(ACCOUNT_ERRORS.changeEmail)).toBeInTheDocument();
    expect(onChanged).not.toHaveBeenCalled();
    // still at new_email, with the address kept
    expect(newEmail).toHaveValue('taken@example.com');
  });

  it('a code that died before the change goes back to the code step', async () => {
    const { user } = setup();
    const newEmail = await reachNewEmail(user);
    await user.type(newEmail, 'expired@example.com');
    await user.click(screen.getByRole('button', { name: 'Change Email' }));
    expect(await screen.findByText(ACCOUNT_ERRORS.invalidCode)).toBeInTheDocument();
    expect(await screen.findByLabelText('Verification Code')).toHaveValue('');
  });

  it('Cancel at the new-email step resets everything', async () => {
    const { user, calls } = setup();
    const newEmail = await reachNewEmail(user);
    await user.type(newEmail, 'new@example.com');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByLabelText('New Email')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change Email' })).toBeInTheDocument();
    // from the start again: a new code is needed, and nothing typed before is kept
    await user.click(screen.getByRole('button', { name: 'Change Email' }));
    expect(screen.getByRole('button', { name: 'Verify Current Email' })).toBeInTheDocument();
    expect(screen.queryByLabelText('New Email')).not.toBeInTheDocument();
    expect(calls.map((c) => c.path)).toEqual(['send', 'verify']);
  });
});
