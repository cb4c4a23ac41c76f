import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { itemAliasVisibleTo } from '../../db/item-visibility';
import { rawRows } from '../../db/raw-rows';

export interface ChecklistCounts {
  templateId: string | null;
  items: number;
  rated: number;
  decided: boolean;
}

/**
 * What a folder's checklist is derived from, in one statement: its template, the items the viewer sees in it
 * (private ones of others are not counted), how many of them the viewer rated, and whether the viewer has
 * opened Decide there or the decision is made.
 */
export async function findChecklistCounts(
  db: DbOrTx,
  userId: string,
  folderId: string,
): Promise<ChecklistCounts | undefined> {
  const [row] = await rawRows<{
    template_id: string | null;
    items: number | string;
    rated: number | string;
    decided: boolean;
  }>(
    db,
    sql`
    select f.template_id,
      (select count(*) from items i
        where i.folder_id = f.id and ${itemAliasVisibleTo('i', userId)}) as items,
      (select count(*) from items i join item_ratings r on r.item_id = i.id and r.user_id = ${userId}
        where i.folder_id = f.id and ${itemAliasVisibleTo('i', userId)}) as rated,
      (exists (select 1 from decision_views v where v.folder_id = f.id and v.user_id = ${userId})
        or exists (select 1 from decision_records d where d.folder_id = f.id)) as decided
    from folders f where f.id = ${folderId}
  `,
  );
  return row
    ? {
        templateId: row.template_id,
        items: Number(row.items),
        rated: Number(row.rated),
        decided: row.decided,
      }
    : undefined;
}
