import { expect, request as newRequest, test, type Browser } from '@playwright/test';
import ICAL from 'ical.js';
import { newAccount, uniqueSuffix } from '../support/accounts';
import { seedPremiumAccount } from '../support/premium';
import { apiAs, signUpByApi } from '../support/seed';

/**
 * A viewing step with a date and an assignee on a shared folder: the owner adds it on the item page; the
 * assignee finds it on This week, subscribes to their calendar feed (read here with ical.js, without a session,
 * as a calendar app would) and gets the reminder e-mail at its time. The reminder job's clock is the journey's:
 * the development hook runs the job "at" a given moment, so nothing waits for real time.
 */

async function personIn(browser: Browser) {
  const context = await browser.newContext();
  return { context, page: await context.newPage() };
}

interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** Today at 23:30 in the browser's time zone: always in this week, and (for the journey's minutes) ahead. */
function dueToday() {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    day: `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`,
    time: '23:30',
  };
}

test('a dated, assigned viewing shows in This week, in the calendar feed and as a reminder e-mail at its time', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const owner = await personIn(browser);
  const seeded = await seedPremiumAccount(owner.page);
  const ownerApi = apiAs(owner.page, seeded.token);
  const [flatId] = seeded.itemIds;

  // the assignee has an account of their own; the owner shares the folder with them
  const suffix = uniqueSuffix();
  const assignee = newAccount({ fullName: 'Asha Assignee', nickname: `asha_${suffix}` });
  const other = await personIn(browser);
  await signUpByApi(other.page, assignee);
  await ownerApi.post(`/api/folders/${seeded.folderId}/collaborators`, {
    email: assignee.email,
    role: 'editor',
  });

  // the owner adds the step on the item page, outside edit mode, with a date, a time and the assignee
  await owner.page.goto(`/app/folder/${seeded.folderId}/item/${flatId}`);
  const form = owner.page.getByRole('form', { name: 'Add Step' });
  await form.getByRole('textbox', { name: 'Next step' }).fill('Viewing with the agent');
  const { day, time } = dueToday();
  await form.getByLabel('Due date').fill(day);
  await form.getByLabel('Due time').fill(time);
  await form.getByRole('combobox', { name: 'Assignee' }).click();
  await owner.page.getByRole('option', { name: 'Asha Assignee' }).click();
  await expect(form.getByRole('combobox', { name: 'Reminder' })).toHaveText('1 hour before');
  await form.getByRole('button', { name: 'Add Step' }).click();
  await expect(owner.page.getByText('Next step added')).toBeVisible();
  await expect(owner.page.getByText('Assigned to Asha Assignee')).toBeVisible();
  const steps = await ownerApi.get<{ steps: Array<{ text: string; dueAt: string }> }>(
    `/api/items/${flatId}/steps`,
  );
  const dueAt = new Date(steps.steps.find((s) => s.text === 'Viewing with the agent')!.dueAt);

  // the assignee opens This week from the navigation and finds it, assigned to them
  const page = other.page;
  await page.goto('/app');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'This week' }).click();
  await expect(page).toHaveURL(/\/app\/this-week$/);
  await expect(page.getByRole('heading', { name: 'This week', level: 1 })).toBeVisible();
  const row = page.getByRole('listitem').filter({ hasText: 'Viewing with the agent' });
  await expect(row).toBeVisible();
  await expect(row.getByRole('link', { name: 'Flat on Elm Street in Flats in Leeds' })).toBeVisible();
  await expect(row.getByText('Assigned to Asha Assignee')).toBeVisible();
  await page.getByRole('combobox', { name: 'Show' }).click();
  await page.getByRole('option', { name: 'Assigned to me' }).click();
  await expect(row).toBeVisible();

  // the calendar feed: created on This week, read without a session and parsed as a calendar app would
  await page.getByRole('button', { name: 'Create calendar address' }).click();
  const address = page.getByRole('textbox', { name: 'Calendar address' });
  await expect(address).toHaveValue(/\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  const feedPath = new URL(await address.inputValue()).pathname;
  const calendarApp = await newRequest.newContext({ baseURL: new URL(page.url()).origin });
  const feed = await calendarApp.get(feedPath);
  expect(feed.ok()).toBe(true);
  expect(feed.headers()['content-type']).toMatch(/^text\/calendar/);
  const events = new ICAL.Component(ICAL.parse(await feed.text()))
    .getAllSubcomponents('vevent')
    .map((v) => new ICAL.Event(v));
  const viewing = events.find((e) => e.summary === 'Viewing with the agent (Flat on Elm Street)');
  expect(viewing, events.map((e) => e.summary).join(', ')).toBeDefined();
  expect(viewing!.startDate.toJSDate().toISOString()).toBe(dueAt.toISOString());
  expect(viewing!.description).toContain('Folder: Flats in Leeds');
  expect(viewing!.description).toContain(`/app/folder/${seeded.folderId}/item/${flatId}`);
  await calendarApp.dispose();

  // the reminder: nothing a minute before its time, the e-mail at it (one hour before the viewing)
  const remindAt = dueAt.getTime() - 60 * 60_000;
  const run = async (at: number) => {
    const res = await page.request.post('/api/dev/step-reminders', {
      data: { at: new Date(at).toISOString() },
    });
    expect(res.ok(), await res.text()).toBe(true);
    return ((await res.json()) as { reminded: number }).reminded;
  };
  expect(await run(remindAt - 60_000)).toBe(0);
  expect(await run(remindAt)).toBe(1);
  await expect(async () => {
    const res = await page.request.get('/api/dev/mailbox');
    const { messages } = (await res.json()) as { messages: Mail[] };
    const mail = messages.find(
      (m) =>
        m.to === assignee.email.toLowerCase() && m.subject === 'Shortlist: Reminder: Viewing with the agent',
    );
    expect(mail, 'the reminder e-mail').toBeDefined();
    expect(mail!.text).toContain('Flat on Elm Street in Flats in Leeds: due in 1 hour.');
  }).toPass({ timeout: 30_000 });
  // and in the app: the bell counts it
  await page.reload();
  await expect(page.getByRole('button', { name: /^Notifications, \d+ unread/ })).toBeVisible();

  await owner.context.close();
  await other.context.close();
});
