import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { apiAs, seedAccount, type Seeded } from '../support/seed';

/**
 * Issue 37's "Done when" for import and export: a 40-row sheet with a header row is pasted, mapped (one new
 * yes/no attribute), previewed with two faulty rows shown, imported as the valid rows, undone, imported again;
 * the folder exports as CSV, XLSX and JSON, and the JSON imports back into a new folder with the same items,
 * prices, ratings and values; "Download my data" arrives as a ZIP.
 */

const HEADER = ['Name', 'Price', 'Rating', 'Floors', 'Heating', 'Balcony'];

/** 40 flats as a spreadsheet copies them (tab-separated); row 5 has a rating of 12, row 9 the price "ask". */
function sheet(): string {
  const rows = [HEADER];
  for (let i = 1; i <= 40; i++)
    rows.push([
      `Imported flat ${i}`,
      `$1,${String(100 + i).padStart(3, '0')}.50`,
      String((i % 10) + 1),
      String(1 + (i % 3)),
      i % 2 ? 'gas' : 'electric',
      i % 3 ? 'yes' : 'no',
    ]);
  rows[5]![2] = '12';
  rows[9]![1] = 'ask';
  return rows.map((r) => r.join('\t')).join('\n');
}

interface Card {
  id: string;
  name: string;
  priceCents: number | null;
  myRating: number | null;
}

async function itemsOf(page: Page, seeded: Seeded, folderId: string) {
  const { get } = apiAs(page, seeded.token);
  const { items } = await get<{ items: Card[] }>(`/api/folders/${folderId}/items`);
  const details = await Promise.all(
    items.map((i) =>
      get<{ attributes: Array<{ name: string; value: string | null }> }>(`/api/items/${i.id}`),
    ),
  );
  return items
    .map((i, n) => ({
      name: i.name,
      priceCents: i.priceCents,
      myRating: i.myRating,
      values: Object.fromEntries(details[n]!.attributes.map((a) => [a.name, a.value])),
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

async function openImport(page: Page, folderId: string) {
  await page.goto(`/app/folder/${folderId}`);
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  return page.getByRole('dialog', { name: 'Import items' });
}

test('a pasted sheet is mapped, previewed, imported as the valid rows, undone, imported again and exported', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const seeded = await seedAccount(page);
  const { post } = apiAs(page, seeded.token);
  const folder = await post<{ id: string }>('/api/folders', { name: 'Imported flats' });

  const dialog = await openImport(page, folder.id);
  await dialog.getByLabel('Paste from a spreadsheet').fill(sheet());
  await dialog.getByRole('button', { name: 'Read' }).click();

  // the mapping, guessed from the headers: Balcony becomes a new yes/no attribute
  await expect(dialog.getByRole('combobox', { name: 'Goes to: Name' })).toHaveText(/Name/);
  await expect(dialog.getByRole('combobox', { name: 'Goes to: Floors' })).toHaveText(/Attribute: Floors/);
  await expect(dialog.getByRole('combobox', { name: 'Goes to: Balcony' })).toHaveText(/New attribute/);
  await expect(dialog.getByRole('combobox', { name: 'Type: Balcony' })).toHaveText(/Yes\/no/);

  await dialog.getByRole('button', { name: 'Preview' }).click();
  await expect(dialog.getByRole('status')).toHaveText('38 rows can be imported; 2 rows have problems.');
  const faulty = dialog.locator('tr[data-invalid]');
  await expect(faulty).toHaveCount(2);
  await expect(faulty.nth(0)).toContainText('Rating: Rating must be between 1 and 10');
  await expect(faulty.nth(1)).toContainText('Price: Price must be a number');

  await dialog.getByRole('button', { name: 'Import the valid rows (38)' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Imported 38 items. 2 rows with problems left out.');
  await expect(dialog.getByRole('progressbar', { name: 'Import progress' })).toHaveAttribute(
    'aria-valuenow',
    '100',
  );
  expect(await itemsOf(page, seeded, folder.id)).toHaveLength(38);

  await dialog.getByRole('button', { name: 'Undo this import' }).click();
  await expect(page.getByText('Import undone: 38 items removed.')).toBeVisible();
  expect(await itemsOf(page, seeded, folder.id)).toHaveLength(0);

  // again: Balcony is now the category's own attribute
  await expect(dialog.getByRole('combobox', { name: 'Goes to: Balcony' })).toHaveText(/Attribute: Balcony/);
  await dialog.getByRole('button', { name: 'Preview' }).click();
  await dialog.getByRole('button', { name: 'Import the valid rows (38)' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Imported 38 items. 2 rows with problems left out.');
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(page.getByText('Imported flat 1', { exact: true })).toBeVisible();
  const imported = await itemsOf(page, seeded, folder.id);
  expect(imported).toHaveLength(38);
  expect(imported.find((i) => i.name === 'Imported flat 1')).toEqual({
    name: 'Imported flat 1',
    priceCents: 110_150,
    myRating: 2,
    values: { Area: null, Floors: '2', Heating: 'gas', Balcony: 'yes' },
  });

  // the three exports, downloaded as files
  const download = async (label: string) => {
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      (async () => {
        await page.getByRole('button', { name: 'Export', exact: true }).click();
        await page.getByRole('menuitem', { name: label }).click();
      })(),
    ]);
    return { name: file.suggestedFilename(), body: await readFile((await file.path())!) };
  };
  const csv = await download('Export as CSV');
  expect(csv.name).toBe('Imported-flats.csv');
  const csvText = csv.body.toString('utf8');
  expect(csvText).toContain(
    'Name,Description,Link,Price,Currency,Category,Status,Area,Floors,Heating,Balcony',
  );
  expect(csvText).toMatch(/\r\nImported flat 1,,,1101\.5,[A-Z]{3},Homes,considering,,2,gas,yes,2,\d{4}-/);
  const xlsx = await download('Export as Excel (XLSX)');
  expect(xlsx.name).toBe('Imported-flats.xlsx');
  expect(xlsx.body.subarray(0, 2).toString()).toBe('PK');
  const json = await download('Export as JSON (everything)');
  expect(json.name).toBe('Imported-flats.json');
  const exported = JSON.parse(json.body.toString('utf8')) as { items: unknown[] };
  expect(exported.items).toHaveLength(38);

  // the JSON back into a new folder: the same items, prices, ratings and values
  const copy = await post<{ id: string }>('/api/folders', { name: 'Copy of the flats' });
  const again = await openImport(page, copy.id);
  await again.getByLabel('Or choose a file (CSV, TSV, XLSX or an exported JSON)').setInputFiles({
    name: 'Imported-flats.json',
    mimeType: 'application/json',
    buffer: json.body,
  });
  await again.getByRole('button', { name: 'Preview' }).click();
  await expect(again.getByRole('status')).toHaveText('All 38 rows can be imported.');
  await again.getByRole('button', { name: 'Import 38 rows' }).click();
  await expect(again.getByRole('status')).toHaveText('Imported 38 items.');
  expect(await itemsOf(page, seeded, copy.id)).toEqual(imported);
});

test('"Download my data" is built in the background and arrives as a ZIP', async ({ page }) => {
  test.setTimeout(120_000);
  await seedAccount(page);
  await page.goto('/app/profile');
  await page.getByRole('button', { name: 'Prepare my data' }).click();
  await expect(page.getByText(/Your archive (is being prepared|is ready)/)).toBeVisible();
  const link = page.getByRole('link', { name: 'Download the ZIP' });
  await expect(link).toBeVisible({ timeout: 60_000 });
  const [file] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(file.suggestedFilename()).toMatch(/^shortlist-data-\d{4}-\d\d-\d\d\.zip$/);
  const body = await readFile((await file.path())!);
  expect(body.subarray(0, 2).toString()).toBe('PK');
  expect(body.includes('account.json')).toBe(true);
  expect(body.includes('folder.json')).toBe(true);
});
