/**
 * Notification e-mails respect access when they leave, not only when the event happened: a person removed from
 * the folder, or whose item its creator made private, in between, is told nothing of it (neither in a mail of
 * its own nor in the daily digest).
 */
import { eq, inArray } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Category } from '@shortlist/contracts';
import { emailOutbox, notifications } from '../../src/db/schema';
import { deliverOutbox, queueMail } from '../../src/integrations/mailer/outbox';
import { listOutbox } from '../../src/integrations/mailer/outbox.repository';
import { notificationMailCheck } from '../../src/modules/notifications/notifications.audience';
import { sendDailyDigests } from '../../src/modules/notifications/notifications.service';
import { saveItem } from '../item-detail/helpers';
import {
  addCollaborator,
  createThreeUsers,
  itemBody,
  makeCategory,
  makeFolder,
  makeItem,
  type TestUser,
} from '../factories';
import { createTestContext, type TestContext } from '../test-app';

let ctx: TestContext;
let owner: TestUser;
let collaborator: TestUser;
let category: Category;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.reset();
  // sharing (and taking a collaborator off a folder) is Premium
  ({ owner, collaborator } = await createThreeUsers(ctx, { plan: 'premium_monthly' }));
  category = await makeCategory(ctx, owner);
});

/** The outbox's delivery as the job runs it: notification mails checked as they leave. */
const deliver = () => deliverOutbox(ctx.deps, { checkNotificationMail: notificationMailCheck(ctx.deps) });

const sharedFolder = async (name: string) => {
  const folder = await makeFolder(ctx, owner, { name });
  await addCollaborator(ctx, folder.id, collaborator, owner.id, 'rater');
  return folder;
};

const removeCollaborator = (folderId: string) =>
  request(ctx.app)
    .delete(`/api/folders/${folderId}/collaborators/${collaborator.id}`)
    .set('Authorization', owner.auth)
    .expect(204);

const chooseDaily = () =>
  request(ctx.app)
    .put('/api/notifications/settings')
    .set('Authorization', collaborator.auth)
    .send({ email: 'daily' })
    .expect(200);

const mailsTo = async (user: TestUser) => (await listOutbox(ctx.db)).filter((m) => m.to === user.email);

const emailStates = async (user: TestUser) =>
  (
    await ctx.db
      .select({ title: notifications.payload, state: notifications.emailState })
      .from(notifications)
      .where(eq(notifications.userId, user.id))
  ).map((n) => [n.title.itemName, n.state]);

describe('a notification e-mailed on its own', () => {
  it('is sent when its reader still sees what it tells of', async () => {
    const flats = await sharedFolder('Flats');
    await makeItem(ctx, owner, flats.id, itemBody(category, { name: 'Flat A' }));
    expect(await deliver()).toEqual({ sent: 1, failed: 0 });
    const [mail] = await ctx.smtp.waitFor(1);
    expect(mail!.to).toEqual([collaborator.email]);
    expect(mail!.subject).toBe('Shortlist: Ann Owner added Flat A to Flats');
  });

  it('is withheld when its reader was removed from the folder between queue and send', async () => {
    const flats = await sharedFolder('Flats');
    await makeItem(ctx, owner, flats.id, itemBody(category, { name: 'Flat A' }));
    const [queued] = await mailsTo(collaborator);
    expect(queued!.status).toBe('pending');
    expect(queued!.notificationIds).toHaveLength(1);

    await removeCollaborator(flats.id);
    expect(await deliver()).toEqual({ sent: 0, failed: 0 });
    expect(ctx.smtp.received).toEqual([]);
    const [after] = await mailsTo(collaborator);
    expect(after!.status).toBe('withheld');
    expect(after!.sentAt).toBeNull();
    expect(await emailStates(collaborator)).toEqual([['Flat A', 'none']]);
    // a later round does not pick it up again
    expect(await deliver()).toEqual({ sent: 0, failed: 0 });
  });

  it('is withheld when its item was made private between queue and send', async () => {
    const flats = await sharedFolder('Flats');
    const flat = await makeItem(ctx, owner, flats.id, itemBody(category, { name: 'Flat A' }));
    expect(await mailsTo(collaborator)).toHaveLength(1);

    await saveItem(ctx, owner, flat.id, { fields: { isPrivate: true } }).expect(200);
    expect(await deliver()).toEqual({ sent: 0, failed: 0 });
    expect(ctx.smtp.received).toEqual([]);
    expect((await mailsTo(collaborator))[0]!.status).toBe('withheld');
  });

  it('waits, never sent unchecked, when the delivery cannot check it; other mail still goes', async () => {
    const flats = await sharedFolder('Flats');
    await makeItem(ctx, owner, flats.id, itemBody(category, { name: 'Flat A' }));
    await ctx.db.transaction((tx) =>
      queueMail(tx, ctx.deps, { to: owner.email, subject: 'Plain', text: 'Nothing of any folder.' }),
    );
    expect(await deliverOutbox(ctx.deps)).toEqual({ sent: 1, failed: 0 });
    expect((await mailsTo(collaborator))[0]!.status).toBe('pending');
    // the job's delivery sends it
    expect(await deliver()).toEqual({ sent: 1, failed: 0 });
    expect((await mailsTo(collaborator))[0]!.status).toBe('sent');
  });
});

describe('the daily digest', () => {
  it('leaves out a folder its reader was removed from between the event and the digest', async () => {
    const flats = await sharedFolder('Flats');
    const cars = await sharedFolder('Cars');
    await chooseDaily();
    await makeItem(ctx, owner, flats.id, itemBody(category, { name: 'Flat A' }));
    await makeItem(ctx, owner, cars.id, itemBody(category, { name: 'Van' }));
    expect(await mailsTo(collaborator)).toEqual([]);

    await removeCollaborator(flats.id);
    expect(await sendDailyDigests(ctx.deps)).toEqual({ mailed: 1 });
    const [digest] = await mailsTo(collaborator);
    expect(digest!.subject).toBe('Shortlist: 1 new notification');
    expect(digest!.text).toContain('Ann Owner added Van to Cars');
    expect(digest!.text).not.toContain('Flat A');
    expect(digest!.text).not.toContain('Flats');
    expect(digest!.html).not.toContain('Flat A');
    expect((await emailStates(collaborator)).sort()).toEqual([
      ['Flat A', 'none'],
      ['Van', 'sent'],
    ]);
    expect(await deliver()).toEqual({ sent: 1, failed: 0 });
    const [received] = await ctx.smtp.waitFor(1);
    expect(received!.text).not.toContain('Flat A');
  });

  it('sends nothing at all when its reader may see none of what waited', async () => {
    const flats = await sharedFolder('Flats');
    await chooseDaily();
    await makeItem(ctx, owner, flats.id, itemBody(category, { name: 'Flat A' }));
    await removeCollaborator(flats.id);
    expect(await sendDailyDigests(ctx.deps)).toEqual({ mailed: 0 });
    expect(await mailsTo(collaborator)).toEqual([]);
    expect(await emailStates(collaborator)).toEqual([['Flat A', 'none']]);
  });

  it('leaves out an item made private between the event and the digest', async () => {
    const flats = await sharedFolder('Flats');
    const cars = await sharedFolder('Cars');
    await chooseDaily();
    const flat = await makeItem(ctx, owner, flats.id, itemBody(category, { name: 'Flat A' }));
    await makeItem(ctx, owner, cars.id, itemBody(category, { name: 'Van' }));

    await saveItem(ctx, owner, flat.id, { fields: { isPrivate: true } }).expect(200);
    expect(await sendDailyDigests(ctx.deps)).toEqual({ mailed: 1 });
    const [digest] = await mailsTo(collaborator);
    expect(digest!.text).toContain('Ann Owner added Van to Cars');
    expect(digest!.text).not.toContain('Flat A');
  });

  it('is shortened at send time when access changes after the digest was queued', async () => {
    const flats = await sharedFolder('Flats');
    const cars = await sharedFolder('Cars');
    await chooseDaily();
    await makeItem(ctx, owner, flats.id, itemBody(category, { name: 'Flat A' }));
    await makeItem(ctx, owner, cars.id, itemBody(category, { name: 'Van' }));
    expect(await sendDailyDigests(ctx.deps)).toEqual({ mailed: 1 });
    const [queued] = await mailsTo(collaborator);
    expect(queued!.text).toContain('Flat A');
    expect(queued!.notificationIds).toHaveLength(2);

    // the mail server was down when the digest was queued; meanwhile the collaborator left Flats
    await removeCollaborator(flats.id);
    expect(await deliver()).toEqual({ sent: 1, failed: 0 });
    const [received] = await ctx.smtp.waitFor(1);
    expect(received!.subject).toBe('Shortlist: 1 new notification');
    expect(received!.text).toContain('Ann Owner added Van to Cars');
    // the sink's text is the whole body: the text part and the HTML part
    expect(received!.text).not.toContain('Flat A');
    // the outbox keeps what was sent
    const [sent] = await mailsTo(collaborator);
    expect(sent!.status).toBe('sent');
    expect(sent!.text).not.toContain('Flat A');
    expect(sent!.html).toContain('Ann Owner added Van to Cars');
    expect(sent!.html).not.toContain('Flat A');
    expect(sent!.notificationIds).toHaveLength(1);
    expect((await emailStates(collaborator)).sort()).toEqual([
      ['Flat A', 'none'],
      ['Van', 'sent'],
    ]);
  });

  it('is withheld at send time when nothing of it is left to tell', async () => {
    const flats = await sharedFolder('Flats');
    await chooseDaily();
    await makeItem(ctx, owner, flats.id, itemBody(category, { name: 'Flat A' }));
    expect(await sendDailyDigests(ctx.deps)).toEqual({ mailed: 1 });
    await removeCollaborator(flats.id);
    expect(await deliver()).toEqual({ sent: 0, failed: 0 });
    expect(ctx.smtp.received).toEqual([]);
    const statuses = await ctx.db
      .select({ status: emailOutbox.status })
      .from(emailOutbox)
      .where(inArray(emailOutbox.to, [collaborator.email]));
    expect(statuses).toEqual([{ status: 'withheld' }]);
  });
});
