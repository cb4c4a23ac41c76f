import { FOLDER_IMPORT_TEXTS, type ImportPreview } from '@shortlist/contracts';

/** Step 3: the first rows, each with its problems in the item form's messages, and the counts. */
export function ImportPreviewStep({ preview }: { preview: ImportPreview }) {
  return (
    <div className="grid gap-3">
      <p role="status" className="text-sm font-medium">
        {FOLDER_IMPORT_TEXTS.summary(preview.validCount, preview.invalidCount)}
      </p>
      <div className="max-h-[50vh] overflow-auto rounded-md border">
        <table className="w-full text-sm">
          <caption className="p-2 text-left text-muted-foreground">
            {FOLDER_IMPORT_TEXTS.previewCaption(preview.rows.length, preview.rowCount)}
          </caption>
          <thead className="bg-muted/50 text-left">
            <tr>
              <th className="p-2">{FOLDER_IMPORT_TEXTS.row}</th>
              <th className="p-2">{FOLDER_IMPORT_TEXTS.targets.name}</th>
              <th className="p-2">{FOLDER_IMPORT_TEXTS.problems}</th>
            </tr>
          </thead>
          <tbody>
            {preview.rows.map((row) => (
              <tr
                key={row.row}
                data-invalid={row.problems.length > 0 || undefined}
                className="border-t align-top data-[invalid]:bg-destructive/5"
              >
                <td className="p-2 tabular-nums">{row.row}</td>
                <td className="max-w-48 truncate p-2">{row.name}</td>
                <td className="p-2">
                  {row.problems.length === 0 ? (
                    <span className="text-muted-foreground">{FOLDER_IMPORT_TEXTS.noProblems}</span>
                  ) : (
                    <ul className="grid gap-1 text-destructive">
                      {row.problems.map((p, i) => (
                        <li key={i}>
                          <span className="font-medium">{p.column}:</span> {p.message}
                        </li>
                      ))}
                    </ul>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
