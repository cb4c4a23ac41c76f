/**
 * Step reminders at their lead time, on the test clock: in the app and by e-mail as the person's setting says,
 * to the assignee (else the creator); cancelled when the step is done or deleted; moved with its date; never to
 * someone who lost access, neither when it fires nor when its mail leaves.
 */
import { and, eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { notifications } from '../../src/db/schema';
import { deliverOutbox } from '../../src/integrations/mailer/outbox';
import { listOutbox } from '../../src/integrations/mailer/outbox.repository';
import { notificationMailCheck } from '../../src/modules/notifications/notifications.audience';
import { sendStepReminders } from '../../src/modules/next-steps/next-steps.reminders';
import { type TestUser, withFreshToken } from '../factories';
import { saveItem } from '../item-detail/helpers';
import { createTestContext, type TestContext } from '../test-app';
import { addStep, changeStep, flatsWorld, hoursFrom } from './helpers';

let ctx: TestContext;
let w: Awaited<ReturnType<typeof flatsWorld>>;
const start = new Date('2026-12-07T08:00:00.000Z');
const due = new Date('2026-12-08T18:00:00.000Z');

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.reset();
  ctx.clock.set(start);
  w = await flatsWorld(ctx);
});

/** The people's tokens are short-lived: each request is signed at the clock's now. */
const fresh = (user: TestUser) => withFreshToken(ctx, user);
const run = () => sendStepReminders(ctx.deps);
const deliver = () => deliverOutbox(ctx.deps, { checkNotificationMail: notificationMailCheck(ctx.deps) });
const reminders = (user: TestUser) =>
  ctx.db
    .select({ payload: notifications.payload, emailState: notifications.emailState })
    .from(notifications)
    .where(and(eq(notifications.userId, user.id), eq(notifications.kind, 'step.reminder')));
const reminderMails = async (user: TestUser) =>
  (await listOutbox(ctx.db)).filter(
    (m) => m.to === user.email && m.subject.startsWith('Shortlist: Reminder'),
  );

const viewing = (extra: Record<string, unknown> = {}) =>
  addStep(ctx, fresh(w.owner), w.flat.id, {
    text: 'Viewing',
    dueAt: due.toISOString(),
    assigneeId: w.collaborator.id,
    remindBeforeMinutes: 60,
    ...extra,
  });

describe('a reminder', () => {
  it('fires at its lead time, not before, to the assignee in the app and by e-mail, once', async () => {
    await viewing();
    ctx.clock.set(hoursFrom(due, -1.01));
    expect(await run()).toEqual({ reminded: 0 });
    ctx.clock.set(hoursFrom(due, -1));
    expect(await run()).toEqual({ reminded: 1 });
    expect(await run()).toEqual({ reminded: 0 });

    const [told] = await reminders(w.collaborator);
    expect(told!.payload).toMatchObject({
      stepText: 'Viewing',
      itemName: 'Flat A',
      folderName: 'Flats',
      leadMinutes: 60,
    });
    expect(await reminders(w.owner)).toEqual([]);
    const list = await request(ctx.app)
      .get('/api/notifications')
      .set('Authorization', fresh(w.collaborator).auth)
      .expect(200);
    expect(list.body.notifications[0]).toMatchObject({
      kind: 'step.reminder',
      title: 'Reminder: Viewing',
      body: 'Flat A in Flats: due in 1 hour.',
      itemId: w.flat.id,
    });

    const before = ctx.smtp.received.length;
    await deliver();
    const mails = (await ctx.smtp.waitFor(before + 1)).filter(
      (m) => m.subject === 'Shortlist: Reminder: Viewing',
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toEqual([w.collaborator.email]);
    expect(mails[0]!.text).toContain('Flat A in Flats: due in 1 hour.');
  });

  it('goes to the creator when nobody is assigned; "at the time" says due now', async () => {
    await viewing({ assigneeId: null, remindBeforeMinutes: 0 });
    ctx.clock.set(due);
    expect(await run()).toEqual({ reminded: 1 });
    const [told] = await reminders(w.owner);
    expect(told).toBeDefined();
    const list = await request(ctx.app)
      .get('/api/notifications')
      .set('Authorization', fresh(w.owner).auth)
      .expect(200);
    expect(list.body.notifications[0].body).toBe('Flat A in Flats: due now.');
  });

  it('follows the mail setting: in the app only when e-mail is off', async () => {
    await request(ctx.app)
      .put('/api/notifications/settings')
      .set('Authorization', fresh(w.collaborator).auth)
      .send({ email: 'off' })
      .expect(200);
    await viewing();
    ctx.clock.set(due);
    expect(await run()).toEqual({ reminded: 1 });
    expect(await reminderMails(w.collaborator)).toEqual([]);
    expect((await reminders(w.collaborator))[0]!.emailState).toBe('none');
  });

  it('is cancelled when the step is done, outside edit mode or in a save', async () => {
    const step = await viewing();
    await changeStep(ctx, fresh(w.owner), w.flat.id, step.id, { completed: true }).expect(200);
    ctx.clock.set(due);
    expect(await run()).toEqual({ reminded: 0 });

    ctx.clock.set(start);
    const other = await viewing({ text: 'Call landlord' });
    await saveItem(ctx, fresh(w.owner), w.flat.id, {
      steps: { update: [{ id: other.id, completed: true }] },
    }).expect(200);
    ctx.clock.set(due);
    expect(await run()).toEqual({ reminded: 0 });
    expect(await reminders(w.collaborator)).toEqual([]);
  });

  it('reaches nobody but the creator once the item is made private', async () => {
    await viewing();
    await viewing({ text: 'Mine', assigneeId: w.owner.id });
    await saveItem(ctx, fresh(w.owner), w.flat.id, { fields: { isPrivate: true } }).expect(200);
    ctx.clock.set(due);
    expect(await run()).toEqual({ reminded: 1 });
    expect(await reminders(w.collaborator)).toEqual([]);
    expect((await reminders(w.owner))[0]!.payload).toMatchObject({ stepText: 'Mine' });
  });

  it('is cancelled when the step is deleted, and when its date or reminder is cleared', async () => {
    const gone = await viewing();
    await saveItem(ctx, fresh(w.owner), w.flat.id, { steps: { delete: [gone.id] } }).expect(200);
    const undated = await viewing({ text: 'Undated' });
    await changeStep(ctx, fresh(w.owner), w.flat.id, undated.id, { dueAt: null }).expect(200);
    const quiet = await viewing({ text: 'Quiet' });
    await changeStep(ctx, fresh(w.owner), w.flat.id, quiet.id, { remindBeforeMinutes: null }).expect(200);
    ctx.clock.set(hoursFrom(due, 1));
    expect(await run()).toEqual({ reminded: 0 });
  });

  it('moves with its date, and goes again after a move once it had gone', async () => {
    const step = await viewing();
    const later = hoursFrom(due, 24);
    await changeStep(ctx, fresh(w.owner), w.flat.id, step.id, { dueAt: later.toISOString() }).expect(200);
    ctx.clock.set(hoursFrom(due, -1));
    expect(await run()).toEqual({ reminded: 0 });
    ctx.clock.set(hoursFrom(later, -1));
    expect(await run()).toEqual({ reminded: 1 });
    const again = hoursFrom(later, 24);
    await changeStep(ctx, fresh(w.owner), w.flat.id, step.id, { dueAt: again.toISOString() }).expect(200);
    ctx.clock.set(hoursFrom(again, -1));
    expect(await run()).toEqual({ reminded: 1 });
    expect(await reminders(w.collaborator)).toHaveLength(2);
  });

  it('is not sent for a step already past due when it is set or ticked open again', async () => {
    ctx.clock.set(hoursFrom(due, 2));
    const late = await viewing();
    expect(await run()).toEqual({ reminded: 0 });
    await changeStep(ctx, fresh(w.owner), w.flat.id, late.id, { completed: true }).expect(200);
    await changeStep(ctx, fresh(w.owner), w.flat.id, late.id, { completed: false }).expect(200);
    expect(await run()).toEqual({ reminded: 0 });
  });

  it('reaches nobody who lost access: removed from the folder', async () => {
    await viewing();
    await request(ctx.app)
      .delete(`/api/folders/${w.folder.id}/collaborators/${w.collaborator.id}`)
      .set('Authorization', fresh(w.owner).auth)
      .expect(204);
    ctx.clock.set(due);
    expect(await run()).toEqual({ reminded: 0 });
    expect(await reminders(w.collaborator)).toEqual([]);
  });

  it('is withheld by the outbox when access goes between the reminder and its mail', async () => {
    await viewing();
    ctx.clock.set(due);
    expect(await run()).toEqual({ reminded: 1 });
    expect(await reminderMails(w.collaborator)).toHaveLength(1);
    await request(ctx.app)
      .delete(`/api/folders/${w.folder.id}/collaborators/${w.collaborator.id}`)
      .set('Authorization', fresh(w.owner).auth)
      .expect(204);
    await deliver();
    expect((await reminderMails(w.collaborator))[0]!.status).toBe('withheld');
    expect(ctx.smtp.received.filter((m) => m.subject.includes('Reminder'))).toEqual([]);
  });

  it('runs at a given time through the development hook, never in production', async () => {
    await viewing();
    const res = await request(ctx.app)
      .post('/api/dev/step-reminders')
      .send({ at: due.toISOString() })
      .expect(200);
    expect(res.body).toEqual({ reminded: 1 });
    await request(ctx.app).post('/api/dev/step-reminders').send({ at: 'soon' }).expect(400);
  });
});
