import { memo } from 'react';
import { Link } from 'react-router';
import { EyeOff } from 'lucide-react';
import { PRIVATE_ITEM_TEXTS } from '@shortlist/contracts';
import { paths } from '@/config/paths';
import { cellText, isEditable } from '../lib/cells';
import type { Permissions, TableColumn, TableRow } from '../lib/table-model';
import { TABLE_TEXTS } from '../lib/table-texts';
import { CellEditor, type EditEnd } from './cell-editor';

interface GridRowProps {
  row: TableRow;
  index: number;
  /** Pixels from the top of the rows. */
  top: number;
  height: number;
  columns: readonly TableColumn[];
  template: string;
  width: number;
  can: Permissions;
  /** The active cell's column in this row, -1: none here. */
  activeCol: number;
  /** The column being edited in this row, -1: none. */
  editingCol: number;
  messageId: string;
  onInvalid(message: string): void;
  onEnd(row: TableRow, column: TableColumn, end: EditEnd): void;
  folderId: string;
}

const NUMERIC = new Set<TableColumn['kind']>(['price', 'myRating', 'average', 'score']);

const CELL =
  'flex min-w-0 items-center px-2 outline-none focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring data-[active]:bg-muted/50';
const FIRST_CELL = 'sticky left-0 z-10 gap-1.5 border-r bg-background font-medium';

/**
 * A cell's classes, joined by hand: none of them conflict, and tailwind-merge for every cell of every row
 * that scrolls into view costs the scrolled frame.
 */
function cellClass(first: boolean, column: TableColumn, editable: boolean, empty: boolean): string {
  let classes = CELL;
  if (first) classes += ` ${FIRST_CELL}`;
  if (NUMERIC.has(column.kind)) classes += ' justify-end tabular-nums';
  if (editable) classes += ' cursor-text';
  if (empty) classes += ' text-muted-foreground';
  return classes;
}

/** One item's row; re-rendered only when its item, its columns or its active or edited cell change. */
export const GridRow = memo(function GridRow({
  row,
  index,
  top,
  height,
  columns,
  template,
  width,
  can,
  activeCol,
  editingCol,
  messageId,
  onInvalid,
  onEnd,
  folderId,
}: GridRowProps) {
  return (
    <div
      role="row"
      aria-rowindex={index + 2}
      className="absolute left-0 grid border-b hover:bg-muted/30"
      style={{ top, height, width, gridTemplateColumns: template }}
    >
      {columns.map((column, c) => {
        const editable = isEditable(row, column, can);
        const isActive = c === activeCol;
        const text = cellText(row, column);
        return (
          <div
            key={column.id}
            role={c === 0 ? 'rowheader' : 'gridcell'}
            aria-colindex={c + 1}
            aria-readonly={editable ? undefined : true}
            data-cell={`${index}:${c}`}
            data-active={isActive || undefined}
            tabIndex={isActive ? 0 : -1}
            className={cellClass(c === 0, column, editable, text === TABLE_TEXTS.noValue)}
          >
            {c === editingCol ? (
              <CellEditor
                row={row}
                column={column}
                messageId={messageId}
                onInvalid={onInvalid}
                onEnd={(end) => onEnd(row, column, end)}
              />
            ) : column.kind === 'name' ? (
              <>
                <Link
                  to={paths.item(folderId, row.id)}
                  tabIndex={-1}
                  className="truncate underline-offset-2 hover:underline"
                >
                  {text}
                </Link>
                {row.isPrivate && (
                  <EyeOff
                    className="size-3.5 shrink-0 text-muted-foreground"
                    role="img"
                    aria-label={PRIVATE_ITEM_TEXTS.badge}
                  />
                )}
              </>
            ) : (
              <span className="truncate" title={text}>
                {text}
              </span>
            )}
          </div>
        );
      })}
    </div>
  );
});
