import { expect, test } from '@playwright/test';
import { fillSignIn, newAccount, profileMenu, signIn, signOut, signUp } from '../support/accounts';

test('a new visitor signs up, stays signed in, signs out, fails a sign-in and signs in', async ({ page }) => {
  const account = newAccount();

  // from the landing page to the sign-up form
  await page.goto('/');
  await page.getByRole('link', { name: 'Sign Up' }).first().click();
  await expect(page).toHaveURL(/\/auth\?mode=signup$/);
  await signUp(page, account);

  // signed in: the top bar shows the signed-in areas
  await expect(profileMenu(page)).toBeVisible();
  await expect(page.getByRole('link', { name: 'My Folders' })).toHaveAttribute('aria-current', 'page');

  // the session survives a reload (refresh cookie -> new access token)
  await page.reload();
  await expect(page).toHaveURL(/\/app$/);
  await expect(profileMenu(page)).toBeVisible();

  // sign out
  await signOut(page);
  await expect(page.getByText('Successfully signed out!')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Log In' })).toBeVisible();

  // the protected area now sends the visitor to /auth
  await page.goto('/app');
  await expect(page).toHaveURL(/\/auth$/);

  // a wrong password is refused with the catalogue's exact message, toasted and said beside the form
  await fillSignIn(page, { email: account.email, password: 'not the password' });
  const refused = 'Invalid email or password. Please check your credentials and try again.';
  await expect(page.getByRole('listitem').filter({ hasText: 'Sign In Failed' })).toContainText(refused);
  await expect(page.getByRole('form', { name: 'Sign In' }).getByRole('alert')).toHaveText(refused);
  await expect(page).toHaveURL(/\/auth$/);

  // the right one gets in
  await signIn(page, account);
  await expect(profileMenu(page)).toBeVisible();
});
