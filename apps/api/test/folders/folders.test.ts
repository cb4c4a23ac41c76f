import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import type { FolderDetail, FolderSummary } from '@shortlist/contracts';
import { folders, items } from '../../src/db/schema';
import {
  type TestUser,
  addCollaborator,
  countStatements,
  itemBody,
  makeCategory,
  makeFolder,
  makeFolderChain,
  makeItem,
  createThreeUsers,
} from '../factories';
import { createTestContext, type TestContext } from '../test-app';

let ctx: TestContext;
let owner: TestUser;
let stranger: TestUser;
let collaborator: TestUser;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.reset();
  ({ owner, collaborator, stranger } = await createThreeUsers(ctx));
});

const NIL = '00000000-0000-4000-8000-000000000000';

async function folderRowExists(id: string): Promise<boolean> {
  return (await ctx.db.select({ id: folders.id }).from(folders).where(eq(folders.id, id))).length > 0;
}

describe('GET /api/folders (My Folders)', () => {
  it('requires authentication', async () => {
    const res = await request(ctx.app).get('/api/folders').expect(401);
    expect(res.body.error).toEqual({ code: 'UNAUTHENTICATED', message: 'User not authenticated' });
  });

  it('lists my top-level folders and top-level folders shared with me, newest first, with counts', async () => {
    const older = await makeFolder(ctx, owner, { name: 'Older', description: 'first' });
    ctx.clock.advance(1000);
    const newer = await makeFolder(ctx, owner, { name: 'Newer' });
    await makeFolder(ctx, owner, { name: 'Child A', parentFolderId: older.id });
    await makeFolder(ctx, owner, { name: 'Child B', parentFolderId: older.id });
    const category = await makeCategory(ctx, owner);
    await makeItem(ctx, owner, older.id, itemBody(category));
    const theirs = await makeFolder(ctx, stranger, { name: 'Shared with owner' });
    await addCollaborator(ctx, theirs.id, owner, stranger.id);
    await makeFolder(ctx, stranger, { name: 'Private to stranger' });

    const res = await request(ctx.app).get('/api/folders').set('Authorization', owner.auth).expect(200);
    const list = res.body.folders as FolderSummary[];
    expect(list.map((f) => f.name).sort()).toEqual(['Newer', 'Older', 'Shared with owner']);
    const byName = Object.fromEntries(list.map((f) => [f.name, f]));
    expect(byName.Older).toMatchObject({
      description: 'first',
      subfolderCount: 2,
      itemCount: 1,
      isOwned: true,
      isShared: false,
      ownerNickname: 'owner_ann',
      parentFolderId: null,
    });
    expect(byName['Shared with owner']).toMatchObject({
      isOwned: false,
      isShared: true,
      ownerNickname: 'stranger_sam',
    });
    expect(list.findIndex((f) => f.id === newer.id)).toBeLessThan(list.findIndex((f) => f.id === older.id));
  });

  it('marks my folder as shared once someone collaborates on it', async () => {
    const mine = await makeFolder(ctx, owner);
    await addCollaborator(ctx, mine.id, collaborator);
    const res = await request(ctx.app).get('/api/folders').set('Authorization', owner.auth).expect(200);
    expect(res.body.folders[0]).toMatchObject({ id: mine.id, isOwned: true, isShared: true });
  });

  it('does not list shared subfolders (only top-level shares appear)', async () => {
    const [, sub] = await makeFolderChain(ctx, owner, 2);
    await addCollaborator(ctx, sub!.id, collaborator);
    const res = await request(ctx.app)
      .get('/api/folders')
      .set('Authorization', collaborator.auth)
      .expect(200);
    expect(res.body.folders).toEqual([]);
  });

  it('searches name or description case-insensitively with ?q=', async () => {
    await makeFolder(ctx, owner, { name: 'Apartment Hunting' });
    await makeFolder(ctx, owner, { name: 'Cars', description: 'A new APARTMENT car?' });
    await makeFolder(ctx, owner, { name: 'Trips' });
    await makeFolder(ctx, owner, { name: '100% sure' });
    const res = await request(ctx.app)
      .get('/api/folders?q=apartment')
      .set('Authorization', owner.auth)
      .expect(200);
    expect(res.body.folders.map((f: FolderSummary) => f.name).sort()).toEqual(['Apartment Hunting', 'Cars']);
    const literal = await request(ctx.app).get('/api/folders?q=%25').set('Authorization', owner.auth);
    expect(literal.body.folders.map((f: FolderSummary) => f.name)).toEqual(['100% sure']);
  });
});

describe('POST /api/folders', () => {
  it('requires authentication', async () => {
    await request(ctx.app).post('/api/folders').send({ name: 'x' }).expect(401);
  });

  it('creates a top-level folder, trimming the name and storing a blank description as null', async () => {
    const res = await request(ctx.app)
      .post('/api/folders')
      .set('Authorization', owner.auth)
      .send({ name: '  Apartment Hunting  ', description: '   ' })
      .expect(201);
    expect(res.body).toMatchObject({
      name: 'Apartment Hunting',
      description: null,
      parentFolderId: null,
      isOwned: true,
      isShared: false,
      subfolderCount: 0,
      itemCount: 0,
      ownerId: owner.id,
    });
    expect(new Date(res.body.createdAt).toISOString()).toBe(res.body.createdAt);
  });

  it.each([
    [{ name: '   ' }, 'name', 'Folder name is required'],
    [{}, 'name', 'Folder name is required'],
    [{ name: 'x'.repeat(101) }, 'name', 'Folder name must be at most 100 characters'],
    [
      { name: 'ok', description: 'x'.repeat(501) },
      'description',
      'Description must be at most 500 characters',
    ],
  ])('refuses bad input with the field message (%#)', async (body, field, message) => {
    const res = await request(ctx.app)
      .post('/api/folders')
      .set('Authorization', owner.auth)
      .send(body)
      .expect(400);
    expect(res.body.error.code).toBe('VALIDATION_ERROR');
    expect(res.body.error.fields[field]).toBe(message);
  });

  it('accepts the limits exactly and strips script tags', async () => {
    const res = await request(ctx.app)
      .post('/api/folders')
      .set('Authorization', owner.auth)
      .send({ name: 'x'.repeat(100), description: `<script>alert(1)</script>${'y'.repeat(500)}` })
      .expect(201);
    expect(res.body.description).toBe('y'.repeat(500));
  });

  it('creates a subfolder in a folder I own', async () => {
    const parent = await makeFolder(ctx, owner);
    const sub = await makeFolder(ctx, owner, { name: 'Sub', parentFolderId: parent.id });
    expect(sub).toMatchObject({ parentFolderId: parent.id, isOwned: true });
  });

  it("answers 404 for a subfolder in someone else's folder", async () => {
    const theirs = await makeFolder(ctx, stranger);
    await request(ctx.app)
      .post('/api/folders')
      .set('Authorization', owner.auth)
      .send({ name: 'Sneaky', parentFolderId: theirs.id })
      .expect(404);
    await request(ctx.app)
      .post('/api/folders')
      .set('Authorization', owner.auth)
      .send({ name: 'Nowhere', parentFolderId: NIL })
      .expect(404);
  });

  it("lets a collaborator create a subfolder, which belongs to the tree's owner", async () => {
    const shared = await makeFolder(ctx, owner);
    await addCollaborator(ctx, shared.id, collaborator);
    const sub = await makeFolder(ctx, collaborator, { name: 'By collaborator', parentFolderId: shared.id });
    expect(sub).toMatchObject({ ownerId: owner.id, isOwned: false, isShared: true });
  });
});

describe('GET /api/folders/:id (folder detail)', () => {
  it('requires authentication', async () => {
    await request(ctx.app).get(`/api/folders/${NIL}`).expect(401);
  });

  it('answers the folder, its whole breadcrumb, subfolders with counts and items', async () => {
    const chain = await makeFolderChain(ctx, owner, 4);
    const leaf = chain[3]!;
    const sub = await makeFolder(ctx, owner, { name: 'Leaf child', parentFolderId: leaf.id });
    await makeFolder(ctx, owner, { name: 'Grandchild', parentFolderId: sub.id });
    const category = await makeCategory(ctx, owner);
    await makeItem(ctx, owner, leaf.id, itemBody(category, { name: 'Cheap', priceCents: 100, rating: 3 }));
    await makeItem(ctx, owner, sub.id, itemBody(category));

    const res = await request(ctx.app)
      .get(`/api/folders/${leaf.id}`)
      .set('Authorization', owner.auth)
      .expect(200);
    const detail = res.body as FolderDetail;
    expect(detail.folder).toMatchObject({
      id: leaf.id,
      name: 'Level 3',
      parentFolderId: chain[2]!.id,
      subfolderCount: 1,
      itemCount: 1,
      isOwned: true,
    });
    expect(detail.breadcrumb).toEqual(chain.slice(0, 3).map((f) => ({ id: f.id, name: f.name })));
    expect(detail.subfolders).toEqual([
      expect.objectContaining({ id: sub.id, subfolderCount: 1, itemCount: 1, parentFolderId: leaf.id }),
    ]);
    expect(detail.items).toEqual([
      expect.objectContaining({
        name: 'Cheap',
        priceCents: 100,
        currency: 'USD',
        myRating: 3,
        categoryName: 'Homes',
        photoUrl: null,
        creator: { id: owner.id, nickname: 'owner_ann', fullName: owner.fullName, avatarUrl: null },
      }),
    ]);
  });

  it('runs the same number of SQL statements for 1 or 30 items and subfolders (no N+1)', async () => {
    const small = await makeFolder(ctx, owner, { name: 'Small' });
    const big = await makeFolder(ctx, owner, { name: 'Big' });
    const category = await makeCategory(ctx, owner);
    await makeItem(ctx, owner, small.id, itemBody(category));
    await makeFolder(ctx, owner, { name: 's', parentFolderId: small.id });
    for (let i = 0; i < 30; i += 1) {
      await makeItem(ctx, owner, big.id, itemBody(category, { name: `Item ${i}` }));
      await makeFolder(ctx, owner, { name: `Sub ${i}`, parentFolderId: big.id });
    }
    const get = (id: string) =>
      request(ctx.app).get(`/api/folders/${id}`).set('Authorization', owner.auth).expect(200);
    const smallCount = await countStatements(ctx, () => get(small.id));
    const bigCount = await countStatements(ctx, () => get(big.id));
    expect(bigCount).toBe(smallCount);
    // ONE: session user and revision, access + breadcrumb, folder + subfolders, items
    expect(smallCount).toBe(1);
  }, 60_000); // 60 sequential writes: room for a loaded CI machine

  it('sorts items by price, rating or date in either direction, newest first by default', async () => {
    const folder = await makeFolder(ctx, owner);
    const category = await makeCategory(ctx, owner);
    await makeItem(ctx, owner, folder.id, itemBody(category, { name: 'A', priceCents: 300, rating: 2 }));
    ctx.clock.advance(1000);
    await makeItem(ctx, owner, folder.id, itemBody(category, { name: 'B', priceCents: 100, rating: 9 }));
    ctx.clock.advance(1000);
    await makeItem(ctx, owner, folder.id, itemBody(category, { name: 'C', priceCents: 200, rating: 5 }));
    const names = async (query: string) =>
      (
        await request(ctx.app)
          .get(`/api/folders/${folder.id}${query}`)
          .set('Authorization', owner.auth)
          .expect(200)
      ).body.items.map((i: { name: string }) => i.name);
    expect(await names('?sort=price&order=asc')).toEqual(['B', 'C', 'A']);
    expect(await names('?sort=price&order=desc')).toEqual(['A', 'C', 'B']);
    expect(await names('?sort=rating&order=desc')).toEqual(['B', 'C', 'A']);
    expect(await names('?sort=date&order=asc')).toEqual(['A', 'B', 'C']);
  });

  it('answers cards read in several parts whole, in order, as one array', async () => {
    // the cards come from PostgreSQL 50 to a row; 120 cards are three parts
    const folder = await makeFolder(ctx, owner);
    const category = await makeCategory(ctx, owner);
    const start = ctx.clock.now().getTime();
    await ctx.db.insert(items).values(
      Array.from({ length: 120 }, (_, i) => ({
        name: `Item "${i}" \\ ü`,
        folderId: folder.id,
        categoryId: category.id,
        creatorId: owner.id,
        priceCents: (i * 37) % 120,
        createdAt: new Date(start + i * 1000),
        updatedAt: new Date(start + i * 1000),
      })),
    );
    const get = (query: string, encoding = 'identity') =>
      request(ctx.app)
        .get(`/api/folders/${folder.id}${query}`)
        .set('Authorization', owner.auth)
        .set('Accept-Encoding', encoding)
        .expect(200);
    let res: request.Response | undefined;
    expect(await countStatements(ctx, async () => (res = await get('')))).toBe(1);
    const text = res!.text;
    const names = (body: FolderDetail) => body.items.map((i) => i.name);
    const byDate = Array.from({ length: 120 }, (_, i) => `Item "${119 - i}" \\ ü`);
    expect(names(JSON.parse(text) as FolderDetail)).toEqual(byDate);
    // the cards' texts joined by commas, with no other spacing
    const array = text.slice(text.indexOf('"items":') + '"items":'.length, -1);
    expect(array.startsWith('[{') && array.endsWith('}]')).toBe(true);
    expect(array.split('},{"id"')).toHaveLength(120);
    expect(Buffer.byteLength(text)).toBe(Number(res!.headers['content-length']));
    const byPrice = (await get('?sort=price&order=asc')).body as FolderDetail;
    const prices = byPrice.items.map((i) => i.priceCents!);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(byPrice.items).toHaveLength(120);
    // compressed, the same text
    const gzipped = await get('', 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.text).toBe(text);
  });

  it('answers 404 to another user, for an unknown id, and 400 for a malformed id', async () => {
    const mine = await makeFolder(ctx, owner);
    await request(ctx.app).get(`/api/folders/${mine.id}`).set('Authorization', stranger.auth).expect(404);
    await request(ctx.app).get(`/api/folders/${NIL}`).set('Authorization', owner.auth).expect(404);
    await request(ctx.app).get('/api/folders/not-a-uuid').set('Authorization', owner.auth).expect(400);
  });

  it('shows a collaborator the shared subtree with a breadcrumb that starts at the shared folder', async () => {
    const [root, shared, inner] = await makeFolderChain(ctx, owner, 3);
    await addCollaborator(ctx, shared!.id, collaborator);
    const atShared = await request(ctx.app)
      .get(`/api/folders/${shared!.id}`)
      .set('Authorization', collaborator.auth)
      .expect(200);
    expect(atShared.body.breadcrumb).toEqual([]);
    expect(atShared.body.folder).toMatchObject({ parentFolderId: null, isOwned: false, isShared: true });
    expect(atShared.body.subfolders[0]).toMatchObject({ id: inner!.id, isShared: true });
    const atInner = await request(ctx.app)
      .get(`/api/folders/${inner!.id}`)
      .set('Authorization', collaborator.auth)
      .expect(200);
    expect(atInner.body.breadcrumb).toEqual([{ id: shared!.id, name: shared!.name }]);
    await request(ctx.app)
      .get(`/api/folders/${root!.id}`)
      .set('Authorization', collaborator.auth)
      .expect(404);
  });

  it('answers a matching If-None-Match with 304', async () => {
    const mine = await makeFolder(ctx, owner);
    const first = await request(ctx.app)
      .get(`/api/folders/${mine.id}`)
      .set('Authorization', owner.auth)
      .expect(200);
    await request(ctx.app)
      .get(`/api/folders/${mine.id}`)
      .set('Authorization', owner.auth)
      .set('If-None-Match', first.headers.etag as string)
      .expect(304);
  });
});

describe('PATCH /api/folders/:id', () => {
  it('requires authentication', async () => {
    await request(ctx.app).patch(`/api/folders/${NIL}`).send({ name: 'x' }).expect(401);
  });

  it('renames and redescribes; a blank description clears it', async () => {
    const mine = await makeFolder(ctx, owner, { name: 'Old', description: 'old' });
    const res = await request(ctx.app)
      .patch(`/api/folders/${mine.id}`)
      .set('Authorization', owner.auth)
      .send({ name: ' New ', description: '' })
      .expect(200);
    expect(res.body).toMatchObject({ name: 'New', description: null });
    const onlyDescription = await request(ctx.app)
      .patch(`/api/folders/${mine.id}`)
      .set('Authorization', owner.auth)
      .send({ description: 'kept name' })
      .expect(200);
    expect(onlyDescription.body).toMatchObject({ name: 'New', description: 'kept name' });
  });

  it('refuses a blank name with "Folder name is required"', async () => {
    const mine = await makeFolder(ctx, owner);
    const res = await request(ctx.app)
      .patch(`/api/folders/${mine.id}`)
      .set('Authorization', owner.auth)
      .send({ name: ' ' })
      .expect(400);
    expect(res.body.error.fields.name).toBe('Folder name is required');
  });

  it('answers 404 to another user and leaves the folder unchanged; a collaborator may edit', async () => {
    const mine = await makeFolder(ctx, owner, { name: 'Mine' });
    await request(ctx.app)
      .patch(`/api/folders/${mine.id}`)
      .set('Authorization', stranger.auth)
      .send({ name: 'Hijacked' })
      .expect(404);
    const [row] = await ctx.db.select({ name: folders.name }).from(folders).where(eq(folders.id, mine.id));
    expect(row!.name).toBe('Mine');
    await addCollaborator(ctx, mine.id, collaborator);
    await request(ctx.app)
      .patch(`/api/folders/${mine.id}`)
      .set('Authorization', collaborator.auth)
      .send({ name: 'Edited together' })
      .expect(200);
  });
});

describe('PATCH /api/folders/:id/parent (move)', () => {
  const move = (user: TestUser, id: string, parentFolderId: string | null) =>
    request(ctx.app)
      .patch(`/api/folders/${id}/parent`)
      .set('Authorization', user.auth)
      .send({ parentFolderId });

  it('requires authentication', async () => {
    await request(ctx.app).patch(`/api/folders/${NIL}/parent`).send({ parentFolderId: null }).expect(401);
  });

  it('moves a folder under another, and back to the top level', async () => {
    const a = await makeFolder(ctx, owner, { name: 'A' });
    const b = await makeFolder(ctx, owner, { name: 'B' });
    const moved = await move(owner, b.id, a.id).expect(200);
    expect(moved.body).toMatchObject({ id: b.id, parentFolderId: a.id });
    const detail = await request(ctx.app).get(`/api/folders/${a.id}`).set('Authorization', owner.auth);
    expect(detail.body.subfolders.map((f: FolderSummary) => f.id)).toEqual([b.id]);
    const top = await move(owner, b.id, null).expect(200);
    expect(top.body.parentFolderId).toBeNull();
  });

  it('refuses moving a folder into itself or one of its descendants', async () => {
    const [root, child, grandchild] = await makeFolderChain(ctx, owner, 3);
    for (const target of [root!, child!, grandchild!]) {
      const res = await move(owner, root!.id, target.id).expect(400);
      expect(res.body.error).toMatchObject({
        code: 'VALIDATION_ERROR',
        message: 'A folder cannot be moved into itself or one of its subfolders.',
        fields: { parentFolderId: 'A folder cannot be moved into itself or one of its subfolders.' },
      });
    }
    const [row] = await ctx.db.select().from(folders).where(eq(folders.id, root!.id));
    expect(row!.parentFolderId).toBeNull();
  });

  it("answers 404 for someone else's folder or a target the caller cannot see", async () => {
    const mine = await makeFolder(ctx, owner);
    const theirs = await makeFolder(ctx, stranger);
    await move(stranger, mine.id, theirs.id).expect(404);
    await move(stranger, mine.id, null).expect(404);
    await move(owner, mine.id, theirs.id).expect(404);
    const [row] = await ctx.db.select().from(folders).where(eq(folders.id, mine.id));
    expect(row!.parentFolderId).toBeNull();
  });

  it('lets a collaborator move within the shared tree, but not to the top level nor to another owner', async () => {
    const shared = await makeFolder(ctx, owner, { name: 'Shared' });
    const a = await makeFolder(ctx, owner, { name: 'A', parentFolderId: shared.id });
    const b = await makeFolder(ctx, owner, { name: 'B', parentFolderId: shared.id });
    await addCollaborator(ctx, shared.id, collaborator);
    await move(collaborator, b.id, a.id).expect(200);
    const top = await move(collaborator, b.id, null).expect(403);
    expect(top.body.error.message).toBe('Only the folder owner can move a folder to the top level.');
    const own = await makeFolder(ctx, collaborator, { name: 'Collaborator own' });
    const across = await move(collaborator, b.id, own.id).expect(400);
    expect(across.body.error.message).toBe(
      'Folders and items can only be moved between folders of the same owner.',
    );
  });
});

describe('DELETE /api/folders (bulk)', () => {
  const remove = (user: TestUser, ids: string[]) =>
    request(ctx.app).delete('/api/folders').set('Authorization', user.auth).send({ ids });

  it('requires authentication', async () => {
    await request(ctx.app)
      .delete('/api/folders')
      .send({ ids: [NIL] })
      .expect(401);
  });

  it('deletes the folders with their whole subtrees and items, answering the count', async () => {
    const [root, child, grandchild] = await makeFolderChain(ctx, owner, 3);
    const other = await makeFolder(ctx, owner, { name: 'Other' });
    const keep = await makeFolder(ctx, owner, { name: 'Keep' });
    const category = await makeCategory(ctx, owner);
    const deepItem = await makeItem(ctx, owner, grandchild!.id, itemBody(category));
    const keptItem = await makeItem(ctx, owner, keep.id, itemBody(category));

    const res = await remove(owner, [root!.id, other.id]).expect(200);
    expect(res.body).toEqual({ deletedCount: 2 });
    for (const id of [root!.id, child!.id, grandchild!.id, other.id])
      expect(await folderRowExists(id)).toBe(false);
    expect(await folderRowExists(keep.id)).toBe(true);
    const left = await ctx.db
      .select({ id: items.id })
      .from(items)
      .where(inArray(items.id, [deepItem.id, keptItem.id]));
    expect(left.map((r) => r.id)).toEqual([keptItem.id]);
  });

  it('answers 404 to another user and deletes nothing, even when mixed with their own ids', async () => {
    const mine = await makeFolder(ctx, owner);
    const theirs = await makeFolder(ctx, stranger);
    await remove(stranger, [mine.id]).expect(404);
    await remove(stranger, [theirs.id, mine.id]).expect(404);
    expect(await folderRowExists(mine.id)).toBe(true);
    expect(await folderRowExists(theirs.id)).toBe(true);
  });

  it('refuses a collaborator (403) and deletes nothing', async () => {
    const shared = await makeFolder(ctx, owner);
    const sub = await makeFolder(ctx, owner, { name: 'Sub', parentFolderId: shared.id });
    await addCollaborator(ctx, shared.id, collaborator);
    const res = await remove(collaborator, [sub.id]).expect(403);
    expect(res.body.error).toEqual({
      code: 'FORBIDDEN',
      message: 'Only the folder owner can delete folders and items.',
    });
    expect(await folderRowExists(sub.id)).toBe(true);
  });

  it('refuses an empty selection', async () => {
    const res = await remove(owner, []).expect(400);
    expect(res.body.error.fields.ids).toBe('Select at least one entry');
  });
});
