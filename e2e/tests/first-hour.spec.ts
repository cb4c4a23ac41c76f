import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { newAccount } from '../support/accounts';
import { apiAs, signUpByApi } from '../support/seed';

/**
 * The first hour of a new user, as issue 34 tells it: start from the Home template in euros, capture six flats
 * from local pages priced in EUR (one through bulk add, its page silent on the required area), let Decide and
 * Compare answer with no other setting, add a note and a photo without Edit mode, invite a partner as Rater who
 * signs up from the mailed link and finds the folder at once under the same role name everywhere, and keep
 * "what moved" readable after a change re-orders the ranking.
 */

// an Irish browser: prices in euros, written the English way
test.use({ locale: 'en-IE' });

interface Flat {
  slug: string;
  name: string;
  /** Monthly rent in EUR. */
  rent: string;
  /** m2; null: the page does not say. */
  area: number | null;
}

const FLATS: Flat[] = [
  { slug: 'canal', name: 'Sunny flat by the canal', rent: '1150.00', area: 82 },
  { slug: 'penthouse', name: 'Penthouse with terrace', rent: '2350.00', area: 64 },
  { slug: 'garden', name: 'Garden flat in Ranelagh', rent: '1480.00', area: 58 },
  { slug: 'loft', name: 'Loft near the market', rent: '1620.00', area: 70 },
  { slug: 'studio', name: 'Studio in Rathmines', rent: '1300.00', area: 40 },
  // added through bulk add: its page names no area, a required attribute of the template
  { slug: 'tower', name: 'Flat in the old tower', rent: '1390.00', area: null },
];

/** The flats' pages on 127.0.0.1: schema.org Product data with the rent in EUR and the area as a property. */
async function startFlatPages(): Promise<{ url(slug: string): string; close(): Promise<void> }> {
  const server = http.createServer((req, res) => {
    const flat = FLATS.find((f) => req.url === `/flat/${f.slug}`);
    if (!flat) {
      res.writeHead(404).end('gone');
      return;
    }
    const product = {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: flat.name,
      description: `${flat.name}, to rent from next month.`,
      offers: { '@type': 'Offer', price: flat.rent, priceCurrency: 'EUR' },
      ...(flat.area === null
        ? {}
        : {
            additionalProperty: [
              { '@type': 'PropertyValue', name: 'Area', value: flat.area, unitText: 'm2' },
            ],
          }),
    };
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${flat.name} | Lettings</title>
<meta property="og:title" content="${flat.name}"><meta property="og:price:amount" content="${flat.rent}">
<meta property="og:price:currency" content="EUR">
<script type="application/ld+json">${JSON.stringify(product)}</script></head>
<body><h1>${flat.name}</h1><p>${flat.rent} EUR a month</p></body></html>`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: (slug) => `${origin}/flat/${slug}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

let pages: Awaited<ReturnType<typeof startFlatPages>>;
test.beforeAll(async () => {
  pages = await startFlatPages();
});
test.afterAll(async () => {
  await pages.close();
});

/** The sign-up link of the newest invitation mailed to `to`, from the dev mailbox. */
async function invitationLink(request: APIRequestContext, to: string): Promise<string> {
  let path = '';
  await expect(async () => {
    const res = await request.get('/api/dev/mailbox');
    const { messages } = (await res.json()) as { messages: Array<{ to: string; text: string }> };
    const found = messages
      .filter((m) => m.to === to)
      .map((m) => /\/auth\?mode=signup#invitation=[^\s]+/.exec(m.text)?.[0])
      .filter(Boolean);
    path = found.at(-1) ?? '';
    expect(path, `an invitation link to ${to}`).not.toBe('');
  }).toPass({ timeout: 30_000 });
  return path;
}

/** The names in Decide's ranking, best first. */
async function ranked(page: Page): Promise<string[]> {
  const rows = page.getByRole('region', { name: 'Ranking' }).locator('ol').first().locator(':scope > li');
  await expect(rows.first()).toBeVisible();
  return rows.evaluateAll((lis) => lis.map((li) => li.getAttribute('aria-label') ?? ''));
}

test('the first hour: a template in euros, six captured flats, the right answers, a partner who lands', async ({
  browser,
  page,
}) => {
  test.setTimeout(120_000);
  const owner = newAccount({ fullName: 'Orla Owner' });
  const token = await signUpByApi(page, owner);
  const api = apiAs(page, token);
  // bulk add and sharing are Premium: paid through the test checkout
  const { checkoutId } = await api.post<{ checkoutId: string }>('/api/billing/checkout', {
    planId: 'premium_monthly',
  });
  await api.post(`/api/billing/test-checkout/${checkoutId}/pay`, {});

  // an empty My Folders offers the templates; Home makes the category and a folder in euros, and opens it
  await page.goto('/app');
  await expect(page.getByRole('heading', { name: 'Start with a template' })).toBeVisible();
  await page.getByRole('button', { name: 'Start: Home to rent or buy' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Home search' })).toBeVisible();
  const folderId = /\/app\/folder\/([0-9a-f-]{36})/.exec(page.url())![1]!;
  const checklist = page.getByRole('region', { name: 'Getting started' });
  await expect(checklist).toContainText('0 of 3 done');
  const folder = await api.get<{ folder: { currency: string } }>(`/api/folders/${folderId}`);
  expect(folder.folder.currency).toBe('EUR');

  // five flats through Capture: the shared link is read at once, into the folder last used
  for (const flat of FLATS.slice(0, 5)) {
    await page.goto(`/capture?url=${encodeURIComponent(pages.url(flat.slug))}`);
    await expect(page.getByText('Filled from the page. Check the values before adding.')).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Home search' })).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByLabel(/^Name/)).toHaveValue(flat.name);
    await expect(page.getByRole('textbox', { name: /^Area/ })).toHaveValue(String(flat.area));
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByRole('link', { name: 'Open the item' })).toBeVisible();
  }

  // the sixth through bulk add: its page names no area, so it is added as "needs details"
  await page.goto(`/app/folder/${folderId}`);
  await page.getByRole('button', { name: 'Add several links' }).click();
  const bulk = page.getByRole('dialog', { name: 'Add several links' });
  await bulk.getByLabel(/^Links, one per line/).fill(`${pages.url('tower')}\n${pages.url('canal')}`);
  await bulk.getByRole('button', { name: 'Add links' }).click();
  const progress = bulk.getByRole('region', { name: 'Progress' });
  const tower = progress.getByRole('listitem', { name: pages.url('tower') });
  await expect(tower.getByText('Needs details')).toBeVisible({ timeout: 30_000 });
  await expect(tower.getByText('Added without Area: open it to fill it in.')).toBeVisible();
  // the canal flat is already there: the line opens the one the folder has
  const canalLine = progress.getByRole('listitem', { name: pages.url('canal') });
  await expect(canalLine.getByRole('link', { name: 'Open the one you have' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(
    page.getByRole('article', { name: 'Flat in the old tower' }).getByText('Needs details'),
  ).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(6);

  const items = await api.get<{
    items: Array<{ id: string; name: string; priceCents: number; currency: string }>;
  }>(`/api/folders/${folderId}/items`);
  const idOf = (name: string) => items.items.find((i) => i.name === name)!.id;
  // every captured rent kept the page's currency
  expect(items.items.map((i) => i.currency)).toEqual(Array(6).fill('EUR'));

  // with no other setting, Decide puts the cheaper, larger flat above the expensive penthouse
  await page.goto(`/app/folder/${folderId}/decide`);
  const first = await ranked(page);
  expect(first.indexOf('Sunny flat by the canal')).toBeLessThan(first.indexOf('Penthouse with terrace'));
  expect(first.indexOf('Sunny flat by the canal')).toBeGreaterThanOrEqual(0);

  // Compare highlights the lowest rent, not the highest
  const compared = FLATS.slice(0, 5).map((f) => idOf(f.name));
  await page.goto(`/app/folder/${folderId}/compare?items=${compared.join(',')}&type=attributes`);
  const priceRow = page.getByRole('row', { name: /^Price/ });
  await expect(priceRow.locator('[data-best="true"]')).toHaveCount(1);
  await expect(priceRow.locator('[data-best="true"]')).toContainText('1,150');

  // a note and a photo on the item page, without Edit mode
  await page.goto(`/app/folder/${folderId}/item/${idOf('Sunny flat by the canal')}`);
  await page.getByRole('button', { name: 'Add Note' }).click();
  const noteForm = page.getByRole('form', { name: 'Add Note' });
  await noteForm.getByLabel(/^Title/).fill('Viewing on Saturday');
  await noteForm.getByRole('button', { name: 'Save Note' }).click();
  await expect(page.getByText('Note added')).toBeVisible();
  await page
    .getByTestId('photo-input')
    .setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: PNG_1X1 });
  await expect(page.getByRole('img', { name: 'Photo front.png' })).toBeVisible();
  // and rated in place with the stars
  await page.getByRole('radio', { name: '9 of 10' }).click();
  await expect(page.getByRole('radio', { name: '9 of 10' })).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByRole('button', { name: 'Save Changes' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByText('Viewing on Saturday')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Photo front.png' })).toBeVisible();

  // invite a partner as Rater from My Folders
  const partner = newAccount({ fullName: 'Nina Partner' });
  await page.goto('/app');
  await page
    .getByRole('article', { name: 'Home search' })
    .getByRole('button', { name: 'Share Folder' })
    .click();
  const access = page.getByRole('dialog', { name: 'Manage Folder Access' });
  await access.getByLabel('Email address').fill(partner.email);
  await access.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: 'Rater' }).click();
  await access.getByRole('button', { name: 'Share' }).click();
  await expect(access.getByText(partner.email)).toBeVisible();
  await access.getByRole('button', { name: 'Close' }).first().click();

  // the partner signs up from the mailed link and finds the folder at once
  const link = await invitationLink(page.request, partner.email);
  const partnerContext = await browser.newContext({ locale: 'en-IE' });
  const partnerPage = await partnerContext.newPage();
  await partnerPage.goto(link);
  const form = partnerPage.getByRole('form', { name: 'Sign Up' });
  await expect(form.getByLabel('Email')).toHaveValue(partner.email);
  await form.getByLabel(/^Password/).fill(partner.password);
  await form.getByRole('textbox', { name: 'Confirm Password' }).fill(partner.password);
  await form.getByLabel('Full Name').fill(partner.fullName);
  await form.getByLabel('Nickname').fill(partner.nickname);
  await expect(form.getByRole('button', { name: 'Sign Up' })).toBeEnabled();
  await form.getByRole('button', { name: 'Sign Up' }).click();
  await partnerPage.getByRole('button', { name: 'Continue with Basic' }).click();
  await expect(partnerPage).toHaveURL(/\/app$/);
  const sharedCard = partnerPage.getByRole('article', { name: 'Home search' });
  await expect(sharedCard.getByText('Shared with you')).toBeVisible();
  await sharedCard.getByRole('link', { name: 'Open Folder' }).click();
  await expect(partnerPage.getByRole('article')).toHaveCount(6);
  // the partner rates the penthouse from its page
  await partnerPage.goto(`/app/folder/${folderId}/item/${idOf('Penthouse with terrace')}`);
  await partnerPage.getByRole('radio', { name: '8 of 10' }).click();
  await expect(partnerPage.getByRole('radio', { name: '8 of 10' })).toHaveAttribute('aria-checked', 'true');

  // the role is named the same on every screen: Manage Access and Collaborative Ratings
  await page.goto('/app');
  await page
    .getByRole('article', { name: 'Home search' })
    .getByRole('button', { name: 'Share Folder' })
    .click();
  const people = page.getByRole('dialog', { name: 'Manage Folder Access' });
  const partnerRow = people.getByRole('listitem').filter({ hasText: 'Nina Partner' });
  await expect(partnerRow.getByText('Rater', { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.goto(`/app/folder/${folderId}/collaborative-compare`);
  const picker = page.getByRole('list', { name: 'Select Items to Compare' });
  await picker.getByRole('button', { name: /Penthouse with terrace/ }).click();
  const penthouse = page.getByRole('listitem', { name: 'Penthouse with terrace' });
  await expect(penthouse.getByText('Nina Partner')).toBeVisible();
  await expect(penthouse.getByText('Rater', { exact: true })).toBeVisible();
  await expect(penthouse.getByText('Editor', { exact: true })).toHaveCount(0);
  await partnerContext.close();

  // Decide seen; the penthouse's rent drops and the ranking moves: "what moved" stays readable after a reload
  await page.goto(`/app/folder/${folderId}/decide`);
  const before = await ranked(page);
  const dropped = await page.request.patch(`/api/items/${idOf('Penthouse with terrace')}`, {
    headers: { authorization: `Bearer ${token}` },
    multipart: { changes: JSON.stringify({ fields: { priceCents: 50_000 } }) },
  });
  expect(dropped.ok(), await dropped.text()).toBe(true);
  await page.reload();
  const after = await ranked(page);
  expect(after).not.toEqual(before);
  const moved = page.getByRole('region', { name: 'Since you last looked' });
  await expect(moved).toContainText('Penthouse with terrace');
  // it does not vanish when the page marks the view seen and reads it again
  await page.waitForLoadState('networkidle');
  await expect(moved).toBeVisible();
  await expect(moved).toContainText('Penthouse with terrace');
  await moved.getByRole('button', { name: 'Dismiss' }).click();
  await expect(moved).toHaveCount(0);

  // the checklist followed the folder (six items, Decide opened): one more rating and it is done and gone
  await page.goto(`/app/folder/${folderId}`);
  await expect(page.getByRole('article')).toHaveCount(6);
  await expect(page.getByRole('region', { name: 'Getting started' })).toContainText('2 of 3 done');
  await api.put(`/api/items/${idOf('Garden flat in Ranelagh')}/rating`, { rating: 6 });
  await page.reload();
  await expect(page.getByRole('article')).toHaveCount(6);
  await expect(page.getByRole('region', { name: 'Getting started' })).toHaveCount(0);
});
