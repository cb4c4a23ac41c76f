/**
 * The benchmarked account: a sign-up through the API, a category of six attributes and two folders made
 * through the API, then the folders' items (500 and 5,000), the account's ratings and every attribute value
 * written straight into the database (the API would take minutes for 5,500 items).
 */
import { randomBytes } from 'node:crypto';
import { openDatabase } from '../../../apps/api/src/db/client';
import { itemAttributeValues, itemRatings, items } from '../../../apps/api/src/db/schema';

export const UI_SEED = { items: 500, bigItems: 5000 } as const;

export interface UiSeeded {
  account: { email: string; password: string };
  folderId: string;
  folderName: string;
  bigFolderId: string;
  /** Items of the 500-item folder, newest first: each interaction works on its own item. */
  itemIds: string[];
}

async function call<T>(base: string, url: string, body: unknown, token?: string): Promise<T> {
  const res = await fetch(`${base}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`POST ${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

const userIdOf = (token: string): string =>
  (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sub: string }).sub;

export async function seedUi(base: string, databaseUrl: string): Promise<UiSeeded> {
  const id = randomBytes(4).toString('hex');
  const account = { email: `bench-ui-${id}@example.com`, password: `Bench-ui-${id}-pass!` };
  const { accessToken } = await call<{ accessToken: string }>(base, '/api/auth/sign-up', {
    ...account,
    fullName: 'Bench Reader',
    nickname: `ui_${id}`,
  });
  const userId = userIdOf(accessToken);
  const category = await call<{ id: string; attributes: Array<{ id: string; attributeType: string }> }>(
    base,
    '/api/categories',
    {
      name: 'Flats',
      description: 'Places to live',
      attributes: [
        { name: 'Area', attributeType: 'text' },
        { name: 'Rooms', attributeType: 'number' },
        { name: 'Floor', attributeType: 'number' },
        { name: 'Heating', options: ['gas', 'electric', 'heat pump'] },
        { name: 'Garden', attributeType: 'text' },
        { name: 'Walk to station', attributeType: 'number' },
      ],
    },
    accessToken,
  );
  const folder = (name: string) =>
    call<{ id: string }>(base, '/api/folders', { name, description: 'Benchmarked' }, accessToken);
  const folderName = 'Flats in Leeds (500)';
  const small = await folder(folderName);
  const big = await folder('Flats everywhere (5,000)');

  const database = await openDatabase({ driver: 'postgres', url: databaseUrl, poolSize: 4 });
  try {
    const db = database.db;
    const write = async (folderId: string, count: number) => {
      const ids: string[] = [];
      for (let start = 0; start < count; start += 500) {
        const rows = Array.from({ length: Math.min(500, count - start) }, (_, k) => {
          const i = start + k;
          return {
            name: `Flat ${i + 1} on Street ${(i % 97) + 1}`,
            description: `A seeded flat, number ${i + 1}`,
            folderId,
            priceCents: 50_000 + ((i * 7919) % 900_000),
            sourceUrl: `https://example.com/flats/${i + 1}`,
            categoryId: category.id,
            creatorId: userId,
            createdAt: new Date(Date.now() - i * 1000),
          };
        });
        const saved = await db.insert(items).values(rows).returning({ id: items.id });
        ids.push(...saved.map((s) => s.id));
        await db
          .insert(itemRatings)
          .values(saved.map((s, k) => ({ itemId: s.id, userId, rating: ((start + k) % 10) + 1 })));
        await db.insert(itemAttributeValues).values(
          saved.flatMap((s, k) =>
            category.attributes.map((a, n) => ({
              itemId: s.id,
              categoryAttributeId: a.id,
              value:
                n === 3
                  ? ['gas', 'electric', 'heat pump'][(start + k) % 3]!
                  : a.attributeType === 'number'
                    ? String(((start + k) * (n + 3)) % 40)
                    : `value ${start + k}`,
            })),
          ),
        );
      }
      return ids;
    };
    const itemIds = await write(small.id, UI_SEED.items);
    await write(big.id, UI_SEED.bigItems);
    await db.execute('analyze');
    return { account, folderId: small.id, folderName, bigFolderId: big.id, itemIds };
  } finally {
    await database.close();
  }
}
