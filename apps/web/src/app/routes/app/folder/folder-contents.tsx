import { memo, type ReactNode, useId, useState } from 'react';
import { PackageOpen, Plus, Search, SlidersHorizontal } from 'lucide-react';
import { FOLDER_TEXTS, type FolderSummary, type ItemCard as ItemCardData } from '@shortlist/contracts';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { FOLDER_VIEW_TEXTS } from '@/features/folders/lib/folder-view-texts';
import { cn } from '@/lib/cn';
import { useRowsInStages } from '@/lib/use-rows-in-stages';
import { matchesSearch } from '@/lib/format';
import { SubfoldersSection } from './subfolders-section';

/**
 * A folder's subfolders and items, filtered by the search; a search matching nothing shows one "no results".
 * The page decides how each card looks (`renderFolder`, `renderItem`), so a feature adding to a card changes
 * the page, never this list; `arrangeItems` lets a feature narrow or reorder the items (the decision's status).
 */
export function FolderContents({
  subfolders,
  items,
  search,
  sortControls,
  arrangeItems = (all) => all,
  onAddItem,
  renderFolder,
  renderItem,
}: {
  subfolders: FolderSummary[];
  items: ItemCardData[];
  search: string;
  sortControls: ReactNode;
  arrangeItems?(items: ItemCardData[]): ItemCardData[];
  /** Absent: the viewer's role may not add items. */
  onAddItem?(): void;
  renderFolder(folder: FolderSummary): ReactNode;
  renderItem(item: ItemCardData): ReactNode;
}) {
  const shownFolders = subfolders.filter((f) => matchesSearch(search, f.name, f.description));
  const arranged = arrangeItems(items);
  const shownItems = arranged.filter((i) => matchesSearch(search, i.name, i.description));
  const searching = search.trim() !== '';
  // the empty states invite adding only those whose role may add (the web hides what a role cannot do)
  const canAdd = onAddItem !== undefined;
  // on a phone the sort and filter fold behind one button, so the first card stays on the first screen
  const [arrangeOpen, setArrangeOpen] = useState(false);
  const arrangeId = useId();
  const shownCount = useRowsInStages(shownItems.length);

  if (searching && shownFolders.length === 0 && shownItems.length === 0) {
    return (
      <EmptyState
        icon={<Search />}
        title={FOLDER_TEXTS.noResultsTitle}
        description={FOLDER_TEXTS.noResultsDescription}
      />
    );
  }
  return (
    <>
      {(!searching || shownFolders.length > 0) && (
        <SubfoldersSection
          folders={shownFolders}
          searching={searching}
          canAdd={canAdd}
          renderFolder={renderFolder}
        />
      )}
      {(!searching || shownItems.length > 0) && (
        <section aria-labelledby="items-heading" className="grid gap-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id="items-heading" className="text-lg font-semibold">
              {FOLDER_TEXTS.itemsHeading}
            </h2>
            {items.length > 0 && (
              <Button
                variant="ghost"
                size="sm"
                className="sm:hidden"
                aria-expanded={arrangeOpen}
                aria-controls={arrangeId}
                onClick={() => setArrangeOpen(!arrangeOpen)}
              >
                <SlidersHorizontal aria-hidden />
                {FOLDER_VIEW_TEXTS.sortAndFilter}
              </Button>
            )}
            {items.length > 0 && (
              <div
                id={arrangeId}
                className={cn('w-full sm:block sm:w-auto', arrangeOpen ? 'block' : 'hidden')}
              >
                {sortControls}
              </div>
            )}
          </div>
          {shownItems.length === 0 && arranged.length < items.length ? (
            <EmptyState
              className="py-8"
              icon={<Search />}
              title={FOLDER_TEXTS.noResultsTitle}
              description={FOLDER_TEXTS.noResultsDescription}
            />
          ) : shownItems.length === 0 ? (
            <EmptyState
              className="py-8"
              icon={<PackageOpen />}
              title={FOLDER_TEXTS.noItemsTitle}
              description={canAdd ? FOLDER_TEXTS.noItemsDescription : undefined}
              action={
                onAddItem && (
                  <Button onClick={onAddItem}>
                    <Plus aria-hidden />
                    {FOLDER_TEXTS.addItem}
                  </Button>
                )
              }
            />
          ) : (
            <ul
              // cards keep their own height: a photo card does not stretch its row-mates
              className="grid items-start gap-4 sm:grid-cols-2 lg:grid-cols-3"
              aria-label={FOLDER_TEXTS.itemsHeading}
            >
              {shownItems.slice(0, shownCount).map((item) => (
                <ItemEntry key={item.id} item={item} render={renderItem} />
              ))}
            </ul>
          )}
        </section>
      )}
    </>
  );
}

/** One card of the list; memoised, so a later stage of the list renders only its own cards. */
const ItemEntry = memo(function ItemEntry({
  item,
  render,
}: {
  item: ItemCardData;
  render(item: ItemCardData): ReactNode;
}) {
  return <li>{render(item)}</li>;
});
