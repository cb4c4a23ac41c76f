import type { Db } from '../../apps/api/src/db/client';
import {
  categories,
  categoryAttributes,
  decisionWeights,
  folderCollaborators,
  folders,
  itemAttributeValues,
  itemRatings,
  items,
  profiles,
  users,
} from '../../apps/api/src/db/schema';

/** The shape of the seeded account (the Performance section). */
export const SEED = {
  roots: 20,
  childrenPerRoot: 3,
  /** Levels under each child: with the roots and children, folders go 4 levels deep. */
  chainBelowChild: 2,
  items: 2000,
  itemsInBigFolder: 500,
  categories: 5,
  attributesPerCategory: 10,
  raters: 3,
  /**
   * Everyone else on the server, whose rows every hot read must step over by index, never by reading them all:
   * an OR across two sets made My Folders read every user's top-level folders (244 ms at 100,000).
   */
  otherUsers: 5000,
  foldersPerOtherUser: 5,
} as const;

export interface Seeded {
  ownerId: string;
  raterIds: string[];
  folderCount: number;
  bigFolderId: string;
  /** A folder with a handful of items, to show statements do not grow with rows. */
  smallFolderId: string;
  /** A folder at depth 4 (three ancestors). */
  deepFolderId: string;
  categoryId: string;
  attributeIds: string[];
  /** Five items of the big folder, for the comparisons. */
  comparedItemIds: string[];
  /** The big folder's items, oldest first (the move row moves them in sets of 50). */
  bigFolderItemIds: string[];
}

async function insertInBatches<T>(rows: T[], size: number, insert: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

/**
 * 200 folders (20 trees, 4 levels), 2,000 items (500 in one folder), 5 categories of 10 attributes, every item
 * rated by 3 users who share the trees, and a value for every attribute of every item.
 */
export async function seed(db: Db): Promise<Seeded> {
  const minuteAgo = new Date(Date.now() - 60_000);
  const userRows = await db
    .insert(users)
    .values(
      Array.from({ length: SEED.raters }, (_, i) => ({
        email: `bench${i}@example.com`,
        passwordHash: 'not-a-real-hash',
        tokensValidAfter: minuteAgo,
      })),
    )
    .returning({ id: users.id });
  const raterIds = userRows.map((u) => u.id);
  const ownerId = raterIds[0]!;
  await db.insert(profiles).values(
    raterIds.map((id, i) => ({
      id,
      fullName: `Bench User ${i}`,
      nickname: `bench_${i}`,
      subscriptionPlan: i === 0 ? 'premium_monthly' : 'basic',
    })),
  );

  const categoryRows = await db
    .insert(categories)
    .values(
      Array.from({ length: SEED.categories }, (_, i) => ({
        name: `Category ${i}`,
        description: `Seeded category ${i}`,
        creatorId: ownerId,
      })),
    )
    .returning({ id: categories.id });
  const attributeRows = await db
    .insert(categoryAttributes)
    .values(
      categoryRows.flatMap((c) =>
        Array.from({ length: SEED.attributesPerCategory }, (_, i) => ({
          categoryId: c.id,
          name: `Attribute ${i}`,
          displayOrder: i,
          attributeType: i % 2 === 0 ? ('text' as const) : ('number' as const),
        })),
      ),
    )
    .returning({ id: categoryAttributes.id, categoryId: categoryAttributes.categoryId });
  const attributesByCategory = new Map<string, string[]>();
  for (const a of attributeRows)
    attributesByCategory.set(a.categoryId, [...(attributesByCategory.get(a.categoryId) ?? []), a.id]);

  // folder trees: root -> 3 children -> a chain of 2 more levels under each child
  const all: string[] = [];
  let deepFolderId = '';
  const roots = await db
    .insert(folders)
    .values(Array.from({ length: SEED.roots }, (_, i) => ({ name: `Tree ${i}`, ownerId })))
    .returning({ id: folders.id });
  all.push(...roots.map((r) => r.id));
  let level = await db
    .insert(folders)
    .values(
      roots.flatMap((r, i) =>
        Array.from({ length: SEED.childrenPerRoot }, (_, j) => ({
          name: `Tree ${i} / ${j}`,
          ownerId,
          parentFolderId: r.id,
        })),
      ),
    )
    .returning({ id: folders.id });
  const children = level.map((l) => l.id);
  all.push(...children);
  for (let depth = 0; depth < SEED.chainBelowChild; depth += 1) {
    level = await db
      .insert(folders)
      .values(level.map((l, i) => ({ name: `Level ${depth + 3} #${i}`, ownerId, parentFolderId: l.id })))
      .returning({ id: folders.id });
    all.push(...level.map((l) => l.id));
    deepFolderId = level[0]!.id;
  }
  // the other raters collaborate on every tree, so their ratings are visible
  await db
    .insert(folderCollaborators)
    .values(roots.flatMap((r) => raterIds.slice(1).map((userId) => ({ folderId: r.id, userId }))));

  const bigFolderId = children[0]!;
  const others = all.filter((id) => id !== bigFolderId);
  const itemValues = Array.from({ length: SEED.items }, (_, i) => {
    const category = categoryRows[i % categoryRows.length]!;
    return {
      name: `Item ${i}`,
      description: `Seeded item ${i}`,
      folderId: i < SEED.itemsInBigFolder ? bigFolderId : others[i % others.length]!,
      priceCents: 1000 + ((i * 7919) % 1_000_000),
      sourceUrl: `https://example.com/items/${i}`,
      categoryId: category.id,
      creatorId: raterIds[i % raterIds.length]!,
      createdAt: new Date(Date.now() - i * 1000),
    };
  });
  const itemIds: Array<{ id: string; categoryId: string }> = [];
  await insertInBatches(itemValues, 500, async (batch) => {
    itemIds.push(
      ...(await db.insert(items).values(batch).returning({ id: items.id, categoryId: items.categoryId })),
    );
  });
  await insertInBatches(
    itemIds.flatMap((item, i) =>
      raterIds.map((userId, r) => ({ itemId: item.id, userId, rating: ((i + r) % 10) + 1 })),
    ),
    2000,
    (batch) => db.insert(itemRatings).values(batch),
  );
  await insertInBatches(
    itemIds.flatMap((item, i) =>
      (attributesByCategory.get(item.categoryId) ?? []).map((categoryAttributeId, a) => ({
        itemId: item.id,
        categoryAttributeId,
        value: a % 2 === 0 ? `value ${i}` : String(i % 100),
      })),
    ),
    2000,
    (batch) => db.insert(itemAttributeValues).values(batch),
  );

  // the three people weigh every criterion of the big folder's decision (price, the group average, the 10
  // attributes: 12 criteria), each differently, so the group view averages real weights
  const criterionIds = [
    'price',
    'rating:avg',
    ...Array.from({ length: SEED.attributesPerCategory }, (_, i) => `attr:Attribute ${i}`),
  ];
  await db.insert(decisionWeights).values(
    raterIds.map((userId, r) => ({
      folderId: bigFolderId,
      userId,
      weights: Object.fromEntries(criterionIds.map((id, c) => [id, ((c + r) % 10) + 1])),
    })),
  );

  await db.execute(`
    with people as (
      insert into users (email, password_hash)
      select 'other-' || g || '@bench.test', 'not a hash' from generate_series(1, ${SEED.otherUsers}) g
      returning id
    )
    insert into folders (name, owner_id)
    select 'Their folder ' || n, people.id from people, generate_series(1, ${SEED.foldersPerOtherUser}) n`);
  await db.execute('analyze');

  const smallFolderId = others.find((id) => id !== deepFolderId && children.includes(id)) ?? others[0]!;
  const categoryId = categoryRows[0]!.id;
  return {
    ownerId,
    raterIds,
    folderCount: all.length,
    bigFolderId,
    smallFolderId,
    deepFolderId,
    categoryId,
    attributeIds: attributesByCategory.get(categoryId) ?? [],
    comparedItemIds: itemIds.slice(0, 5).map((item) => item.id),
    bigFolderItemIds: itemIds.slice(0, SEED.itemsInBigFolder).map((item) => item.id),
  };
}
