import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  SESSIONS_TEXTS,
  TWO_FACTOR_ERRORS,
  TWO_FACTOR_TEXTS,
  passkeysEndpoints,
  securityHistoryEndpoints,
  sessionsEndpoints,
  twoFactorEndpoints,
  type AccountSession,
} from '@shortlist/contracts';
import { server } from '@/testing/msw-server';
import { signedIn } from '@/testing/session-fixtures';
import { errorResponse, mockEndpoint, renderWithApp } from '@/testing/render';
import { SessionsCard } from './sessions-card';
import { TwoFactorCard } from './two-factor-card';

const session = (overrides: Partial<AccountSession>): AccountSession => ({
  id: '22222222-2222-4222-8222-222222222222',
  browser: 'Chrome',
  system: 'Mac OS 10.15.7',
  deviceType: null,
  startedAt: '2026-11-30T10:00:00.000Z',
  lastActiveAt: '2026-12-01T10:00:00.000Z',
  current: false,
  ...overrides,
});

/** The other security sections a change reads again. */
function otherSections() {
  return [
    signedIn(),
    mockEndpoint(passkeysEndpoints.list, { passkeys: [] }),
    mockEndpoint(securityHistoryEndpoints.list, { events: [] }),
    mockEndpoint(sessionsEndpoints.list, { sessions: [] }),
    mockEndpoint(twoFactorEndpoints.status, {
      enabled: false,
      enabledAt: null,
      recoveryCodesLeft: 0,
      trustedDevices: 0,
    }),
  ];
}

describe('SessionsCard', () => {
  it('lists the sessions, this device marked, and signs another one out', async () => {
    const signedOut: string[] = [];
    let sessions = [
      session({ id: '11111111-1111-4111-8111-111111111111', current: true }),
      session({ browser: 'Firefox', system: 'Windows 10' }),
    ];
    server.use(
      mockEndpoint(sessionsEndpoints.list, () => ({ sessions })),
      mockEndpoint(sessionsEndpoints.signOutOne, (_request, params) => {
        signedOut.push(params.id!);
        sessions = sessions.filter((s) => s.id !== params.id);
        return { ok: true as const };
      }),
      ...otherSections(),
    );
    const user = userEvent.setup();
    renderWithApp(<SessionsCard />, { sessionKnown: true });
    const list = await screen.findByRole('list', { name: SESSIONS_TEXTS.sectionTitle });
    const items = await within(list).findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Chrome on Mac OS 10.15.7');
    expect(items[0]).toHaveTextContent(SESSIONS_TEXTS.thisDevice);
    expect(within(items[0]!).queryByRole('button')).toBeNull();
    await user.click(within(items[1]!).getByRole('button', { name: /Sign out Firefox on Windows 10/ }));
    expect(await screen.findByText(SESSIONS_TEXTS.none)).toBeInTheDocument();
    expect(signedOut).toEqual(['22222222-2222-4222-8222-222222222222']);
  });
});

describe('TwoFactorCard', () => {
  it('turns on with the QR code, the key and a first code, then shows the recovery codes once', async () => {
    let enabled = false;
    const codes = Array.from({ length: 10 }, (_, i) => `AAAA${i}-BBBBB`);
    server.use(
      mockEndpoint(twoFactorEndpoints.status, () => ({
        enabled,
        enabledAt: enabled ? '2026-12-01T10:00:00.000Z' : null,
        recoveryCodesLeft: enabled ? 10 : 0,
        trustedDevices: 0,
      })),
      mockEndpoint(twoFactorEndpoints.setup, {
        secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
        otpauthUrl: 'otpauth://totp/Shortlist:ada?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
        qrSvg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
      }),
      mockEndpoint(twoFactorEndpoints.enable, async (request) => {
        const { code } = (await request.json()) as { code: string };
        if (code !== '123456')
          return errorResponse(400, 'VALIDATION_ERROR', TWO_FACTOR_ERRORS.invalidCode, {
            code: TWO_FACTOR_ERRORS.invalidCode,
          });
        enabled = true;
        return { recoveryCodes: codes };
      }),
      ...otherSections(),
    );
    const user = userEvent.setup();
    renderWithApp(<TwoFactorCard />, { sessionKnown: true });
    await user.click(await screen.findByRole('button', { name: TWO_FACTOR_TEXTS.turnOn }));
    const dialog = await screen.findByRole('dialog', { name: TWO_FACTOR_TEXTS.setupTitle });
    expect(await within(dialog).findByRole('img', { name: TWO_FACTOR_TEXTS.qrAlt })).toBeInTheDocument();
    expect(within(dialog).getByText('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(TWO_FACTOR_TEXTS.firstCode), '654321');
    await user.click(within(dialog).getByRole('button', { name: TWO_FACTOR_TEXTS.confirm }));
    expect(await within(dialog).findByText(TWO_FACTOR_ERRORS.invalidCode)).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText(TWO_FACTOR_TEXTS.firstCode));
    await user.type(within(dialog).getByLabelText(TWO_FACTOR_TEXTS.firstCode), '123456');
    await user.click(within(dialog).getByRole('button', { name: TWO_FACTOR_TEXTS.confirm }));
    const shown = await screen.findByRole('list', { name: TWO_FACTOR_TEXTS.recoveryTitle });
    expect(
      within(shown)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(codes);
    await user.click(screen.getByRole('button', { name: TWO_FACTOR_TEXTS.recoverySaved }));
    expect(await screen.findByText(TWO_FACTOR_TEXTS.recoveryLeft(10))).toBeInTheDocument();
  });
});
