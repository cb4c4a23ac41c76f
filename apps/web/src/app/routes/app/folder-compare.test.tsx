import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  BILLING_TEXTS,
  billingEndpoints,
  COMPARE_TEXTS,
  FOLDER_TEXTS,
  foldersEndpoints,
  linkImportEndpoints,
  notificationsEndpoints,
  UPGRADE_TEXTS,
  type FolderDetail,
} from '@shortlist/contracts';
import { basicStatus, PLANS } from '@/testing/billing-fixtures';
import { anyDecisionView } from '@/testing/decide-fixtures';
import { server } from '@/testing/msw-server';
import { makeFolder, makeItem, signedIn } from '@/testing/organise-fixtures';
import { mockEndpoint, renderWithApp } from '@/testing/render';
import FolderRoute from './folder';
import { FolderLayout } from './folder/folder-layout';

function renderFolder({ items = 6, isPremium = true, isShared = true } = {}) {
  const folder = makeFolder({ name: 'Flats', isShared });
  const cards = Array.from({ length: items }, (_, i) =>
    makeItem({ name: `Flat ${i + 1}`, folderId: folder.id, createdAt: `2026-03-0${i + 1}T10:00:00.000Z` }),
  );
  const detail: FolderDetail = { folder, breadcrumb: [], subfolders: [], items: cards };
  server.use(
    signedIn({ isPremium }),
    mockEndpoint(linkImportEndpoints.folderTrends, { trends: [] }),
    anyDecisionView(),
    mockEndpoint(notificationsEndpoints.getSettings, { email: 'each', mutedFolderIds: [] }),
    mockEndpoint(foldersEndpoints.get, detail),
  );
  const user = userEvent.setup();
  const { router } = renderWithApp(
    <FolderLayout>
      <FolderRoute />
    </FolderLayout>,
    {
      path: `/app/folder/${folder.id}`,
      routePath: '/app/folder/:folderId',
    },
  );
  return { user, router, folder, cards };
}

const box = (name: string) => screen.getByRole('checkbox', { name: COMPARE_TEXTS.selectForComparison(name) });

describe('compare selection mode', () => {
  it('allows up to 5 items, starts from 2, and opens the comparison with the items in order', async () => {
    const { user, router, folder, cards } = renderFolder();
    await user.click(await screen.findByRole('button', { name: FOLDER_TEXTS.compareItems }));
    const banner = screen.getByRole('region', { name: COMPARE_TEXTS.selectBanner });
    expect(within(banner).getByText('0/5')).toBeInTheDocument();
    expect(within(banner).queryByText(COMPARE_TEXTS.ratingsModeNote)).not.toBeInTheDocument();
    const start = () => within(banner).getByRole('button', { name: /Start Comparison/ });
    expect(start()).toBeDisabled();

    await user.click(box('Flat 3'));
    expect(start()).toHaveTextContent('Start Comparison (1)');
    expect(start()).toBeDisabled();
    await user.click(box('Flat 1'));
    expect(start()).toBeEnabled();
    for (const name of ['Flat 2', 'Flat 4', 'Flat 5']) await user.click(box(name));
    expect(within(banner).getByText('5/5')).toBeInTheDocument();
    expect(box('Flat 6')).toBeDisabled();
    expect(box('Flat 5')).toBeEnabled();
    await user.click(box('Flat 5'));
    expect(box('Flat 6')).toBeEnabled();
    await user.click(box('Flat 6'));

    await user.click(start());
    const ids = ['Flat 3', 'Flat 1', 'Flat 2', 'Flat 4', 'Flat 6'].map(
      (name) => cards.find((c) => c.name === name)!.id,
    );
    expect(router.state.location.pathname).toBe(`/app/folder/${folder.id}/compare`);
    expect(router.state.location.search).toBe(`?items=${ids.join(',')}&type=attributes`);
  });

  it('disables both compare buttons with fewer than 2 items', async () => {
    renderFolder({ items: 1 });
    expect(await screen.findByRole('button', { name: FOLDER_TEXTS.compareItems })).toBeDisabled();
    expect(
      screen.getByRole('button', { name: new RegExp(COMPARE_TEXTS.collaborativeRatings) }),
    ).toBeDisabled();
  });

  it('collaborative mode notes that all collaborators are compared', async () => {
    const { user } = renderFolder();
    await user.click(await screen.findByRole('button', { name: COMPARE_TEXTS.collaborativeRatings }));
    const banner = screen.getByRole('region', { name: COMPARE_TEXTS.selectBanner });
    expect(within(banner).getByText(COMPARE_TEXTS.ratingsModeNote)).toBeInTheDocument();
  });

  it('shows the "Share Folder to Compare" hint on an unshared folder', async () => {
    const { user } = renderFolder({ isShared: false });
    await user.click(await screen.findByRole('button', { name: COMPARE_TEXTS.collaborativeRatings }));
    const dialog = await screen.findByRole('dialog', { name: COMPARE_TEXTS.shareToCompareTitle });
    await user.click(within(dialog).getByRole('button', { name: COMPARE_TEXTS.gotIt }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: COMPARE_TEXTS.selectBanner })).not.toBeInTheDocument();
  });

  it('offers Basic users the upgrade prompt instead, whose button opens the Upgrade to Premium dialog', async () => {
    const { user, router, folder } = renderFolder({ isPremium: false });
    server.use(
      mockEndpoint(billingEndpoints.plans, { plans: PLANS }),
      mockEndpoint(billingEndpoints.subscription, basicStatus()),
    );
    const button = await screen.findByRole('button', { name: /Collaborative Ratings/ });
    expect(button).toHaveTextContent(COMPARE_TEXTS.premiumLabel);
    await user.click(button);
    const prompt = await screen.findByRole('dialog', { name: UPGRADE_TEXTS.collaborativeRatings });
    await user.click(within(prompt).getByRole('button', { name: UPGRADE_TEXTS.upgradeToPremium }));
    // the plan grid, as the Share Folder and Create Unlimited Categories prompts open it; the page stays
    const plans = await screen.findByRole('dialog', { name: BILLING_TEXTS.upgradeDialogTitle });
    expect(await within(plans).findAllByRole('button', { name: BILLING_TEXTS.selectPlan })).toHaveLength(
      PLANS.length,
    );
    expect(router.state.location.pathname).toBe(`/app/folder/${folder.id}`);
  });
});
