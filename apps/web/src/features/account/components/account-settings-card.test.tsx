import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { PROFILE_TEXTS } from '@shortlist/contracts';
import { server } from '@/testing/msw-server';
import { signedIn } from '@/testing/organise-fixtures';
import { renderWithApp } from '@/testing/render';
import { AccountSettingsCard } from './account-settings-card';

describe('AccountSettingsCard', () => {
  it('keeps Delete Account in its own danger zone, away from Sign Out', async () => {
    server.use(signedIn());
    renderWithApp(<AccountSettingsCard />);
    const zone = await screen.findByRole('region', { name: PROFILE_TEXTS.dangerZoneTitle });
    expect(within(zone).getByRole('button', { name: PROFILE_TEXTS.deleteAccount })).toBeInTheDocument();
    expect(within(zone).queryByRole('button', { name: PROFILE_TEXTS.signOut })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: PROFILE_TEXTS.signOut })).toBeInTheDocument();
  });
});
