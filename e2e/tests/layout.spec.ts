import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { layoutFindings } from '../support/layout';
import { seedPremiumAccount } from '../support/premium';
import { apiAs, type Seeded } from '../support/seed';
import { DISPUTED, seedSharedFolder, type SharedFolder } from '../support/shared-folder';

/**
 * The key screens at a 1280 px desktop and a 375 by 812 px phone, light and dark: no page wider than the
 * window (only the marked scroll areas, the items table and Compare, scroll sideways), no interactive elements
 * covering each other, no touch target under 24 px too close to another, no text cut off by its box
 * (support/layout.ts). Each state's full-page screenshot goes to test-results/screens/ (a CI artifact, never
 * committed). Findings read "screen (width, scheme): rule: ..."; they all fail the test at the end.
 */
const SIZES = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 375, height: 812 },
] as const;
const SCHEMES = ['light', 'dark'] as const;
const SCREENS_DIR = path.join(import.meta.dirname, '..', 'test-results', 'screens');

test.use({ reducedMotion: 'reduce' });

let page: Page;
let seeded: Seeded;
let folder: string;
let publicToken: string;
let shared: SharedFolder;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    reducedMotion: 'reduce',
  });
  page = await context.newPage();
  // leaving a page with staged edits asks first: the journey's next screen leaves anyway
  page.on('dialog', (prompt) => void prompt.accept());
  seeded = await seedPremiumAccount(page);
  folder = `/app/folder/${seeded.folderId}`;
  const api = apiAs(page, seeded.token);
  // what the screens show with content: a note, a step and a comment on the item, and a public link
  const first = seeded.itemIds[0];
  await api.post(`/api/items/${first}/notes`, {
    title: 'Viewing on Saturday',
    content: 'Ask about the heating and the bills; the agent says the boiler is new.',
  });
  await api.post(`/api/items/${first}/comments`, { text: 'Is the heating included in the rent?' });
  ({ token: publicToken } = await api.post<{ token: string }>(
    `/api/folders/${seeded.folderId}/public-link`,
    {},
  ));
  // a shared folder with subfolders, and a second person who disagrees with the owner on one item
  shared = await seedSharedFolder(browser, seeded);
  mkdirSync(SCREENS_DIR, { recursive: true });
});

test.afterAll(async () => {
  await page?.context().close();
});

/** Two frames: a resize or a scheme change reaches layout before the page is read. */
const frames = (p: Page) =>
  p.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

/**
 * Opens `url`, waits for `ready`, and reads the screen at each size and scheme: the layout findings of each,
 * and a full-page screenshot.
 */
async function check(name: string, url: string, ready: (p: Page) => Locator) {
  const found: string[] = [];
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await page.goto(url);
    // a screen's first load on a busy machine can take longer than expect's 10 s
    await expect(ready(page)).toBeVisible({ timeout: 30_000 });
    // skeletons give way to content: wait until nothing on the page says it is still loading
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
    for (const scheme of SCHEMES) {
      await page.emulateMedia({ colorScheme: scheme });
      await frames(page);
      found.push(...(await layoutFindings(page, `${name} (${size.name}, ${scheme})`)));
      await page.screenshot({
        path: path.join(SCREENS_DIR, `${name.replace(/\W+/g, '-')}-${size.width}-${scheme}.png`),
        fullPage: true,
        animations: 'disabled',
      });
    }
  }
  await page.setViewportSize(SIZES[0]);
  await page.emulateMedia({ colorScheme: 'light' });
  expect(found, found.join('\n')).toEqual([]);
}

const heading = (name: RegExp | string) => (p: Page) => p.getByRole('heading', { name, level: 1 }).first();

test('My Folders', async () => {
  test.setTimeout(90_000);
  await check('my-folders', '/app', heading('My Folders'));
});

test('a folder: Items', async () => {
  test.setTimeout(90_000);
  await check('folder-items', folder, (p) => p.getByText('Flat on Elm Street').first());
});

test('a folder: Table', async () => {
  test.setTimeout(90_000);
  await check('folder-table', `${folder}/table`, (p) => p.getByRole('grid', { name: 'Items table' }));
});

test('an item', async () => {
  test.setTimeout(90_000);
  await check('item', `${folder}/item/${seeded.itemIds[0]}`, heading('Flat on Elm Street'));
});

test('a folder: Compare', async () => {
  test.setTimeout(90_000);
  const items = seeded.itemIds.join(',');
  await check('compare', `${folder}/compare?items=${items}&type=attributes`, heading(/./));
});

test('a folder: Decide', async () => {
  test.setTimeout(90_000);
  await check('decide', `${folder}/decide`, heading(/./));
});

test('a folder: Activity', async () => {
  test.setTimeout(90_000);
  await check('activity', `${folder}/activity`, heading(/./));
});

test('profile', async () => {
  test.setTimeout(90_000);
  await check('profile', '/app/profile', heading('Profile'));
});

test('Capture', async () => {
  test.setTimeout(90_000);
  await check('capture', '/capture', heading(/./));
});

test('the public page', async () => {
  test.setTimeout(90_000);
  await check('public-page', `/s/${publicToken}`, heading(/./));
});

const PHONE = SIZES[1];

/**
 * The phone's first screen: only the title, the tab bar, the search and the primary action (and the
 * subfolders) come before the first item card, whose top is inside the 812 px window, light and dark.
 */
async function firstCardOnFirstScreen(url: string) {
  await page.setViewportSize(PHONE);
  await page.goto(url);
  const firstCard = page.getByRole('list', { name: 'Items', exact: true }).getByRole('article').first();
  await expect(firstCard).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
  const tops: string[] = [];
  for (const scheme of SCHEMES) {
    await page.emulateMedia({ colorScheme: scheme });
    await frames(page);
    const top = (await firstCard.boundingBox())!.y;
    if (top >= PHONE.height) tops.push(`${url} (${scheme}): the first item card starts at ${top} px`);
  }
  await page.setViewportSize(SIZES[0]);
  await page.emulateMedia({ colorScheme: 'light' });
  expect(tops, tops.join('\n')).toEqual([]);
}

test('a phone shows the first item card on the first screen, with and without subfolders', async () => {
  test.setTimeout(90_000);
  await firstCardOnFirstScreen(folder);
  await firstCardOnFirstScreen(`/app/folder/${shared.folderId}`);
});

test('a shared folder: Items and Decide with the consensus strips', async () => {
  test.setTimeout(120_000);
  const sharedFolder = `/app/folder/${shared.folderId}`;
  await check('shared-folder-items', sharedFolder, (p) => p.getByText(DISPUTED).first());
  const strips = (p: Page) => p.getByRole('table', { name: 'Consensus' });
  await check('shared-decide', `${sharedFolder}/decide`, strips);

  // the strip of the item the two disagree on: each person's rating, the average, the spread, the mark
  const disputed = strips(page).getByRole('row', { name: new RegExp(DISPUTED) });
  await expect(disputed).toContainText(`${shared.raterName} 2`);
  await expect(disputed).toContainText(`${seeded.account.fullName} 9`);
  await expect(disputed).toContainText('Average 5.5');
  await expect(disputed).toContainText('Spread 7');
  await expect(disputed).toContainText('People disagree');
  await expect(strips(page).getByRole('row', { name: /Cottage by the Mill/ })).not.toContainText(
    'People disagree',
  );

  // at 375 px nothing of a strip is cut off or out of the window, and the page does not scroll sideways
  await page.setViewportSize(PHONE);
  await expect(disputed).toBeVisible();
  const outside = await page.evaluate(() => {
    const found: string[] = [];
    const table = document.querySelector('[role="table"][aria-label="Consensus"]')!;
    for (const el of Array.from(table.querySelectorAll('*'))) {
      const r = el.getBoundingClientRect();
      if (r.width === 0) continue;
      const what = `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 30)}"`;
      if (r.left < 0 || r.right > window.innerWidth) found.push(`${what} out of the window`);
      if (el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX !== 'visible')
        found.push(`${what} clipped`);
    }
    const pageWidth = Math.max(document.documentElement.scrollWidth, document.body.scrollWidth);
    if (pageWidth > window.innerWidth) found.push(`the page is ${pageWidth} px wide`);
    return found;
  });
  await page.setViewportSize(SIZES[0]);
  expect(outside, outside.join('\n')).toEqual([]);
});
