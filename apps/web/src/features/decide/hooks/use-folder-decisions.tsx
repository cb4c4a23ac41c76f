import { useState } from 'react';
import { DECIDE, type ItemStatus } from '@shortlist/contracts';
import { useDecision } from '../api/get-decision';
import { DecidedBanner } from '../components/decided-banner';
import { ItemDecisionMarker } from '../components/item-decision-marker';
import { type StatusArrangement, StatusFilterControls } from '../components/status-filter-controls';

/** Decided first, then the shortlist, what is still considered, and the rejected last. */
const STATUS_ORDER: Record<ItemStatus, number> = { chosen: 0, shortlisted: 1, considering: 2, rejected: 3 };

/**
 * The decision's part of the folder page, from the folder's decision view (revalidated by revision): filter and
 * sort the items by status, each card's status, price sparkline and "good deal", and "Decided: X on DATE" with
 * "reopen" once an item is chosen. Until the view loads, the items show as they are.
 */
export function useFolderDecisions(folderId: string) {
  const { data } = useDecision(folderId, 'mine');
  const [arrangement, setArrangement] = useState<StatusArrangement>({ status: null, sortByStatus: false });
  const byId = new Map((data?.items ?? []).map((i) => [i.id, i]));
  const statusOf = (id: string): ItemStatus => byId.get(id)?.status ?? DECIDE.statuses[0];

  return {
    arrange<T extends { id: string }>(items: T[]): T[] {
      const shown = arrangement.status ? items.filter((i) => statusOf(i.id) === arrangement.status) : items;
      if (!arrangement.sortByStatus) return shown;
      // a stable sort: within a status, the page's own order (date, price...) stays
      return [...shown].sort((a, b) => STATUS_ORDER[statusOf(a.id)] - STATUS_ORDER[statusOf(b.id)]);
    },
    controls: <StatusFilterControls value={arrangement} onChange={setArrangement} />,
    marker: (itemId: string) => <ItemDecisionMarker item={byId.get(itemId)} />,
    banner: (canReopen: boolean) => (
      <DecidedBanner folderId={folderId} record={data?.decision} canReopen={canReopen} />
    ),
  };
}
