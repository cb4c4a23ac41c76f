import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { axeFindings } from '../support/axe';
import { seedAccount } from '../support/seed';

const grid = (page: Page) => page.getByRole('grid', { name: 'Items table' });
/** The item names down the first column, in the order shown. */
const names = (page: Page) => grid(page).getByRole('rowheader').allTextContents();
const rowOf = (page: Page, item: string) =>
  grid(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: item }) });
/** A data cell of an item's row: 1 is the price, 2 my rating (the name is the row's header). */
const cellOf = (page: Page, item: string, column: number) =>
  rowOf(page, item)
    .getByRole('gridcell')
    .nth(column - 1);
const sortBy = (page: Page, column: string) =>
  grid(page).getByRole('columnheader', { name: column, exact: true }).getByRole('button').click();

test('the Table tab: sort, edit a price and a rating in place, hide a column across a reload, export CSV', async ({
  page,
}) => {
  const { folderId } = await seedAccount(page);
  await page.goto(`/app/folder/${folderId}`);
  await page.getByRole('link', { name: 'Table', exact: true }).click();
  await expect(page).toHaveURL(`/app/folder/${folderId}/table`);
  await expect(grid(page)).toBeVisible();
  await expect(grid(page).getByRole('columnheader')).toHaveText([
    'Name',
    'Price',
    'My rating',
    'Group average',
    'Status',
    'Score',
    'Area',
    'Floors',
    'Heating',
  ]);
  await expect(cellOf(page, 'Flat on Elm Street', 1)).toHaveText('$1,250.00');
  expect(await axeFindings(page, 'table')).toEqual([]);

  // on a phone the table says that it scrolls sideways, and nothing of the tab but the table does
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(page.getByText('The table scrolls sideways: swipe to see every column.')).toBeVisible();
  const sticksOut = await page.evaluate(() =>
    Array.from(document.querySelectorAll('section:has([role="grid"]) *'))
      .filter((e) => e.getBoundingClientRect().right > window.innerWidth + 1)
      // the grid's rows scroll inside it
      .filter((e) => !e.parentElement?.closest('[role="grid"]'))
      .map((e) => `${e.tagName.toLowerCase()}.${e.getAttribute('class') ?? ''}`),
  );
  expect(sticksOut).toEqual([]);
  expect(await axeFindings(page, 'table at 375 px')).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 720 });

  // sorted by price: highest first, then lowest first
  await sortBy(page, 'Price');
  expect(await names(page)).toEqual(['Flat on Elm Street', 'Flat on Oak Road']);
  await sortBy(page, 'Price');
  expect(await names(page)).toEqual(['Flat on Oak Road', 'Flat on Elm Street']);

  // a price typed into its cell saves by itself
  await cellOf(page, 'Flat on Oak Road', 1).dblclick();
  const price = page.getByRole('textbox', { name: 'Price of Flat on Oak Road' });
  await price.fill('1100');
  const priceSaved = page.waitForResponse((r) => r.request().method() === 'PATCH' && r.ok());
  await price.press('Enter');
  await expect(cellOf(page, 'Flat on Oak Road', 1)).toHaveText('$1,100.00');
  await priceSaved;

  // the keyboard: to the rating on the right, Enter edits, Enter saves
  await expect(cellOf(page, 'Flat on Oak Road', 1)).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(cellOf(page, 'Flat on Oak Road', 2)).toBeFocused();
  await page.keyboard.press('Enter');
  const rating = page.getByRole('textbox', { name: 'My rating of Flat on Oak Road' });
  await rating.fill('9');
  const ratingSaved = page.waitForResponse(
    (r) => r.url().endsWith('/rating') && r.request().method() === 'PUT' && r.ok(),
  );
  await rating.press('Enter');
  await expect(cellOf(page, 'Flat on Oak Road', 2)).toHaveText('9/10');
  await ratingSaved;

  // a value out of the spec's range is refused with its message, and nothing is sent
  await page.keyboard.press('Enter');
  await page.getByRole('textbox', { name: 'My rating of Flat on Oak Road' }).fill('11');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Rating must be between 1 and 10' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(cellOf(page, 'Flat on Oak Road', 2)).toHaveText('9/10');

  // a hidden column stays hidden after a reload; the saved values are the server's
  await page.getByRole('button', { name: 'Columns' }).click();
  await expect(page.getByRole('menuitemcheckbox', { name: 'Group average' })).toBeChecked();
  expect(await axeFindings(page, 'columns menu', { scope: '[role="menu"]' })).toEqual([]);
  await page.getByRole('menuitemcheckbox', { name: 'Group average' }).click();
  await page.keyboard.press('Escape');
  await expect(grid(page).getByRole('columnheader', { name: 'Group average' })).toHaveCount(0);
  await page.reload();
  await expect(grid(page)).toBeVisible();
  await expect(grid(page).getByRole('columnheader', { name: 'Group average' })).toHaveCount(0);
  await expect(cellOf(page, 'Flat on Oak Road', 1)).toHaveText('$1,100.00');
  await expect(cellOf(page, 'Flat on Oak Road', 2)).toHaveText('9/10');

  // the visible table as CSV, in the order shown
  await sortBy(page, 'Name');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  const lines = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '').split('\r\n');
  expect(lines[0]).toBe('Name,Price,My rating,Status,Score,Area,Floors,Heating');
  expect(lines[1]).toMatch(/^Flat on Elm Street,"\$1,250\.00",8\/10,Considering,\d+\/100,Headingley,2,gas$/);
  expect(lines[2]).toMatch(/^Flat on Oak Road,"\$1,100\.00",9\/10,Considering,\d+\/100,Headingley,1,gas$/);
});
