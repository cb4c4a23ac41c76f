import { expect, test } from '@playwright/test';
import { seedAccount } from '../support/seed';

test('a screen whose code is gone after a deploy offers Reload, which brings the app back', async ({
  page,
}) => {
  await seedAccount(page);
  await page.goto('/app');
  await expect(page.getByRole('heading', { name: 'My Folders', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle('My Folders · Shortlist');

  // the server restarted with a new build: the old chunks answer 404 / fail
  await page.route('**/assets/**', (route) => route.abort('failed'));
  await page.getByRole('link', { name: 'My Categories' }).first().click();
  await expect(page.getByRole('heading', { name: 'This page needs a reload' })).toBeVisible();
  await expect(page.getByText('Unexpected Application Error')).toHaveCount(0);
  // the top bar stays: the error shows inside the layout
  await expect(page.getByRole('link', { name: 'Shortlist' })).toBeVisible();

  await page.unroute('**/assets/**');
  await page.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByRole('heading', { name: 'Categories', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle('My Categories · Shortlist');
});

test('staged item edits ask before a reload or a link throws them away', async ({ page }) => {
  const seeded = await seedAccount(page);
  await page.goto(`/app/folder/${seeded.folderId}/item/${seeded.itemIds[0]}`);
  await expect(page).toHaveTitle('Flat on Elm Street · Shortlist');
  await page.getByRole('button', { name: 'Edit' }).click();
  const price = page.getByRole('textbox', { name: 'Price', exact: true });
  await price.fill('12e');
  await expect(page.getByText('Enter the price as a number')).toBeVisible();
  await price.fill('1300');

  // Back (a link in the app): the app asks
  await page.getByRole('link', { name: 'Back' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Keep editing' }).click();
  await expect(price).toHaveValue('1300');

  // reload: the browser asks
  let asked = false;
  page.once('dialog', (prompt) => {
    asked = prompt.type() === 'beforeunload';
    void prompt.dismiss();
  });
  await page.reload({ timeout: 3_000 }).catch(() => {});
  expect(asked).toBe(true);
  await expect(price).toHaveValue('1300');
});
