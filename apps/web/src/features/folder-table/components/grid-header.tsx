import { memo } from 'react';
import type { Column, SortingState } from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { cn } from '@/lib/cn';
import type { TableRow } from '../lib/table-model';
import { TABLE_TEXTS } from '../lib/table-texts';

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

/**
 * The sticky header row: each column's name is a button that sorts by it (again: the other way). It renders
 * again only when the columns or the sorting change, not as the rows scroll under it; its background is opaque
 * because a see-through one is filtered again in every scrolled frame.
 */
export const GridHeader = memo(function GridHeader({
  columns,
  template,
  width,
  height,
}: {
  /** The table's visible columns; `sorting` is passed so that a new order renders the arrows again. */
  columns: Column<TableRow>[];
  sorting: SortingState;
  template: string;
  width: number;
  height: number;
}) {
  return (
    <div role="rowgroup" className="sticky top-0 z-20" style={{ width }}>
      <div
        role="row"
        aria-rowindex={1}
        className="grid border-b bg-muted"
        style={{ gridTemplateColumns: template, height }}
      >
        {columns.map((column, c) => {
          const sorted = column.getIsSorted();
          const Icon = sorted === 'asc' ? ArrowUp : sorted === 'desc' ? ArrowDown : ArrowUpDown;
          const kind = column.columnDef.meta!.column.kind;
          const numeric = kind !== 'name' && kind !== 'status' && kind !== 'attribute';
          return (
            <div
              key={column.id}
              role="columnheader"
              aria-colindex={c + 1}
              aria-sort={sorted ? ARIA_SORT[sorted] : 'none'}
              className={cn(
                'flex min-w-0 items-center px-1',
                c === 0 && 'sticky left-0 z-10 border-r bg-muted',
                numeric && 'justify-end',
              )}
            >
              <button
                type="button"
                className="flex min-h-8 min-w-0 items-center gap-1 rounded px-1 text-left font-medium hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
                title={TABLE_TEXTS.sortBy(String(column.columnDef.header))}
                onClick={column.getToggleSortingHandler()}
              >
                <span className="truncate">{String(column.columnDef.header)}</span>
                <Icon className={cn('size-3.5 shrink-0', !sorted && 'opacity-40')} aria-hidden />
              </button>
            </div>
          );
        })}
      </div>
    </div>
  );
});
