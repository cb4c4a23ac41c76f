import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ACCOUNT_SUCCESS,
  AUTH_ERRORS,
  PASSWORD_CHANGE,
  accountEndpoints,
  authEndpoints,
} from '@shortlist/contracts';
import { server } from '@/testing/msw-server';
import { errorResponse, mockEndpoint, renderWithApp } from '@/testing/render';
import { makeSession } from '@/testing/session-fixtures';
import { ChangePasswordDialog } from './change-password-dialog';

const session = makeSession();

function setup(answer: Parameters<typeof mockEndpoint<typeof accountEndpoints.passwordChange>>[1]) {
  const closed: boolean[] = [];
  server.use(
    mockEndpoint(authEndpoints.refresh, () =>
      errorResponse(401, 'UNAUTHENTICATED', AUTH_ERRORS.notAuthenticated),
    ),
    mockEndpoint(accountEndpoints.passwordChange, answer),
  );
  const user = userEvent.setup();
  renderWithApp(<ChangePasswordDialog open onOpenChange={(open) => closed.push(!open)} />);
  const fields = {
    current: () => screen.getByLabelText('Current Password'),
    next: () => screen.getByLabelText('New Password'),
    confirm: () => screen.getByLabelText('Confirm New Password'),
    submit: () => screen.getByRole('button', { name: 'Update Password' }),
  };
  return { user, fields, closed };
}

describe('ChangePasswordDialog', () => {
  it('keeps the button disabled until the three fields are filled and valid', async () => {
    const { user, fields } = setup(session);
    expect(fields.submit()).toBeDisabled();
    await user.type(fields.current(), 'old-secret');
    await user.type(fields.next(), 'new-secret');
    expect(fields.submit()).toBeDisabled();
    await user.type(fields.confirm(), 'new-secret');
    expect(fields.submit()).toBeEnabled();
  });

  it('shows each rule with the spec messages and disables the button while one shows', async () => {
    const { user, fields } = setup(session);
    await user.click(fields.current());
    await user.tab();
    expect(await screen.findByText(PASSWORD_CHANGE.currentRequired)).toBeInTheDocument();

    await user.type(fields.current(), 'old-secret');
    await user.type(fields.next(), '12345');
    expect(screen.getByText(PASSWORD_CHANGE.newTooShort)).toBeInTheDocument();
    await user.clear(fields.next());
    await user.type(fields.next(), 'old-secret');
    expect(screen.getByText(PASSWORD_CHANGE.mustDiffer)).toBeInTheDocument();
    await user.clear(fields.next());
    await user.type(fields.next(), 'new-secret');
    await user.type(fields.confirm(), 'new-secreT');
    expect(screen.getByText(PASSWORD_CHANGE.doNotMatch)).toBeInTheDocument();
    expect(fields.submit()).toBeDisabled();
  });

  it('has a show/hide toggle on each field', async () => {
    const { user, fields } = setup(session);
    expect(fields.current()).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password: Current Password' }));
    expect(fields.current()).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password: Current Password' }));
    expect(fields.current()).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Show password: New Password' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show password: Confirm New Password' })).toBeInTheDocument();
  });

  it('shows "Current password is incorrect" from the server until the field changes', async () => {
    const { user, fields } = setup(() =>
      errorResponse(400, 'VALIDATION_ERROR', PASSWORD_CHANGE.currentIncorrect, {
        currentPassword: PASSWORD_CHANGE.currentIncorrect,
      }),
    );
    await user.type(fields.current(), 'wrong-one');
    await user.type(fields.next(), 'new-secret');
    await user.type(fields.confirm(), 'new-secret');
    await user.click(fields.submit());
    expect(await screen.findByText(PASSWORD_CHANGE.currentIncorrect)).toBeInTheDocument();
    expect(fields.submit()).toBeDisabled();
    await user.type(fields.current(), 'x');
    expect(screen.queryByText(PASSWORD_CHANGE.currentIncorrect)).not.toBeInTheDocument();
    expect(fields.submit()).toBeEnabled();
  });

  it('sends current and new password, toasts success and closes', async () => {
    let sent: unknown;
    const { user, fields, closed } = setup(async (request) => {
      sent = await request.json();
      return session;
    });
    await user.type(fields.current(), 'old-secret');
    await user.type(fields.next(), 'new-secret');
    await user.type(fields.confirm(), 'new-secret');
    await user.click(fields.submit());
    expect(await screen.findByText(ACCOUNT_SUCCESS.passwordUpdated)).toBeInTheDocument();
    expect(sent).toEqual({ currentPassword: 'old-secret', newPassword: 'new-secret' });
    await waitFor(() => expect(closed).toContain(true));
  });
});
