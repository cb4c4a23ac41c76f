/**
 * Text the database writes as an answer reaches the client only with the keys its contract names, in
 * production too: the key check of http/contract-keys.ts, on its own and on a real read model whose SQL selects
 * one column too many.
 */
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { z } from 'zod';
import { keyOutsideContract } from '../../src/http/contract-keys';
import { folderPage } from '../../src/modules/folders/folder-page.read-model';
import { itemBody, makeCategory, makeFolder, makeItem, createUser, type TestUser } from '../factories';
import { createTestContext, type TestContext } from '../test-app';

const person = z.object({ id: z.string(), name: z.string().nullable() });
const answer = z.object({
  people: z.array(person),
  owner: person.nullable(),
  attributes: z.record(z.string(), z.string()),
  kind: z.union([z.object({ a: z.number() }), z.object({ b: z.number() })]),
});
const stray = (text: string) => keyOutsideContract(answer, Buffer.from(text));
const good = {
  people: [
    { id: '1', name: 'Ann "the owner": yes' },
    { name: null, id: '2' },
  ],
  owner: null,
  attributes: { Rent: '1450', Área: '72' },
  kind: { b: 2 },
};

describe('keyOutsideContract', () => {
  it('finds no stray key in an answer the contract describes, in any key order, whatever the strings hold', () => {
    expect(stray(JSON.stringify(good))).toBeNull();
    expect(stray(JSON.stringify(good, null, 2))).toBeNull();
    expect(stray(JSON.stringify({ ...good, owner: { id: 'x', name: 'a\\"b' } }))).toBeNull();
    // strings that end in escaped backslashes, or hold an escaped quote before a colon
    for (const name of ['\\', '\\\\', '\\"', '":{"passwordHash":', 'ok\\'])
      expect(stray(JSON.stringify({ ...good, owner: { id: name, name } }))).toBeNull();
  });

  it('names a key the contract does not have, nested in objects, arrays or unions', () => {
    expect(stray(JSON.stringify({ ...good, passwordHash: 'x' }))).toBe('passwordHash');
    expect(stray(JSON.stringify({ ...good, people: [{ id: '1', name: 'a', passwordHash: 'x' }] }))).toBe(
      'passwordHash',
    );
    expect(stray(JSON.stringify({ ...good, owner: { id: '1', name: 'a', email: 'a@b.c' } }))).toBe('email');
    expect(stray(JSON.stringify({ ...good, owner: { id: 'a\\', name: '\\"', email: 'a@b.c' } }))).toBe(
      'email',
    );
    expect(stray(JSON.stringify({ ...good, kind: { c: 1 } }))).toBe('c');
    // a record's values are strings: an object there carries keys nobody named
    expect(stray(JSON.stringify({ ...good, attributes: { Rent: { secret: 1 } } }))).toBe('secret');
    expect(stray('{"people":[],"owner":null,"attributes":{},"kind":{"b":1},"pass\\u0077ord":1}')).toBe(
      'password',
    );
  });
});

describe('a read model selecting a column its contract does not name, in production mode', () => {
  let ctx: TestContext;
  let owner: TestUser;
  beforeAll(async () => {
    ctx = await createTestContext({ config: { responseCheck: false } });
  });
  afterAll(() => ctx.close());
  beforeEach(async () => {
    await ctx.reset();
    owner = await createUser(ctx, { nickname: 'owner_ann', fullName: 'Ann Owner' });
  });

  it('answers the folder page without it, every card otherwise whole, and logs the stray key', async () => {
    const folder = await makeFolder(ctx, owner);
    const category = await makeCategory(ctx, owner);
    await makeItem(ctx, owner, folder.id, itemBody(category, { name: 'Loft' }));
    await makeItem(ctx, owner, folder.id, itemBody(category, { name: 'Studio' }));
    // the folder page's statement, as PostgreSQL receives it, now writes the owner's password hash into each card
    const restore: Array<() => void> = [];
    for (const variant of folderPage.variants) {
      const statement = folderPage.compiled(variant);
      const original = statement.text;
      const leaking = original.replace(
        `|| ',"commentCount":'`,
        `|| ',"passwordHash":' || to_json((select u.password_hash from users u where u.id = i.creator_id))::text || ',"commentCount":'`,
      );
      expect(leaking).not.toBe(original);
      // a prepared statement's name is tied to its text: the leaking one gets a name of its own
      Object.assign(statement, { text: leaking, name: `${statement.name}_leak` });
      restore.push(() =>
        Object.assign(statement, { text: original, name: statement.name.replace(/_leak$/, '') }),
      );
    }
    onTestFinished(() => restore.forEach((undo) => undo()));

    const logged = vi.spyOn(ctx.deps.logger, 'error');
    const res = await request(ctx.app).get(`/api/folders/${folder.id}`).set('Authorization', owner.auth);
    expect(res.status).toBe(200);
    expect(res.text).not.toContain('passwordHash');
    expect(res.text).not.toContain('$2');
    expect((res.body as { items: Array<{ name: string }> }).items.map((i) => i.name).sort()).toEqual([
      'Loft',
      'Studio',
    ]);
    expect(logged).toHaveBeenCalledWith({ key: 'passwordHash' }, expect.stringContaining('contract'));
  });
});
