import { describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ACCOUNT_ERRORS,
  ACCOUNT_SUCCESS,
  AUTH_ERRORS,
  AUTH_VALIDATION,
  PASSWORD_CHANGE,
  PROFILE_TEXTS,
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
    expect(await screen.findByText(AUTH_VALIDATION.emailRequired)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'Ada@Example.com');
    await user.click(screen.getByRole('button', { name: 'Send Code' }));
    expect(await screen.findByText(ACCOUNT_SUCCESS.codeSentTitle)).toBeInTheDocument();
    // where the code went, no sample value in the field, and no new code inside the resend interval
    expect(screen.getByText(PROFILE_TEXTS.resetCodeSentTo('ada@example.com'))).toBeInTheDocument();
    const code = screen.getByLabelText('Verification Code');
    expect(code).not.toHaveAttribute('placeholder');
    expect(screen.getByRole('button', { name: PROFILE_TEXTS.sendNewCode })).toBeDisabled();
    expect(screen.getByText(/You can ask for a new code in (60|59) s/)).toBeInTheDocument();

    await user.type(code, '1234');
    await user.click(screen.getByRole('button', { name: 'Verify Code' }));
    expect(await screen.findByText(PROFILE_VALIDATION.codeFormat)).toBeInTheDocument();
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
    expect(await screen.findByText(PASSWORD_CHANGE.newTooShort)).toBeInTheDocument();
    await user.clear(next);
    await user.type(next, 'brand-new-1');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText(PASSWORD_CHANGE.doNotMatch)).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Confirm New Password'));
    await user.type(screen.getByLabelText('Confirm New Password'), 'brand-new-1');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));

    expect(await screen.findByText(ACCOUNT_SUCCESS.passwordReset)).toBeInTheDocument();
    expect(bodies).toEqual([{ email: 'ada@example.com', code: '13579', newPassword: 'brand-new-1' }]);
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText('Email')).toHaveValue('');
  });

  it('sends a new code to the same address once the interval is over', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const sent: unknown[] = [];
    server.use(
      mockEndpoint(authEndpoints.refresh, () =>
        errorResponse(401, 'UNAUTHENTICATED', AUTH_ERRORS.notAuthenticated),
      ),
      mockEndpoint(accountEndpoints.passwordResetSendCode, async (request) => {
        sent.push(await request.json());
        return { ok: true as const, message: ACCOUNT_SUCCESS.codeSentDescription };
      }),
    );
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWithApp(<ForgotPasswordForm onDone={() => {}} onCancel={() => {}} />);
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Code' }));
    const again = await screen.findByRole('button', { name: PROFILE_TEXTS.sendNewCode });
    expect(again).toBeDisabled();
    // the countdown ticks once a second
    for (let second = 0; second <= 61; second += 1) await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(again).toBeEnabled();
    await user.click(again);
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toEqual({ email: 'ada@example.com' });
    vi.useRealTimers();
  });
});
