import { APP_ROUTES, fillRoute } from '@shortlist/contracts';
import { TabLink, TabLinks } from '@/components/ui/tab-links';
import { paths } from '@/config/paths';
import { FOLDER_VIEW_TEXTS as T } from '../lib/folder-view-texts';

/**
 * The folder's five views, each its own URL: Items, Table, Compare, Decide, Activity. `compareSearch` is the
 * last comparison's query, so the Compare tab returns to it; `itemCount` and `unreadActivity` are the counts
 * that matter (no count: still loading; no activity count when nothing is new).
 */
export function FolderTabs({
  folderId,
  itemCount,
  unreadActivity,
  compareSearch = '',
}: {
  folderId: string;
  itemCount?: number;
  unreadActivity?: number;
  compareSearch?: string;
}) {
  return (
    <TabLinks label={T.tabsLabel}>
      <TabLink to={paths.folder(folderId)} end count={itemCount}>
        {T.itemsTab}
      </TabLink>
      <TabLink to={paths.folderTable(folderId)}>{T.tableTab}</TabLink>
      <TabLink to={`${fillRoute(APP_ROUTES.compare, { folderId })}${compareSearch}`}>{T.compareTab}</TabLink>
      <TabLink to={paths.decide(folderId)}>{T.decideTab}</TabLink>
      <TabLink to={paths.activity(folderId)} count={unreadActivity || undefined} countLabel={T.unreadSuffix}>
        {T.activityTab}
      </TabLink>
    </TabLinks>
  );
}
