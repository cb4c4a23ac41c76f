import { randomBytes } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** A short random suffix, unique enough for one run against a fresh database. */
export function uniqueSuffix(): string {
  return `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
}

export interface TestAccount {
  email: string;
  password: string;
  fullName: string;
  nickname: string;
}

/** A new visitor's details: a unique e-mail and nickname every call. */
export function newAccount(overrides: Partial<TestAccount> = {}): TestAccount {
  const suffix = uniqueSuffix();
  return {
    email: `visitor-${suffix}@example.test`,
    password: 'correct horse battery',
    fullName: 'Ada Lovelace',
    nickname: `ada_${suffix}`,
    ...overrides,
  };
}

/**
 * Fills and submits the sign-up form (on /auth?mode=signup), chooses Basic, waits for /app and confirms the
 * address from the dev mailbox (`confirm: false` leaves it unconfirmed).
 */
export async function signUp(
  page: Page,
  account: TestAccount = newAccount(),
  options: { confirm?: boolean } = {},
): Promise<TestAccount> {
  if (!page.url().includes('/auth')) await page.goto('/auth?mode=signup');
  const form = page.getByRole('form', { name: 'Sign Up' });
  await form.getByLabel('Email').fill(account.email);
  await form.getByLabel(/^Password/).fill(account.password);
  await form.getByRole('textbox', { name: 'Confirm Password' }).fill(account.password);
  await form.getByLabel('Full Name').fill(account.fullName);
  await form.getByLabel('Nickname').fill(account.nickname);
  const submit = form.getByRole('button', { name: 'Sign Up' });
  // enabled once the debounced availability checks have passed
  await expect(submit).toBeEnabled();
  await submit.click();
  // sign-up's plan step: Basic creates the account
  await page.getByRole('button', { name: 'Continue with Basic' }).click();
  await expect(page).toHaveURL(/\/app$/);
  if (options.confirm !== false) await confirmEmail(page, account.email);
  return account;
}

/** Signs up choosing Premium Monthly, confirms the address, pays on the test checkout; answers the checkout tab. */
export async function signUpPremium(page: Page, account: TestAccount = newAccount()): Promise<Page> {
  await page.goto('/auth?mode=signup');
  const form = page.getByRole('form', { name: 'Sign Up' });
  await form.getByLabel('Email').fill(account.email);
  await form.getByLabel(/^Password/).fill(account.password);
  await form.getByLabel(/^Confirm Password/).fill(account.password);
  await form.getByLabel('Full Name').fill(account.fullName);
  await form.getByLabel('Nickname').fill(account.nickname);
  const submit = form.getByRole('button', { name: 'Sign Up' });
  await expect(submit).toBeEnabled();
  await submit.click();
  const premium = page.getByRole('region', { name: 'Premium' });
  await premium.getByRole('radio', { name: /^Monthly/ }).check();
  // sign-up's own checkout opens in a new tab before the address is confirmed (decision 0023)
  const [checkout] = await Promise.all([
    page.waitForEvent('popup'),
    premium.getByRole('button', { name: 'Continue with Premium' }).click(),
  ]);
  await expect(page).toHaveURL(/\/app$/);
  await confirmEmail(page, account.email);
  await checkout.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(checkout.getByText('You are currently on the Premium Monthly plan')).toBeVisible();
  return checkout;
}

/**
 * The path of the newest link of `kind` mailed to `to`, read from the dev mailbox (the outbox worker sends
 * it within moments, so the mailbox is polled).
 */
export async function linkFromMailbox(
  request: APIRequestContext,
  to: string,
  kind: 'confirm-email' | 'undo-email-change',
): Promise<string> {
  let path = '';
  await expect(async () => {
    const res = await request.get('/api/dev/mailbox');
    const { messages } = (await res.json()) as { messages: Array<{ to: string; text: string }> };
    const pattern = new RegExp(`/${kind}#[A-Za-z0-9_%-]+`);
    const found = messages.filter((m) => m.to === to).map((m) => pattern.exec(m.text)?.[0]);
    path = found.filter(Boolean).at(-1) ?? found.filter(Boolean)[0] ?? '';
    expect(path, `a ${kind} link to ${to}`).not.toBe('');
  }).toPass({ timeout: 30_000 });
  return path;
}

/**
 * Confirms a new account's address as its owner would: opens the link of the confirmation mail, then goes
 * back to My Folders. Every spec that signs up confirms this way (sharing and paying need it).
 */
export async function confirmEmail(page: Page, email: string): Promise<void> {
  const link = await linkFromMailbox(page.request, email, 'confirm-email');
  await page.goto(link);
  await expect(page.getByText('Your email address is confirmed.')).toBeVisible();
  await page.getByRole('link', { name: 'Go to My Folders' }).click();
  await expect(page).toHaveURL(/\/app$/);
}

/** Signs in on /auth and waits for /app. */
export async function signIn(page: Page, account: Pick<TestAccount, 'email' | 'password'>): Promise<void> {
  await page.goto('/auth');
  await fillSignIn(page, account);
  await expect(page).toHaveURL(/\/app$/);
}

/** Fills and submits the sign-in form without waiting for the outcome. */
export async function fillSignIn(
  page: Page,
  account: Pick<TestAccount, 'email' | 'password'>,
): Promise<void> {
  const form = page.getByRole('form', { name: 'Sign In' });
  await form.getByLabel('Email').fill(account.email);
  await form.getByLabel(/^Password/).fill(account.password);
  await form.getByRole('button', { name: 'Sign In' }).click();
}

/** The profile menu button of the top bar (present only when signed in). */
export function profileMenu(page: Page) {
  return page.getByRole('button', { name: /^Profile menu/ });
}

/** Signs out through the profile menu. */
export async function signOut(page: Page): Promise<void> {
  await profileMenu(page).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
}
