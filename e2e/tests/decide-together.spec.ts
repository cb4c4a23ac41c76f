import { expect, test, type Browser, type Page } from '@playwright/test';
import { newAccount, signUpPremium } from '../support/accounts';
import { apiAs, signUpByApi } from '../support/seed';

/**
 * Deciding together: three people on a shared folder of six flats. The owner shortlists four and opens a dot
 * vote; Bob vetoes a flat with a reason; nobody sees the tally before voting; the owner reveals; the Decide tab
 * shows the vote beside the scores and the decision record keeps it after a later change. Then Bob ranks the six
 * flats with "this or that" and accepts the suggested ratings.
 */

async function personIn(browser: Browser) {
  const context = await browser.newContext();
  return { context, page: await context.newPage() };
}

const votePanel = (page: Page) => page.getByRole('region', { name: 'Dot vote' });
const results = (page: Page) => votePanel(page).getByRole('list', { name: 'Results' });
const ranking = (page: Page) => page.getByRole('region', { name: 'Ranking' });
const row = (page: Page, name: string) => ranking(page).getByRole('listitem', { name, exact: true });

/** Adds dots to an item with its "+" button. */
async function giveDots(page: Page, item: string, n: number) {
  for (let i = 0; i < n; i++)
    await votePanel(page)
      .getByRole('button', { name: `One more dot for ${item}` })
      .click();
}

test('a dot vote with a veto, hidden until each has voted, revealed, kept by the record; then "this or that"', async ({
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
  const cleoApi = apiAs(cleo.page, await signUpByApi(cleo.page, cleoAccount));

  const category = await ownerApi.post<{ id: string; attributes: Array<{ id: string }> }>('/api/categories', {
    name: 'Flats',
    description: 'Places to live',
    attributes: [{ name: 'Bedrooms', attributeType: 'number' }],
  });
  const folder = await ownerApi.post<{ id: string }>('/api/folders', { name: 'Flats' });
  const flats: Record<string, string> = {};
  for (const [name, price, rooms] of [
    ['Flat A', 150_000, '3'],
    ['Flat B', 200_000, '3'],
    ['Flat C', 180_000, '2'],
    ['Flat D', 190_000, '2'],
    ['Flat E', 220_000, '4'],
    ['Flat F', 100_000, '1'],
  ] as const) {
    const item = await ownerApi.post<{ id: string }>(`/api/folders/${folder.id}/items`, {
      name,
      priceCents: price,
      rating: 6,
      categoryId: category.id,
      attributeValues: { [category.attributes[0]!.id]: rooms },
    });
    flats[name] = item.id;
  }
  for (const person of [bobAccount, cleoAccount])
    await ownerApi.post(`/api/folders/${folder.id}/collaborators`, { email: person.email, role: 'rater' });
  // the owner shortlists four
  for (const name of ['Flat A', 'Flat B', 'Flat C', 'Flat D'])
    await ownerApi.put(`/api/items/${flats[name]}/status`, { status: 'shortlisted', reason: null });

  // the owner opens a vote on the shortlist from the Decide tab
  const decidePath = `/app/folder/${folder.id}/decide`;
  await ownerPage.goto(decidePath);
  await votePanel(ownerPage).getByRole('button', { name: 'Open a vote' }).click();
  const dialog = ownerPage.getByRole('dialog', { name: 'Open a vote on the shortlist' });
  await dialog.getByRole('radio', { name: 'The shortlisted items' }).check();
  await dialog.getByRole('button', { name: 'Open the vote' }).click();
  await expect(votePanel(ownerPage).getByTestId('vote-progress')).toHaveText('0 of 3 have voted');

  // Bob: the tally is hidden until he votes; he spreads dots and vetoes Flat D with a reason
  await bob.page.goto(decidePath);
  await expect(votePanel(bob.page)).toContainText('The tally stays hidden until you have voted');
  await giveDots(bob.page, 'Flat A', 6);
  await giveDots(bob.page, 'Flat B', 4);
  await expect(votePanel(bob.page)).toContainText('0 dots left');
  await votePanel(bob.page).getByRole('button', { name: 'Veto Flat D' }).click();
  await votePanel(bob.page)
    .getByRole('textbox', { name: 'Reason to veto Flat D' })
    .fill('No lift to the fifth floor');
  await votePanel(bob.page).getByRole('button', { name: 'Cast my vote' }).click();
  await expect(results(bob.page).getByRole('listitem', { name: 'Flat A' })).toContainText('6 dots');
  await expect(results(bob.page).getByRole('listitem', { name: 'Flat D' })).toContainText(
    '“No lift to the fifth floor”',
  );
  // names stay hidden while others have not voted
  await expect(votePanel(bob.page)).toContainText('Names show once everyone has voted');

  // Cleo has not voted: she sees progress, never the tally (live: Bob's vote reached her page)
  await cleo.page.goto(decidePath);
  await expect(votePanel(cleo.page).getByTestId('vote-progress')).toHaveText('1 of 3 have voted');
  await expect(results(cleo.page)).toHaveCount(0);
  await giveDots(cleo.page, 'Flat A', 3);
  await giveDots(cleo.page, 'Flat C', 7);
  await votePanel(cleo.page).getByRole('button', { name: 'Cast my vote' }).click();
  await expect(results(cleo.page).getByRole('listitem', { name: 'Flat A' })).toContainText('9 dots');

  // the owner has not voted either: hidden, then revealed to everyone
  await ownerPage.reload();
  await expect(votePanel(ownerPage).getByTestId('vote-progress')).toHaveText('2 of 3 have voted');
  await expect(results(ownerPage)).toHaveCount(0);
  await votePanel(ownerPage).getByRole('button', { name: 'Reveal the votes' }).click();
  const flatA = results(ownerPage).getByRole('listitem', { name: 'Flat A' });
  await expect(flatA).toContainText('9 dots');
  await expect(flatA).toContainText('Bob Builder 6, Cleo Critic 3');
  await expect(flatA).toContainText('Agreed by everyone');
  const flatD = results(ownerPage).getByRole('listitem', { name: 'Flat D' });
  await expect(flatD).toContainText('Out of the vote');
  await expect(flatD).toContainText('Bob Builder: “No lift to the fifth floor”');
  // Cleo's page hears of it live: the names show there too
  await expect(results(cleo.page).getByRole('listitem', { name: 'Flat A' })).toContainText('Bob Builder 6');

  // beside the scores on the Decide tab
  await expect(row(ownerPage, 'Flat A').getByTestId('vote-beside')).toHaveText('Vote: 9 dots');
  await expect(row(ownerPage, 'Flat C').getByTestId('vote-beside')).toHaveText('Vote: 7 dots');
  await expect(row(ownerPage, 'Flat D').getByTestId('vote-beside')).toHaveText('Out of the vote');
  await expect(row(ownerPage, 'Flat A').getByTestId('score')).toBeVisible();

  // the owner chooses Flat A: the record keeps the vote
  await row(ownerPage, 'Flat A').getByRole('button', { name: 'Choose this one' }).click();
  await ownerPage
    .getByRole('dialog', { name: 'Choose Flat A?' })
    .getByRole('button', { name: 'Choose', exact: true })
    .click();
  await expect(ownerPage.getByText('Decision recorded')).toBeVisible();
  const recorded = ownerPage.getByRole('region', { name: 'The vote when the choice was made' });
  await expect(recorded.getByRole('listitem', { name: 'Flat A' })).toContainText('9 dots');

  // a later change: Cleo moves her dots to Flat B; the record keeps the vote as it was
  await cleoApi.put(`/api/folders/${folder.id}/votes/current/ballot`, { dots: { [flats['Flat B']!]: 10 } });
  await ownerPage.reload();
  await expect(recorded.getByRole('listitem', { name: 'Flat A' })).toContainText('9 dots');
  await expect(recorded.getByRole('listitem', { name: 'Flat B' })).toContainText('4 dots');
  await expect(row(ownerPage, 'Flat A').getByTestId('vote-beside')).toHaveText('Vote: 9 dots');
  await ownerPage.getByRole('button', { name: 'Show the live ranking' }).click();
  await expect(row(ownerPage, 'Flat B').getByTestId('vote-beside')).toHaveText('Vote: 14 dots');

  // Bob ranks the six flats with "this or that", in at most 15 answers, and accepts the suggested ratings
  const truth = ['Flat E', 'Flat B', 'Flat A', 'Flat F', 'Flat C', 'Flat D'];
  await bob.page.reload();
  await bob.page.getByRole('button', { name: 'Show the live ranking' }).click();
  await bob.page.getByRole('button', { name: 'Rank by "this or that"' }).click();
  const tot = bob.page.getByRole('dialog', { name: 'This or that' });
  let answers = 0;
  // the round ends settled, or sure enough before every pair is (the pair choice depends on the items' ids)
  const ended = tot.getByText(/^(Your order is settled\.|That is enough answers: here is your order\.)$/);
  while (!(await ended.isVisible())) {
    const picks = tot.getByRole('button', { name: /^I prefer / });
    await expect(picks).toHaveCount(2);
    const names = await Promise.all(
      [0, 1].map(async (i) =>
        ((await picks.nth(i).getAttribute('aria-label')) ?? '').replace('I prefer ', ''),
      ),
    );
    const best = truth.indexOf(names[0]!) < truth.indexOf(names[1]!) ? 0 : 1;
    const progress = await tot.getByTestId('tot-progress').textContent();
    await picks.nth(best).click();
    answers += 1;
    expect(answers).toBeLessThanOrEqual(15);
    // allTextContents does not wait: the last answer takes the progress line away between two reads
    await expect
      .poll(async () => {
        if (await ended.isVisible()) return true;
        const now = await tot.getByTestId('tot-progress').allTextContents();
        return now.length > 0 && now[0] !== progress;
      })
      .toBe(true);
  }
  expect(answers).toBeLessThanOrEqual(15);
  const order = tot.getByRole('list', { name: 'Your order' }).getByRole('listitem');
  await expect(order).toHaveCount(6);
  for (const [i, name] of truth.entries()) await expect(order.nth(i)).toContainText(name);
  // the suggestion is shown for confirmation; nothing is saved before
  await tot.getByRole('button', { name: 'Suggest ratings from my order' }).click();
  await expect(tot.getByRole('spinbutton', { name: 'Rating for Flat E' })).toHaveValue('10');
  const before = await bobApi.get<{ items: Array<{ name: string; myRating: number | null }> }>(
    `/api/folders/${folder.id}/items`,
  );
  expect(before.items.every((i) => i.myRating === null)).toBe(true);
  await tot.getByRole('button', { name: 'Save these ratings' }).click();
  await expect(bob.page.getByText('Saved 6 ratings.')).toBeVisible();
  const after = await bobApi.get<{ items: Array<{ name: string; myRating: number | null }> }>(
    `/api/folders/${folder.id}/items`,
  );
  const mine = Object.fromEntries(after.items.map((i) => [i.name, i.myRating]));
  expect(truth.map((name) => mine[name])).toEqual([10, 9, 8, 7, 6, 5]);
});
