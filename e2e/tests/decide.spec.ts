import { readFile } from 'node:fs/promises';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { newAccount, signUpPremium } from '../support/accounts';
import { startProductSite } from '../support/product-page';
import { apiAs, signUpByApi } from '../support/seed';

let site: Awaited<ReturnType<typeof startProductSite>>;
test.beforeAll(async () => {
  site = await startProductSite();
});
test.afterAll(async () => {
  await site.close();
});

/** A fresh browser (its own cookies and storage): one per person. */
async function personIn(browser: Browser) {
  const context = await browser.newContext();
  return { context, page: await context.newPage() };
}

interface PriceHistoryAnswer {
  history: Array<{ priceCents: number }>;
  refresh: { lastSuccessAt: string | null };
}

/**
 * "Refresh now" as the app offers it: choosing another refresh interval on the item page makes the item due at
 * once and wakes the worker, which reads the local product page. Waits until that read is done.
 */
async function refreshPrice(page: Page, api: ReturnType<typeof apiAs>, path: string, itemId: string) {
  const before = await api.get<PriceHistoryAnswer>(`/api/items/${itemId}/price-history`);
  await page.goto(path);
  const select = page.getByRole('combobox', { name: 'Price refresh' });
  const current = (await select.textContent()) ?? '';
  await select.click();
  await page.getByRole('option', { name: current.includes('Daily') ? 'Every 6 hours' : 'Daily' }).click();
  await expect(page.getByText('Price refresh updated')).toBeVisible();
  await expect
    .poll(
      async () =>
        (await api.get<PriceHistoryAnswer>(`/api/items/${itemId}/price-history`)).refresh.lastSuccessAt,
      { timeout: 30_000 },
    )
    .not.toBe(before.refresh.lastSuccessAt);
}

const ranking = (page: Page) => page.getByRole('region', { name: 'Ranking' });
const row = (page: Page, name: string) => ranking(page).getByRole('listitem', { name, exact: true });

test('three people decide on six homes: weights, a must-have, a refreshed price that re-ranks and alerts once, consensus, a recorded and exported decision', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const owner = newAccount({ fullName: 'Olive Owner' });
  const ownerPage = await signUpPremium(await (await browser.newContext()).newPage(), owner);
  const signIn = await ownerPage.request.post('/api/auth/sign-in', {
    data: { email: owner.email, password: owner.password },
  });
  const ownerApi = apiAs(ownerPage, ((await signIn.json()) as { accessToken: string }).accessToken);
  const bob = await personIn(browser);
  const bobAccount = newAccount({ fullName: 'Bob Builder' });
  const bobApi = apiAs(bob.page, await signUpByApi(bob.page, bobAccount));
  const cleo = await personIn(browser);
  const cleoAccount = newAccount({ fullName: 'Cleo Critic' });
  await signUpByApi(cleo.page, cleoAccount);

  // six homes in a shared folder; Home B's price comes from a product page on 127.0.0.1
  const category = await ownerApi.post<{ id: string; attributes: Array<{ id: string }> }>('/api/categories', {
    name: 'Homes',
    description: 'Places to live',
    attributes: [{ name: 'Bedrooms', attributeType: 'number' }],
  });
  const bedrooms = category.attributes[0]!.id;
  const folder = await ownerApi.post<{ id: string }>('/api/folders', { name: 'Homes' });
  site.setPrice('2000.00');
  const homes: Record<string, string> = {};
  for (const [name, price, rooms, rating] of [
    ['Home A', 150_000, '3', 8],
    ['Home B', 200_000, '3', 8],
    ['Home C', 180_000, '2', 9],
    ['Home D', 190_000, '2', 5],
    ['Home E', 220_000, '4', 6],
    ['Home F', 100_000, '1', 7],
  ] as const) {
    const item = await ownerApi.post<{ id: string }>(`/api/folders/${folder.id}/items`, {
      name,
      priceCents: price,
      rating,
      categoryId: category.id,
      attributeValues: { [bedrooms]: rooms },
      ...(name === 'Home B' ? { sourceUrl: site.pageUrl } : {}),
    });
    homes[name] = item.id;
  }
  for (const person of [bobAccount, cleoAccount])
    await ownerApi.post(`/api/folders/${folder.id}/collaborators`, { email: person.email });
  // Bob rates Home C far below the owner's 9: the group will disagree on it
  await bobApi.put(`/api/items/${homes['Home C']}/rating`, { rating: 3 });

  // the owner opens the Decide tab from the folder and weighs price most
  const decidePath = `/app/folder/${folder.id}/decide`;
  await ownerPage.goto(`/app/folder/${folder.id}`);
  await ownerPage.getByRole('link', { name: 'Decide' }).click();
  await expect(ownerPage).toHaveURL(decidePath);
  const saved = ownerPage.waitForResponse((r) => r.url().endsWith('/decision/weights') && r.ok());
  await ownerPage.getByRole('slider', { name: 'Weight: Price' }).fill('10');
  await saved;
  // with a cheap one-bedroom home in, Home F would rank first
  await expect(row(ownerPage, 'Home F')).toContainText('#1');

  // a must-have: at least two bedrooms knocks Home F out, with the reason
  await ownerPage.getByText('Settings of Bedrooms').click();
  const settings = ownerPage.getByRole('form', { name: 'Settings of Bedrooms' });
  await settings.getByRole('checkbox', { name: 'Must-have' }).check();
  await settings.getByRole('spinbutton', { name: 'At least' }).fill('2');
  await settings.getByRole('button', { name: 'Save' }).click();
  await expect(ownerPage.getByText('Criterion saved')).toBeVisible();
  await expect(row(ownerPage, 'Home F')).toContainText('Knocked out');
  await expect(row(ownerPage, 'Home F')).toContainText('Bedrooms: below 2');
  await expect(row(ownerPage, 'Home A')).toContainText('#1');

  // Bob sets his own weights: bedrooms count more for him
  await bob.page.goto(decidePath);
  const bobSaved = bob.page.waitForResponse((r) => r.url().endsWith('/decision/weights') && r.ok());
  await bob.page.getByRole('slider', { name: 'Weight: Bedrooms' }).fill('5');
  await bobSaved;

  // a first read of the page (a change under 1%): the folder's winner is learnt, nobody is alerted
  const homeBPath = `/app/folder/${folder.id}/item/${homes['Home B']}`;
  site.setPrice('1990.00');
  await refreshPrice(ownerPage, ownerApi, homeBPath, homes['Home B']!);

  // the page's price falls: the refresh re-ranks the folder and raises one alert, to each of the three
  site.setPrice('1200.00');
  await refreshPrice(ownerPage, ownerApi, homeBPath, homes['Home B']!);
  await ownerPage.goto(decidePath);
  await expect(row(ownerPage, 'Home B')).toContainText('#1');
  await expect(row(ownerPage, 'Home B')).toContainText('$1,200.00');
  await expect(ownerPage.getByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible();

  // the next refresh reads the same price: no second alert
  await refreshPrice(ownerPage, ownerApi, homeBPath, homes['Home B']!);
  await ownerPage.goto('/app/notifications');
  await expect(ownerPage.getByText('Home B now ranks first in Homes')).toHaveCount(1);
  await expect(ownerPage.getByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible();
  await cleo.page.goto('/app/notifications');
  await expect(cleo.page.getByText('Home B now ranks first in Homes')).toHaveCount(1);

  // the group view: the mean of everyone's weights, and the consensus flags Home C
  await ownerPage.goto(decidePath);
  await ownerPage.getByRole('radio', { name: 'Group weights' }).click();
  await expect(ownerPage.getByRole('slider', { name: 'Weight: Bedrooms' })).toBeDisabled();
  const consensus = ownerPage.getByRole('region', { name: 'Consensus' });
  await expect(consensus.getByRole('row', { name: /Home C/ })).toContainText('People disagree');
  await expect(consensus.getByRole('row', { name: /Home A/ })).not.toContainText('People disagree');
  await expect(row(ownerPage, 'Home C')).toContainText('People disagree');

  // the owner chooses Home B, and confirms: the decision is recorded
  await ownerPage.getByRole('radio', { name: 'My weights' }).click();
  await row(ownerPage, 'Home B').getByRole('button', { name: 'Choose this one' }).click();
  await ownerPage
    .getByRole('dialog', { name: 'Choose Home B?' })
    .getByRole('button', { name: 'Choose', exact: true })
    .click();
  await expect(ownerPage.getByText('Decision recorded')).toBeVisible();
  await expect(ownerPage.getByText(/^Decided: Home B on /)).toBeVisible();

  // exported as CSV
  const [download] = await Promise.all([
    ownerPage.waitForEvent('download'),
    ownerPage.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  const csv = await readFile((await download.path())!, 'utf8');
  // a header row first; the price a plain number beside its currency
  expect(csv.replace(/^\uFEFF/, '')).toMatch(/^Rank,Item,Score,Price,Currency,Status,/);
  expect(csv).toMatch(/\r\n1,Home B,[\d.]+,1200\.00,USD,Chosen,/);

  // the printable record
  await ownerPage.getByRole('link', { name: 'Printable record' }).click();
  await expect(ownerPage.getByRole('heading', { name: 'Decision record: Homes' })).toBeVisible();
  const recorded = ownerPage.getByRole('region', { name: 'Ranking' }).getByRole('row');
  await expect(recorded.nth(1)).toContainText('Home B');
  await expect(recorded.nth(1)).toContainText('$1,200.00');

  // a later price change moves the live view, never the record
  site.setPrice('2400.00');
  await refreshPrice(ownerPage, ownerApi, homeBPath, homes['Home B']!);
  await ownerPage.goto(decidePath);
  await expect(ownerPage.getByText(/^Decided: Home B on /)).toBeVisible();
  await expect(row(ownerPage, 'Home B')).toContainText('#1');
  await expect(row(ownerPage, 'Home B')).toContainText('$1,200.00');
  await ownerPage.getByRole('button', { name: 'Show the live ranking' }).click();
  await expect(row(ownerPage, 'Home B')).toContainText('$2,400.00');
  await ownerPage.goto(`${decidePath}/print`);
  await expect(recorded.nth(1)).toContainText('Home B');
  await expect(recorded.nth(1)).toContainText('$1,200.00');
  await expect(ownerPage.getByText('$2,400.00')).toHaveCount(0);

  // the folder page says it too, and leads back to the decision
  await ownerPage.goto(`/app/folder/${folder.id}`);
  const decided = ownerPage.getByRole('region', { name: 'Decision' });
  await expect(decided).toContainText(/Decided: Home B on /);
  await decided.getByRole('link', { name: 'See the decision' }).click();
  await expect(ownerPage).toHaveURL(decidePath);
});
