import { expect, test, type Locator, type Page } from '@playwright/test';
import { seedAccount } from '../support/seed';

/**
 * Keyboard use (issue 12): a skip link to the page's content, focus back on the control that opened a dialog
 * once it closes (it fell to <body>), and a visible ring on the auth page's focusable tab panel.
 */
const ring = (locator: Locator) =>
  locator.evaluate((el) => {
    const style = getComputedStyle(el);
    return style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
  });

test('the first Tab reaches a skip link that moves focus to the main content', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('main#main')).toBeFocused();
});

async function closesBackTo(
  page: Page,
  opener: Locator,
  dialogName: string | RegExp,
  close: 'Escape' | 'Cancel',
) {
  const dialog = page.getByRole('dialog', { name: dialogName });
  await expect(dialog).toBeVisible();
  if (close === 'Escape') await page.keyboard.press('Escape');
  else await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
}

test('closing a dialog gives focus back to the control that opened it', async ({ page }) => {
  const seeded = await seedAccount(page);
  await page.goto(`/app/folder/${seeded.folderId}`);
  await expect(page.getByRole('heading', { name: 'Flats in Leeds' }).first()).toBeVisible({
    timeout: 30_000,
  });

  const addItem = page.getByRole('button', { name: 'Add Item' }).first();
  await addItem.focus();
  await page.keyboard.press('Enter');
  await closesBackTo(page, addItem, /Add New Item/i, 'Escape');

  // a dialog opened from a menu item: the item is gone, so focus goes back to the menu's button
  const actions = page.getByRole('button', { name: 'Folder actions' });
  await actions.focus();
  await page.keyboard.press('Enter');
  await page.getByRole('menuitem', { name: 'Edit Folder' }).click();
  await closesBackTo(page, actions, /Edit Folder/i, 'Cancel');
});

test('the focusable tab panel on the sign-in page shows a focus ring', async ({ page }) => {
  await page.goto('/auth');
  const tab = page.getByRole('tab', { name: 'Sign In' });
  await tab.focus();
  await page.keyboard.press('Tab');
  const panel = page.getByRole('tabpanel', { name: 'Sign In' });
  await expect(panel).toBeFocused();
  expect(await ring(panel)).toBe(true);
});
