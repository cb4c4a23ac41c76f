import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ACCOUNT,
  ACCOUNT_SUCCESS,
  AUTH_ERRORS,
  type Category,
  type CategoryList,
  type FolderSummary,
  type ItemDetail,
  type Media,
} from '@shortlist/contracts';
import {
  categories,
  categoryAttributes,
  folders,
  itemMedia,
  itemRatings,
  items,
  profiles,
  refreshSessions,
  users,
} from '../../src/db/schema';
import { purgeDeletedAccounts } from '../../src/modules/account/account-purge.service';
import {
  createUser,
  type TestUser,
  addCollaborator,
  attributeId,
  countStatements,
  defaultCategory,
  itemBody,
  makeCategory,
  makeFolder,
  makeItem,
} from '../factories';
import { jpegWithGps, storagePathOf, uploadPhotos } from '../item-detail/helpers';
import { createTestContext, type TestContext } from '../test-app';
import { refreshStatus, sessionStatus, signIn } from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
beforeEach(() => ctx.reset());

const DAY_MS = 24 * 60 * 60 * 1000;

/** Where the test's local media storage keeps a file. */
function storedFile(relative: string): string {
  const storage = ctx.deps.config.storage;
  if (storage.driver !== 'local') throw new Error('the purge test expects local storage');
  return path.join(storage.dir, relative);
}

/** A folder with an item, a photo row and a rating, owned by the user. */
async function seedData(user: TestUser) {
  const [category] = await ctx.db
    .insert(categories)
    .values({ name: 'Homes', description: 'Places', creatorId: user.id })
    .returning({ id: categories.id });
  const [folder] = await ctx.db
    .insert(folders)
    .values({ name: 'Mine', ownerId: user.id })
    .returning({ id: folders.id });
  const [item] = await ctx.db
    .insert(items)
    .values({ name: 'Flat', folderId: folder!.id, categoryId: category!.id, creatorId: user.id })
    .returning({ id: items.id });
  await ctx.db.insert(itemMedia).values({
    itemId: item!.id,
    fileName: 'a.jpg',
    filePath: `${item!.id}/1-a.jpg`,
    thumbnailPath: `${item!.id}/1-a.thumb.jpg`,
    mimeType: 'image/jpeg',
    fileSize: 10,
    uploadedBy: user.id,
  });
  await ctx.db.insert(itemRatings).values({ itemId: item!.id, userId: user.id, rating: 7 });
  for (const file of [`${item!.id}/1-a.jpg`, `${item!.id}/1-a.thumb.jpg`]) {
    await ctx.deps.storage.put(file, Buffer.from('jpeg bytes'), 'image/jpeg');
  }
  return { folderId: folder!.id, itemId: item!.id, categoryId: category!.id };
}

describe('account deletion', () => {
  it('requires authentication', async () => {
    const res = await request(ctx.app).delete('/api/account').expect(401);
    expect(res.body.error.message).toBe(AUTH_ERRORS.notAuthenticated);
  });

  it('marks the account deleted, ends every session and refuses sign-in with the spec message', async () => {
    const user = await createUser(ctx);
    const other = await signIn(ctx, user.email, user.password);
    ctx.clock.advance(1000);
    const res = await request(ctx.app)
      .delete('/api/account')
      .set('Authorization', `Bearer ${other.accessToken}`)
      .expect(200);
    expect(res.body).toEqual({ message: ACCOUNT_SUCCESS.accountDeletedDescription });
    expect(String(res.headers['set-cookie'])).toMatch(/sl_refresh=;/);

    expect(await sessionStatus(ctx, user.token)).toBe(401);
    expect(await sessionStatus(ctx, other.accessToken)).toBe(401);
    expect(await refreshStatus(ctx, other.refresh!)).toBe(401);
    const again = await signIn(ctx, user.email, user.password);
    expect(again.res.status).toBe(403);
    expect(again.res.body.error).toEqual({ code: 'ACCOUNT_DELETED', message: AUTH_ERRORS.accountDeleted });
    // the data is still there during the retention period
    const [row] = await ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.deletedAt).not.toBeNull();
  });
});

describe('purge of deleted accounts', () => {
  it(`removes an account's data ${ACCOUNT.deletionRetentionDays} days after deletion, and nothing else`, async () => {
    const gone = await createUser(ctx);
    const kept = await createUser(ctx);
    const goneData = await seedData(gone);
    const keptData = await seedData(kept);
    // the deleted user's rating of someone else's item goes too
    await ctx.db.insert(itemRatings).values({ itemId: keptData.itemId, userId: gone.id, rating: 3 });
    await signIn(ctx, gone.email, gone.password);
    await request(ctx.app).delete('/api/account').set('Authorization', gone.auth).expect(200);

    ctx.clock.advance((ACCOUNT.deletionRetentionDays - 1) * DAY_MS);
    expect((await purgeDeletedAccounts(ctx.deps)).purged).toBe(0);
    expect(await ctx.db.select().from(users).where(eq(users.id, gone.id))).toHaveLength(1);

    ctx.clock.advance(DAY_MS + 1000);
    const result = await purgeDeletedAccounts(ctx.deps);
    expect(result.purged).toBe(1);
    expect(result.files.sort()).toEqual(
      [`${goneData.itemId}/1-a.jpg`, `${goneData.itemId}/1-a.thumb.jpg`].sort(),
    );
    for (const file of result.files) expect(existsSync(storedFile(file))).toBe(false);
    expect(existsSync(storedFile(`${keptData.itemId}/1-a.jpg`))).toBe(true);

    expect(await ctx.db.select().from(users).where(eq(users.id, gone.id))).toHaveLength(0);
    expect(await ctx.db.select().from(profiles).where(eq(profiles.id, gone.id))).toHaveLength(0);
    expect(
      await ctx.db.select().from(refreshSessions).where(eq(refreshSessions.userId, gone.id)),
    ).toHaveLength(0);
    expect(await ctx.db.select().from(folders).where(eq(folders.id, goneData.folderId))).toHaveLength(0);
    expect(await ctx.db.select().from(items).where(eq(items.id, goneData.itemId))).toHaveLength(0);
    expect(await ctx.db.select().from(itemMedia).where(eq(itemMedia.itemId, goneData.itemId))).toHaveLength(
      0,
    );
    expect(await ctx.db.select().from(categories).where(eq(categories.id, goneData.categoryId))).toHaveLength(
      0,
    );
    expect(await ctx.db.select().from(itemRatings).where(eq(itemRatings.userId, gone.id))).toHaveLength(0);

    // the other account is untouched
    expect(await ctx.db.select().from(users).where(eq(users.id, kept.id))).toHaveLength(1);
    expect(
      await ctx.db
        .select()
        .from(items)
        .where(inArray(items.id, [keptData.itemId])),
    ).toHaveLength(1);
    expect(await ctx.db.select().from(itemRatings).where(eq(itemRatings.userId, kept.id))).toHaveLength(1);
    expect(await ctx.db.select().from(itemMedia).where(eq(itemMedia.itemId, keptData.itemId))).toHaveLength(
      1,
    );
  });
});

describe("purge of a collaborator's account", () => {
  let member: TestUser;
  let homes: Category;

  beforeEach(async () => {
    member = await createUser(ctx, { plan: 'premium_monthly' });
    homes = await makeCategory(ctx, member);
  });

  /** A folder of the owner shared with the member. */
  async function sharedFolderOf(owner: TestUser): Promise<FolderSummary> {
    const folder = await makeFolder(ctx, owner, { name: `Shared by ${owner.nickname}` });
    await addCollaborator(ctx, folder.id, member, owner.id);
    return folder;
  }

  /** An item of the member's category with values for two attributes, created by `user` in the folder. */
  function homesItem(user: TestUser, folder: FolderSummary, name: string) {
    return makeItem(
      ctx,
      user,
      folder.id,
      itemBody(homes, {
        name,
        attributeValues: {
          [attributeId(homes, 'Rooms')]: '4',
          [attributeId(homes, 'District')]: `${name} district`,
        },
      }),
    );
  }

  async function withPhoto(user: TestUser, item: ItemDetail): Promise<string[]> {
    const res = await uploadPhotos(ctx, user, item.id, [{ name: 'a.jpg', body: await jpegWithGps() }]).expect(
      201,
    );
    const [photo] = res.body.media as Media[];
    return [photo!.url, photo!.thumbnailUrl].map(storagePathOf);
  }

  async function purgeMember() {
    await ctx.db
      .update(users)
      .set({ deletedAt: new Date(0) })
      .where(eq(users.id, member.id));
    return purgeDeletedAccounts(ctx.deps);
  }

  const getItem = async (user: TestUser, itemId: string) =>
    (await request(ctx.app).get(`/api/items/${itemId}`).set('Authorization', user.auth).expect(200))
      .body as ItemDetail;
  const categoriesOf = async (user: TestUser) =>
    (
      (await request(ctx.app).get('/api/categories').set('Authorization', user.auth).expect(200))
        .body as CategoryList
    ).categories;
  const valuesOf = (item: ItemDetail) => Object.fromEntries(item.attributes.map((a) => [a.name, a.value]));

  it("hands a category used in the owner's shared folder over to the owner, with its items, values and photos", async () => {
    const owner = await createUser(ctx, { plan: 'premium_monthly' });
    const shared = await sharedFolderOf(owner);
    const byMember = await homesItem(member, shared, 'Loft');
    const byOwner = await homesItem(owner, shared, 'Studio');
    const photos = await withPhoto(member, byMember);
    // the member's own folder, its item of the same category, and a category no one else uses
    const own = await makeFolder(ctx, member, { name: 'Mine' });
    const ownItem = await homesItem(member, own, 'Cabin');
    const ownPhotos = await withPhoto(member, ownItem);
    const unused = await makeCategory(ctx, member, { ...defaultCategory, name: 'Cars' });

    const result = await purgeMember();
    expect(result.purged).toBe(1);
    expect(result.files.sort()).toEqual(ownPhotos.sort());

    for (const before of [byMember, byOwner]) {
      const after = await getItem(owner, before.id);
      expect(after.categoryId).toBe(homes.id);
      expect(after.categoryName).toBe('Homes');
      expect(after.attributes.map((a) => a.categoryAttributeId)).toEqual(
        before.attributes.map((a) => a.categoryAttributeId),
      );
      expect(valuesOf(after)).toEqual({ Rooms: '4', District: `${before.name} district`, Heating: null });
    }
    const [mine] = (await categoriesOf(owner)).filter((c) => c.id === homes.id);
    expect(mine).toMatchObject({ creatorId: owner.id, isOwned: true, usageCount: 2 });
    expect(mine!.attributes.map((a) => a.id)).toEqual(homes.attributes.map((a) => a.id));
    for (const file of photos) expect(existsSync(storedFile(file))).toBe(true);

    // what was only the member's is gone
    expect(await ctx.db.select().from(folders).where(eq(folders.id, own.id))).toHaveLength(0);
    expect(await ctx.db.select().from(items).where(eq(items.id, ownItem.id))).toHaveLength(0);
    for (const file of ownPhotos) expect(existsSync(storedFile(file))).toBe(false);
    expect(await ctx.db.select().from(categories).where(eq(categories.id, unused.id))).toHaveLength(0);
    expect(await ctx.db.select().from(categories).where(eq(categories.creatorId, member.id))).toHaveLength(0);
  });

  it('gives each of several owners their own copy of the category, with their items and values', async () => {
    const first = await createUser(ctx, { plan: 'premium_monthly' });
    // a Basic owner already at the one-category limit still receives the category: nothing is lost
    const second = await createUser(ctx);
    await makeCategory(ctx, second, { ...defaultCategory, name: 'Own' });
    const firstItem = await homesItem(member, await sharedFolderOf(first), 'Loft');
    const secondItem = await homesItem(member, await sharedFolderOf(second), 'Barn');
    const photos = await withPhoto(member, secondItem);
    const ownItem = await homesItem(member, await makeFolder(ctx, member, { name: 'Mine' }), 'Cabin');

    expect((await purgeMember()).purged).toBe(1);

    const copies = [];
    for (const [owner, before] of [
      [first, firstItem],
      [second, secondItem],
    ] as const) {
      const after = await getItem(owner, before.id);
      const copy = (await categoriesOf(owner)).find((c) => c.id === after.categoryId);
      expect(copy).toMatchObject({
        name: 'Homes',
        description: homes.description,
        creatorId: owner.id,
        isOwned: true,
        usageCount: 1,
      });
      expect(
        copy!.attributes.map(({ name, attributeType, isRequired, options, displayOrder }) => ({
          name,
          attributeType,
          isRequired,
          options,
          displayOrder,
        })),
      ).toEqual(
        homes.attributes.map(({ name, attributeType, isRequired, options, displayOrder }) => ({
          name,
          attributeType,
          isRequired,
          options,
          displayOrder,
        })),
      );
      // the values point at the copy's attributes
      expect(after.attributes.map((a) => a.categoryAttributeId)).toEqual(copy!.attributes.map((a) => a.id));
      expect(valuesOf(after)).toEqual({ Rooms: '4', District: `${before.name} district`, Heating: null });
      copies.push(copy!.id);
    }
    expect(new Set([homes.id, ...copies]).size).toBe(3);
    expect((await categoriesOf(second)).filter((c) => c.isOwned)).toHaveLength(2);
    for (const file of photos) expect(existsSync(storedFile(file))).toBe(true);

    // the original goes with the account, with its attributes and the member's own item
    expect(await ctx.db.select().from(categories).where(eq(categories.id, homes.id))).toHaveLength(0);
    expect(
      await ctx.db.select().from(categoryAttributes).where(eq(categoryAttributes.categoryId, homes.id)),
    ).toHaveLength(0);
    expect(await ctx.db.select().from(items).where(eq(items.id, ownItem.id))).toHaveLength(0);
  });

  it('hands over in the same number of statements whatever the number of items', async () => {
    const owners = [await createUser(ctx), await createUser(ctx)];
    const sharedFolders = [await sharedFolderOf(owners[0]!), await sharedFolderOf(owners[1]!)];
    const purgeWith = async (itemsPerFolder: number) => {
      for (const folder of sharedFolders)
        for (let i = 0; i < itemsPerFolder; i += 1) await homesItem(member, folder, `Flat ${i}`);
      let result = { purged: 0 };
      const statements = await countStatements(ctx, async () => {
        result = await purgeMember();
      });
      expect(result.purged).toBe(1);
      return statements;
    };
    const few = await purgeWith(1);

    member = await createUser(ctx, { plan: 'premium_monthly' });
    homes = await makeCategory(ctx, member);
    for (const folder of sharedFolders) await addCollaborator(ctx, folder.id, member);
    expect(await purgeWith(4)).toBe(few);
  });
});
