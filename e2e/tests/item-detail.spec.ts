import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signUp, type TestAccount } from '../support/accounts';

/** A real 1x1 PNG: the server decodes and re-encodes what it receives. */
const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** A category, a folder and an item made through the API (the organise journey covers their screens). */
async function seedItem(request: APIRequestContext, account: TestAccount) {
  const signIn = await request.post('/api/auth/sign-in', {
    data: { email: account.email, password: account.password },
  });
  expect(signIn.ok()).toBe(true);
  const headers = { Authorization: `Bearer ${(await signIn.json()).accessToken as string}` };
  const category = await request.post('/api/categories', {
    headers,
    data: { name: 'Homes', description: 'Places to live', attributes: [{ name: 'District' }] },
  });
  expect(category.status()).toBe(201);
  const folder = await request.post('/api/folders', { headers, data: { name: 'Flats' } });
  expect(folder.status()).toBe(201);
  const folderId = (await folder.json()).id as string;
  const item = await request.post(`/api/folders/${folderId}/items`, {
    headers,
    data: { name: 'Flat on Main', priceCents: 100_000, rating: 5, categoryId: (await category.json()).id },
  });
  expect(item.status()).toBe(201);
  return { folderId, itemId: (await item.json()).id as string };
}

const basic = (page: Page) => page.getByRole('heading', { name: 'Basic Information' }).locator('xpath=../..');

test('edit an item: fields, a note, two steps, a photo and a rating in one save; Cancel changes nothing', async ({
  page,
}) => {
  const account = await signUp(page);
  const { folderId, itemId } = await seedItem(page.request, account);

  await page.goto(`/app/folder/${folderId}/item/${itemId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Flat on Main' })).toBeVisible();
  await expect(page.getByText('No photos yet.')).toBeVisible();

  // edit mode: everything is staged locally
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await page.getByLabel(/^Name/).fill('Flat on Elm');
  await page.getByRole('textbox', { name: 'Price', exact: true }).fill('1234.56');
  await page.getByRole('button', { name: 'Add Note' }).click();
  const noteForm = page.getByRole('form', { name: 'Add Note' });
  await noteForm.getByLabel(/^Title/).fill('Viewing');
  await noteForm.getByLabel(/^Content/).fill('Saturday at ten');
  await noteForm.getByRole('button', { name: 'Save Note' }).click();
  await expect(page.getByText("Will be saved when you click 'Save Changes'")).toBeVisible();
  const stepInput = page.getByLabel('Next step', { exact: true });
  await stepInput.fill('Call the agent');
  await stepInput.press('Enter');
  await stepInput.fill('Check the lease');
  await stepInput.press('Enter');
  await page
    .getByTestId('photo-input')
    .setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: PNG_1X1 });
  await page.getByRole('radio', { name: '8 of 10' }).click();
  await expect(page.getByText('Pending').first()).toBeVisible();

  const save = page.waitForRequest((r) => r.method() === 'PATCH' && r.url().endsWith(`/api/items/${itemId}`));
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await save;
  await expect(page.getByText('Item updated successfully!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit', exact: true })).toBeVisible();

  // a reload shows all of it, from the server
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Flat on Elm' })).toBeVisible();
  await expect(basic(page).getByText('$1,234.56')).toBeVisible();
  await expect(basic(page).getByText('8/10')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Viewing' })).toBeVisible();
  await expect(page.getByText('Saturday at ten')).toBeVisible();
  await expect(page.getByText('Call the agent')).toBeVisible();
  await expect(page.getByText('Check the lease')).toBeVisible();
  const photo = page.getByRole('img', { name: 'Photo front.png' });
  await expect(photo).toBeVisible();
  await expect
    .poll(() => photo.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth))
    .toBeGreaterThan(0);
  await expect(page.getByText('Pending')).toHaveCount(0);

  // edit again, change things, Cancel: nothing changed
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await page.getByLabel(/^Name/).fill('Something else');
  await page.getByRole('radio', { name: '3 of 10' }).click();
  await page.getByRole('button', { name: 'Add Note' }).click();
  await page
    .getByRole('form', { name: 'Add Note' })
    .getByLabel(/^Title/)
    .fill('Throwaway');
  await page.getByRole('form', { name: 'Add Note' }).getByRole('button', { name: 'Save Note' }).click();
  await page.getByRole('button', { name: 'Delete step Call the agent' }).click();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Flat on Elm' })).toBeVisible();
  await expect(basic(page).getByText('8/10')).toBeVisible();
  await expect(page.getByText('Throwaway')).toHaveCount(0);
  await expect(page.getByText('Call the agent')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Flat on Elm' })).toBeVisible();
  await expect(basic(page).getByText('8/10')).toBeVisible();
  await expect(page.getByText('Throwaway')).toHaveCount(0);
  await expect(page.getByText('Call the agent')).toBeVisible();

  // the folder's card leads with the photo
  await page.getByRole('link', { name: 'Back' }).click();
  const card = page.getByRole('article', { name: 'Flat on Elm' });
  await expect(card.locator('img').first()).toBeVisible();
});
