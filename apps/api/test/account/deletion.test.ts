import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ACCOUNT, ACCOUNT_SUCCESS, AUTH_ERRORS } from '@shortlist/contracts';
import {
  categories,
  folders,
  itemMedia,
  itemRatings,
  items,
  profiles,
  refreshSessions,
  users,
} from '../../src/db/schema';
import { purgeDeletedAccounts } from '../../src/modules/account/account-purge.service';
import { createUser, type TestUser } from '../factories';
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
