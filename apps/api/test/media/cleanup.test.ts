import { eq, sql } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Category, FolderSummary, ItemDetail, Media } from '@shortlist/contracts';
import { categories, users } from '../../src/db/schema';
import { purgeDeletedAccounts } from '../../src/modules/account/account-purge.service';
import { expireSubscriptions } from '../../src/modules/billing/expire-subscriptions';
import {
  createUser,
  type TestUser,
  addCollaborator,
  defaultCategory,
  itemBody,
  makeCategory,
  makeFolder,
  makeFolderChain,
  makeItem,
} from '../factories';
import {
  clearStoredFiles,
  jpegWithGps,
  pngImage,
  storagePathOf,
  storedFiles,
  uploadPhotos,
} from '../item-detail/helpers';
import { createTestContext, type TestContext } from '../test-app';

const DAY_MS = 24 * 60 * 60 * 1000;

let ctx: TestContext;
let owner: TestUser;
let category: Category;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.reset();
  await clearStoredFiles(ctx);
  owner = await createUser(ctx, { plan: 'premium_monthly' });
  category = await makeCategory(ctx, owner);
});

/** An item with one photo in the folder; answers the item and the photo's two stored files. */
async function itemWithPhoto(folder: FolderSummary, user = owner, cat = category) {
  const item = await makeItem(ctx, user, folder.id, itemBody(cat));
  const res = await uploadPhotos(ctx, user, item.id, [{ name: 'a.jpg', body: await jpegWithGps() }]).expect(
    201,
  );
  const [photo] = res.body.media as Media[];
  const files = [photo!.url, photo!.thumbnailUrl].map(storagePathOf).sort();
  return { item, files };
}

const filesOf = (item: ItemDetail) =>
  storedFiles(ctx).then((all) => all.filter((f) => f.startsWith(item.id)));

describe('photo files follow their rows', () => {
  it('deleting items removes their photos and thumbnails from storage, and only theirs', async () => {
    const folder = await makeFolder(ctx, owner);
    const gone = await itemWithPhoto(folder);
    const kept = await itemWithPhoto(folder);
    expect(await filesOf(gone.item)).toEqual(gone.files);
    expect(gone.files).toHaveLength(2);

    await request(ctx.app)
      .delete('/api/items')
      .set('Authorization', owner.auth)
      .send({ ids: [gone.item.id] })
      .expect(200);
    expect(await storedFiles(ctx)).toEqual(kept.files);
  });

  it('deleting a folder removes the photos of every item in its subtree', async () => {
    const [root, , grandchild] = await makeFolderChain(ctx, owner, 3);
    const other = await makeFolder(ctx, owner, { name: 'Other' });
    await itemWithPhoto(root!);
    await itemWithPhoto(grandchild!);
    const kept = await itemWithPhoto(other);
    expect(await storedFiles(ctx)).toHaveLength(6);

    await request(ctx.app)
      .delete('/api/folders')
      .set('Authorization', owner.auth)
      .send({ ids: [root!.id] })
      .expect(200);
    expect(await storedFiles(ctx)).toEqual(kept.files);
  });

  it("deleting a category removes the photos of its items, in anyone's folders", async () => {
    const folder = await makeFolder(ctx, owner);
    const other = await makeCategory(ctx, owner, { ...defaultCategory, name: 'Cars' });
    await itemWithPhoto(folder);
    const kept = await itemWithPhoto(folder, owner, other);

    await request(ctx.app)
      .delete(`/api/categories/${category.id}`)
      .set('Authorization', owner.auth)
      .expect(200);
    expect(await storedFiles(ctx)).toEqual(kept.files);
  });

  it('the downgrade purge removes the photos of the archived categories it deletes', async () => {
    const folder = await makeFolder(ctx, owner);
    const other = await makeCategory(ctx, owner, { ...defaultCategory, name: 'Cars' });
    await itemWithPhoto(folder);
    const kept = await itemWithPhoto(folder, owner, other);
    await ctx.db
      .update(categories)
      .set({ archivedAt: new Date(ctx.clock.now().getTime() - 365 * DAY_MS) })
      .where(eq(categories.id, category.id));

    expect(await expireSubscriptions(ctx.deps)).toMatchObject({ purged: 1 });
    expect(await storedFiles(ctx)).toEqual(kept.files);
  });

  it("the account purge removes the photos of the account's folders, not of items its categories keep elsewhere", async () => {
    const member = await createUser(ctx);
    const shared = await makeFolder(ctx, owner, { name: 'Shared' });
    await addCollaborator(ctx, shared.id, member, owner.id);
    const mine = await makeCategory(ctx, member, { ...defaultCategory, name: 'Mine' });
    const own = await itemWithPhoto(shared);
    // the member's item in the owner's folder, of the member's category: the category is handed over to the
    // owner, so the item and its photos stay
    const kept = await itemWithPhoto(shared, member, mine);
    const gone = await itemWithPhoto(await makeFolder(ctx, member, { name: 'Theirs' }), member, mine);
    await ctx.db
      .update(users)
      .set({ deletedAt: new Date(0) })
      .where(eq(users.id, member.id));

    const result = await purgeDeletedAccounts(ctx.deps);
    expect(result.purged).toBe(1);
    expect(result.files.sort()).toEqual(gone.files);
    expect(await storedFiles(ctx)).toEqual([...own.files, ...kept.files].sort());
  });

  it('a refused delete removes no file', async () => {
    const folder = await makeFolder(ctx, owner);
    const stranger = await createUser(ctx);
    const mine = await itemWithPhoto(folder);
    const theirs = await itemWithPhoto(
      await makeFolder(ctx, stranger),
      stranger,
      await makeCategory(ctx, stranger),
    );
    await request(ctx.app)
      .delete('/api/items')
      .set('Authorization', owner.auth)
      .send({ ids: [mine.item.id, theirs.item.id] })
      .expect(404);
    expect(await storedFiles(ctx)).toEqual([...mine.files, ...theirs.files].sort());
  });

  it('a transaction that fails after reading the files removes none of them', async () => {
    const folder = await makeFolder(ctx, owner);
    const { files } = await itemWithPhoto(folder);
    // the delete itself fails inside the transaction, after the files were collected
    await ctx.db.execute(sql`create function refuse_delete() returns trigger language plpgsql as $$
      begin raise exception 'refused'; end $$`);
    await ctx.db.execute(
      sql`create trigger refuse_delete before delete on folders for each row execute function refuse_delete()`,
    );
    try {
      await request(ctx.app)
        .delete('/api/folders')
        .set('Authorization', owner.auth)
        .send({ ids: [folder.id] })
        .expect(500);
    } finally {
      await ctx.db.execute(sql`drop trigger refuse_delete on folders`);
      await ctx.db.execute(sql`drop function refuse_delete()`);
    }
    expect(await storedFiles(ctx)).toEqual(files);
  });

  it('a storage failure after the commit is logged and the delete still succeeds', async () => {
    const folder = await makeFolder(ctx, owner);
    const { item } = await itemWithPhoto(folder);
    const remove = ctx.deps.storage.remove;
    const errors: unknown[] = [];
    const logError = ctx.deps.logger.error.bind(ctx.deps.logger);
    ctx.deps.storage.remove = () => Promise.reject(new Error('bucket unavailable'));
    ctx.deps.logger.error = ((obj: unknown) => errors.push(obj)) as typeof ctx.deps.logger.error;
    try {
      await request(ctx.app)
        .delete('/api/items')
        .set('Authorization', owner.auth)
        .send({ ids: [item.id] })
        .expect(200);
    } finally {
      ctx.deps.storage.remove = remove;
      ctx.deps.logger.error = logError;
    }
    expect(errors).toHaveLength(1);
    await request(ctx.app).get(`/api/items/${item.id}`).set('Authorization', owner.auth).expect(404);
  });

  it('uploads still check the session first', async () => {
    const folder = await makeFolder(ctx, owner);
    const item = await makeItem(ctx, owner, folder.id, itemBody(category));
    await request(ctx.app)
      .post(`/api/items/${item.id}/media`)
      .attach('photos', await pngImage(), 'a.png')
      .expect(401);
    await request(ctx.app)
      .patch(`/api/items/${item.id}`)
      .set('Authorization', 'Bearer nope')
      .field('changes', '{}')
      .expect(401);
    expect(await storedFiles(ctx)).toEqual([]);
  });
});
