import { useMemo, useState } from 'react';
import {
  type ColumnDef,
  getCoreRowModel,
  getSortedRowModel,
  type SortingState,
  useReactTable,
  type VisibilityState,
} from '@tanstack/react-table';
import { sortValue } from '../lib/cells';
import { readHiddenColumns, writeHiddenColumns } from '../lib/hidden-columns';
import type { TableColumn, TableRow } from '../lib/table-model';

declare module '@tanstack/react-table' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData, TValue> {
    column: TableColumn;
  }
}

/** Pixels per column: the name has room, attributes fit their typed controls. */
const WIDTHS: Record<TableColumn['kind'], number> = {
  name: 220,
  price: 140,
  myRating: 110,
  average: 120,
  status: 150,
  score: 110,
  attribute: 180,
};

const isTextColumn = (column: TableColumn) =>
  column.kind === 'name' || (column.kind === 'attribute' && !column.isNumber);

/**
 * The TanStack table over the rows: sorting by any column (no value last, either way), columns shown or hidden
 * as this browser remembers for the folder. The name column always shows.
 */
export function useItemsTable(folderId: string, columns: readonly TableColumn[], rows: TableRow[]) {
  const [sorting, setSorting] = useState<SortingState>([]);
  const [visibility, setVisibility] = useState<VisibilityState>(() =>
    Object.fromEntries(readHiddenColumns(folderId).map((id) => [id, false])),
  );
  const columnDefs = useMemo<ColumnDef<TableRow, number | string | undefined>[]>(
    () =>
      columns.map((column) => ({
        id: column.id,
        accessorFn: (row: TableRow) => sortValue(row, column),
        header: column.header,
        size: WIDTHS[column.kind],
        enableHiding: column.kind !== 'name',
        sortUndefined: 'last',
        sortingFn: isTextColumn(column) ? 'text' : 'basic',
        sortDescFirst: !isTextColumn(column),
        meta: { column },
      })),
    [columns],
  );
  // eslint-disable-next-line react-hooks/incompatible-library -- no React Compiler here: read fresh each render
  return useReactTable({
    data: rows,
    columns: columnDefs,
    state: { sorting, columnVisibility: visibility },
    onSortingChange: setSorting,
    onColumnVisibilityChange: (update) =>
      setVisibility((current) => {
        const next = typeof update === 'function' ? update(current) : update;
        writeHiddenColumns(
          folderId,
          Object.entries(next)
            .filter(([, shown]) => !shown)
            .map(([id]) => id),
        );
        return next;
      }),
    getRowId: (row) => row.id,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
  });
}
