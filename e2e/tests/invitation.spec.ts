import { type APIRequestContext, expect, test } from '@playwright/test';
import { newAccount } from '../support/accounts';
import { seedPremiumAccount } from '../support/premium';
import { apiAs } from '../support/seed';

/** The sign-up link of the newest invitation mailed to `to`, from the dev mailbox (the outbox sends it soon). */
async function invitationLink(request: APIRequestContext, to: string) {
  let path = '';
  await expect(async () => {
    const res = await request.get('/api/dev/mailbox');
    const { messages } = (await res.json()) as { messages: Array<{ to: string; text: string }> };
    const found = messages
      .filter((m) => m.to === to)
      .map((m) => /\/auth\?mode=signup#invitation=[^\s]+/.exec(m.text)?.[0])
      .filter(Boolean);
    path = found.at(-1) ?? '';
    expect(path, `an invitation link to ${to}`).not.toBe('');
  }).toPass({ timeout: 30_000 });
  return path;
}

test('an invitation lands: its link opens sign-up with the address locked, and the shared folder is there at once', async ({
  browser,
  page,
}) => {
  test.setTimeout(90_000);
  // the owner (Premium) shares a folder with an address that has no account, as a rater
  const owner = await seedPremiumAccount(page);
  const invitee = newAccount({ fullName: 'Nina New' });
  await apiAs(page, owner.token).post(`/api/folders/${owner.folderId}/collaborators`, {
    email: invitee.email,
    role: 'rater',
  });
  const link = await invitationLink(page.request, invitee.email);

  // the invitee opens the link in a browser of their own
  const context = await browser.newContext();
  const inviteePage = await context.newPage();
  await inviteePage.goto(link);
  const form = inviteePage.getByRole('form', { name: 'Sign Up' });
  const email = form.getByLabel('Email');
  await expect(email).toHaveValue(invitee.email);
  await expect(email).toHaveAttribute('readonly', '');
  await expect(form.getByText('The address this invitation was sent to.')).toBeVisible();
  await form.getByLabel(/^Password/).fill(invitee.password);
  await form.getByRole('textbox', { name: 'Confirm Password' }).fill(invitee.password);
  await form.getByLabel('Full Name').fill(invitee.fullName);
  await form.getByLabel('Nickname').fill(invitee.nickname);
  const submit = form.getByRole('button', { name: 'Sign Up' });
  await expect(submit).toBeEnabled();
  await submit.click();
  await inviteePage.getByRole('button', { name: 'Continue with Basic' }).click();
  await expect(inviteePage).toHaveURL(/\/app$/);

  // no confirmation to wait for: the folder shared with the address is in My Folders straight away
  const shared = inviteePage.getByRole('article', { name: 'Flats in Leeds' });
  await expect(shared.getByText('Shared with you')).toBeVisible();
  await expect(inviteePage.getByText('Please check your email to confirm your account!')).toHaveCount(0);
  await context.close();
});
