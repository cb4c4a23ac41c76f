import { expect, test, type Page } from '@playwright/test';
import { apiAs } from '../support/seed';
import { seedPremiumAccount } from '../support/premium';

/**
 * A 375 px phone (issue 12): no page is wider than the screen (both comparison pages were 469-614 px), the
 * referral card shows its whole code and link, and the item edit's Save/Cancel stay in reach at the bottom of
 * a long page. Tap targets (24 px) are axe's target-size rule, run at this width by accessibility.spec.ts.
 */
const PHONE = { width: 375, height: 800 };

async function widthOf(page: Page, path: string | null, ready: (page: Page) => Promise<void>) {
  if (path !== null) await page.goto(path);
  await ready(page);
  // let late layout (charts, images, fonts) settle
  await page.waitForTimeout(300);
  return page.evaluate(() => Math.max(document.documentElement.scrollWidth, document.body.scrollWidth));
}

const heading = (name: RegExp | string) => async (page: Page) => {
  await expect(page.getByRole('heading', { name }).first()).toBeVisible();
};

test('no page is wider than a 375 px phone', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(PHONE);
  const tooWide: string[] = [];
  const check = async (screen: string, path: string | null, ready: (page: Page) => Promise<void>) => {
    const width = await widthOf(page, path, ready);
    if (width > PHONE.width) tooWide.push(`${screen}: ${width} px`);
  };

  await check('landing', '/', heading(/./));
  await check('sign in', '/auth', async (p) =>
    expect(p.getByRole('form', { name: 'Sign In' })).toBeVisible(),
  );
  await check('sign up', '/auth?mode=signup', async (p) =>
    expect(p.getByRole('form', { name: 'Sign Up' })).toBeVisible(),
  );
  await check('about', '/about', heading(/./));
  await check('privacy', '/privacy', heading(/./));
  await check('terms', '/terms', heading(/./));
  await check('contact', '/contact', heading(/./));
  await check('not found', '/no-such-page', heading(/./));

  const seeded = await seedPremiumAccount(page);
  const folder = `/app/folder/${seeded.folderId}`;
  const items = seeded.itemIds.join(',');
  await check('my folders', '/app', heading('My Folders'));
  await check('folder', folder, heading('Flats in Leeds'));
  await check('item', `${folder}/item/${seeded.itemIds[0]}`, heading('Flat on Elm Street'));
  await page.getByRole('button', { name: 'Edit' }).click();
  await check('item edit', null, heading('Flat on Elm Street'));
  await page.getByRole('button', { name: 'Cancel' }).first().click();
  await check('compare', `${folder}/compare?items=${items}&type=attributes`, heading(/./));
  await check('compare (collaborative)', `${folder}/compare?items=${items}&type=collaborative`, heading(/./));
  await check('collaborative compare', `${folder}/collaborative-compare`, heading(/./));
  await check('decide', `${folder}/decide`, heading(/./));
  await check('categories', '/app/categories', heading('Categories'));
  await check('notifications', '/app/notifications', heading(/./));
  await check('profile', '/app/profile', heading(/./));
  await check('capture', '/capture', heading(/./));
  const { token } = await apiAs(page, seeded.token).post<{ token: string }>(
    `/api/folders/${seeded.folderId}/public-link`,
    {},
  );
  await check('public link', `/s/${token}`, heading(/./));

  expect(tooWide, tooWide.join('\n')).toEqual([]);
});

test('the referral card shows the whole code and link on a phone', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await seedPremiumAccount(page);
  await page.goto('/app/profile');
  for (const field of [page.locator('#referral-code'), page.locator('#referral-link')]) {
    await expect(field).toBeVisible();
    await expect(field).not.toHaveValue('');
    const cut = await field.evaluate(
      (el) => el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1,
    );
    expect(cut).toBe(false);
  }
});

test('item edit keeps Save and Cancel in reach at the bottom of a long page on a phone', async ({ page }) => {
  await page.setViewportSize(PHONE);
  const seeded = await seedPremiumAccount(page);
  await page.goto(`/app/folder/${seeded.folderId}/item/${seeded.itemIds[0]}`);
  await page.getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByRole('button', { name: 'Save' }).first()).toBeVisible();
  const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight);
  expect(pageHeight).toBeGreaterThan(PHONE.height * 2);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  for (const name of ['Save', 'Cancel']) {
    const box = await page.getByRole('button', { name }).first().boundingBox();
    expect(box, name).not.toBeNull();
    expect(box!.y, name).toBeGreaterThanOrEqual(0);
    expect(box!.y + box!.height, name).toBeLessThanOrEqual(PHONE.height);
  }
});
