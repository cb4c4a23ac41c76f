import { expect, test, type Browser, type Page } from '@playwright/test';
import { newAccount, signUpPremium, uniqueSuffix, type TestAccount } from '../support/accounts';
import { apiAs, signUpByApi } from '../support/seed';

/**
 * Two signed-in people in two browsers. The owner (Premium) invites the other as a
 * rater; the rater comments with a mention picked from the picker and rates; the owner sees both appear live
 * and gets the notification; the rater cannot edit the item (no edit mode, and the API says why); the owner
 * makes them an editor; both edit the item, the second save is refused naming the first and merged; the
 * activity feed tells the story in order. Live updates are waited for on the screen, never slept for.
 */

/** A fresh browser (its own cookies and storage): one per person. */
async function personIn(browser: Browser) {
  const context = await browser.newContext();
  return { context, page: await context.newPage() };
}

/** A Bearer token for calls the journey makes beside the screens (its own session in the same browser). */
async function tokenOf(page: Page, account: TestAccount): Promise<string> {
  const res = await page.request.post('/api/auth/sign-in', {
    data: { email: account.email, password: account.password },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { accessToken: string }).accessToken;
}

const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ });
const comments = (page: Page) => page.getByRole('list', { name: 'Comments' });
const everyonesRatings = (page: Page) => page.getByRole('list', { name: "Everyone's ratings" });

test('together, live: a rater comments with a mention and rates, the owner sees it live; roles hold; an edit conflict is merged; the activity tells it in order', async ({
  browser,
}) => {
  // two browsers, two sign-ups and a checkout
  test.setTimeout(120_000);
  const suffix = uniqueSuffix();
  const owner = newAccount({ fullName: 'Olive Owner', nickname: `olive_${suffix}` });
  const rater = newAccount({ fullName: 'Rita Rater', nickname: `rita_${suffix}` });

  // the owner buys Premium at sign-up; the rater has a Basic account of their own
  const ownerSide = await personIn(browser);
  const ownerPage = await signUpPremium(ownerSide.page, owner);
  await ownerSide.page.close();
  const raterSide = await personIn(browser);
  const raterPage = raterSide.page;
  await signUpByApi(raterPage, rater);

  // a folder with one home and a next step, made through the API
  const ownerApi = apiAs(ownerPage, await tokenOf(ownerPage, owner));
  const category = await ownerApi.post<{ id: string }>('/api/categories', {
    name: 'Homes',
    description: 'Places to live',
    attributes: [{ name: 'District' }],
  });
  const folder = await ownerApi.post<{ id: string }>('/api/folders', { name: 'Homes together' });
  const item = await ownerApi.post<{ id: string }>(`/api/folders/${folder.id}/items`, {
    name: 'Loft',
    description: 'Top floor',
    priceCents: 150_000,
    rating: 8,
    categoryId: category.id,
  });
  const stepAdded = await ownerPage.request.patch(`/api/items/${item.id}`, {
    headers: { authorization: `Bearer ${await tokenOf(ownerPage, owner)}` },
    data: { changes: { steps: { create: [{ text: 'Book a viewing' }] } } },
  });
  expect(stepAdded.ok(), await stepAdded.text()).toBe(true);
  const itemPath = `/app/folder/${folder.id}/item/${item.id}`;

  // the owner invites the other as a rater from My Folders
  await ownerPage.goto('/app');
  await ownerPage
    .getByRole('article', { name: 'Homes together' })
    .getByRole('button', { name: 'Share Folder' })
    .click();
  const access = ownerPage.getByRole('dialog', { name: 'Manage Folder Access' });
  await access.getByLabel('Email address').fill(rater.email);
  await access.getByRole('combobox', { name: 'Role', exact: true }).click();
  await ownerPage.getByRole('option', { name: 'Rater' }).click();
  await access.getByRole('button', { name: 'Share' }).click();
  await expect(access.getByRole('combobox', { name: 'Role of Rita Rater' })).toHaveText('Rater');
  await access.getByRole('button', { name: 'Close' }).first().click();

  // both open the item; the owner stays there and watches
  await ownerPage.goto(itemPath);
  await expect(ownerPage.getByRole('heading', { level: 1, name: 'Loft' })).toBeVisible();
  await expect(bell(ownerPage)).toHaveAccessibleName('Notifications');
  await raterPage.goto(itemPath);
  await expect(raterPage.getByRole('heading', { level: 1, name: 'Loft' })).toBeVisible();

  // a rater gets a way to rate and nothing else: no edit mode, no step to tick, no refresh or status to set
  await expect(raterPage.getByRole('button', { name: 'Rate', exact: true })).toBeVisible();
  await expect(raterPage.getByRole('button', { name: 'Edit', exact: true })).toHaveCount(0);
  await expect(raterPage.getByText('Book a viewing')).toBeVisible();
  await expect(raterPage.getByRole('checkbox', { name: 'Done: Book a viewing' })).toHaveCount(0);
  await expect(raterPage.getByRole('combobox', { name: 'Price refresh' })).toHaveCount(0);
  // and the API refuses an edit anyway, with the role's message
  const refused = await raterPage.request.patch(`/api/items/${item.id}`, {
    headers: { authorization: `Bearer ${await tokenOf(raterPage, rater)}` },
    data: { changes: { fields: { name: 'Rita was here' } } },
  });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
    'Your role in this folder does not allow changes. Ask the folder owner for editor access.',
  );

  // the rater comments, mentioning the owner through the picker
  const box = raterPage.getByRole('textbox', { name: 'Write a comment' });
  await box.click();
  await box.pressSequentially('Lovely light. What do you think, @oli');
  const picker = raterPage.getByRole('listbox', { name: 'People you can mention' });
  await picker.getByRole('option', { name: new RegExp(`@${owner.nickname}`) }).click();
  await expect(box).toHaveValue(`Lovely light. What do you think, @${owner.nickname} `);
  await box.pressSequentially('?');
  await raterPage.getByRole('button', { name: 'Comment', exact: true }).click();
  await expect(comments(raterPage)).toContainText('Lovely light. What do you think,');

  // ... and rates it 7
  await raterPage.getByRole('button', { name: 'Rate', exact: true }).click();
  const rate = raterPage.getByRole('dialog', { name: 'Rate Loft' });
  await rate.getByRole('radio', { name: '7 of 10' }).click();
  await rate.getByRole('button', { name: 'Save Rating' }).click();
  await expect(raterPage.getByText('Rating saved')).toBeVisible();
  await expect(everyonesRatings(raterPage).getByRole('listitem').filter({ hasText: 'You' })).toContainText(
    '7/10',
  );

  // the owner, who never reloaded, sees the comment with its mention, the rating and the bell
  const comment = comments(ownerPage).getByRole('listitem').filter({ hasText: 'Lovely light' });
  await expect(comment).toContainText(rater.nickname);
  await expect(comment).toContainText(`What do you think, @${owner.nickname} ?`);
  await expect(
    everyonesRatings(ownerPage).getByRole('listitem').filter({ hasText: 'Rita Rater' }),
  ).toContainText('7/10');
  await expect(everyonesRatings(ownerPage).getByRole('listitem').filter({ hasText: 'You' })).toContainText(
    '8/10',
  );
  await expect(bell(ownerPage)).toHaveAccessibleName('Notifications, 1 unread');
  await bell(ownerPage).click();
  await expect(ownerPage.getByText(`${rater.fullName} mentioned you on Loft`)).toBeVisible();
  await ownerPage.keyboard.press('Escape');

  // the owner makes the rater an editor (from the folder page's menu): the rater's page offers edit mode, live
  await ownerPage.goto(`/app/folder/${folder.id}`);
  await ownerPage.getByRole('button', { name: 'Folder actions' }).click();
  await ownerPage.getByRole('menuitem', { name: 'Manage Access' }).click();
  const manage = ownerPage.getByRole('dialog', { name: 'Manage Folder Access' });
  await manage.getByRole('combobox', { name: 'Role of Rita Rater' }).click();
  await ownerPage.getByRole('option', { name: 'Editor' }).click();
  await expect(ownerPage.getByText('Rita Rater is now editor')).toBeVisible();
  await manage.getByRole('button', { name: 'Close' }).first().click();
  await expect(raterPage.getByRole('button', { name: 'Edit', exact: true })).toBeVisible();
  await expect(raterPage.getByRole('button', { name: 'Rate', exact: true })).toHaveCount(0);
  await expect(raterPage.getByRole('checkbox', { name: 'Done: Book a viewing' })).toBeVisible();

  // both open the same item in edit mode
  await ownerPage.goto(itemPath);
  await ownerPage.getByRole('button', { name: 'Edit', exact: true }).click();
  await raterPage.getByRole('button', { name: 'Edit', exact: true }).click();
  const nameOf = (page: Page) => page.getByRole('textbox', { name: /^Name/ });
  await nameOf(raterPage).fill('Loft with a view');
  await raterPage.getByRole('textbox', { name: /^Description/ }).fill('Top floor, south facing');
  // presence: the owner is told the other one holds changes
  await expect(ownerPage.getByText(`${rater.nickname} is editing`)).toBeVisible();

  // the owner saves first
  await nameOf(ownerPage).fill('Loft on Elm');
  await ownerPage.getByRole('textbox', { name: /^Price/ }).fill('1450');
  await ownerPage.getByRole('button', { name: 'Save Changes' }).click();
  await expect(ownerPage.getByText('Item updated successfully!')).toBeVisible();
  await expect(ownerPage.getByRole('heading', { level: 1, name: 'Loft on Elm' })).toBeVisible();

  // the second save is refused with the owner's name, and the review-and-merge dialog merges it
  await raterPage.getByRole('button', { name: 'Save Changes' }).click();
  const merge = raterPage.getByRole('dialog', { name: 'Review changes before saving' });
  await expect(merge).toContainText('Olive Owner saved this item after you opened it.');
  await expect(merge.getByRole('radio', { name: 'Keep their Name' })).toBeChecked();
  await merge.getByRole('radio', { name: 'Keep my Name' }).check();
  await expect(merge).toContainText('1 other change of yours will be saved as well.');
  await merge.getByRole('button', { name: 'Save merged changes' }).click();
  await expect(raterPage.getByText('Item updated successfully!')).toBeVisible();
  await expect(merge).toBeHidden();
  // mine where I chose mine, theirs where only they changed it: on both screens, the owner's live
  for (const page of [raterPage, ownerPage]) {
    await expect(page.getByRole('heading', { level: 1, name: 'Loft with a view' })).toBeVisible();
    await expect(page.getByText('Top floor, south facing')).toBeVisible();
    await expect(page.getByText('$1,450.00').first()).toBeVisible();
  }

  // the Activity page tells the whole story, newest first
  await ownerPage.goto(`/app/folder/${folder.id}`);
  await ownerPage.getByRole('link', { name: 'Activity' }).click();
  const feed = ownerPage.getByRole('region', { name: 'Activity in this folder' });
  await expect(feed.getByRole('listitem').first()).toContainText('Rita Rater edited Loft with a view');
  // oldest first, each row as it reads (names of people and the item as they were then)
  const story = [
    /Olive Owner added Loft/,
    /Rita Rater joined Homes together As rater/,
    /Rita Rater commented on Loft Lovely light\. What do you think/,
    /Rita Rater rated Loft 7\/10/,
    /Olive Owner made Rita Rater editor of Homes together/,
    /Olive Owner edited Loft on Elm Changed name, price/,
    /Rita Rater edited Loft with a view Changed name, description/,
  ];
  const rows = (await feed.getByRole('listitem').allInnerTexts()).map((t) => t.replace(/\s+/g, ' ').trim());
  const at = story.map((pattern) => rows.findIndex((row) => pattern.test(row)));
  expect(at, rows.join('\n')).not.toContain(-1);
  // newest first: each later event stands above the one before it
  expect(at, rows.join('\n')).toEqual([...at].sort((a, b) => b - a));

  await ownerSide.context.close();
  await raterSide.context.close();
});
