import {
  type KeyboardEvent,
  type MouseEvent,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useNavigate } from 'react-router';
import type { Table } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { paths } from '@/config/paths';
import { type CellValue, isEditable, sameValue } from '../lib/cells';
import type { Permissions, TableColumn, TableRow } from '../lib/table-model';
import { TABLE_TEXTS } from '../lib/table-texts';
import type { EditEnd } from './cell-editor';
import { GridHeader } from './grid-header';
import { GridRow } from './grid-row';

/** Row and header height in pixels: every row is as tall, so the virtualizer never measures. */
export const ROW_HEIGHT = 40;
const PAGE_ROWS = 10;

interface ItemsGridProps {
  table: Table<TableRow>;
  folderId: string;
  can: Permissions;
  onCommit(row: TableRow, column: TableColumn, value: CellValue): void;
  /** Where a refused typed value's message is said (the table's message line). */
  messageId: string;
  onInvalid(message: string): void;
}

interface CellRef {
  rowId: string;
  columnId: string;
}

/**
 * The table itself, as an ARIA grid: a sticky header and first column, only the rows in view rendered (so a
 * folder of thousands scrolls as one of ten), one active cell that the arrow keys move (Home/End, Page Up/Down
 * too), Enter to edit it (or open the item from its name), the editor's Enter/Tab to save and Escape to cancel.
 * A click makes a cell active; a second click or a double click edits it.
 */
export function ItemsGrid({ table, folderId, can, onCommit, messageId, onInvalid }: ItemsGridProps) {
  const navigate = useNavigate();
  const scroller = useRef<HTMLDivElement>(null);
  const rows = table.getRowModel().rows;
  const visible = table.getVisibleLeafColumns();
  const columns = useMemo(() => visible.map((c) => c.columnDef.meta!.column), [visible]);
  const template = visible.map((c) => `${c.getSize()}px`).join(' ');
  const width = visible.reduce((sum, c) => sum + c.getSize(), 0);
  const indexOf = useMemo(() => new Map(rows.map((row, i) => [row.id, i])), [rows]);

  const [active, setActive] = useState<CellRef | null>(null);
  const [editing, setEditing] = useState<CellRef | null>(null);
  const wantsFocus = useRef(false);
  const rowIndex = active ? (indexOf.get(active.rowId) ?? 0) : 0;
  const foundColumn = active ? columns.findIndex((c) => c.id === active.columnId) : 0;
  const colIndex = foundColumn < 0 ? 0 : foundColumn;

  // eslint-disable-next-line react-hooks/incompatible-library -- no React Compiler here: read fresh each render
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
    scrollMargin: ROW_HEIGHT,
    scrollPaddingStart: ROW_HEIGHT,
  });

  // the active cell takes the focus once it is rendered (a far move scrolls first)
  useEffect(() => {
    if (!wantsFocus.current || editing) return;
    const cell = scroller.current?.querySelector<HTMLElement>(`[data-cell="${rowIndex}:${colIndex}"]`);
    if (cell) {
      wantsFocus.current = false;
      cell.focus();
    }
  });

  const moveTo = useCallback(
    (row: number, col: number) => {
      const r = Math.max(0, Math.min(rows.length - 1, row));
      const c = Math.max(0, Math.min(columns.length - 1, col));
      const target = rows[r];
      if (!target) return;
      setActive({ rowId: target.id, columnId: columns[c]!.id });
      wantsFocus.current = true;
      virtualizer.scrollToIndex(r, { align: 'auto' });
    },
    [rows, columns, virtualizer],
  );

  const startEdit = (r: number, c: number) => {
    const row = rows[r]?.original;
    const column = columns[c];
    if (!row || !column) return;
    if (column.kind === 'name') void navigate(paths.item(folderId, row.id));
    else if (isEditable(row, column, can)) setEditing({ rowId: row.id, columnId: column.id });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (editing || rows.length === 0 || !(event.target as Element).closest('[data-cell]')) return;
    const moves: Record<string, [number, number]> = {
      ArrowDown: [rowIndex + 1, colIndex],
      ArrowUp: [rowIndex - 1, colIndex],
      ArrowRight: [rowIndex, colIndex + 1],
      ArrowLeft: [rowIndex, colIndex - 1],
      PageDown: [rowIndex + PAGE_ROWS, colIndex],
      PageUp: [rowIndex - PAGE_ROWS, colIndex],
      Home: event.ctrlKey ? [0, 0] : [rowIndex, 0],
      End: event.ctrlKey ? [rows.length - 1, columns.length - 1] : [rowIndex, columns.length - 1],
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      moveTo(...move);
    } else if (event.key === 'Enter' || event.key === 'F2') {
      event.preventDefault();
      startEdit(rowIndex, colIndex);
    }
  };

  const cellAt = (event: MouseEvent) => {
    const cell = (event.target as Element).closest<HTMLElement>('[data-cell]');
    if (!cell || !scroller.current?.contains(cell)) return null;
    const [r, c] = cell.dataset.cell!.split(':').map(Number);
    return { r: r!, c: c! };
  };
  const onClick = (event: MouseEvent) => {
    const at = cellAt(event);
    if (!at || editing || (event.target as Element).closest('a')) return;
    if (active && at.r === rowIndex && at.c === colIndex) startEdit(at.r, at.c);
    else moveTo(at.r, at.c);
  };
  const onDoubleClick = (event: MouseEvent) => {
    const at = cellAt(event);
    if (at && !editing && !(event.target as Element).closest('a')) startEdit(at.r, at.c);
  };

  const onEnd = useCallback(
    (row: TableRow, column: TableColumn, end: EditEnd) => {
      setEditing(null);
      wantsFocus.current = true;
      if (end.kind === 'cancel') return;
      if (!sameValue(row, column, end.value)) onCommit(row, column, end.value);
      const r = indexOf.get(row.id) ?? 0;
      const c = columns.findIndex((col) => col.id === column.id);
      if (end.move === 'next') moveTo(r, c + 1);
      else if (end.move === 'previous') moveTo(r, c - 1);
    },
    [columns, indexOf, moveTo, onCommit],
  );

  const editingRow = editing ? indexOf.get(editing.rowId) : undefined;
  const editingCol = editing ? columns.findIndex((c) => c.id === editing.columnId) : -1;
  return (
    <div
      ref={scroller}
      role="grid"
      aria-label={TABLE_TEXTS.gridLabel}
      aria-rowcount={rows.length + 1}
      aria-colcount={columns.length}
      className="relative max-h-[calc(100dvh-14rem)] overflow-auto overscroll-x-contain rounded-md border bg-background text-sm"
      style={{ scrollPaddingTop: ROW_HEIGHT, scrollPaddingLeft: visible[0]?.getSize() ?? 0 }}
      onKeyDown={onKeyDown}
      onClick={onClick}
      onDoubleClick={onDoubleClick}
    >
      <GridHeader
        columns={visible}
        sorting={table.getState().sorting}
        template={template}
        width={width}
        height={ROW_HEIGHT}
      />
      <div role="rowgroup" className="relative" style={{ height: virtualizer.getTotalSize(), width }}>
        {virtualizer.getVirtualItems().map((item) => {
          const row = rows[item.index]!.original;
          return (
            <GridRow
              key={row.id}
              row={row}
              index={item.index}
              top={item.start - ROW_HEIGHT}
              height={ROW_HEIGHT}
              columns={columns}
              template={template}
              width={width}
              can={can}
              activeCol={item.index === rowIndex ? colIndex : -1}
              editingCol={item.index === editingRow ? editingCol : -1}
              messageId={messageId}
              onInvalid={onInvalid}
              onEnd={onEnd}
              folderId={folderId}
            />
          );
        })}
      </div>
    </div>
  );
}
