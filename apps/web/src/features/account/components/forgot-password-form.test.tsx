import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ACCOUNT_ERRORS,
  ACCOUNT_SUCCESS,
  AUTH_ERRORS,
  AUTH_VALIDATION,
  PASSWORD_CHANGE,
  PROFILE_VALIDATION,
  accountEndpoints,
  authEndpoints,
} from '@shortlist/contracts';
import { server } from '@/testing/msw-server';
import { errorResponse, mockEndpoint, renderWithApp } from '@/testing/render';
import { ForgotPasswordForm } from './forgot-password-form';

describe('ForgotPasswordForm', () => {
  it('goes email -> code -> new password, then hands back to sign-in', async () => {
    const bodies: unknown[] = [];
    const onDone = vi.fn();
    server.use(
      mockEndpoint(authEndpoints.refresh, () =>
        errorResponse(401, 'UNAUTHENTICATED', AUTH_ERRORS.notAuthenticated),
      ),
      mockEndpoint(accountEndpoints.passwordResetSendCode, {
        ok: true,
        message: ACCOUNT_SUCCESS.codeSentDescription,
      }),
      mockEndpoint(accountEndpoints.passwordResetVerifyCode, async (request) => {
        const body = (await request.json()) as { code: string };
        return body.code === '13579'
          ? { ok: true as const }
          : errorResponse(400, 'VALIDATION_ERROR', ACCOUNT_ERRORS.invalidCode);
      }),
      mockEndpoint(accountEndpoints.passwordReset, async (request) => {
        bodies.push(await request.json());
        return { ok: true as const };
      }),
    );
    const user = userEvent.setup();
    renderWithApp(<ForgotPasswordForm onDone={onDone} onCancel={() => {}} />);

    await user.click(screen.getByRole('button', { name: 'Send Code' }));
    expect(screen.getByText(AUTH_VALIDATION.emailRequired)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'Ada@Example.com');
    await user.click(screen.getByRole('button', { name: 'Send Code' }));
    expect(await screen.findByText(ACCOUNT_SUCCESS.codeSentTitle)).toBeInTheDocument();

    const code = screen.getByLabelText('Verification Code');
    await user.type(code, '1234');
    await user.click(screen.getByRole('button', { name: 'Verify Code' }));
    expect(screen.getByText(PROFILE_VALIDATION.codeFormat)).toBeInTheDocument();
    await user.clear(code);
    await user.type(code, '11111');
    await user.click(screen.getByRole('button', { name: 'Verify Code' }));
    expect(await screen.findByText(ACCOUNT_ERRORS.invalidCode)).toBeInTheDocument();
    await user.clear(code);
    await user.type(code, '13579');
    await user.click(screen.getByRole('button', { name: 'Verify Code' }));

    const next = await screen.findByLabelText('New Password');
    await user.type(next, 'short');
    await user.type(screen.getByLabelText('Confirm New Password'), 'other');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(screen.getByText(PASSWORD_CHANGE.newTooShort)).toBeInTheDocument();
    await user.clear(next);
    await user.type(next, 'brand-new-1');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(screen.getByText(PASSWORD_CHANGE.doNotMatch)).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Confirm New Password'));
    await user.type(screen.getByLabelText('Confirm New Password'), 'brand-new-1');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));

    expect(await screen.findByText(ACCOUNT_SUCCESS.passwordReset)).toBeInTheDocument();
    expect(bodies).toEqual([{ email: 'ada@example.com', code: '13579', newPassword: 'brand-new-1' }]);
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText('Email')).toHaveValue('');
  });
});
