import { sql } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { rawRows } from '../../src/db/raw-rows';
import { recordActivity } from '../../src/modules/activity/activity.service';
import { findActivityPage } from '../../src/modules/activity/activity.repository';
import { createThreeUsers, makeCategory, makeFolder, itemBody, makeItem } from '../factories';
import { createTestContext } from '../test-app';

const ctx = await createTestContext();
afterAll(() => ctx.close());
beforeEach(() => ctx.reset());

const revisionOf = async (folderId: string) =>
  (
    await rawRows<{ revision: string }>(
      ctx.db,
      sql`select revision from folders where id = ${folderId}::uuid`,
    )
  )[0]!.revision;

describe('recordActivity', () => {
  it('keeps the names as they were, lets the caller add to the payload, and bumps the tree revision', async () => {
    const { owner } = await createThreeUsers(ctx);
    const folder = await makeFolder(ctx, owner, { name: 'Flats' });
    const sub = await makeFolder(ctx, owner, { name: 'Downtown', parentFolderId: folder.id });
    const before = await revisionOf(folder.id);
    await ctx.db.transaction((tx) =>
      recordActivity(tx, {
        folderId: sub.id,
        actorId: owner.id,
        kind: 'member.joined',
        payload: { role: 'rater' },
      }),
    );
    expect(BigInt(await revisionOf(folder.id))).toBeGreaterThan(BigInt(before));
    const [row] = await findActivityPage(ctx.db, folder.id, { viewerId: owner.id, limit: 10 });
    expect(row).toMatchObject({
      folderId: sub.id,
      actorId: owner.id,
      itemId: null,
      kind: 'member.joined',
      payload: { actorName: 'Ann Owner', folderName: 'Downtown', role: 'rater' },
    });
  });

  it('is written by Add Item in the item’s transaction, with the item’s name', async () => {
    const { owner } = await createThreeUsers(ctx);
    const folder = await makeFolder(ctx, owner);
    const category = await makeCategory(ctx, owner);
    const item = await makeItem(ctx, owner, folder.id, itemBody(category, { name: 'Flat B' }));
    const rows = await findActivityPage(ctx.db, folder.id, { viewerId: owner.id, limit: 10 });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'item.added', itemId: item.id, payload: { itemName: 'Flat B' } });
  });
});
