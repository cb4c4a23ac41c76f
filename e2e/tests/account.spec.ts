import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import {
  confirmEmail,
  fillSignIn,
  linkFromMailbox,
  newAccount,
  signIn,
  signOut,
  signUp,
} from '../support/accounts';

/**
 * Reads the newest 5-digit code sent to `to` from the dev mailbox page (/dev/mailbox), in a second tab. Mail
 * goes out through the outbox worker, so the page is reloaded until it shows up.
 */
async function codeFromMailbox(context: BrowserContext, to: string, subject: RegExp): Promise<string> {
  const mailbox = await context.newPage();
  let code = '';
  await expect(async () => {
    await mailbox.goto('/dev/mailbox');
    const message = mailbox
      .getByRole('listitem')
      .filter({ hasText: subject })
      .filter({ hasText: to })
      .first();
    const text = await message.locator('pre').innerText({ timeout: 1_000 });
    code = /verification code is:?\s*(\d{5})/.exec(text)?.[1] ?? '';
    expect(code).toMatch(/^\d{5}$/);
  }).toPass({ timeout: 30_000 });
  await mailbox.close();
  return code;
}

async function openProfile(page: Page) {
  await page.goto('/app/profile');
  await expect(page.getByRole('heading', { name: 'Profile', exact: true })).toBeVisible();
}

test('forgot password: e-mail, code from the dev mailbox, new password, then sign in with it', async ({
  page,
  context,
}) => {
  const account = await signUp(page, newAccount());
  await signOut(page);

  await page.goto('/auth');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('button', { name: 'Send Code' }).click();
  await expect(page.getByText('Code Sent', { exact: true })).toBeVisible();
  await expect(
    page.getByText("If an account with this email exists, we've sent a verification code.").first(),
  ).toBeVisible();

  const code = await codeFromMailbox(context, account.email, /password reset code/);
  await page.getByLabel('Verification Code').fill(code);
  await page.getByRole('button', { name: 'Verify Code' }).click();
  await page.getByLabel('New Password', { exact: true }).fill('a brand new password');
  await page.getByLabel('Confirm New Password', { exact: true }).fill('a brand new password');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Your password has been reset successfully!')).toBeVisible();

  // back on sign-in with the fields cleared
  const form = page.getByRole('form', { name: 'Sign In' });
  await expect(form.getByLabel('Email')).toHaveValue('');
  await fillSignIn(page, { email: account.email, password: account.password });
  await expect(page.getByText('Sign In Failed')).toBeVisible();
  await signIn(page, { email: account.email, password: 'a brand new password' });
});

test('change e-mail (accounts §4): Verify Current Email, the code from the current address, then the new address; the old one can undo', async ({
  page,
  context,
}) => {
  const account = await signUp(page, newAccount());
  const newEmail = `changed-${account.nickname}@example.test`;
  await openProfile(page);

  // initial -> send_code -> verify_code
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await expect(page.getByText(account.email, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Change Email' }).click();
  await page.getByRole('button', { name: 'Verify Current Email' }).click();
  await expect(page.getByText('Verification Code Sent')).toBeVisible();
  await expect(page.getByText(/You can ask for a new code in \d+ s/)).toBeVisible();

  // the code went to the CURRENT address
  const code = await codeFromMailbox(context, account.email, /e-mail change code/);
  await page.getByLabel('Verification Code').fill(code);
  await page.getByRole('button', { name: 'Verify Code' }).click();

  // new_email once the code is verified, with the spec's checks
  const field = page.getByLabel('New Email');
  await page.getByRole('button', { name: 'Change Email' }).click();
  await expect(page.getByText('Please enter a new email address')).toBeVisible();
  await field.fill('not-an-email');
  await page.getByRole('button', { name: 'Change Email' }).click();
  await expect(page.getByText('Please enter a valid email address (max 255 characters)')).toBeVisible();
  await field.fill(newEmail);
  await page.getByRole('button', { name: 'Change Email' }).click();
  await expect(page.getByText('Email address changed successfully!')).toBeVisible();

  // back to initial with edit mode closed; the read view shows the new address, which waits for its link
  await expect(page.getByRole('button', { name: 'Edit Profile' })).toBeVisible();
  await expect(page.getByLabel('New Email')).toBeHidden();
  await expect(page.getByText(newEmail, { exact: true }).first()).toBeVisible();
  await confirmEmail(page, newEmail);

  // the old address got a notice with a way back; it restores the address and signs every session out
  const undo = await linkFromMailbox(page.request, account.email, 'undo-email-change');
  await page.goto(undo);
  await expect(page.getByRole('heading', { name: 'Undo Email Change' })).toBeVisible();
  await page.getByRole('button', { name: 'Restore my previous email' }).click();
  await expect(page.getByText(/Your previous email address is restored/)).toBeVisible();
  await page.goto('/app/profile');
  await expect(page).toHaveURL(/\/auth$/);
  await page.goto('/auth');
  await fillSignIn(page, { email: newEmail, password: account.password });
  await expect(page.getByText('Sign In Failed')).toBeVisible();
  await signIn(page, account);
});

test('a new account sees the confirmation banner until it opens the link', async ({ page }) => {
  const account = await signUp(page, newAccount(), { confirm: false });
  const banner = page.getByRole('region', { name: 'Please check your email to confirm your account!' });
  await expect(banner).toContainText(account.email);
  await banner.getByRole('button', { name: 'Send the link again' }).click();
  await expect(page.getByText('Please wait a minute before requesting another code.')).toBeVisible();
  await confirmEmail(page, account.email);
  await expect(banner).toBeHidden();
});

test('change password, then sign in with the new one', async ({ page }) => {
  const account = await signUp(page, newAccount());
  await openProfile(page);

  await page.getByRole('button', { name: 'Change Password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change Password' });
  const submit = dialog.getByRole('button', { name: 'Update Password' });
  await expect(submit).toBeDisabled();
  await dialog.getByLabel('Current Password', { exact: true }).fill(account.password);
  await dialog.getByLabel('New Password', { exact: true }).fill('another good password');
  await dialog.getByLabel('Confirm New Password', { exact: true }).fill('another good password');
  await submit.click();
  await expect(page.getByText('Password updated successfully!')).toBeVisible();
  await expect(dialog).toBeHidden();

  // this session keeps working after the change
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Profile', exact: true })).toBeVisible();

  await signOut(page);
  await page.goto('/auth');
  await fillSignIn(page, account);
  await expect(page.getByText('Sign In Failed')).toBeVisible();
  await signIn(page, { email: account.email, password: 'another good password' });
});

test('delete the account, then fail to sign in', async ({ page }) => {
  const account = await signUp(page, newAccount());
  await openProfile(page);

  await page.getByRole('button', { name: 'Delete Account' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('30 days');
  await dialog.getByRole('button', { name: 'Delete Account' }).click();
  await expect(page.getByText('Account Deleted', { exact: true })).toBeVisible();

  await page.goto('/app');
  await expect(page).toHaveURL(/\/auth$/);
  await fillSignIn(page, account);
  await expect(page.getByRole('form', { name: 'Sign In' }).getByRole('alert')).toHaveText(
    'This account has been deleted. Its data will be permanently removed 30 days after deletion.',
  );
  await expect(page).toHaveURL(/\/auth$/);
});
