import type { DbOrTx } from '../../db/client';
import {
  type CategoryCopies,
  type CategoryUse,
  copyCategoriesForOwners,
  findCategoryUsesByOtherOwners,
  lockCategoriesOf,
  transferCategories,
} from './category-handover.repository';

export type { CategoryCopies } from './category-handover.repository';

/**
 * The categories side of an account purge, in the purge's transaction. A purged user's
 * category that items in folder trees of OTHER owners use (the user was a collaborator there) must not take
 * those items with it: it goes to the owner of those trees; when several owners use it, each gets their own
 * copy, and the answer says which copy stands for which original in whose trees, so that the caller moves the
 * items there (items.service) before the accounts go. Every category no one else uses goes with the accounts.
 * A constant number of statements.
 *
 * The receiving owner's plan is deliberately not checked: a Basic owner keeps a handed-over category beyond
 * the one-category limit (that limit gates creating categories; losing someone's data would be worse). The
 * category keeps its archived state, so one a downgrade had hidden stays hidden until its restore window ends.
 */
export async function handOverCategoriesUsedByOthers(tx: DbOrTx, userIds: string[]): Promise<CategoryCopies> {
  await lockCategoriesOf(tx, userIds);
  const uses = await findCategoryUsesByOtherOwners(tx, userIds);
  const ownerCount = new Map<string, number>();
  for (const use of uses) ownerCount.set(use.categoryId, (ownerCount.get(use.categoryId) ?? 0) + 1);
  const usedByOneOwner = (use: CategoryUse) => ownerCount.get(use.categoryId) === 1;

  await transferCategories(tx, uses.filter(usedByOneOwner));
  return copyCategoriesForOwners(
    tx,
    uses.filter((use) => !usedByOneOwner(use)),
  );
}
