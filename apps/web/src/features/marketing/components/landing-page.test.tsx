import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import {
  APP_PATHS,
  BILLING_TEXTS,
  durationLabel,
  formatCents,
  MARKETING_TEXTS,
  PLAN_LABELS,
  PLAN_PRICES,
  planTotalCents,
  mostPopularPlanIndex,
} from '@shortlist/contracts';
import { LandingPage } from './landing-page';

/** The page needs only a router: it reads no session and calls no API. */
async function renderLanding() {
  const view = render(
    <MemoryRouter>
      <LandingPage />
    </MemoryRouter>,
  );
  // the highlights and pricing load in chunks of their own
  await screen.findByRole('heading', { level: 2, name: 'More than a list' });
  await screen.findByRole('heading', { level: 2, name: 'Pricing' });
  return view;
}

const headings = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);

describe('LandingPage', () => {
  it("keeps the spec's sections in order, with the highlights and pricing among them", async () => {
    await renderLanding();
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(headings()).toEqual([
      MARKETING_TEXTS.howItWorks,
      'Everything you need to decide',
      'More than a list',
      MARKETING_TEXTS.shareAndEarn,
      MARKETING_TEXTS.whyChoose,
      MARKETING_TEXTS.perfectFor,
      'Pricing',
      MARKETING_TEXTS.readyTitle,
    ]);
    for (const title of [
      ...MARKETING_TEXTS.steps,
      ...MARKETING_TEXTS.features,
      ...MARKETING_TEXTS.whyChooseCards,
      ...MARKETING_TEXTS.useCases,
    ])
      expect(screen.getAllByRole('heading', { level: 3, name: new RegExp(title) }).length).toBeGreaterThan(0);
    for (const name of [MARKETING_TEXTS.getStartedFree, MARKETING_TEXTS.getStartedNow])
      expect(screen.getAllByRole('link', { name })[0]).toHaveAttribute(
        'href',
        expect.stringMatching(/^\/auth/),
      );
  });

  it('shows Decide, Capture and public links with real, lazy screens of the app, light and dark', async () => {
    const { container } = await renderLanding();
    const highlights = screen.getByRole('region', { name: 'More than a list' });
    for (const name of ['decide', 'capture', 'public']) {
      const image = within(highlights)
        .getAllByRole('img')
        .find((img) => img.getAttribute('src')?.includes(name));
      expect(image).toHaveAttribute('src', `/landing/${name}-light.webp`);
      expect(image).toHaveAttribute('loading', 'lazy');
      expect(image).toHaveAttribute('decoding', 'async');
      expect(Number(image?.getAttribute('width'))).toBeGreaterThan(0);
      expect(Number(image?.getAttribute('height'))).toBeGreaterThan(0);
      expect(image?.getAttribute('alt')?.length).toBeGreaterThan(40);
      // a dark twin, where there is one, shows only in dark schemes
      const dark = container.querySelector(`source[srcset="/landing/${name}-dark.webp"]`);
      if (dark) expect(dark).toHaveAttribute('media', '(prefers-color-scheme: dark)');
    }
    expect(container.querySelectorAll('source[media="(prefers-color-scheme: dark)"]').length).toBeGreaterThan(
      0,
    );
    expect(
      within(highlights).getByRole('heading', { name: 'A top pick you can explain' }),
    ).toBeInTheDocument();
    expect(within(highlights).getByText(/76\/100/)).toBeInTheDocument();
  });

  it("prices every Premium plan from the contracts' PLAN_PRICES, as the plan screens do", async () => {
    await renderLanding();
    const pricing = screen.getByRole('region', { name: 'Pricing' });
    const basic = within(pricing).getByRole('region', { name: PLAN_LABELS.basic });
    expect(basic).toHaveTextContent(`${BILLING_TEXTS.free} ${BILLING_TEXTS.forever}`);
    for (const feature of BILLING_TEXTS.basicFeatures)
      expect(within(basic).getByText(feature)).toBeInTheDocument();
    expect(within(basic).getByRole('link', { name: MARKETING_TEXTS.getStartedFree })).toHaveAttribute(
      'href',
      APP_PATHS.signUp,
    );

    const premium = within(pricing).getByRole('region', { name: 'Premium' });
    for (const feature of BILLING_TEXTS.premiumFeatures)
      expect(within(premium).getByText(feature)).toBeInTheDocument();
    const plans = within(premium)
      .getAllByRole('listitem')
      .filter((li) => li.closest('[aria-label="Premium plans"]'));
    expect(plans).toHaveLength(PLAN_PRICES.length);
    PLAN_PRICES.forEach((plan, index) => {
      const card = plans[index]!;
      expect(card).toHaveAccessibleName(durationLabel(plan.durationMonths));
      expect(card).toHaveTextContent(formatCents(planTotalCents(plan)));
      expect(card).toHaveTextContent(BILLING_TEXTS.oneTimePayment);
      if (plan.discountPercentage > 0)
        expect(card).toHaveTextContent(BILLING_TEXTS.save(plan.discountPercentage));
      if (plan.durationMonths > 1)
        expect(card).toHaveTextContent(`${formatCents(plan.priceMonthlyCents)} / month`);
    });
    const popular = plans.filter((card) => card.textContent?.includes(BILLING_TEXTS.mostPopular));
    expect(popular).toHaveLength(1);
    expect(popular[0]).toBe(plans[mostPopularPlanIndex(PLAN_PRICES)]);
    expect(within(premium).getByRole('link', { name: 'Sign up for Premium' })).toHaveAttribute(
      'href',
      APP_PATHS.signUp,
    );
  });
});
