import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  type FolderSummary,
  type ItemDetail,
  type ItemView,
  type NextStep,
  type Note,
  ORGANISE_VALIDATION,
} from '@shortlist/contracts';
import { itemRatings } from '../../src/db/schema';
import {
  type TestUser,
  addCollaborator,
  itemBody,
  makeCategory,
  makeFolder,
  makeItem,
  createThreeUsers,
} from '../factories';
import { createTestContext, type TestContext } from '../test-app';
import { pngImage, saveItem } from './helpers';

let ctx: TestContext;
let owner: TestUser;
let collaborator: TestUser;
let stranger: TestUser;
let folder: FolderSummary;
let item: ItemDetail;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.reset();
  ({ owner, collaborator, stranger } = await createThreeUsers(ctx));
  folder = await makeFolder(ctx, owner);
  item = await makeItem(ctx, owner, folder.id, itemBody(await makeCategory(ctx, owner)));
  await addCollaborator(ctx, folder.id, collaborator, owner.id);
});

const as = (user: TestUser) => ({
  get: (path: string) => request(ctx.app).get(path).set('Authorization', user.auth),
  put: (path: string, body: object) => request(ctx.app).put(path).set('Authorization', user.auth).send(body),
  post: (path: string, body: object) =>
    request(ctx.app).post(path).set('Authorization', user.auth).send(body),
  patch: (path: string, body: object) =>
    request(ctx.app).patch(path).set('Authorization', user.auth).send(body),
  delete: (path: string) => request(ctx.app).delete(path).set('Authorization', user.auth),
});

const myRating = async (user: TestUser) =>
  ((await as(user).get(`/api/items/${item.id}`).expect(200)).body as ItemDetail).myRating;

describe('PUT / DELETE /api/items/:id/rating', () => {
  it('requires authentication', async () => {
    await request(ctx.app).put(`/api/items/${item.id}/rating`).send({ rating: 5 }).expect(401);
    await request(ctx.app).delete(`/api/items/${item.id}/rating`).expect(401);
  });

  it('upserts one rating per user, keeps each user rating their own, and clearing deletes the row', async () => {
    expect((await as(owner).put(`/api/items/${item.id}/rating`, { rating: 6 }).expect(200)).body).toEqual({
      rating: 6,
    });
    await as(collaborator).put(`/api/items/${item.id}/rating`, { rating: 2 }).expect(200);
    await as(collaborator).put(`/api/items/${item.id}/rating`, { rating: 9 }).expect(200);
    expect(await myRating(owner)).toBe(6);
    expect(await myRating(collaborator)).toBe(9);
    const rows = await ctx.db.select().from(itemRatings).where(eq(itemRatings.itemId, item.id));
    expect(rows).toHaveLength(2);

    await as(owner).delete(`/api/items/${item.id}/rating`).expect(204);
    expect(await myRating(owner)).toBeNull();
    expect(await myRating(collaborator)).toBe(9);
    expect(await ctx.db.select().from(itemRatings).where(eq(itemRatings.userId, owner.id))).toEqual([]);
    // clearing twice is fine
    await as(owner).delete(`/api/items/${item.id}/rating`).expect(204);
  });

  it('refuses ratings outside 1..10', async () => {
    for (const rating of [0, 11, 2.5]) {
      const res = await as(owner).put(`/api/items/${item.id}/rating`, { rating }).expect(400);
      expect(res.body.error.message).toBe(ORGANISE_VALIDATION.ratingRange);
    }
    expect(await myRating(owner)).toBe(8);
  });
});

describe('notes', () => {
  it('requires authentication', async () => {
    await request(ctx.app).get(`/api/items/${item.id}/notes`).expect(401);
    await request(ctx.app).post(`/api/items/${item.id}/notes`).send({ title: 'x' }).expect(401);
  });

  it('adds, edits and deletes notes, newest first', async () => {
    const first = (await as(owner).post(`/api/items/${item.id}/notes`, { title: 'First' }).expect(201))
      .body as Note;
    ctx.clock.advance(1000);
    await as(collaborator)
      .post(`/api/items/${item.id}/notes`, { title: 'Second', content: 'body' })
      .expect(201);
    await as(owner)
      .patch(`/api/items/${item.id}/notes/${first.id}`, { title: 'First, edited', content: 'now with text' })
      .expect(200);
    const notes = (await as(owner).get(`/api/items/${item.id}/notes`).expect(200)).body.notes as Note[];
    expect(notes.map((n) => [n.title, n.content, n.creator?.id])).toEqual([
      ['Second', 'body', collaborator.id],
      ['First, edited', 'now with text', owner.id],
    ]);
    await as(owner).delete(`/api/items/${item.id}/notes/${first.id}`).expect(204);
    await as(owner).delete(`/api/items/${item.id}/notes/${first.id}`).expect(404);
  });

  it('enforces the limits: title required and at most 100, content at most 1000', async () => {
    const cases: Array<[object, string]> = [
      [{ title: '   ' }, ORGANISE_VALIDATION.noteTitleRequired],
      [{ content: 'no title' }, ORGANISE_VALIDATION.noteTitleRequired],
      [{ title: 'x'.repeat(101) }, ORGANISE_VALIDATION.noteTitleTooLong],
      [{ title: 'ok', content: 'x'.repeat(1001) }, ORGANISE_VALIDATION.noteContentTooLong],
    ];
    for (const [body, message] of cases) {
      const res = await as(owner).post(`/api/items/${item.id}/notes`, body).expect(400);
      expect(res.body.error.message).toBe(message);
    }
    await as(owner)
      .post(`/api/items/${item.id}/notes`, { title: 'x'.repeat(100), content: 'y'.repeat(1000) })
      .expect(201);
  });
});

describe('PATCH /api/items/:id/steps/:stepId (tick outside edit mode)', () => {
  it('requires authentication', async () => {
    await request(ctx.app).get(`/api/items/${item.id}/steps`).expect(401);
  });

  it('sets completed_at to now when ticked and clears it when unticked', async () => {
    const saved = (
      await saveItem(ctx, owner, item.id, { steps: { create: [{ text: 'Call the agent' }] } }).expect(200)
    ).body as ItemView;
    const step = saved.steps[0]!;
    expect(step).toMatchObject({ completed: false, completedAt: null });
    ctx.clock.set(new Date('2026-05-01T10:00:00Z'));
    const ticked = (
      await as(collaborator).patch(`/api/items/${item.id}/steps/${step.id}`, { completed: true }).expect(200)
    ).body as NextStep;
    expect(ticked).toMatchObject({ completed: true, completedAt: '2026-05-01T10:00:00.000Z' });
    const unticked = (
      await as(owner).patch(`/api/items/${item.id}/steps/${step.id}`, { completed: false }).expect(200)
    ).body as NextStep;
    expect(unticked).toMatchObject({ completed: false, completedAt: null });
    await as(owner)
      .patch(`/api/items/${item.id}/steps/00000000-0000-4000-8000-000000000000`, { completed: true })
      .expect(404);
  });
});

describe('a stranger', () => {
  it('gets 404 on every item route and changes nothing', async () => {
    const saved = (
      await saveItem(
        ctx,
        owner,
        item.id,
        { notes: { create: [{ title: 'Private' }] }, steps: { create: [{ text: 'Private step' }] } },
        [{ name: 'a.png', body: await pngImage(), contentType: 'image/png' }],
      ).expect(200)
    ).body as ItemView;
    const note = saved.notes[0]!;
    const step = saved.steps[0]!;
    const photo = saved.media[0]!;
    const s = as(stranger);
    const base = `/api/items/${item.id}`;
    const attempts: Array<[string, PromiseLike<request.Response>]> = [
      ['GET /api/items/:id', s.get(base)],
      ['PATCH /api/items/:id', s.patch(base, { changes: { fields: { name: 'Mine' } } })],
      ['PUT /rating', s.put(`${base}/rating`, { rating: 1 })],
      ['DELETE /rating', s.delete(`${base}/rating`)],
      ['GET /notes', s.get(`${base}/notes`)],
      ['POST /notes', s.post(`${base}/notes`, { title: 'x' })],
      ['PATCH /notes/:noteId', s.patch(`${base}/notes/${note.id}`, { title: 'x' })],
      ['DELETE /notes/:noteId', s.delete(`${base}/notes/${note.id}`)],
      ['GET /steps', s.get(`${base}/steps`)],
      ['PATCH /steps/:stepId', s.patch(`${base}/steps/${step.id}`, { completed: true })],
      ['GET /media', s.get(`${base}/media`)],
      ['DELETE /media/:mediaId', s.delete(`${base}/media/${photo.id}`)],
    ];
    for (const [what, attempt] of attempts) {
      const res = await attempt;
      expect(res.status, what).toBe(404);
      expect(res.body.error.code).toBe('NOT_FOUND');
    }
    const after = await saveItem(ctx, owner, item.id, {}).expect(200);
    expect(after.body).toMatchObject({
      item: { name: item.name, myRating: 8 },
      notes: [{ title: 'Private' }],
      steps: [{ completed: false }],
      media: [{ id: photo.id }],
    });
  });
});
