import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ACCOUNT_ERRORS,
  AUTH_ERRORS,
  EMAIL_CONFIRMATION_TEXTS,
  UNDO_EMAIL_CHANGE_TEXTS,
  accountEndpoints,
  authEndpoints,
} from '@shortlist/contracts';
import { server } from '@/testing/msw-server';
import { errorResponse, mockEndpoint, renderWithApp } from '@/testing/render';
import { signedIn } from '@/testing/session-fixtures';
import { ConfirmEmailPage } from './confirm-email-page';
import { EmailConfirmationBanner } from './email-confirmation-banner';
import { UndoEmailChangePage } from './undo-email-change-page';

const signedOut = () =>
  mockEndpoint(authEndpoints.refresh, () =>
    errorResponse(401, 'UNAUTHENTICATED', AUTH_ERRORS.notAuthenticated),
  );

describe('EmailConfirmationBanner', () => {
  it('tells an unconfirmed user where the link went and resends it, saying when it is too soon', async () => {
    let sends = 0;
    server.use(
      signedIn({ emailConfirmed: false }),
      mockEndpoint(accountEndpoints.resendConfirmEmail, () => {
        sends += 1;
        return sends === 1
          ? { ok: true as const }
          : errorResponse(429, 'RATE_LIMITED', ACCOUNT_ERRORS.codeResendTooSoon);
      }),
    );
    const user = userEvent.setup();
    renderWithApp(<EmailConfirmationBanner />);
    expect(await screen.findByText(EMAIL_CONFIRMATION_TEXTS.bannerTitle)).toBeInTheDocument();
    expect(
      screen.getByText(EMAIL_CONFIRMATION_TEXTS.bannerDescription('ada@example.com')),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: EMAIL_CONFIRMATION_TEXTS.resend }));
    expect(await screen.findByText(EMAIL_CONFIRMATION_TEXTS.resent)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: EMAIL_CONFIRMATION_TEXTS.resend }));
    expect(await screen.findByText(ACCOUNT_ERRORS.codeResendTooSoon)).toBeInTheDocument();
  });

  it('is not there for a confirmed user', async () => {
    server.use(signedIn());
    renderWithApp(<EmailConfirmationBanner />);
    await new Promise((r) => setTimeout(r, 100));
    expect(screen.queryByText(EMAIL_CONFIRMATION_TEXTS.bannerTitle)).not.toBeInTheDocument();
  });
});

describe('ConfirmEmailPage', () => {
  it('confirms with the token of the link (from the fragment)', async () => {
    const tokens: string[] = [];
    server.use(
      signedOut(),
      mockEndpoint(accountEndpoints.confirmEmail, async (request) => {
        tokens.push(((await request.json()) as { token: string }).token);
        return { message: EMAIL_CONFIRMATION_TEXTS.confirmed };
      }),
    );
    renderWithApp(<ConfirmEmailPage />, { path: '/confirm-email#abcdefghijklmnopqrstuvwxyz' });
    expect(await screen.findByText(EMAIL_CONFIRMATION_TEXTS.confirmed)).toBeInTheDocument();
    expect(tokens).toEqual(['abcdefghijklmnopqrstuvwxyz']);
    expect(screen.getByRole('link', { name: EMAIL_CONFIRMATION_TEXTS.signIn })).toBeInTheDocument();
  });

  it("shows the server's answer to a dead link", async () => {
    server.use(
      signedOut(),
      mockEndpoint(accountEndpoints.confirmEmail, () =>
        errorResponse(400, 'VALIDATION_ERROR', EMAIL_CONFIRMATION_TEXTS.invalidLink),
      ),
    );
    renderWithApp(<ConfirmEmailPage />, { path: '/confirm-email#deadbeefdeadbeefdead' });
    expect(await screen.findByText(EMAIL_CONFIRMATION_TEXTS.invalidLink)).toBeInTheDocument();
  });
});

describe('UndoEmailChangePage', () => {
  it('restores only on a click, then says every session ended', async () => {
    const tokens: string[] = [];
    server.use(
      signedOut(),
      mockEndpoint(accountEndpoints.emailChangeUndo, async (request) => {
        tokens.push(((await request.json()) as { token: string }).token);
        return { message: UNDO_EMAIL_CHANGE_TEXTS.restored };
      }),
    );
    const user = userEvent.setup();
    renderWithApp(<UndoEmailChangePage />, { path: '/undo-email-change#abcdefghijklmnopqrstuvwxyz' });
    expect(screen.getByText(UNDO_EMAIL_CHANGE_TEXTS.description)).toBeInTheDocument();
    expect(tokens).toEqual([]);
    await user.click(screen.getByRole('button', { name: UNDO_EMAIL_CHANGE_TEXTS.restore }));
    expect(await screen.findByText(UNDO_EMAIL_CHANGE_TEXTS.restored)).toBeInTheDocument();
    expect(tokens).toEqual(['abcdefghijklmnopqrstuvwxyz']);
  });
});
