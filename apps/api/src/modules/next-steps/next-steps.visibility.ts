import type { DbOrTx } from '../../db/client';
import { roleAllows } from '@shortlist/contracts';
import { getItemsAccess } from '../../access/folder-access';

/**
 * The rows of a cross-folder read that their reader may see, by the one access rule (access/, with the private
 * items rule): the statements that find dated steps only narrow the rows, this decides. One statement.
 */
export async function visibleDatedRows<T extends { itemId: string }>(
  db: DbOrTx,
  userId: string,
  rows: readonly T[],
): Promise<Array<T & { canEdit: boolean }>> {
  if (rows.length === 0) return [];
  const access = await getItemsAccess(db, userId, [...new Set(rows.map((r) => r.itemId))]);
  return rows.flatMap((r) => {
    const found = access.get(r.itemId);
    return found ? [{ ...r, canEdit: roleAllows(found.role, 'edit') }] : [];
  });
}
