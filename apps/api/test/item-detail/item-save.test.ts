import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  type Category,
  type FolderSummary,
  type ItemDetail,
  type ItemView,
  ORGANISE_ERRORS,
  ORGANISE_VALIDATION,
} from '@shortlist/contracts';
import { itemRatings } from '../../src/db/schema';
import {
  type TestUser,
  addCollaborator,
  attributeId,
  itemBody,
  makeCategory,
  makeFolder,
  makeItem,
  createThreeUsers,
} from '../factories';
import { createTestContext, type TestContext } from '../test-app';
import { clearStoredFiles, jpegWithGps, pngImage, saveItem, storedFiles } from './helpers';

let ctx: TestContext;
let owner: TestUser;
let collaborator: TestUser;
let stranger: TestUser;
let folder: FolderSummary;
let category: Category;
let item: ItemDetail;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.reset();
  await clearStoredFiles(ctx);
  ({ owner, collaborator, stranger } = await createThreeUsers(ctx));
  folder = await makeFolder(ctx, owner, { name: 'Flats' });
  category = await makeCategory(ctx, owner);
  item = await makeItem(ctx, owner, folder.id, itemBody(category));
});

/** Everything a client sees of the item. */
async function view(user: TestUser = owner) {
  const get = (path: string) => request(ctx.app).get(path).set('Authorization', user.auth).expect(200);
  const [itemRes, notes, steps, media] = await Promise.all([
    get(`/api/items/${item.id}`),
    get(`/api/items/${item.id}/notes`),
    get(`/api/items/${item.id}/steps`),
    get(`/api/items/${item.id}/media`),
  ]);
  return {
    item: itemRes.body as ItemDetail,
    notes: notes.body.notes as ItemView['notes'],
    steps: steps.body.steps as ItemView['steps'],
    media: media.body.media as ItemView['media'],
  };
}

describe('PATCH /api/items/:id (save staged changes)', () => {
  it('requires authentication', async () => {
    await request(ctx.app)
      .patch(`/api/items/${item.id}`)
      .field('changes', JSON.stringify({ fields: { name: 'x' } }))
      .expect(401);
  });

  it('applies fields, attributes, rating, photos, notes and steps in one request', async () => {
    const before = await view();
    const seed = await saveItem(ctx, owner, item.id, {
      notes: { create: [{ title: 'Old note', content: 'to edit' }, { title: 'Doomed note' }] },
      steps: { create: [{ text: 'Old step' }, { text: 'Doomed step' }] },
    }).expect(200);
    const seeded = seed.body as ItemView;
    const oldNote = seeded.notes.find((n) => n.title === 'Old note')!;
    const doomedNote = seeded.notes.find((n) => n.title === 'Doomed note')!;
    const oldStep = seeded.steps.find((s) => s.text === 'Old step')!;
    const doomedStep = seeded.steps.find((s) => s.text === 'Doomed step')!;
    ctx.clock.advance(60_000);

    const res = await saveItem(
      ctx,
      owner,
      item.id,
      {
        fields: {
          name: '  Flat on Elm  ',
          description: 'Sunny',
          priceCents: 99_950,
          sourceUrl: 'https://example.com/elm',
        },
        attributeValues: { [attributeId(category, 'Rooms')]: '4', [attributeId(category, 'Heating')]: 'gas' },
        rating: 3,
        notes: {
          create: [{ title: 'Viewing', content: 'Saturday 10:00' }],
          update: [{ id: oldNote.id, title: 'Edited note', content: 'done' }],
          delete: [doomedNote.id],
        },
        steps: {
          create: [{ text: 'Call the agent' }, { text: 'Check the lease' }],
          update: [{ id: oldStep.id, text: 'Edited step', completed: true }],
          delete: [doomedStep.id],
        },
      },
      [{ name: 'front.jpg', body: await jpegWithGps() }],
    ).expect(200);
    const saved = res.body as ItemView;

    expect(saved.item).toMatchObject({
      name: 'Flat on Elm',
      description: 'Sunny',
      priceCents: 99_950,
      sourceUrl: 'https://example.com/elm',
      myRating: 3,
    });
    expect(saved.item.attributes.find((a) => a.name === 'Rooms')?.value).toBe('4');
    expect(saved.item.attributes.find((a) => a.name === 'Heating')?.value).toBe('gas');
    expect(saved.notes.map((n) => n.title)).toEqual(['Viewing', 'Edited note']);
    expect(saved.notes[1]).toMatchObject({ content: 'done', creator: { id: owner.id } });
    // newest first: the two steps of this save in reverse order of adding, then the edited old one
    expect(saved.steps.map((s) => s.text)).toEqual(['Check the lease', 'Call the agent', 'Edited step']);
    expect(saved.steps[2]).toMatchObject({ completed: true, completedAt: expect.any(String) });
    expect(saved.media).toHaveLength(1);
    expect(saved.media[0]).toMatchObject({
      fileName: 'front.jpg',
      mimeType: 'image/jpeg',
      uploadedBy: owner.id,
    });
    expect(saved.media[0]!.url).toMatch(
      new RegExp(`^/api/media/${item.id}/\\d+-[0-9a-f]{16}\\.jpg\\?expires=\\d+&signature=[\\w-]{43}$`),
    );
    // the response is what a reload shows
    expect(await view()).toEqual(saved);
    expect(before.item.name).toBe('Flat on Main Street');
    // the folder's card shows the first photo as its cover
    const list = await request(ctx.app)
      .get(`/api/folders/${folder.id}/items`)
      .set('Authorization', owner.auth)
      .expect(200);
    expect(list.body.items[0].photoUrl).toBe(saved.media[0]!.thumbnailUrl);
  });

  it('accepts a JSON body without photos, and rating 0 deletes the rating row', async () => {
    const res = await request(ctx.app)
      .patch(`/api/items/${item.id}`)
      .set('Authorization', owner.auth)
      .send({ changes: { rating: 0, fields: { priceCents: null } } })
      .expect(200);
    expect((res.body as ItemView).item).toMatchObject({ myRating: null, priceCents: null });
    expect(await ctx.db.select().from(itemRatings).where(eq(itemRatings.itemId, item.id))).toEqual([]);
  });

  describe('a failing part leaves the item exactly as before, and no stored file behind', () => {
    async function seed() {
      const res = await saveItem(
        ctx,
        owner,
        item.id,
        {
          notes: { create: [{ title: 'Keep me', content: 'as is' }] },
          steps: { create: [{ text: 'Stay' }] },
        },
        [{ name: 'first.png', body: await pngImage(), contentType: 'image/png' }],
      ).expect(200);
      return res.body as ItemView;
    }

    const cases: Array<{
      what: string;
      status: number;
      message: string;
      changes: (seeded: ItemView) => Parameters<typeof saveItem>[3];
    }> = [
      {
        what: 'an unknown note id (checked inside the transaction, after fields, rating and photos)',
        status: 404,
        message: ORGANISE_ERRORS.noteNotFound,
        changes: () => ({ notes: { update: [{ id: '00000000-0000-4000-8000-000000000000', title: 'x' }] } }),
      },
      {
        what: 'an unknown step id to delete (the last part of the save)',
        status: 404,
        message: ORGANISE_ERRORS.stepNotFound,
        changes: () => ({ steps: { delete: ['00000000-0000-4000-8000-000000000001'] } }),
      },
      {
        what: 'a required attribute cleared',
        status: 400,
        message: ORGANISE_VALIDATION.attributeRequired,
        changes: () => ({ attributeValues: { [attributeId(category, 'Rooms')]: '' } }),
      },
      {
        what: 'a note title that is too long',
        status: 400,
        message: ORGANISE_VALIDATION.noteTitleTooLong,
        changes: () => ({ notes: { create: [{ title: 'x'.repeat(101) }] } }),
      },
      {
        what: 'note content that is too long',
        status: 400,
        message: ORGANISE_VALIDATION.noteContentTooLong,
        changes: () => ({ notes: { create: [{ title: 'ok', content: 'x'.repeat(1001) }] } }),
      },
      {
        what: 'a blank next step',
        status: 400,
        message: ORGANISE_VALIDATION.stepTextRequired,
        changes: () => ({ steps: { create: [{ text: '   ' }] } }),
      },
      {
        what: 'a photo id the item does not have',
        status: 404,
        message: ORGANISE_ERRORS.imageNotFound,
        changes: () => ({ media: { delete: ['00000000-0000-4000-8000-000000000002'] } }),
      },
    ];

    for (const c of cases) {
      it(`${c.what} -> ${c.status}`, async () => {
        const seeded = await seed();
        const before = await view();
        const filesBefore = await storedFiles(ctx);
        expect(filesBefore).toHaveLength(2); // the seeded photo and its thumbnail

        const res = await saveItem(
          ctx,
          owner,
          item.id,
          {
            fields: { name: 'Half written?', priceCents: 1 },
            attributeValues: { [attributeId(category, 'District')]: 'North' },
            rating: 1,
            notes: {
              create: [{ title: 'New note' }],
              update: [{ id: seeded.notes[0]!.id, title: 'Changed' }],
              ...c.changes(seeded).notes,
            },
            steps: { create: [{ text: 'New step' }], ...c.changes(seeded).steps },
            media: { delete: [seeded.media[0]!.id], ...c.changes(seeded).media },
            ...(c.changes(seeded).attributeValues
              ? { attributeValues: c.changes(seeded).attributeValues }
              : {}),
          },
          [{ name: 'second.jpg', body: await jpegWithGps() }],
        );
        expect(res.status, JSON.stringify(res.body)).toBe(c.status);
        expect(res.body.error.message).toBe(c.message);
        expect(await view()).toEqual(before);
        expect(await storedFiles(ctx)).toEqual(filesBefore);
      });
    }
  });

  it('lets a collaborator save, and keeps each user rating their own', async () => {
    await addCollaborator(ctx, folder.id, collaborator, owner.id);
    const res = await saveItem(ctx, collaborator, item.id, {
      rating: 5,
      notes: { create: [{ title: 'From Cat' }] },
    }).expect(200);
    expect((res.body as ItemView).item.myRating).toBe(5);
    expect((res.body as ItemView).notes[0]!.creator?.id).toBe(collaborator.id);
    expect((await view(owner)).item.myRating).toBe(8);
  });

  it('answers 404 to a stranger and changes nothing', async () => {
    const before = await view();
    const res = await saveItem(ctx, stranger, item.id, { fields: { name: 'Mine now' }, rating: 1 }, [
      { name: 'x.jpg', body: await jpegWithGps() },
    ]).expect(404);
    expect(res.body.error.code).toBe('NOT_FOUND');
    expect(await view()).toEqual(before);
    expect(await storedFiles(ctx)).toEqual([]);
  });
});
