import { Link } from 'react-router';
import { ChevronRight, Home } from 'lucide-react';
import { FOLDER_TEXTS, type BreadcrumbEntry } from '@shortlist/contracts';
import { useMoveDropTarget, type DropTarget } from '@/components/dnd/move-dnd';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';

function Crumb({ target, to, children }: { target: DropTarget; to: string; children: React.ReactNode }) {
  const { setNode: setDropNode, isOver, isActive } = useMoveDropTarget(target);
  return (
    <Link
      ref={setDropNode}
      to={to}
      className={cn(
        'inline-flex max-w-48 items-center gap-1 truncate rounded-md px-1.5 py-0.5 text-muted-foreground hover:text-foreground',
        isActive && 'outline-1 outline-dashed outline-primary/50',
        isOver && 'bg-accent text-accent-foreground outline-2 outline-solid outline-primary',
      )}
    >
      {children}
    </Link>
  );
}

/** Home > ancestors > current folder; Home and each ancestor are drop targets for moving. */
export function FolderBreadcrumb({ ancestors, current }: { ancestors: BreadcrumbEntry[]; current: string }) {
  return (
    <nav aria-label={FOLDER_TEXTS.breadcrumbLabel}>
      <ol className="flex flex-wrap items-center gap-1 text-sm">
        <li>
          <Crumb target={{ folderId: null, name: FOLDER_TEXTS.home }} to={paths.app}>
            <Home className="size-3.5" aria-hidden />
            {FOLDER_TEXTS.home}
          </Crumb>
        </li>
        {ancestors.map((entry) => (
          <li key={entry.id} className="flex items-center gap-1">
            <ChevronRight className="size-3.5 text-muted-foreground" aria-hidden />
            <Crumb target={{ folderId: entry.id, name: entry.name }} to={paths.folder(entry.id)}>
              <span className="truncate">{entry.name}</span>
            </Crumb>
          </li>
        ))}
        <li className="flex min-w-0 items-center gap-1">
          <ChevronRight className="size-3.5 text-muted-foreground" aria-hidden />
          <span aria-current="page" className="truncate px-1.5 font-medium">
            {current}
          </span>
        </li>
      </ol>
    </nav>
  );
}
