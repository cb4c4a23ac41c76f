import { expect, test, type Page } from '@playwright/test';
import { signUp } from '../support/accounts';
import { apiAs } from '../support/seed';

/** The access token of the signed-in page's account, for seeding through the API. */
async function apiOf(page: Page, account: { email: string; password: string }) {
  const signIn = await page.request.post('/api/auth/sign-in', {
    data: { email: account.email, password: account.password },
  });
  return apiAs(page, ((await signIn.json()) as { accessToken: string }).accessToken);
}

const cellOf = (page: Page, rowName: string, column: number) =>
  page
    .getByRole('table', { name: 'Item Characteristics' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: rowName, exact: true }) })
    .getByRole('cell')
    .nth(column);

test('"better" is defined where an attribute is made: units, a guessed preference, typed controls, Compare and Decide follow it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const account = await signUp(page);

  // the category dialog: a number "Rent" is guessed lower is better and shown for the person to confirm
  await page.goto('/app/categories');
  await page.getByRole('button', { name: 'Create Category' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Create New Category' });
  await dialog.getByLabel(/^Name/).fill('Flats');
  await dialog.getByLabel(/^Description/).fill('To rent');
  const rows = dialog.getByTestId('attribute-row');
  await rows.nth(0).getByLabel('Attribute name').fill('Rent');
  await rows.nth(0).getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Number' }).click();
  await expect(rows.nth(0).getByRole('combobox', { name: 'Which is better?' })).toHaveText('Lower is better');
  await expect(rows.nth(0).getByText('Guessed from "Rent"')).toBeVisible();
  await rows.nth(0).getByLabel('Unit').fill('EUR');
  await rows.nth(0).getByRole('checkbox', { name: 'Required' }).click();
  await dialog.getByRole('button', { name: 'Add Attribute' }).click();
  await rows.nth(1).getByLabel('Attribute name').fill('Area');
  await rows.nth(1).getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Number' }).click();
  await expect(rows.nth(1).getByRole('combobox', { name: 'Which is better?' })).toHaveText(
    'Higher is better',
  );
  await rows.nth(1).getByLabel('Unit').fill('m2');
  await dialog.getByRole('button', { name: 'Add Attribute' }).click();
  await rows.nth(2).getByLabel('Attribute name').fill('Balcony');
  await rows.nth(2).getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Yes/no' }).click();
  await expect(rows.nth(2).getByRole('combobox', { name: 'Which is better?' })).toHaveText('Yes is better');
  await dialog.getByRole('button', { name: 'Create Category' }).click();
  await expect(page.getByText('Category created successfully!')).toBeVisible();

  // two flats through Add New Item, with the typed controls: the unit beside the number, a toggle for yes/no
  const api = await apiOf(page, account);
  const folder = await api.post<{ id: string }>('/api/folders', { name: 'Flats' });
  await page.goto(`/app/folder/${folder.id}`);
  for (const flat of [
    { name: 'Penthouse', rent: '2350', area: '80', balcony: true },
    { name: 'Garden flat', rent: '900', area: '95', balcony: false },
  ]) {
    await page.getByRole('button', { name: 'Add Item' }).first().click();
    const add = page.getByRole('dialog', { name: 'Add New Item' });
    await add.getByLabel(/^Name/).fill(flat.name);
    await add.getByLabel(/^Price/).fill('1000');
    await add.getByRole('radio', { name: '7 of 10' }).click();
    await add.getByRole('combobox', { name: /^Category/ }).click();
    await page.getByRole('option', { name: 'Flats' }).click();
    await add.getByRole('textbox', { name: /^Rent/ }).fill(flat.rent);
    await expect(add.getByTestId('attribute-unit').first()).toHaveText('EUR');
    await add.getByRole('textbox', { name: /^Area/ }).fill(flat.area);
    const balcony = add.getByRole('switch', { name: /^Balcony/ });
    await balcony.click();
    if (!flat.balcony) await balcony.click();
    await expect(balcony).toHaveAttribute('aria-checked', flat.balcony ? 'true' : 'false');
    await add.getByRole('button', { name: 'Add Item' }).click();
    await expect(page.getByText('Item created successfully!').last()).toBeVisible();
    await expect(add).toBeHidden();
  }

  // Compare: the lowest rent and the largest area are highlighted, values read with their units
  const items = await api.get<{ items: Array<{ id: string; name: string }> }>(
    `/api/folders/${folder.id}/items`,
  );
  const id = (name: string) => items.items.find((i) => i.name === name)!.id;
  await page.goto(
    `/app/folder/${folder.id}/compare?items=${id('Penthouse')},${id('Garden flat')}&type=attributes`,
  );
  await expect(cellOf(page, 'Rent', 1)).toHaveText(/900 EUR/);
  await expect(cellOf(page, 'Rent', 1)).toHaveAttribute('data-best', 'true');
  await expect(cellOf(page, 'Rent', 0)).not.toHaveAttribute('data-best');
  await expect(cellOf(page, 'Area', 1)).toHaveAttribute('data-best', 'true');
  await expect(cellOf(page, 'Balcony', 0)).toHaveText(/Yes/);
  await expect(cellOf(page, 'Balcony', 0)).toHaveAttribute('data-best', 'true');

  // Decide, with no setting: the cheaper, larger flat ranks first
  await page.goto(`/app/folder/${folder.id}/decide`);
  const ranking = page.getByRole('region', { name: 'Ranking' });
  await expect(ranking.getByRole('listitem', { name: 'Garden flat', exact: true })).toContainText('#1');
  await expect(page.getByText('(EUR)').first()).toBeVisible();

  // the item page reads the values with their units
  await page.goto(`/app/folder/${folder.id}/item/${id('Garden flat')}`);
  await expect(page.getByText('95 m2')).toBeVisible();
  await expect(page.getByText('900 EUR')).toBeVisible();
});
