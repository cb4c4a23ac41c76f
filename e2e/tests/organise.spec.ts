import { expect, test, type Page } from '@playwright/test';
import { signUp } from '../support/accounts';

/** Adds an item through the Add New Item dialog of the open folder page. */
async function addItem(
  page: Page,
  item: { name: string; price: string; rating: number; floors: string; heating?: string },
) {
  await page.getByRole('button', { name: 'Add Item' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add New Item' });
  await dialog.getByLabel(/^Name/).fill(item.name);
  await dialog.getByLabel(/^Price/).fill(item.price);
  await dialog.getByRole('radio', { name: `${item.rating} of 10` }).click();
  await dialog.getByRole('combobox', { name: /^Category/ }).click();
  await page.getByRole('option', { name: 'Homes' }).click();
  await dialog.getByLabel(/^Floors/).fill(item.floors);
  if (item.heating) {
    await dialog.getByRole('combobox', { name: /^Heating/ }).click();
    await page.getByRole('option', { name: item.heating }).click();
  }
  await dialog.getByRole('button', { name: 'Add Item' }).click();
  await expect(page.getByText('Item created successfully!').last()).toBeVisible();
  await expect(dialog).toBeHidden();
}

const itemNames = (page: Page) =>
  page.getByRole('list', { name: 'Items' }).getByRole('heading', { level: 3 }).allTextContents();

test('organise a comparison: category, folders, items, sort, move by drag and drop, delete', async ({
  page,
}) => {
  await signUp(page);

  // a category with three attributes
  await page.goto('/app/categories');
  await expect(page.getByText('No categories yet')).toBeVisible();
  await page.getByRole('button', { name: 'Create Category' }).first().click();
  const categoryDialog = page.getByRole('dialog', { name: 'Create New Category' });
  await categoryDialog.getByLabel(/^Name/).fill('Homes');
  await categoryDialog.getByLabel(/^Description/).fill('Places to live');
  const rows = categoryDialog.getByTestId('attribute-row');
  await rows.nth(0).getByLabel('Attribute name').fill('Area');
  await categoryDialog.getByRole('button', { name: 'Add Attribute' }).click();
  await rows.nth(1).getByLabel('Attribute name').fill('Floors');
  await rows.nth(1).getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Number' }).click();
  await rows.nth(1).getByRole('checkbox', { name: 'Required' }).click();
  await categoryDialog.getByRole('button', { name: 'Add Attribute' }).click();
  await rows.nth(2).getByLabel('Attribute name').fill('Heating');
  await rows.nth(2).getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Options' }).click();
  await rows.nth(2).getByLabel('Options').fill('gas,electric,');
  await categoryDialog.getByRole('button', { name: 'Create Category' }).click();
  await expect(page.getByText('Category created successfully!')).toBeVisible();
  const card = page.getByRole('article', { name: 'Homes' });
  await expect(card.getByText('3 attributes')).toBeVisible();
  await expect(card.getByText('Heating')).toBeVisible();

  // a folder and a subfolder
  await page.goto('/app');
  await expect(page.getByText('No folders yet')).toBeVisible();
  await page.getByRole('button', { name: 'Create Folder' }).first().click();
  const folderDialog = page.getByRole('dialog', { name: 'Create New Folder' });
  await folderDialog.getByPlaceholder('e.g., Apartment Hunting').fill('Moving');
  await folderDialog.getByRole('button', { name: 'Create Folder' }).click();
  await expect(page.getByText('Folder created successfully!')).toBeVisible();
  await page.getByRole('article', { name: 'Moving' }).getByRole('link', { name: 'Open Folder' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Moving' })).toBeVisible();
  await page.getByRole('button', { name: 'Create Subfolder' }).click();
  const subDialog = page.getByRole('dialog', { name: 'Create New Subfolder' });
  await subDialog.getByLabel(/^Folder Name/).fill('Berlin');
  await expect(subDialog.getByText('6/100')).toBeVisible();
  await subDialog.getByRole('button', { name: 'Create Subfolder' }).click();
  await expect(page.getByText('Subfolder created successfully!')).toBeVisible();
  await expect(page.getByRole('article', { name: 'Berlin' })).toBeVisible();

  // two items with attribute values and ratings
  await addItem(page, { name: 'Flat A', price: '1500', rating: 7, floors: '3', heating: 'gas' });
  await addItem(page, { name: 'Flat B', price: '900.50', rating: 9, floors: '2' });
  await expect(page.getByRole('article', { name: 'Flat B' }).getByText('$900.50')).toBeVisible();
  await expect(page.getByRole('article', { name: 'Flat A' }).getByText('7/10')).toBeVisible();

  // newest first, then by price (descending, then ascending)
  expect(await itemNames(page)).toEqual(['Flat B', 'Flat A']);
  await page.getByRole('combobox', { name: 'Sort by' }).click();
  await page.getByRole('option', { name: 'Price' }).click();
  await expect.poll(() => itemNames(page)).toEqual(['Flat A', 'Flat B']);
  await page.getByRole('button', { name: 'Descending' }).click();
  await expect.poll(() => itemNames(page)).toEqual(['Flat B', 'Flat A']);

  // the item page opens from its card
  await page.getByRole('article', { name: 'Flat A' }).getByRole('link', { name: 'View Item' }).click();
  await expect(page.getByRole('heading', { name: 'Basic Information' })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Moving' })).toBeVisible();

  // move Flat B into Berlin by keyboard drag and drop: pick up, arrow to the subfolder card, drop
  const flatBUrl = await page
    .getByRole('article', { name: 'Flat B' })
    .getByRole('link', { name: 'View Item' })
    .getAttribute('href');
  // each key waits for the screen-reader announcement, as a user waits to see the card move
  await page.getByRole('button', { name: 'Drag Flat B' }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByText(/^Picked up Item Flat B\./)).toBeAttached();
  await page.keyboard.press('ArrowUp');
  await expect(page.getByText('Item Flat B is over Berlin.')).toBeAttached();
  await page.keyboard.press('Space');
  await expect(page.getByText('Item moved successfully!')).toBeVisible();
  await expect(page.getByRole('article', { name: 'Flat B' })).toBeHidden();
  await expect(page.getByRole('article', { name: 'Berlin' }).getByText('1 item')).toBeVisible();

  // delete the subfolder: its item goes with it
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await page.getByRole('checkbox', { name: 'Select Berlin for deletion' }).click();
  await page.getByRole('button', { name: 'Delete Selected (1)' }).click();
  await page.getByRole('dialog', { name: 'Delete Selected' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('1 folder(s) deleted successfully!')).toBeVisible();
  await expect(page.getByRole('article', { name: 'Berlin' })).toBeHidden();
  await page.goto(flatBUrl!);
  await expect(page.getByText('Error loading item. Please try again.')).toBeVisible();

  // a Basic user's second category: the upgrade prompt
  await page.goto('/app/categories');
  await page.getByRole('button', { name: 'Create Category' }).first().click();
  const prompt = page.getByRole('dialog', { name: 'Create Unlimited Categories' });
  await expect(prompt).toBeVisible();
  await expect(prompt.getByText('Unlimited categories', { exact: true })).toBeVisible();
});
