import { useCallback, useId, useMemo, useRef } from 'react';
import { Download } from 'lucide-react';
import { ScrollHint } from '@/components/scroll-hint';
import { DECIDE_TEXTS, FOLDER_TEXTS, ITEM_TEXTS, roleAllows } from '@shortlist/contracts';
import { Button } from '@/components/ui/button';
import { LoadingArea, Skeleton } from '@/components/ui/skeleton';
import { downloadCsv } from '@/lib/csv';
import { useSaveCell } from '../api/save-cell';
import { useTableSources } from '../api/get-table-sources';
import { useCellEdits } from '../hooks/use-cell-edits';
import { useItemsTable } from '../hooks/use-items-table';
import { useOverflowsSideways } from '../hooks/use-overflows-sideways';
import { tableCsv } from '../lib/table-csv';
import { buildTableModel, type Permissions, type TableModel } from '../lib/table-model';
import { TABLE_TEXTS } from '../lib/table-texts';
import { ColumnsMenu } from './columns-menu';
import { ItemsGrid } from './items-grid';

/** The Table tab: every item of the folder as a row of a sortable grid, edited in place where the role allows. */
export function FolderTablePage({ folderId }: { folderId: string }) {
  const { data, error } = useTableSources(folderId);
  const model = useMemo(() => (data ? buildTableModel(data) : null), [data]);
  if (error && !data) return <p className="px-4 py-8 text-sm text-destructive">{ITEM_TEXTS.loadError}</p>;
  if (!data || !model) return <TableSkeleton />;
  return (
    <LoadedTable
      key={folderId}
      folderId={folderId}
      folderName={data.folder.folder.name}
      role={data.folder.folder.myRole}
      model={model}
    />
  );
}

function LoadedTable({
  folderId,
  folderName,
  role,
  model,
}: {
  folderId: string;
  folderName: string;
  role: Parameters<typeof roleAllows>[0];
  model: TableModel;
}) {
  const messageId = useId();
  const save = useSaveCell(folderId);
  const { rows, commit, announcement, announce } = useCellEdits(model.rows, save);
  const table = useItemsTable(folderId, model.columns, rows as typeof model.rows);
  const can = useMemo<Permissions>(
    () => ({ edit: roleAllows(role, 'edit'), rate: roleAllows(role, 'rate') }),
    [role],
  );
  const onCommit = useCallback((...args: Parameters<typeof commit>) => void commit(...args), [commit]);
  const frame = useRef<HTMLDivElement>(null);
  const contentWidth = table.getVisibleLeafColumns().reduce((sum, c) => sum + c.getSize(), 0);
  const overflows = useOverflowsSideways(frame, contentWidth);

  const exportCsv = () => {
    const columns = table.getVisibleLeafColumns().map((c) => c.columnDef.meta!.column);
    const sorted = table.getRowModel().rows.map((r) => r.original);
    downloadCsv(TABLE_TEXTS.csvFile(folderName), tableCsv(columns, sorted));
  };

  return (
    <section aria-labelledby={`${messageId}-title`} className="grid min-w-0 gap-3 px-4 py-4">
      <h2 id={`${messageId}-title`} className="sr-only">
        {TABLE_TEXTS.title}
      </h2>
      <div className="flex flex-wrap items-center gap-2">
        <p className="text-sm text-muted-foreground">{TABLE_TEXTS.keyboardHint}</p>
        <div className="ml-auto flex gap-2">
          <ColumnsMenu table={table} />
          <Button variant="outline" size="sm" onClick={exportCsv}>
            <Download aria-hidden />
            {DECIDE_TEXTS.exportCsv}
          </Button>
        </div>
      </div>
      {model.rows.length === 0 ? (
        <div className="rounded-md border p-6 text-center">
          <p className="font-medium">{FOLDER_TEXTS.noItemsTitle}</p>
          <p className="text-sm text-muted-foreground">{TABLE_TEXTS.empty}</p>
        </div>
      ) : (
        <>
          {overflows && <ScrollHint>{TABLE_TEXTS.scrollHint}</ScrollHint>}
          <div ref={frame} className="min-w-0">
            <ItemsGrid
              table={table}
              folderId={folderId}
              can={can}
              onCommit={onCommit}
              messageId={messageId}
              onInvalid={announce}
            />
          </div>
        </>
      )}
      <p id={messageId} role="status" aria-live="polite" className="min-h-5 text-sm text-muted-foreground">
        {announcement}
      </p>
    </section>
  );
}

/** The table's shape while its reads load (the spec's "Loading..." is read out to screen readers). */
function TableSkeleton() {
  return (
    <LoadingArea label={ITEM_TEXTS.loading} className="grid gap-3 px-4 py-4">
      <Skeleton className="ml-auto h-8 w-48" />
      <div className="grid gap-px overflow-hidden rounded-md border">
        {Array.from({ length: 8 }, (_, i) => (
          <Skeleton key={i} className="h-10 rounded-none" />
        ))}
      </div>
    </LoadingArea>
  );
}
