import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ACCOUNT_ERRORS,
  AUTH_ERRORS,
  AUTH_VALIDATION,
  TOAST_TITLES,
  authEndpoints,
  billingEndpoints,
} from '@shortlist/contracts';
import { server } from '@/testing/msw-server';
import { errorResponse, mockEndpoint, renderWithApp } from '@/testing/render';
import { makeSession } from '@/testing/session-fixtures';
import { PLANS } from '@/testing/billing-fixtures';
import { ChoosePlanStep } from './choose-plan-step';

afterEach(() => {
  vi.restoreAllMocks();
});

const data = {
  email: 'ada@example.com',
  password: 'secret123',
  fullName: 'Ada Lovelace',
  nickname: 'ada',
  referralCode: 'BOB_12345678',
};
function setup(session = makeSession(), signUpData: typeof data = data) {
  const calls: { signUp: unknown[]; checkout: unknown[] } = { signUp: [], checkout: [] };
  server.use(
    mockEndpoint(authEndpoints.refresh, () =>
      errorResponse(401, 'UNAUTHENTICATED', AUTH_ERRORS.notAuthenticated),
    ),
    mockEndpoint(billingEndpoints.plans, { plans: PLANS }),
    mockEndpoint(authEndpoints.signUp, async (request) => {
      calls.signUp.push(await request.json());
      return session;
    }),
    mockEndpoint(billingEndpoints.createCheckout, async (request) => {
      calls.checkout.push(await request.json());
      return {
        checkoutId: '00000000-0000-4000-8000-000000000009',
        url: 'https://checkout.stripe.test/c/pay/cs_1',
      };
    }),
  );
  const onBack = vi.fn();
  const view = renderWithApp(<ChoosePlanStep signUpData={signUpData} onBack={onBack} />, { path: '/auth' });
  return { calls, onBack, ...view };
}

describe('ChoosePlanStep', () => {
  it('offers Basic and Premium (Most Popular) with the four durations and their choice labels', async () => {
    const { onBack } = setup();
    expect(screen.getByRole('heading', { name: 'Choose Your Plan' })).toBeInTheDocument();
    const premium = screen.getByRole('region', { name: 'Premium' });
    expect(within(premium).getByText('Most Popular')).toBeInTheDocument();
    const choices = await within(premium).findAllByRole('radio');
    // accounts §9: with a referral code the displayed price is monthly x months less the $5 credit
    expect(choices.map((c) => c.closest('label')!.textContent)).toEqual([
      'Monthly1 monthBefore credit: $9.99$4.99',
      'Quarterly3 monthsSave 10%Before credit: $26.97$21.97',
      'Semi-Annual6 monthsSave 20%Before credit: $47.94$42.94',
      'Annual1 yearSave 30%Before credit: $83.88$78.88',
    ]);
    expect(choices[1]).toBeChecked();
    expect(within(premium).getByText(/\$5\.00 referral credit applied at checkout/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back to Sign Up' }));
    expect(onBack).toHaveBeenCalled();
  });

  it('shows the full prices, and no credit, without a referral code', async () => {
    setup(makeSession(), { ...data, referralCode: '' });
    const premium = screen.getByRole('region', { name: 'Premium' });
    const choices = await within(premium).findAllByRole('radio');
    expect(choices.map((c) => c.closest('label')!.textContent)).toEqual([
      'Monthly1 month$9.99',
      'Quarterly3 monthsSave 10%$26.97',
      'Semi-Annual6 monthsSave 20%$47.94',
      'Annual1 yearSave 30%$83.88',
    ]);
    expect(within(premium).queryByText(/referral credit/)).not.toBeInTheDocument();
  });

  it('Basic creates the account and goes to /app', async () => {
    const { calls, router } = setup();
    await userEvent.click(screen.getByRole('button', { name: 'Continue with Basic' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app'));
    expect(calls.signUp).toEqual([data]);
    expect(calls.checkout).toEqual([]);
  });

  it('Premium creates the account and opens the checkout in a new tab before the address is confirmed', async () => {
    const tab = { opener: {}, location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const { calls, router } = setup(makeSession({ emailConfirmed: false }));
    await userEvent.click(await screen.findByRole('radio', { name: /^Annual/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue with Premium' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app'));
    expect(calls.signUp).toEqual([data]);
    expect(calls.checkout).toEqual([{ planId: 'premium_1year' }]);
    expect(tab.location.href).toBe('https://checkout.stripe.test/c/pay/cs_1');
  });

  it('Premium for a confirmed address opens the chosen checkout in a new tab', async () => {
    const tab = { opener: {}, location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const { calls, router } = setup();
    await userEvent.click(await screen.findByRole('radio', { name: /^Annual/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue with Premium' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app'));
    expect(calls.signUp).toEqual([data]);
    expect(calls.checkout).toEqual([{ planId: 'premium_1year' }]);
    expect(tab.location.href).toBe('https://checkout.stripe.test/c/pay/cs_1');
  });
  it("a referral code refused when the account is created is toasted under 'Invalid Referral Code'", async () => {
    const { calls } = setup();
    server.use(
      mockEndpoint(authEndpoints.signUp, () =>
        errorResponse(400, 'INVALID_REFERRAL_CODE', AUTH_VALIDATION.referralInvalid),
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Continue with Basic' }));
    expect(await screen.findByText(AUTH_VALIDATION.invalidReferralTitle)).toBeInTheDocument();
    expect(screen.getByText(AUTH_VALIDATION.referralInvalid)).toBeInTheDocument();
    expect(screen.queryByText(TOAST_TITLES.signUpFailed)).not.toBeInTheDocument();
    expect(calls.checkout).toEqual([]);
    expect(screen.getByRole('button', { name: 'Continue with Basic' })).toBeEnabled();
  });

  it("other refusals are toasted under 'Sign Up Failed' with the catalogue's text", async () => {
    setup();
    server.use(
      mockEndpoint(authEndpoints.signUp, () =>
        errorResponse(409, 'EMAIL_TAKEN', AUTH_ERRORS.userAlreadyRegistered),
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Continue with Premium' }));
    expect(await screen.findByText(TOAST_TITLES.signUpFailed)).toBeInTheDocument();
    expect(screen.getByText(AUTH_ERRORS.userAlreadyRegistered)).toBeInTheDocument();
    expect(screen.queryByText(ACCOUNT_ERRORS.premiumPlanSelection)).not.toBeInTheDocument();
  });
});
