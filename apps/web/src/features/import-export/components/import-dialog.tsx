import { useState } from 'react';
import { Upload } from 'lucide-react';
import {
  FOLDER_IMPORT_TEXTS,
  type ImportBatch,
  type ImportColumnInput,
  type ImportPlanInput,
  type ImportPreview,
  type ImportReadResult,
  type ImportSource,
} from '@shortlist/contracts';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter, DialogTrigger } from '@/components/ui/dialog';
import { toast } from '@/components/ui/toaster';
import { ApiError, errorMessage } from '@/lib/api-client';
import { previewImport, readSheet, useImportActions, useImportCategories } from '../api/folder-import';
import { ImportMappingStep, NEW_CATEGORY } from './import-mapping-step';
import { ImportPreviewStep } from './import-preview-step';
import { ImportSourceStep } from './import-source-step';

type Step = 'source' | 'mapping' | 'preview' | 'importing' | 'done';

/**
 * "Import" on a folder: paste or choose a sheet, match its columns (guessed from the headers), check the rows,
 * then import them all, or the valid ones when some have problems, with the upload's progress; the result
 * offers "Undo this import".
 */
export function ImportDialog({ folderId }: { folderId: string }) {
  const [open, setOpen] = useState(false);
  const [step, setStep] = useState<Step>('source');
  const [source, setSource] = useState<ImportSource | null>(null);
  const [read, setRead] = useState<ImportReadResult | null>(null);
  const [categoryChoice, setCategoryChoice] = useState('');
  const [newCategoryName, setNewCategoryName] = useState('');
  const [columns, setColumns] = useState<ImportColumnInput[]>([]);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [progress, setProgress] = useState(0);
  const [batch, setBatch] = useState<ImportBatch | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const categories = useImportCategories(open ? folderId : null).data?.categories ?? [];
  const actions = useImportActions(folderId);

  const fail = (err: unknown) => {
    if (err instanceof ApiError && Object.keys(err.fields).length > 0) {
      setFieldErrors(err.fields);
      setError(err.fields['source.content'] ?? err.fields.mode ?? null);
    } else setError(errorMessage(err));
  };

  const startOver = () => {
    setStep('source');
    setSource(null);
    setRead(null);
    setPreview(null);
    setBatch(null);
    setProgress(0);
    setError(null);
    setFieldErrors({});
  };

  const readWith = async (next: ImportSource, categoryId?: string) => {
    setError(null);
    setFieldErrors({});
    try {
      const result = await readSheet(folderId, { source: next, ...(categoryId ? { categoryId } : {}) });
      setSource(next);
      setRead(result);
      setColumns(result.columns.map((c) => c.guess));
      setCategoryChoice(categoryId ?? result.categoryId ?? (categories[0]?.id || NEW_CATEGORY));
      setStep('mapping');
    } catch (err) {
      fail(err);
    }
  };

  const plan = (): ImportPlanInput => ({
    source: source!,
    columns,
    ...(categoryChoice === NEW_CATEGORY ? { newCategoryName } : { categoryId: categoryChoice }),
  });

  const check = async () => {
    setBusy(true);
    setError(null);
    setFieldErrors({});
    try {
      setPreview(await previewImport(folderId, plan()));
      setStep('preview');
    } catch (err) {
      fail(err);
    } finally {
      setBusy(false);
    }
  };

  const run = async (mode: 'all' | 'valid') => {
    setStep('importing');
    setProgress(0);
    setError(null);
    try {
      // the upload is most of the wait; the rest is the one transaction on the server
      const done = await actions.run({ ...plan(), mode }, (fraction) =>
        setProgress(Math.round(fraction * 90)),
      );
      setProgress(100);
      setBatch(done);
      setStep('done');
    } catch (err) {
      setStep('preview');
      fail(err);
    }
  };

  const undo = async () => {
    if (!batch) return;
    setBusy(true);
    try {
      const { removedCount } = await actions.undo(batch.id);
      toast.success(FOLDER_IMPORT_TEXTS.undone(removedCount));
      setBatch(null);
      // the sheet is matched again: attributes the import added stay and now take their columns
      if (source) await readWith(source, categoryChoice === NEW_CATEGORY ? undefined : categoryChoice);
    } catch (err) {
      toast.error(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  const titles: Record<Step, string> = {
    source: FOLDER_IMPORT_TEXTS.stepSource,
    mapping: FOLDER_IMPORT_TEXTS.stepMapping,
    preview: FOLDER_IMPORT_TEXTS.stepPreview,
    importing: FOLDER_IMPORT_TEXTS.importing,
    done: FOLDER_IMPORT_TEXTS.title,
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) startOver();
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline">
          <Upload aria-hidden />
          {FOLDER_IMPORT_TEXTS.open}
        </Button>
      </DialogTrigger>
      <DialogContent title={FOLDER_IMPORT_TEXTS.title} description={titles[step]} className="max-w-3xl">
        {step === 'source' && <ImportSourceStep onRead={readWith} error={error} />}
        {step === 'mapping' && read && (
          <>
            <ImportMappingStep
              read={read}
              categories={categories}
              categoryChoice={categoryChoice}
              onCategory={(choice) => {
                setCategoryChoice(choice);
                // the guesses follow the chosen category's attribute names
                if (choice !== NEW_CATEGORY && source) void readWith(source, choice);
              }}
              newCategoryName={newCategoryName}
              onNewCategoryName={setNewCategoryName}
              columns={columns}
              onColumns={setColumns}
              fieldErrors={fieldErrors}
            />
            {error && (
              <p role="alert" className="text-sm text-destructive">
                {error}
              </p>
            )}
            <DialogFooter>
              <Button variant="outline" onClick={startOver}>
                {FOLDER_IMPORT_TEXTS.back}
              </Button>
              <Button onClick={() => void check()} disabled={busy}>
                {busy ? FOLDER_IMPORT_TEXTS.previewing : FOLDER_IMPORT_TEXTS.preview}
              </Button>
            </DialogFooter>
          </>
        )}
        {step === 'preview' && preview && (
          <>
            <ImportPreviewStep preview={preview} />
            {error && (
              <p role="alert" className="text-sm text-destructive">
                {error}
              </p>
            )}
            <DialogFooter>
              <Button variant="outline" onClick={() => setStep('mapping')}>
                {FOLDER_IMPORT_TEXTS.back}
              </Button>
              {preview.invalidCount === 0 ? (
                <Button onClick={() => void run('all')}>
                  {FOLDER_IMPORT_TEXTS.importAll(preview.rowCount)}
                </Button>
              ) : (
                <Button onClick={() => void run('valid')} disabled={preview.validCount === 0}>
                  {FOLDER_IMPORT_TEXTS.importValid(preview.validCount)}
                </Button>
              )}
            </DialogFooter>
          </>
        )}
        {step === 'importing' && (
          <div className="grid gap-2">
            <div
              role="progressbar"
              aria-label={FOLDER_IMPORT_TEXTS.progressLabel}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={progress}
              className="h-2 overflow-hidden rounded-full bg-muted"
            >
              <div className="h-full bg-primary transition-[width]" style={{ width: `${progress}%` }} />
            </div>
            <p className="text-sm text-muted-foreground">{FOLDER_IMPORT_TEXTS.importing}</p>
          </div>
        )}
        {step === 'done' && batch && (
          <div className="grid gap-3">
            <div
              role="progressbar"
              aria-label={FOLDER_IMPORT_TEXTS.progressLabel}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={100}
              className="h-2 rounded-full bg-primary"
            />
            <p role="status" className="font-medium">
              {FOLDER_IMPORT_TEXTS.done(batch.importedCount)}
              {batch.skippedCount > 0 && ` ${FOLDER_IMPORT_TEXTS.skipped(batch.skippedCount)}`}
            </p>
            <p className="text-sm text-muted-foreground">
              {FOLDER_IMPORT_TEXTS.undoUntil(new Date(batch.undoUntil).toLocaleString())}
            </p>
            <DialogFooter>
              <Button variant="outline" onClick={() => void undo()} disabled={busy}>
                {busy ? FOLDER_IMPORT_TEXTS.undoing : FOLDER_IMPORT_TEXTS.undo}
              </Button>
              <Button onClick={() => setOpen(false)}>{FOLDER_IMPORT_TEXTS.close}</Button>
            </DialogFooter>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
