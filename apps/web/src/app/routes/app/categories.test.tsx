import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ACCOUNT_ERRORS,
  BILLING_TEXTS,
  billingEndpoints,
  CATEGORY_TEXTS,
  categoriesEndpoints,
  ORGANISE_ERRORS,
  UPGRADE_TEXTS,
  type Category,
} from '@shortlist/contracts';
import { findDialog } from '@/testing/find-dialog';
import { server } from '@/testing/msw-server';
import { makeAttribute, makeCategory, signedIn } from '@/testing/organise-fixtures';
import { errorResponse, mockEndpoint, renderWithApp } from '@/testing/render';
import CategoriesRoute from './categories';

function renderPage(categories: Category[], { isPremium = false } = {}) {
  server.use(signedIn({ isPremium }), mockEndpoint(categoriesEndpoints.list, { categories }));
  const user = userEvent.setup();
  renderWithApp(<CategoriesRoute />, { path: '/app/categories', routePath: '/app/categories' });
  return user;
}

describe('Categories page', () => {
  it('shows five attribute names then "+N more", usage and ownership', async () => {
    const attributes = ['Size', 'Floor', 'Rent', 'Area', 'Garden', 'Parking', 'Pets'].map((name, i) =>
      makeAttribute({ name, displayOrder: i }),
    );
    renderPage([
      makeCategory({ name: 'Homes', attributes, usageCount: 4 }),
      makeCategory({ name: 'Laptops', isOwned: false, isShared: true, attributes: [] }),
    ]);
    const homes = await screen.findByRole('article', { name: 'Homes' });
    expect(within(homes).getByText('Garden')).toBeInTheDocument();
    expect(within(homes).queryByText('Parking')).not.toBeInTheDocument();
    expect(within(homes).getByText(CATEGORY_TEXTS.moreAttributes(2))).toBeInTheDocument();
    expect(within(homes).getByText('Used in 4 items')).toBeInTheDocument();
    expect(within(homes).getByRole('button', { name: CATEGORY_TEXTS.edit('Homes') })).toBeInTheDocument();
    const laptops = screen.getByRole('article', { name: 'Laptops' });
    expect(within(laptops).getByText(CATEGORY_TEXTS.noAttributes)).toBeInTheDocument();
    expect(within(laptops).getByText(CATEGORY_TEXTS.sharedWithYou)).toBeInTheDocument();
    expect(within(laptops).queryByRole('button')).not.toBeInTheDocument();
  });

  it('filters by name or description and says when nothing matches', async () => {
    const user = renderPage([
      makeCategory({ name: 'Homes', description: 'Places to live' }),
      makeCategory({ name: 'Laptops', description: 'Work machines' }),
    ]);
    const search = await screen.findByPlaceholderText(CATEGORY_TEXTS.search);
    await user.type(search, 'MACHINES');
    expect(screen.getByRole('article', { name: 'Laptops' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Homes' })).not.toBeInTheDocument();
    await user.type(search, 'zzz');
    expect(screen.getByText(CATEGORY_TEXTS.noMatchTitle)).toBeInTheDocument();
    expect(screen.getByText(CATEGORY_TEXTS.noMatchDescription)).toBeInTheDocument();
  });

  it('shows the empty state when there is no category', async () => {
    renderPage([]);
    expect(await screen.findByText(CATEGORY_TEXTS.emptyTitle)).toBeInTheDocument();
    expect(screen.getByText(CATEGORY_TEXTS.emptyDescription)).toBeInTheDocument();
  });

  it('gives a Basic user who already has a category the upgrade prompt instead of the form', async () => {
    const user = renderPage([makeCategory()]);
    await screen.findByRole('article', { name: 'Homes' });
    await user.click(screen.getAllByRole('button', { name: CATEGORY_TEXTS.create })[0]!);
    const prompt = await findDialog(UPGRADE_TEXTS.unlimitedCategories);
    expect(within(prompt).getByText(ORGANISE_ERRORS.premiumCategories)).toBeInTheDocument();
    expect(within(prompt).getByText('Unlimited categories')).toBeInTheDocument();
    expect(screen.queryByText(CATEGORY_TEXTS.createDialogTitle)).not.toBeInTheDocument();
    server.use(
      mockEndpoint(billingEndpoints.plans, { plans: [] }),
      mockEndpoint(billingEndpoints.subscription, () => errorResponse(500, 'INTERNAL', 'unused')),
    );
    await user.click(within(prompt).getByRole('button', { name: UPGRADE_TEXTS.upgradeToPremium }));
    // the prompt hands over to the plan-selection dialog (billing), which returns here after checkout
    const plans = await findDialog(BILLING_TEXTS.upgradeDialogTitle);
    expect(await within(plans).findByText(ACCOUNT_ERRORS.noPlans)).toBeInTheDocument();
  });

  it('lets a Premium user with a category open the form', async () => {
    const user = renderPage([makeCategory()], { isPremium: true });
    await screen.findByRole('article', { name: 'Homes' });
    await user.click(screen.getByRole('button', { name: CATEGORY_TEXTS.create }));
    expect(await findDialog(CATEGORY_TEXTS.createDialogTitle)).toBeInTheDocument();
  });

  it('shows the same prompt when the server refuses with PREMIUM_REQUIRED', async () => {
    // a category shared with the viewer does not count client side; the server has the last word
    const user = renderPage([makeCategory({ name: 'Theirs', isOwned: false, isShared: true })]);
    server.use(
      mockEndpoint(categoriesEndpoints.create, () =>
        errorResponse(403, 'PREMIUM_REQUIRED', ORGANISE_ERRORS.premiumCategories),
      ),
    );
    await screen.findByRole('article', { name: 'Theirs' });
    await user.click(screen.getByRole('button', { name: CATEGORY_TEXTS.create }));
    const dialog = await findDialog(CATEGORY_TEXTS.createDialogTitle);
    await user.type(within(dialog).getByLabelText(/^Name/), 'Cars');
    await user.type(within(dialog).getByLabelText(/^Description/), 'Second-hand cars');
    await user.type(within(dialog).getByLabelText(CATEGORY_TEXTS.attributeName), 'Mileage');
    await user.click(within(dialog).getByRole('button', { name: CATEGORY_TEXTS.createSubmit }));
    expect(await findDialog(UPGRADE_TEXTS.unlimitedCategories)).toBeInTheDocument();
  });
});
