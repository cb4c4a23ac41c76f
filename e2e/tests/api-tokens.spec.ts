import { expect, test, type Page } from '@playwright/test';
import { signUp } from '../support/accounts';

/** A request from the page with only the token: no session, no cookie a script would not have either. */
async function callWithToken(page: Page, token: string, method: string, path: string, body?: unknown) {
  return page.evaluate(
    async ({ token, method, path, body }) => {
      const res = await fetch(path, {
        method,
        credentials: 'omit',
        headers: {
          Authorization: `Bearer ${token}`,
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, body: (await res.json().catch(() => null)) as unknown };
    },
    { token, method, path, body },
  );
}

test('a personal API token: created on the profile, seen once, used with fetch, revoked', async ({
  page,
}) => {
  await signUp(page);
  await page.goto('/app/profile');
  const card = page.locator('#api-tokens');
  await expect(card.getByRole('heading', { name: 'API tokens' })).toBeVisible();

  await card.getByLabel('Name').fill('Spreadsheet sync');
  await card.getByRole('combobox', { name: 'Access' }).click();
  await page.getByRole('option', { name: 'Read and write' }).click();
  await card.getByRole('button', { name: 'Create token' }).click();

  const shown = card.getByTestId('new-api-token');
  await expect(shown).toHaveText(/^slt_[A-Za-z0-9_-]{43}$/);
  const token = (await shown.textContent())!;
  const line = card
    .getByRole('list', { name: 'API tokens' })
    .getByRole('listitem')
    .filter({ hasText: 'Spreadsheet sync' });
  await expect(line).toContainText('Never used');
  await expect(line).toContainText(token.slice(0, 10));

  // a script's calls: read and write with the token alone
  const folder = await callWithToken(page, token, 'POST', '/api/folders', { name: 'Made by a script' });
  expect(folder.status).toBe(201);
  const list = await callWithToken(page, token, 'GET', '/api/folders');
  expect(list.status).toBe(200);
  expect(JSON.stringify(list.body)).toContain('Made by a script');
  // never on the routes that change how the person signs in
  expect((await callWithToken(page, token, 'GET', '/api/account/api-tokens')).status).toBe(403);

  // seen once: after a reload only its start is shown, with its last use
  await page.reload();
  await expect(card.getByTestId('new-api-token')).toHaveCount(0);
  await expect(line).not.toContainText('Never used');
  await expect(page.getByText(token)).toHaveCount(0);

  await line.getByRole('button', { name: 'Revoke' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Revoke' }).click();
  await expect(line).toContainText('Revoked');
  const refused = await callWithToken(page, token, 'GET', '/api/folders');
  expect(refused.status).toBe(401);
});
