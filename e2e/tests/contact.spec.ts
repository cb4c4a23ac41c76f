import { expect, test } from '@playwright/test';
import { uniqueSuffix } from '../support/accounts';

test('a visitor sends a message from the contact page and it is delivered to support', async ({ page }) => {
  const subject = `Question ${uniqueSuffix()}`.slice(0, 25);
  const message = 'Can I share a folder with my partner on the Basic plan?';

  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.getByLabel('Name').fill('Grace Hopper');
  await form.getByLabel('Email').fill('grace@example.test');
  await form.getByLabel('Subject').fill(subject);
  await form.getByLabel('Message').fill(message);
  await expect(form.getByText(`${subject.length}/25`)).toBeVisible();
  await form.getByRole('button', { name: 'Send Message' }).click();

  await expect(form.getByRole('button', { name: 'Sending...' })).toBeDisabled();
  await expect(page.getByText('Message sent successfully!')).toBeVisible();
  await expect(page.getByText("We'll respond as soon as possible.")).toBeVisible();
  await expect(form.getByLabel('Subject')).toHaveValue('');

  // the e-mail to support goes through the outbox worker: the mailbox shows it once delivered
  const mail = page.getByRole('listitem').filter({ hasText: subject });
  await expect(async () => {
    await page.goto('/dev/mailbox');
    await expect(mail).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await expect(mail).toContainText(message);
  await expect(mail).toContainText('Grace Hopper');
});
