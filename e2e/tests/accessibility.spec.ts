import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiAs, seedAccount } from '../support/seed';

/**
 * axe over every main screen, in the light and the dark scheme (the app follows the system setting, so the
 * scheme is emulated). Moderate, serious and critical findings fail the run; each is listed as
 * "screen: rule-id (impact) at target" so the failure says what to fix where.
 */
const FAILING_IMPACTS = new Set(['moderate', 'serious', 'critical']);

async function findings(page: Page, screen: string): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  return violations
    .filter((v) => FAILING_IMPACTS.has(v.impact ?? ''))
    .flatMap((v) => v.nodes.map((n) => `${screen}: ${v.id} (${v.impact}) at ${n.target.join(' ')}`));
}

/** Opens a screen, waits for `ready` (a heading's name, or a locator), and answers axe's findings there. */
async function scan(
  page: Page,
  screen: string,
  path: string | null,
  ready: RegExp | string | ((page: Page) => Locator),
) {
  if (path !== null) await page.goto(path);
  const shown =
    typeof ready === 'function' ? ready(page) : page.getByRole('heading', { name: ready }).first();
  await expect(shown).toBeVisible();
  // let entrance transitions (dialogs, toasts) finish so colours are read at rest
  await page.waitForTimeout(300);
  return findings(page, screen);
}

for (const scheme of ['light', 'dark'] as const) {
  test(`every main screen has no moderate, serious or critical axe finding (${scheme})`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.emulateMedia({ colorScheme: scheme });
    const found: string[] = [];

    // signed out
    found.push(...(await scan(page, 'landing', '/', /./)));
    found.push(...(await scan(page, 'sign in', '/auth', (p) => p.getByRole('form', { name: 'Sign In' }))));
    found.push(
      ...(await scan(page, 'sign up', '/auth?mode=signup', (p) => p.getByRole('form', { name: 'Sign Up' }))),
    );
    await page.goto('/auth');
    await page.getByRole('button', { name: /forgot/i }).click();
    found.push(...(await scan(page, 'forgot password', null, (p) => p.getByText('Reset Password').first())));
    found.push(...(await scan(page, 'about', '/about', /./)));
    found.push(...(await scan(page, 'privacy', '/privacy', /./)));
    found.push(...(await scan(page, 'terms', '/terms', /./)));
    found.push(...(await scan(page, 'contact', '/contact', /./)));

    // signed in, with a folder of two items
    const seeded = await seedAccount(page);
    const folder = `/app/folder/${seeded.folderId}`;
    const item = `${folder}/item/${seeded.itemIds[0]}`;
    found.push(...(await scan(page, 'my folders', '/app', 'My Folders')));
    found.push(...(await scan(page, 'folder', folder, 'Flats in Leeds')));
    found.push(...(await scan(page, 'item', item, 'Flat on Elm Street')));
    await page.getByRole('button', { name: 'Edit' }).click();
    found.push(...(await scan(page, 'item edit', null, 'Flat on Elm Street')));
    // a success toast (sonner's colours are set in the design tokens)
    await page.getByRole('textbox', { name: 'Price ($)' }).fill('1300');
    await page.getByRole('button', { name: 'Save' }).first().click();
    found.push(
      ...(await scan(page, 'success toast', null, () => page.locator('[data-sonner-toast]').first())),
    );
    found.push(
      ...(await scan(
        page,
        'compare',
        `${folder}/compare?items=${seeded.itemIds.join(',')}&type=attributes`,
        /./,
      )),
    );
    found.push(...(await scan(page, 'decide', `${folder}/decide`, /./)));
    found.push(...(await scan(page, 'categories', '/app/categories', 'Categories')));
    found.push(...(await scan(page, 'notifications', '/app/notifications', /./)));
    found.push(...(await scan(page, 'profile', '/app/profile', /./)));

    // plans: the upgrade dialog, then the test checkout
    await page.getByRole('button', { name: 'Upgrade to Premium' }).first().click();
    found.push(...(await scan(page, 'plans dialog', null, 'Upgrade to Premium')));
    await page.keyboard.press('Escape');
    const { url } = await apiAs(page, seeded.token).post<{ url: string }>('/api/billing/checkout', {
      planId: 'premium_monthly',
    });
    found.push(...(await scan(page, 'checkout', url, /./)));

    expect(found, found.join('\n')).toEqual([]);
  });
}
