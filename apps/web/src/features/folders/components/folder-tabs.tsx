import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { APP_ROUTES, fillRoute } from '@shortlist/contracts';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { FOLDER_VIEW_TEXTS as T } from '../lib/folder-view-texts';

/** A count beside a tab's name: visible, and part of the link's name ("Items 12", "Activity 3 new"). */
function Count({ children, suffix }: { children: number; suffix?: string }) {
  return (
    <span className="rounded-full bg-muted px-1.5 text-xs leading-5 font-medium text-muted-foreground tabular-nums">
      {' '}
      {children}
      {suffix && <span className="sr-only">{suffix}</span>}
    </span>
  );
}

function Tab({ to, end, children }: { to: string; end?: boolean; children: ReactNode }) {
  return (
    <li className="shrink-0">
      <NavLink
        to={to}
        end={end}
        // NavLink sets aria-current="page" on the tab of the current URL
        className={({ isActive }) =>
          cn(
            '-mb-px inline-flex h-10 items-center gap-1.5 border-b-2 px-3 text-sm font-medium whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring',
            isActive
              ? 'border-primary text-foreground'
              : 'border-transparent text-muted-foreground hover:border-border hover:text-foreground',
          )
        }
      >
        {children}
      </NavLink>
    </li>
  );
}

/**
 * The folder's five views, each its own URL: Items, Table, Compare, Decide, Activity. `compareSearch` is the
 * last comparison's query, so the Compare tab returns to it; `itemCount` and `unreadActivity` are the counts
 * that matter (no count: still loading).
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
    <nav aria-label={T.tabsLabel} className="border-b">
      {/* five tabs fit a 375 px phone; narrower screens scroll the bar sideways rather than wrap it */}
      <ul className="-mx-1 flex overflow-x-auto [scrollbar-width:none]" data-scroll-area="">
        <Tab to={paths.folder(folderId)} end>
          {T.itemsTab}
          {itemCount !== undefined && <Count>{itemCount}</Count>}
        </Tab>
        <Tab to={paths.folderTable(folderId)}>{T.tableTab}</Tab>
        <Tab to={`${fillRoute(APP_ROUTES.compare, { folderId })}${compareSearch}`}>{T.compareTab}</Tab>
        <Tab to={paths.decide(folderId)}>{T.decideTab}</Tab>
        <Tab to={paths.activity(folderId)}>
          {T.activityTab}
          {!!unreadActivity && <Count suffix={T.unreadSuffix}>{unreadActivity}</Count>}
        </Tab>
      </ul>
    </nav>
  );
}
