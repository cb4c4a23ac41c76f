import { type ReactNode, useId, useState } from 'react';
import { ChevronDown } from 'lucide-react';
import { FOLDER_TEXTS, type FolderSummary } from '@shortlist/contracts';
import { Button } from '@/components/ui/button';
import { FOLDER_VIEW_TEXTS } from '@/features/folders/lib/folder-view-texts';
import { cn } from '@/lib/cn';

/**
 * The Items tab's subfolders: none is one line, not a box; some are cards, which a phone folds behind one
 * toggle so the first item card still shows on the first screen (a search that finds subfolders shows them).
 */
export function SubfoldersSection({
  folders,
  searching,
  canAdd,
  renderFolder,
}: {
  folders: FolderSummary[];
  searching: boolean;
  canAdd: boolean;
  renderFolder(folder: FolderSummary): ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const shown = open || searching;

  if (folders.length === 0) {
    return (
      <section
        aria-labelledby="subfolders-heading"
        className="flex flex-wrap items-baseline gap-x-2 gap-y-0.5 text-sm"
      >
        <h2 id="subfolders-heading" className="font-semibold">
          {FOLDER_TEXTS.subfoldersHeading}
        </h2>
        <span className="text-muted-foreground">{FOLDER_TEXTS.noSubfoldersTitle}</span>
        {canAdd && (
          <>
            <span aria-hidden className="text-muted-foreground">
              ·
            </span>
            <span className="text-muted-foreground">{FOLDER_TEXTS.noSubfoldersDescription}</span>
          </>
        )}
      </section>
    );
  }
  return (
    <section aria-labelledby="subfolders-heading" className="grid gap-3">
      <div className="flex items-center justify-between gap-2">
        <h2 id="subfolders-heading" className="text-lg font-semibold">
          {FOLDER_TEXTS.subfoldersHeading}
        </h2>
        {!searching && (
          <Button
            variant="outline"
            size="sm"
            className="sm:hidden"
            aria-expanded={shown}
            aria-controls={listId}
            onClick={() => setOpen(!open)}
          >
            {FOLDER_VIEW_TEXTS.subfolderCount(folders.length)}
            <ChevronDown aria-hidden className={cn('transition-transform', shown && 'rotate-180')} />
          </Button>
        )}
      </div>
      <ul
        id={listId}
        className={cn('gap-4 sm:grid sm:grid-cols-2 lg:grid-cols-3', shown ? 'grid' : 'hidden')}
      >
        {folders.map((sub) => (
          <li key={sub.id}>{renderFolder(sub)}</li>
        ))}
      </ul>
    </section>
  );
}
