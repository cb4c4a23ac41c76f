/**
 * Optimistic concurrency on the item page's saves: a save sends the revision it
 * opened; one made after someone else's is refused with 409 EDIT_CONFLICT naming them, with the item as it is
 * now; a rating alone conflicts with nobody; of two saves racing from one revision exactly one wins.
 */
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  EDIT_CONFLICT_TEXTS,
  editConflictSchema,
  type ItemChanges,
  type ItemDetail,
} from '@shortlist/contracts';
import {
  addCollaborator,
  createUser,
  itemBody,
  makeCategory,
  makeFolder,
  makeItem,
  type TestUser,
} from '../factories';
import { createTestContext, type TestContext } from '../test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

let ana: TestUser;
let ben: TestUser;
let rae: TestUser;
let item: ItemDetail;

beforeEach(async () => {
  await ctx.reset();
  ana = await createUser(ctx, { nickname: 'ana', fullName: 'Ana' });
  ben = await createUser(ctx, { nickname: 'ben', fullName: 'Ben' });
  rae = await createUser(ctx, { nickname: 'rae', fullName: 'Rae' });
  const folder = await makeFolder(ctx, ana, { name: 'Flats' });
  await addCollaborator(ctx, folder.id, ben, ana.id, 'editor');
  await addCollaborator(ctx, folder.id, rae, ana.id, 'rater');
  const category = await makeCategory(ctx, ana);
  item = await makeItem(ctx, ana, folder.id, itemBody(category, { name: 'Flat', description: 'Bright' }));
});

/** PATCH /api/items/:id as the web sends it: the opened revision, the changes as JSON. */
const save = (user: TestUser, revision: number | undefined, changes: ItemChanges) => {
  const req = request(ctx.app).patch(`/api/items/${item.id}`).set('Authorization', user.auth);
  if (revision !== undefined) req.field('revision', String(revision));
  return req.field('changes', JSON.stringify(changes));
};
const current = async (user: TestUser) =>
  (await request(ctx.app).get(`/api/items/${item.id}`).set('Authorization', user.auth).expect(200))
    .body as ItemDetail;

describe('item saves and revisions', () => {
  it('a save moves the item to its next revision; the page answers it', async () => {
    expect(item.revision).toBe(1);
    const res = await save(ben, 1, { fields: { name: 'Flat A' } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.item.revision).toBe(2);
    expect((await current(ana)).revision).toBe(2);
  });

  it('refuses a save made after another with 409, naming the other person and answering their values', async () => {
    expect((await save(ana, 1, { fields: { name: 'Flat by Ana' } })).status).toBe(200);
    const refused = await save(ben, 1, { fields: { name: 'Flat by Ben', description: 'Quiet' } });
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('EDIT_CONFLICT');
    expect(refused.body.error.message).toBe('Ana changed this item after you opened it');
    expect(refused.body.error.message).toBe(EDIT_CONFLICT_TEXTS.changedBy('Ana'));
    const details = editConflictSchema.parse(refused.body.error.details);
    expect(details.revision).toBe(2);
    expect(details.changedBy?.id).toBe(ana.id);
    expect(details.current.item.name).toBe('Flat by Ana');
    // nothing of Ben's was written
    const now = await current(ana);
    expect([now.name, now.description, now.revision]).toEqual(['Flat by Ana', 'Bright', 2]);
  });

  it('merged: saved again with the revision the 409 gave, it goes through', async () => {
    await save(ana, 1, { fields: { name: 'Flat by Ana' } });
    const refused = await save(ben, 1, { fields: { description: 'Quiet' } });
    const { revision } = editConflictSchema.parse(refused.body.error.details);
    const merged = await save(ben, revision, { fields: { description: 'Quiet' } });
    expect(merged.status).toBe(200);
    expect([merged.body.item.name, merged.body.item.description, merged.body.item.revision]).toEqual([
      'Flat by Ana',
      'Quiet',
      3,
    ]);
  });

  it('a rating alone conflicts with nobody and moves no revision', async () => {
    await save(ana, 1, { fields: { name: 'Flat by Ana' } });
    const rated = await save(rae, 1, { rating: 7 });
    expect(rated.status, JSON.stringify(rated.body)).toBe(200);
    expect(rated.body.item.myRating).toBe(7);
    expect(rated.body.item.revision).toBe(2);
    // and an editor's edit after the rating still goes through on the revision it opened
    expect((await save(ben, 2, { fields: { description: 'Quiet' } })).status).toBe(200);
  });

  it('a save without a revision (a REST client) is not checked', async () => {
    await save(ana, 1, { fields: { name: 'Flat by Ana' } });
    expect((await save(ben, undefined, { fields: { description: 'Quiet' } })).status).toBe(200);
    expect((await current(ana)).revision).toBe(3);
  });

  it('says "you" when the other save was the same person elsewhere', async () => {
    await save(ana, 1, { fields: { name: 'Tab one' } });
    const refused = await save(ana, 1, { fields: { name: 'Tab two' } });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(EDIT_CONFLICT_TEXTS.changedByYou);
  });

  it('two saves racing from one revision: exactly one wins, the other gets the 409', async () => {
    const results = await Promise.all([
      save(ana, 1, { fields: { name: 'Ana wins' }, notes: { create: [{ title: 'From Ana', content: '' }] } }),
      save(ben, 1, { fields: { name: 'Ben wins' }, notes: { create: [{ title: 'From Ben', content: '' }] } }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const winner = results.find((r) => r.status === 200)!;
    const now = await current(ana);
    expect(now.revision).toBe(2);
    expect(now.name).toBe(winner.body.item.name);
    // the loser's note was rolled back with the rest of its save
    const notes = await request(ctx.app).get(`/api/items/${item.id}/notes`).set('Authorization', ana.auth);
    expect(notes.body.notes).toHaveLength(1);
  });

  it('a bad revision is a 400, never a 500', async () => {
    const res = await request(ctx.app)
      .patch(`/api/items/${item.id}`)
      .set('Authorization', ben.auth)
      .field('revision', 'latest')
      .field('changes', JSON.stringify({ fields: { name: 'X' } }));
    expect(res.status).toBe(400);
  });
});
