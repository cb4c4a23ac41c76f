import { toCsv } from '@/lib/csv';
import { cellText } from './cells';
import type { TableColumn, TableRow } from './table-model';
import { TABLE_TEXTS } from './table-texts';

/** The table as it is shown: its visible columns, its rows in their current order. */
export function tableCsv(columns: readonly TableColumn[], rows: readonly TableRow[]): string {
  return toCsv([
    columns.map((column) => column.header),
    ...rows.map((row) =>
      columns.map((column) => {
        const text = cellText(row, column);
        // an empty cell is empty in a spreadsheet too
        return text === TABLE_TEXTS.noValue ? '' : text;
      }),
    ),
  ]);
}
