import { expect, test } from '@playwright/test';
import { confirmEmail, newAccount, signIn, signOut, signUp } from '../support/accounts';

test('a friend signs up with a referral link, buys Premium 3 months on the test checkout and comes back Premium', async ({
  page,
}) => {
  // the referrer signs up on Basic and finds their link on the profile
  const referrer = await signUp(page);
  await page.goto('/app/profile');
  await expect(page.getByText('You are currently on the Basic plan')).toBeVisible();
  const link = await page.getByLabel('Your referral link').inputValue();
  expect(link).toMatch(/\/auth\?ref=[A-Z0-9_-]+_[0-9A-F]{8}$/);
  await signOut(page);

  // the friend follows the link: sign-up opens with the code filled in and checked
  const friend = newAccount();
  await page.goto(link);
  const form = page.getByRole('form', { name: 'Sign Up' });
  await form.getByLabel('Email').fill(friend.email);
  await form.getByLabel(/^Password/).fill(friend.password);
  await form.getByRole('textbox', { name: 'Confirm Password' }).fill(friend.password);
  await form.getByLabel('Full Name').fill(friend.fullName);
  await form.getByLabel('Nickname').fill(friend.nickname);
  await expect(page.getByText("Valid referral code! You'll get $5 credit when you sign up.")).toBeVisible();
  await form.getByRole('button', { name: 'Sign Up' }).click();

  // the plan step: Premium, 3 months (Quarterly)
  await expect(page.getByRole('heading', { name: 'Choose Your Plan' })).toBeVisible();
  const premium = page.getByRole('region', { name: 'Premium' });
  await expect(premium.getByText('Most Popular')).toBeVisible();
  await premium.getByRole('radio', { name: /^Quarterly/ }).check();
  // sign-up's own checkout opens at once in a new tab, before the address is confirmed (decision 0023)
  const [checkout] = await Promise.all([
    page.waitForEvent('popup'),
    premium.getByRole('button', { name: 'Continue with Premium' }).click(),
  ]);
  await expect(page).toHaveURL(/\/app$/);
  await expect(page.getByText('Please check your email to confirm your account!')).toBeVisible();
  await confirmEmail(page, friend.email);
  await expect(page.getByText('Please check your email to confirm your account!')).toBeHidden();

  // the test checkout, plainly marked, with the friend's $5 credit taken off $26.97
  await expect(checkout).toHaveURL(/\/checkout\/test\//);
  await expect(checkout.getByText('Test checkout', { exact: true })).toBeVisible();
  await expect(checkout.getByText('$5.00', { exact: false }).first()).toBeVisible();
  await checkout.getByRole('button', { name: 'Pay $21.97' }).click();

  // back on the profile, Premium
  await expect(checkout).toHaveURL(/\/app\/profile$/);
  await expect(checkout.getByText('You are currently on the Premium 3 Months plan')).toBeVisible();
  const box = checkout.getByRole('region', { name: 'Current Subscription' });
  await expect(box.getByText('Active', { exact: true })).toBeVisible();
  await expect(checkout.getByRole('button', { name: 'Manage Subscription' })).toBeEnabled();

  // a premium-only feature unlocks: a second category opens the form, not the upgrade prompt
  await checkout.goto('/app/categories');
  for (const name of ['Homes', 'Laptops']) {
    await checkout.getByRole('button', { name: 'Create Category' }).first().click();
    const dialog = checkout.getByRole('dialog', { name: 'Create New Category' });
    await dialog.getByLabel(/^Name/).fill(name);
    await dialog.getByLabel(/^Description/).fill(`${name} to compare`);
    await dialog.getByTestId('attribute-row').nth(0).getByLabel('Attribute name').fill('Price');
    await dialog.getByRole('button', { name: 'Create Category' }).click();
    await expect(checkout.getByText('Category created successfully!').first()).toBeVisible();
  }
  await expect(checkout.getByRole('dialog', { name: 'Create Unlimited Categories' })).toHaveCount(0);
  await checkout.close();

  // the referrer's card shows the referral and $10 of credit ($5 for the sign-up, $5 more for Premium)
  await signOut(page);
  await signIn(page, referrer);
  await page.goto('/app/profile');
  await expect(page.getByTestId('referral-count')).toHaveText('1');
  await expect(page.getByTestId('referral-credit')).toHaveText('$10.00');
});
