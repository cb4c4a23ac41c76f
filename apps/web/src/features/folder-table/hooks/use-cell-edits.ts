import { useCallback, useMemo, useRef, useState } from 'react';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { type CellValue, withValue } from '../lib/cells';
import type { TableColumn, TableRow } from '../lib/table-model';
import { TABLE_TEXTS } from '../lib/table-texts';

interface PendingEdit {
  rowId: string;
  column: TableColumn;
  value: CellValue;
  /** Which edit of the cell this is: an older answer must not clear a newer edit. */
  seq: number;
}

type Save = (row: TableRow, column: TableColumn, value: CellValue) => Promise<void>;

/**
 * Edits that show at once: a committed cell holds its new value until the server's answer and the reads after
 * it are in; a refusal puts the old value back and says the server's message (a toast, and `announcement` for
 * the table's live region).
 */
export function useCellEdits(rows: readonly TableRow[], save: Save) {
  const [pending, setPending] = useState<ReadonlyMap<string, PendingEdit>>(new Map());
  const [announcement, setAnnouncement] = useState('');
  const seq = useRef(0);
  // what the person did last is what the live region says: a save that ends later does not talk over it
  const spoken = useRef(0);
  const announce = useCallback((message: string) => {
    spoken.current += 1;
    setAnnouncement(message);
  }, []);

  const commit = useCallback(
    async (row: TableRow, column: TableColumn, value: CellValue) => {
      const key = `${row.id}\u0000${column.id}`;
      const edit: PendingEdit = { rowId: row.id, column, value, seq: ++seq.current };
      setPending((current) => new Map(current).set(key, edit));
      const heard = ++spoken.current;
      const say = (message: string) => {
        if (spoken.current === heard) setAnnouncement(message);
      };
      try {
        await save(row, column, value);
        say(TABLE_TEXTS.saved(column.header, row.name));
      } catch (error) {
        const message = errorMessage(error);
        toast.error(message);
        say(TABLE_TEXTS.refused(column.header, row.name, message));
      } finally {
        setPending((current) => {
          if (current.get(key)?.seq !== edit.seq) return current;
          const next = new Map(current);
          next.delete(key);
          return next;
        });
      }
    },
    [save],
  );

  const shown = useMemo(() => {
    if (pending.size === 0) return rows;
    const byRow = new Map<string, PendingEdit[]>();
    for (const edit of pending.values()) byRow.set(edit.rowId, [...(byRow.get(edit.rowId) ?? []), edit]);
    return rows.map((row) =>
      (byRow.get(row.id) ?? []).reduce((r, edit) => withValue(r, edit.column, edit.value), row),
    );
  }, [rows, pending]);

  return { rows: shown, commit, announcement, announce };
}
