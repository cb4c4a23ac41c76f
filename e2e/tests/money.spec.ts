import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { newAccount } from '../support/accounts';
import { apiAs, signUpByApi } from '../support/seed';

/**
 * Money with a currency: a person whose browser speaks German starts a folder in euros, reads a flat priced in EUR
 * from a local product page (the price keeps its currency on the card), adds one priced in US dollars, and
 * Decide says the prices are mixed and leaves the dollar one out of Price until the owner sets a rate; then it
 * shows the converted price beside it.
 */
test.use({ locale: 'de-DE' });

/** One flat to rent, priced in euros by JSON-LD and Open Graph. */
async function startFlatPage(): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((_req, res) => {
    const data = {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Altbau in Kreuzberg',
      description: 'Three rooms, balcony.',
      offers: { '@type': 'Offer', price: '1250.00', priceCurrency: 'EUR' },
    };
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><html lang="de"><head><title>Altbau in Kreuzberg</title>
<meta property="og:price:amount" content="1250.00"><meta property="og:price:currency" content="EUR">
<script type="application/ld+json">${JSON.stringify(data)}</script></head>
<body><h1>Altbau in Kreuzberg</h1><p>1.250,00 €</p></body></html>`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/flat`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

let flat: Awaited<ReturnType<typeof startFlatPage>>;
test.beforeAll(async () => {
  flat = await startFlatPage();
});
test.afterAll(async () => {
  await flat.close();
});

test('a folder in euros keeps a euro page price, says when prices are mixed, and ranks with a rate', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const token = await signUpByApi(page, newAccount());
  const api = apiAs(page, token);
  // "Fill from link" is Premium
  const checkout = await api.post<{ checkoutId: string }>('/api/billing/checkout', {
    planId: 'premium_monthly',
  });
  await api.post(`/api/billing/test-checkout/${checkout.checkoutId}/pay`, {});
  const category = await api.post<{ id: string; attributes: Array<{ id: string }> }>('/api/categories', {
    name: 'Flats',
    description: 'To rent',
    attributes: [{ name: 'Rooms', attributeType: 'number' }],
  });

  // a new folder starts in the browser's currency
  await page.goto('/app');
  await page.getByRole('button', { name: 'Create Folder' }).first().click();
  const folderDialog = page.getByRole('dialog', { name: 'Create New Folder' });
  await folderDialog.getByLabel(/^Folder Name/).fill('Berlin');
  await expect(folderDialog.getByRole('combobox', { name: 'Currency' })).toHaveText('EUR · Euro');
  await folderDialog.getByRole('button', { name: 'Create Folder' }).click();
  await page.getByRole('article', { name: 'Berlin' }).getByRole('link', { name: 'Open Folder' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Berlin' })).toBeVisible();
  const folderId = /\/app\/folder\/([^/?#]+)/.exec(page.url())![1]!;

  // a page priced in EUR fills the price and its currency
  await page.getByRole('button', { name: 'Add Item' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add New Item' });
  await dialog.getByRole('combobox', { name: /^Category/ }).click();
  await page.getByRole('option', { name: 'Flats' }).click();
  await dialog.getByRole('textbox', { name: 'Fill from link' }).fill(flat.url);
  await dialog.getByRole('button', { name: 'Read page' }).click();
  await expect(dialog.getByLabel(/^Price/)).toHaveValue('1250.00');
  await expect(dialog.getByRole('combobox', { name: 'Currency', exact: true })).toHaveText('EUR · Euro');
  await dialog.getByRole('radio', { name: '7 of 10' }).click();
  await dialog.getByRole('button', { name: 'Add Item' }).click();
  await expect(page.getByText('€1,250.00')).toBeVisible();

  // one flat priced in dollars
  await api.post(`/api/folders/${folderId}/items`, {
    name: 'Expat flat',
    priceCents: 140_000,
    currency: 'USD',
    rating: 7,
    categoryId: category.id,
    attributeValues: { [category.attributes[0]!.id]: '3' },
  });

  await page.goto(`/app/folder/${folderId}/decide`);
  const notice = page.getByRole('status', { name: 'Exchange rates' });
  await expect(notice).toContainText('This folder holds prices in EUR and USD.');
  await expect(notice).toContainText('No rate yet for USD');
  const dollars = page.getByRole('listitem', { name: 'Expat flat' });
  await expect(dollars).toContainText('$1,400.00');
  await expect(dollars).toContainText(
    'Priced in USD: left out of Price until the folder has a USD to EUR rate',
  );

  await notice.getByRole('button', { name: 'Set exchange rates' }).click();
  const rates = page.getByRole('dialog', { name: 'Exchange rates' });
  await rates.getByLabel('1 USD in EUR').fill('0.9');
  await rates.getByRole('button', { name: 'Save rates' }).click();
  await expect(page.getByText('Exchange rates saved')).toBeVisible();
  await expect(notice).toContainText('1 USD = 0.9 EUR');
  await expect(dollars).toContainText('≈ €1,260.00');
  await expect(dollars).not.toContainText('left out of Price');
});
