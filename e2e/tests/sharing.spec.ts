import { expect, test, type Browser, type Page } from '@playwright/test';
import { newAccount, signUp, type TestAccount } from '../support/accounts';

/** A fresh browser (its own cookies and storage): one per person. */
async function personIn(browser: Browser) {
  const context = await browser.newContext();
  return { context, page: await context.newPage() };
}

/** Buys Premium through the app: profile -> Upgrade to Premium -> Select Plan -> the built-in test checkout. */
async function upgradeToPremium(page: Page): Promise<Page> {
  await page.goto('/app/profile');
  await page.getByRole('button', { name: 'Upgrade to Premium' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Upgrade to Premium' });
  const [checkout] = await Promise.all([
    page.waitForEvent('popup'),
    dialog.getByRole('button', { name: 'Select Plan' }).first().click(),
  ]);
  await expect(checkout.getByText('Test checkout', { exact: true })).toBeVisible();
  await checkout.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(checkout).toHaveURL(/\/app\/profile$/);
  await expect(checkout.getByText(/You are currently on the Premium/)).toBeVisible();
  await page.close();
  return checkout;
}

/** A category, a folder with a subfolder and one rated item, made through the API as the owner. */
async function seed(page: Page, owner: TestAccount) {
  const signIn = await page.request.post('/api/auth/sign-in', {
    data: { email: owner.email, password: owner.password },
  });
  const headers = { Authorization: `Bearer ${(await signIn.json()).accessToken as string}` };
  const category = await page.request.post('/api/categories', {
    headers,
    data: { name: 'Homes', description: 'Places to live', attributes: [{ name: 'District' }] },
  });
  expect(category.status()).toBe(201);
  const folder = await page.request.post('/api/folders', { headers, data: { name: 'Apartments' } });
  const folderId = (await folder.json()).id as string;
  const sub = await page.request.post('/api/folders', {
    headers,
    data: { name: 'Downtown', parentFolderId: folderId },
  });
  const subId = (await sub.json()).id as string;
  const item = await page.request.post(`/api/folders/${subId}/items`, {
    headers,
    data: { name: 'Loft', priceCents: 150_000, rating: 8, categoryId: (await category.json()).id },
  });
  expect(item.status()).toBe(201);
  return { folderId, subId, itemId: (await item.json()).id as string };
}

test('a Premium owner shares a folder; the collaborator adds and rates; the owner compares ratings, then removes them', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const ownerSide = await personIn(browser);
  const friendSide = await personIn(browser);

  // two people sign up; the owner buys Premium through the app's test checkout
  const owner = await signUp(ownerSide.page, newAccount({ fullName: 'Olive Owner' }));
  const friend = await signUp(friendSide.page, newAccount({ fullName: 'Fred Friend' }));
  const ownerPage = await upgradeToPremium(ownerSide.page);
  const friendPage = friendSide.page;
  const { subId, itemId } = await seed(ownerPage, owner);

  // the owner shares "Apartments" from My Folders; the friend is on Basic: an invitation e-mail goes too
  await ownerPage.goto('/app');
  const card = ownerPage.getByRole('article', { name: 'Apartments' });
  await card.getByRole('button', { name: 'Share Folder' }).click();
  const dialog = ownerPage.getByRole('dialog', { name: 'Manage Folder Access' });
  await expect(dialog.getByText('No collaborators yet')).toBeVisible();
  await dialog.getByLabel('Email address').fill(` ${friend.email.toUpperCase()} `);
  await dialog.getByRole('button', { name: 'Share' }).click();
  await expect(ownerPage.getByText('Invitation Sent')).toBeVisible();
  await expect(dialog.getByText('Fred Friend')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(card.getByText('Shared folder')).toBeVisible();

  // the friend sees it as shared with them, adds an item in the subfolder (rated 6) and rates the owner's item
  await friendPage.goto('/app');
  const shared = friendPage.getByRole('article', { name: 'Apartments' });
  await expect(shared.getByText('Shared with you')).toBeVisible();
  await shared.getByRole('link', { name: 'Open Folder' }).click();
  await friendPage
    .getByRole('article', { name: 'Downtown' })
    .getByRole('link', { name: 'Open Subfolder' })
    .click();
  await expect(friendPage.getByRole('heading', { level: 1, name: 'Downtown' })).toBeVisible();
  await friendPage.getByRole('button', { name: 'Add Item' }).first().click();
  const add = friendPage.getByRole('dialog', { name: 'Add New Item' });
  await add.getByLabel(/^Name/).fill('Studio');
  await add.getByLabel(/^Price/).fill('900');
  await add.getByRole('radio', { name: '6 of 10' }).click();
  await add.getByRole('combobox', { name: /Category/ }).click();
  await friendPage.getByRole('option', { name: 'Homes' }).click();
  await add.getByRole('button', { name: 'Add Item' }).click();
  await expect(friendPage.getByText('Item created successfully!')).toBeVisible();
  await expect(friendPage.getByRole('article', { name: 'Studio' })).toBeVisible();

  await friendPage.goto(`/app/folder/${subId}/item/${itemId}`);
  await friendPage.getByRole('button', { name: 'Edit' }).click();
  await friendPage.getByRole('radio', { name: '4 of 10' }).click();
  await friendPage.getByRole('button', { name: 'Save Changes' }).click();
  await expect(friendPage.getByText('Item updated successfully!')).toBeVisible();

  // the owner opens the collaborative comparison: both ratings of the Loft and their average
  await ownerPage.goto(`/app/folder/${subId}/collaborative-compare`);
  const picker = ownerPage.getByRole('list', { name: 'Select Items to Compare' });
  await picker.getByRole('button', { name: /Loft/ }).click();
  await picker.getByRole('button', { name: /Studio/ }).click();
  await expect(picker.getByRole('button', { name: /Loft/ })).toHaveAttribute('aria-pressed', 'true');
  const loft = ownerPage.getByRole('listitem', { name: 'Loft' });
  await expect(loft.getByText('Average: 6/10')).toBeVisible();
  await expect(loft.getByText('Olive Owner')).toBeVisible();
  await expect(loft.getByText('8/10')).toBeVisible();
  await expect(loft.getByText('Fred Friend')).toBeVisible();
  await expect(loft.getByText('4/10')).toBeVisible();
  const studio = ownerPage.getByRole('listitem', { name: 'Studio' });
  await expect(studio.getByText('Average: 6/10')).toBeVisible();

  // the same through the folder page's compare selection and the compare route
  await ownerPage.goto(`/app/folder/${subId}`);
  await ownerPage.getByRole('button', { name: 'Collaborative Ratings' }).click();
  await ownerPage.getByRole('checkbox', { name: 'Select Loft for comparison' }).click();
  await ownerPage.getByRole('checkbox', { name: 'Select Studio for comparison' }).click();
  await ownerPage.getByRole('button', { name: 'Start Comparison (2)' }).click();
  await expect(ownerPage.getByText('Comparing 2 item(s) - Collaborator Ratings')).toBeVisible();
  const ratings = ownerPage.getByRole('table', { name: 'Collaborative Ratings' });
  await expect(ratings.getByRole('row', { name: /Fred Friend/ })).toContainText('4/10');
  await expect(ratings.getByRole('row', { name: /Average/ })).toContainText('6/10');

  // the owner removes the friend; the friend's next visit finds nothing
  await ownerPage.goto('/app');
  await ownerPage
    .getByRole('article', { name: 'Apartments' })
    .getByRole('button', { name: 'Share Folder' })
    .click();
  const access = ownerPage.getByRole('dialog', { name: 'Manage Folder Access' });
  await access.getByRole('button', { name: 'Remove Fred Friend' }).click();
  await expect(ownerPage.getByText('Collaborator removed successfully')).toBeVisible();
  await expect(access.getByText('No collaborators yet')).toBeVisible();

  await friendPage.goto(`/app/folder/${subId}`);
  await expect(friendPage.getByText('Error loading folder. Please try again.')).toBeVisible();
  await friendPage.goto('/app');
  await expect(friendPage.getByRole('article', { name: 'Apartments' })).toHaveCount(0);

  await ownerSide.context.close();
  await friendSide.context.close();
});
