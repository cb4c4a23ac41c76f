import { expect, test } from '@playwright/test';
import { axeFindings } from '../support/axe';

/**
 * The API reference at /api/docs (our own server-rendered page, decision 0035: Scalar's renderer carried axe
 * findings of its own) has no moderate, serious or critical axe finding on a desktop and a 375 px phone, light
 * and dark, fits the phone (Swagger UI was 981 px wide at 375), and its contents lead to each operation.
 */
test('the API reference is accessible and fits a 375 px phone, light and dark', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: 'Shortlist API', level: 1 })).toBeVisible();
  const found: string[] = [];
  for (const viewport of [
    { name: 'desktop', width: 1280, height: 800 },
    { name: 'phone', width: 375, height: 800 },
  ]) {
    await page.setViewportSize(viewport);
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      found.push(...(await axeFindings(page, `${viewport.name}, ${scheme}`)));
    }
    if (viewport.name === 'phone') {
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    }
  }
  expect(found, found.join('\n')).toEqual([]);

  // the contents lead to a feature's operations, and an operation's answer to its schema
  await page.getByRole('navigation', { name: 'Contents' }).getByRole('link', { name: 'folders' }).click();
  await expect(page.getByRole('heading', { name: 'folders', level: 2 })).toBeInViewport();
  const create = page.getByRole('article', { name: 'POST /api/folders', exact: true });
  await expect(create.getByText('A Bearer access token, or a personal API token.')).toBeVisible();
  // the guide shows a token's curl call and the signature check
  await expect(page.getByRole('heading', { name: 'Personal API tokens', level: 2 })).toBeVisible();
  await expect(page.getByText('curl -H "Authorization: Bearer $SHORTLIST_TOKEN"')).toBeVisible();
  await expect(page.getByText('verifyShortlistSignature', { exact: false }).first()).toBeAttached();
  await create.getByRole('link', { name: 'FoldersCreateRequest' }).click();
  await expect(page.getByRole('heading', { name: 'FoldersCreateRequest', level: 3 })).toBeInViewport();
});
