import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { REFERRAL_TEXTS, referralsEndpoints, type ReferralSummary } from '@shortlist/contracts';
import { server } from '@/testing/msw-server';
import { mockEndpoint, renderWithApp } from '@/testing/render';
import { signedIn } from '@/testing/session-fixtures';
import { ReferralCard } from './referral-card';

const summary = (earnedThisYearCents: number): ReferralSummary => ({
  code: 'ADA_LOVELACE_WITH_A_LONG_NICKNAME_1234ABCD',
  creditBalanceCents: earnedThisYearCents,
  successfulReferrals: earnedThisYearCents / 500,
  earnedThisYearCents,
  maxCreditPerYearCents: 5000,
  credits: [],
});

describe('ReferralCard', () => {
  it('says how much of the yearly maximum is earned', async () => {
    server.use(signedIn(), mockEndpoint(referralsEndpoints.summary, summary(1500)));
    renderWithApp(<ReferralCard />);
    expect(await screen.findByText(REFERRAL_TEXTS.yearProgress(1500, 5000))).toBeInTheDocument();
  });

  it('says when the $50 yearly cap is reached', async () => {
    server.use(signedIn(), mockEndpoint(referralsEndpoints.summary, summary(5000)));
    renderWithApp(<ReferralCard />);
    expect(await screen.findByText(/You have reached the \$50 yearly maximum/)).toBeInTheDocument();
  });

  it('shows the code and the link in fields that wrap (text areas), not one-line inputs', async () => {
    server.use(signedIn(), mockEndpoint(referralsEndpoints.summary, summary(0)));
    renderWithApp(<ReferralCard />);
    const code = await screen.findByLabelText(REFERRAL_TEXTS.yourCode);
    expect(code.tagName).toBe('TEXTAREA');
    expect(code).toHaveValue('ADA_LOVELACE_WITH_A_LONG_NICKNAME_1234ABCD');
    expect(screen.getByLabelText(REFERRAL_TEXTS.yourLink).tagName).toBe('TEXTAREA');
  });
});
