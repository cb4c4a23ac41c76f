import * as OTPAuth from 'otpauth';
import { expect, test, type Page } from '@playwright/test';
import { fillSignIn, profileMenu, signIn, signOut as signOutFromMenu, signUp } from '../support/accounts';

/**
 * Passkeys, two-factor sign-in and the sessions list, in Chromium. WebAuthn refuses an IP address as its relying
 * party, so these journeys open the app on localhost (PUBLIC_URL's host), not 127.0.0.1.
 */
const port = Number(process.env.E2E_PORT ?? 3100);
test.use({ baseURL: `http://localhost:${port}` });

/** A platform authenticator in Chromium (CTAP2, internal, resident keys, user verified), through CDP. */
async function addVirtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}

/** Signs out and waits until it is done (the top bar has no profile menu), before the next page load. */
async function signOut(page: Page) {
  await signOutFromMenu(page);
  await expect(profileMenu(page)).toBeHidden();
}

async function openProfile(page: Page) {
  await page.goto('/app/profile');
  await expect(page.getByRole('heading', { name: 'Profile', exact: true })).toBeVisible();
}

/**
 * The code the authenticator app shows one period from now: the server takes a code up to one period either
 * side, and never a period already used, so the journey's codes never collide with the one just typed.
 */
function nextCode(secret: string): string {
  return new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: Date.now() + 30_000,
  });
}

test('a passkey: add it, sign out, sign in with it, then remove it', async ({ page }) => {
  test.setTimeout(120_000);
  const { cdp, authenticatorId } = await addVirtualAuthenticator(page);
  const account = await signUp(page);
  await openProfile(page);

  const passkeys = page.getByRole('list', { name: 'Passkeys' });
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(page.getByText('Passkey added').first()).toBeVisible();
  await expect(passkeys.getByRole('listitem')).toHaveCount(1);
  await expect(passkeys).toContainText('Not used yet');
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(credentials).toHaveLength(1);
  expect(credentials[0]!.isResidentCredential).toBe(true);

  // the button (the e-mail field's list of saved passkeys is left out: the virtual authenticator would answer
  // it at once, and the journey would not know which of the two signed in)
  await signOut(page);
  await page.addInitScript(() => {
    PublicKeyCredential.isConditionalMediationAvailable = () => Promise.resolve(false);
  });
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page).toHaveURL(/\/app$/);

  await openProfile(page);
  await expect(passkeys).toContainText('Last used');
  const history = page.getByRole('list', { name: 'Security history' });
  await expect(history.getByRole('listitem').first()).toContainText('Signed in');
  await expect(history.getByRole('listitem').first()).toContainText('with a passkey');

  await passkeys.getByRole('button', { name: /^Remove/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove this passkey?' });
  await dialog.getByLabel('Password', { exact: true }).fill(account.password);
  await dialog.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(page.getByText('No passkeys yet.')).toBeVisible();
  await expect(history).toContainText('Passkey removed');
});

test('two-factor: turn it on, sign in with password and code, use a recovery code once, turn it off', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const account = await signUp(page);
  await openProfile(page);

  await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  const setup = page.getByRole('dialog', { name: 'Set up your authenticator app' });
  await expect(setup.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await setup.getByTestId('two-factor-key').innerText()).trim();
  expect(secret).toMatch(/^[A-Z2-7]+$/);
  await setup
    .getByLabel('Code from the app')
    .fill(new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate());
  await setup.getByRole('button', { name: 'Turn on' }).click();
  const codesDialog = page.getByRole('dialog', { name: 'Your recovery codes' });
  const codeItems = codesDialog.getByRole('list', { name: 'Your recovery codes' }).getByRole('listitem');
  await expect(codeItems).toHaveCount(10);
  const codes = await codeItems.allInnerTexts();
  expect(codes).toHaveLength(10);
  await codesDialog.getByRole('button', { name: 'I have saved my codes' }).click();
  await expect(page.getByText('10 of 10 recovery codes left')).toBeVisible();

  // password, then a code from the app
  await signOut(page);
  await page.goto('/auth');
  await fillSignIn(page, account);
  const step = page.getByRole('form', { name: 'Two-factor sign-in' });
  await step.getByLabel('Code', { exact: true }).fill(nextCode(secret));
  await step.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/app$/);

  // a recovery code works once
  await signOut(page);
  await page.goto('/auth');
  await fillSignIn(page, account);
  await step.getByRole('button', { name: 'Use a recovery code' }).click();
  await step.getByLabel('Recovery code').fill(codes[0]!);
  await step.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/app$/);
  await signOut(page);
  await page.goto('/auth');
  await fillSignIn(page, account);
  await step.getByRole('button', { name: 'Use a recovery code' }).click();
  await step.getByLabel('Recovery code').fill(codes[0]!);
  await step.getByRole('button', { name: 'Verify' }).click();
  await expect(step.getByRole('alert')).toHaveText('Invalid code. Please try again.');
  await step.getByLabel('Recovery code').fill(codes[1]!);
  await step.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/app$/);

  // off with the password and a code
  await openProfile(page);
  await expect(page.getByText('8 of 10 recovery codes left')).toBeVisible();
  await page.getByRole('button', { name: 'Turn off' }).click();
  const off = page.getByRole('dialog', { name: 'Turn off two-factor sign-in?' });
  await off.getByLabel('Password', { exact: true }).fill(account.password);
  await off.getByLabel('Code', { exact: true }).fill(codes[2]!);
  await off.getByRole('button', { name: 'Turn off' }).click();
  await expect(page.getByRole('button', { name: 'Turn on two-factor sign-in' })).toBeVisible();

  // and the password alone signs in again
  await signOut(page);
  await signIn(page, account);
});

test('a second session is listed and signed out from the first', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const account = await signUp(page);
  const other = await browser.newContext({ baseURL: `http://localhost:${port}` });
  const elsewhere = await other.newPage();
  await signIn(elsewhere, account);

  await openProfile(page);
  const sessions = page.getByRole('list', { name: 'Where you are signed in' });
  await expect(sessions.getByRole('listitem')).toHaveCount(2);
  const here = sessions.getByRole('listitem').filter({ hasText: 'This device' });
  await expect(here).toHaveCount(1);
  await expect(here.getByRole('button')).toHaveCount(0);
  await sessions
    .getByRole('listitem')
    .filter({ hasNotText: 'This device' })
    .getByRole('button', { name: /^Sign out/ })
    .click();
  await expect(page.getByText('Session signed out').first()).toBeVisible();
  await expect(sessions.getByRole('listitem')).toHaveCount(1);
  await expect(page.getByRole('list', { name: 'Security history' })).toContainText('Session signed out');

  // the other browser is signed out at once
  await elsewhere.goto('/app/profile');
  await expect(elsewhere).toHaveURL(/\/auth/);
  await other.close();
});
