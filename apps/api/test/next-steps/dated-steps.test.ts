/**
 * Next steps with a due date and an assignee: what the item page saves and refuses, the folder's Upcoming list
 * and the This week query, each by the access rule (private items included).
 */
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { NEXT_STEP_ERRORS, NEXT_STEPS } from '@shortlist/contracts';
import { createUser, itemBody, makeCategory, makeFolder, makeItem } from '../factories';
import { saveItem } from '../item-detail/helpers';
import { createTestContext, type TestContext } from '../test-app';
import { addStep, changeStep, flatsWorld, hoursFrom } from './helpers';

let ctx: TestContext;
let w: Awaited<ReturnType<typeof flatsWorld>>;
const monday = new Date('2026-12-07T00:00:00.000Z');

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.reset();
  ctx.clock.set(new Date('2026-12-06T12:00:00.000Z'));
  w = await flatsWorld(ctx);
});

const week = (user: typeof w.owner, from = monday, query: Record<string, string> = {}) =>
  request(ctx.app)
    .get('/api/steps/due')
    .query({ from: from.toISOString(), to: hoursFrom(from, 7 * 24).toISOString(), ...query })
    .set('Authorization', user.auth);

describe('a step with a due date and an assignee', () => {
  it('is saved with both and shown on the item page', async () => {
    const dueAt = '2026-12-08T18:00:00.000Z';
    const step = await addStep(ctx, w.owner, w.flat.id, {
      text: 'Viewing',
      dueAt,
      assigneeId: w.collaborator.id,
      remindBeforeMinutes: 60,
    });
    expect(step).toMatchObject({
      dueAt,
      assignee: { id: w.collaborator.id, fullName: 'Cat Collab' },
      remindBeforeMinutes: 60,
    });
    const listed = await request(ctx.app)
      .get(`/api/items/${w.flat.id}/steps`)
      .set('Authorization', w.collaborator.auth)
      .expect(200);
    expect(listed.body.steps[0]).toMatchObject({ dueAt, assignee: { id: w.collaborator.id } });
  });

  it('takes a date with an offset and answers it in UTC; no date and nobody are the defaults', async () => {
    const dated = await addStep(ctx, w.owner, w.flat.id, {
      text: 'Call',
      dueAt: '2026-12-08T19:00:00+01:00',
    });
    expect(dated.dueAt).toBe('2026-12-08T18:00:00.000Z');
    const plain = await addStep(ctx, w.owner, w.flat.id, { text: 'Plain' });
    expect(plain).toMatchObject({ dueAt: null, assignee: null, remindBeforeMinutes: null });
  });

  it('refuses a date that is not a date, with a message naming the field', async () => {
    for (const dueAt of ['next friday', '2026-13-40T10:00:00Z', '2026-12-08', 42]) {
      const res = await saveItem(ctx, w.owner, w.flat.id, {
        steps: { create: [{ text: 'X', dueAt } as never] },
      });
      expect(res.status, String(dueAt)).toBe(400);
      expect(res.body.error.fields['changes.steps.create.0.dueAt']).toBe(NEXT_STEP_ERRORS.dueAtInvalid);
    }
    const step = await addStep(ctx, w.owner, w.flat.id, { text: 'Y' });
    const res = await changeStep(ctx, w.owner, w.flat.id, step.id, { dueAt: 'tomorrow' }).expect(400);
    expect(res.body.error.fields.dueAt).toBe(NEXT_STEP_ERRORS.dueAtInvalid);
  });

  it('refuses an assignee who is not a member of the folder', async () => {
    const res = await saveItem(ctx, w.owner, w.flat.id, {
      steps: { create: [{ text: 'Viewing', assigneeId: w.stranger.id }] },
    }).expect(400);
    expect(res.body.error.message).toBe(NEXT_STEP_ERRORS.assigneeNotMember);
    expect(res.body.error.fields['steps.create.0.assigneeId']).toBe(NEXT_STEP_ERRORS.assigneeNotMember);
    const step = await addStep(ctx, w.owner, w.flat.id, { text: 'Viewing' });
    const patch = await changeStep(ctx, w.owner, w.flat.id, step.id, { assigneeId: w.stranger.id }).expect(
      400,
    );
    expect(patch.body.error.fields.assigneeId).toBe(NEXT_STEP_ERRORS.assigneeNotMember);
    const notAnId = await changeStep(ctx, w.owner, w.flat.id, step.id, { assigneeId: 'bob' }).expect(400);
    expect(notAnId.body.error.fields.assigneeId).toBe(NEXT_STEP_ERRORS.assigneeInvalid);
  });

  it('takes the owner or a collaborator of an ancestor folder as assignee', async () => {
    const sub = await makeFolder(ctx, w.owner, { name: 'Shortlisted', parentFolderId: w.folder.id });
    const flat = await makeItem(ctx, w.owner, sub.id, itemBody(w.category, { name: 'Flat B' }));
    const step = await addStep(ctx, w.collaborator, flat.id, { text: 'Ask', assigneeId: w.owner.id }).catch(
      () => null,
    );
    // a rater may not add steps; the owner may assign the collaborator of the parent folder
    expect(step).toBeNull();
    const mine = await addStep(ctx, w.owner, flat.id, { text: 'Ask', assigneeId: w.collaborator.id });
    expect(mine.assignee?.id).toBe(w.collaborator.id);
  });

  it("refuses anyone but the creator on a private item's step", async () => {
    await saveItem(ctx, w.owner, w.flat.id, { fields: { isPrivate: true } }).expect(200);
    const res = await saveItem(ctx, w.owner, w.flat.id, {
      steps: { create: [{ text: 'Viewing', assigneeId: w.collaborator.id }] },
    }).expect(400);
    expect(res.body.error.message).toBe(NEXT_STEP_ERRORS.assigneePrivateItem);
    await addStep(ctx, w.owner, w.flat.id, { text: 'Mine', assigneeId: w.owner.id });
  });

  it('refuses a reminder without a due date, and one outside the offered leads', async () => {
    const res = await saveItem(ctx, w.owner, w.flat.id, {
      steps: { create: [{ text: 'X', remindBeforeMinutes: 60 }] },
    }).expect(400);
    expect(res.body.error.message).toBe(NEXT_STEP_ERRORS.reminderNeedsDue);
    const step = await addStep(ctx, w.owner, w.flat.id, { text: 'Y' });
    const patch = await changeStep(ctx, w.owner, w.flat.id, step.id, { remindBeforeMinutes: 15 }).expect(400);
    expect(patch.body.error.fields.remindBeforeMinutes).toBe(NEXT_STEP_ERRORS.reminderNeedsDue);
    const odd = await changeStep(ctx, w.owner, w.flat.id, step.id, {
      dueAt: '2026-12-08T18:00:00Z',
      remindBeforeMinutes: 7,
    }).expect(400);
    expect(odd.body.error.fields.remindBeforeMinutes).toBe(NEXT_STEP_ERRORS.reminderInvalid);
  });

  it('changes and clears its date outside edit mode; clearing the date clears the reminder', async () => {
    const step = await addStep(ctx, w.owner, w.flat.id, { text: 'Viewing' });
    const dated = await changeStep(ctx, w.owner, w.flat.id, step.id, {
      dueAt: '2026-12-08T18:00:00Z',
      remindBeforeMinutes: 1440,
      assigneeId: w.owner.id,
    }).expect(200);
    expect(dated.body).toMatchObject({ dueAt: '2026-12-08T18:00:00.000Z', remindBeforeMinutes: 1440 });
    const cleared = await changeStep(ctx, w.owner, w.flat.id, step.id, {
      dueAt: null,
      assigneeId: null,
    }).expect(200);
    expect(cleared.body).toMatchObject({ dueAt: null, remindBeforeMinutes: null, assignee: null });
    // a viewer-level refusal and a stranger's 404 stay as for ticking
    await changeStep(ctx, w.collaborator, w.flat.id, step.id, { dueAt: null }).expect(403);
    await changeStep(ctx, w.stranger, w.flat.id, step.id, { dueAt: null }).expect(404);
  });
});

describe("the folder's Upcoming list", () => {
  it('lists dated steps not done, soonest first, subfolders included; never a private item of someone else', async () => {
    const sub = await makeFolder(ctx, w.owner, { name: 'Shortlisted', parentFolderId: w.folder.id });
    const flatB = await makeItem(ctx, w.owner, sub.id, itemBody(w.category, { name: 'Flat B' }));
    await addStep(ctx, w.owner, w.flat.id, { text: 'Later', dueAt: '2026-12-20T10:00:00Z' });
    await addStep(ctx, w.owner, flatB.id, { text: 'Sooner', dueAt: '2026-12-08T10:00:00Z' });
    await addStep(ctx, w.owner, w.flat.id, { text: 'Done', dueAt: '2026-12-07T10:00:00Z', completed: true });
    await addStep(ctx, w.owner, w.flat.id, { text: 'Undated' });
    const secret = await makeItem(
      ctx,
      w.owner,
      w.folder.id,
      itemBody(w.category, { name: 'Secret', isPrivate: true }),
    );
    await addStep(ctx, w.owner, secret.id, { text: 'Hidden', dueAt: '2026-12-09T10:00:00Z' });

    const mine = await request(ctx.app)
      .get(`/api/folders/${w.folder.id}/steps/upcoming`)
      .set('Authorization', w.owner.auth)
      .expect(200);
    expect(mine.body.steps.map((s: { text: string }) => s.text)).toEqual(['Sooner', 'Hidden', 'Later']);
    expect(mine.body.steps[0]).toMatchObject({
      item: { id: flatB.id, name: 'Flat B' },
      folder: { id: sub.id, name: 'Shortlisted' },
    });
    const theirs = await request(ctx.app)
      .get(`/api/folders/${w.folder.id}/steps/upcoming`)
      .set('Authorization', w.collaborator.auth)
      .expect(200);
    expect(theirs.body.steps.map((s: { text: string }) => s.text)).toEqual(['Sooner', 'Later']);
    expect(theirs.body.total).toBe(2);
    await request(ctx.app)
      .get(`/api/folders/${w.folder.id}/steps/upcoming`)
      .set('Authorization', w.stranger.auth)
      .expect(404);
  });

  it(`shows at most ${NEXT_STEPS.upcomingMax} and says how many there are`, async () => {
    const many = Array.from({ length: NEXT_STEPS.upcomingMax + 2 }, (_, i) => ({
      text: `Step ${i}`,
      dueAt: hoursFrom(monday, i + 1).toISOString(),
    }));
    await saveItem(ctx, w.owner, w.flat.id, { steps: { create: many } }).expect(200);
    const res = await request(ctx.app)
      .get(`/api/folders/${w.folder.id}/steps/upcoming`)
      .set('Authorization', w.owner.auth)
      .expect(200);
    expect(res.body.steps).toHaveLength(NEXT_STEPS.upcomingMax);
    expect(res.body.total).toBe(NEXT_STEPS.upcomingMax + 2);
  });
});

describe('This week', () => {
  it("gathers the week's steps across my folders and those shared with me, with the overdue ones", async () => {
    const own = await makeFolder(ctx, w.collaborator, { name: 'Cars' });
    const cars = await makeCategory(ctx, w.collaborator);
    const car = await makeItem(ctx, w.collaborator, own.id, itemBody(cars, { name: 'Van' }));
    await addStep(ctx, w.owner, w.flat.id, {
      text: 'Viewing',
      dueAt: '2026-12-08T18:00:00Z',
      assigneeId: w.collaborator.id,
    });
    await addStep(ctx, w.owner, w.flat.id, { text: 'Call landlord', dueAt: '2026-12-10T09:00:00Z' });
    await addStep(ctx, w.owner, w.flat.id, { text: 'Next week', dueAt: '2026-12-14T09:00:00Z' });
    await addStep(ctx, w.owner, w.flat.id, { text: 'Late', dueAt: '2026-12-01T09:00:00Z' });
    await addStep(ctx, w.owner, w.flat.id, {
      text: 'Late but done',
      dueAt: '2026-12-01T09:00:00Z',
      completed: true,
    });
    await addStep(ctx, w.collaborator, car.id, { text: 'Test drive', dueAt: '2026-12-09T09:00:00Z' });

    const res = await week(w.collaborator).expect(200);
    expect(res.body.steps.map((s: { text: string }) => s.text)).toEqual([
      'Viewing',
      'Test drive',
      'Call landlord',
    ]);
    expect(res.body.overdue.map((s: { text: string }) => s.text)).toEqual(['Late']);
    expect(res.body.steps[1]).toMatchObject({
      folder: { name: 'Cars' },
      item: { name: 'Van' },
      canEdit: true,
    });
    // a rater of the flats may not tick their steps
    expect(res.body.steps[0].canEdit).toBe(false);

    const assigned = await week(w.collaborator, monday, { assigned: 'me' }).expect(200);
    expect(assigned.body.steps.map((s: { text: string }) => s.text)).toEqual(['Viewing']);
    expect(assigned.body.overdue).toEqual([]);

    // the owner does not see the collaborator's own folder
    const owners = await week(w.owner).expect(200);
    expect(owners.body.steps.map((s: { text: string }) => s.text)).toEqual(['Viewing', 'Call landlord']);
  });

  it("leaves out someone else's private item, and everything of a folder I was taken off", async () => {
    const secret = await makeItem(
      ctx,
      w.owner,
      w.folder.id,
      itemBody(w.category, { name: 'Secret', isPrivate: true }),
    );
    await addStep(ctx, w.owner, secret.id, { text: 'Hidden', dueAt: '2026-12-08T10:00:00Z' });
    await addStep(ctx, w.owner, w.flat.id, {
      text: 'Shared',
      dueAt: '2026-12-08T11:00:00Z',
      assigneeId: w.collaborator.id,
    });
    expect((await week(w.collaborator).expect(200)).body.steps.map((s: { text: string }) => s.text)).toEqual([
      'Shared',
    ]);
    await request(ctx.app)
      .delete(`/api/folders/${w.folder.id}/collaborators/${w.collaborator.id}`)
      .set('Authorization', w.owner.auth)
      .expect(204);
    const after = await week(w.collaborator).expect(200);
    expect(after.body).toEqual({ steps: [], overdue: [] });
  });

  it('refuses a window that is not two dates, runs backwards or is too long', async () => {
    const cases: Array<[Record<string, string>, string]> = [
      [{ from: 'monday', to: '2026-12-14T00:00:00Z' }, NEXT_STEP_ERRORS.windowInvalid],
      [{ from: '2026-12-14T00:00:00Z', to: '2026-12-07T00:00:00Z' }, NEXT_STEP_ERRORS.windowInvalid],
      [{ from: '2026-01-01T00:00:00Z', to: '2026-12-07T00:00:00Z' }, NEXT_STEP_ERRORS.windowTooLong],
    ];
    for (const [query, message] of cases) {
      const res = await request(ctx.app)
        .get('/api/steps/due')
        .query(query)
        .set('Authorization', w.owner.auth);
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe(message);
    }
    await request(ctx.app)
      .get('/api/steps/due')
      .query({ from: monday.toISOString() })
      .set('Authorization', w.owner.auth)
      .expect(400);
    await request(ctx.app)
      .get('/api/steps/due')
      .query({ from: monday.toISOString(), to: hoursFrom(monday, 1).toISOString() })
      .expect(401);
  });

  it('answers nothing for a person with no folders', async () => {
    const loner = await createUser(ctx);
    expect((await week(loner).expect(200)).body).toEqual({ steps: [], overdue: [] });
  });
});
