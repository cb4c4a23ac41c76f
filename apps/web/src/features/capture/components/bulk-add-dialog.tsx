import { useState } from 'react';
import { ListPlus } from 'lucide-react';
import { CAPTURE, CAPTURE_ERRORS, CAPTURE_TEXTS, ITEM_TEXTS, splitBulkLinks } from '@shortlist/contracts';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { toast } from '@/components/ui/toaster';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useBulkImport, useRetryBulkEntry, useStartBulkImport } from '../api/bulk-import';
import { useCaptureCategories } from '../api/get-folder-categories';
import { BulkEntryRow } from './bulk-entry-row';

/**
 * "Add several links" on a folder (issue 16, Premium): paste up to 50 links, one per line; each is read in the
 * background and the list shows every line's state. Failed lines stay editable; duplicates are flagged.
 */
export function BulkAddDialog({ folderId }: { folderId: string }) {
  const [open, setOpen] = useState(false);
  const categories = useCaptureCategories(open ? folderId : null);
  const [chosenCategoryId, setCategoryId] = useState('');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [importId, setImportId] = useState<string | null>(null);
  const progress = useBulkImport(importId, folderId);
  const start = useStartBulkImport();
  const retry = useRetryBulkEntry();
  const [busy, setBusy] = useState(false);
  const links = splitBulkLinks(text);
  const categoryList = categories.data?.categories ?? [];
  const categoryId = (categoryList.find((c) => c.id === chosenCategoryId) ?? categoryList[0])?.id ?? '';

  const submit = async () => {
    if (links.length === 0) return setError(CAPTURE_ERRORS.noLinks);
    if (links.length > CAPTURE.bulkLinksMax) return setError(CAPTURE_ERRORS.tooManyLinks);
    setError(undefined);
    setBusy(true);
    try {
      const created = await start(folderId, { categoryId, links });
      setImportId(created.id);
      await progress.mutate(created, { revalidate: false });
    } catch (err) {
      if (err instanceof ApiError) setError(err.fields.links ?? err.fields.categoryId ?? err.message);
      else toast.error(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  const reset = () => {
    setImportId(null);
    setText('');
    setError(undefined);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next && progress.data?.done) reset();
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline">
          <ListPlus aria-hidden />
          {CAPTURE_TEXTS.bulkTitle}
        </Button>
      </DialogTrigger>
      <DialogContent
        title={CAPTURE_TEXTS.bulkTitle}
        description={CAPTURE_TEXTS.bulkHint}
        className="max-w-2xl"
      >
        {importId && progress.data ? (
          <section aria-label={CAPTURE_TEXTS.bulkProgress} className="grid gap-3">
            <ul className="max-h-96 overflow-y-auto">
              {progress.data.entries.map((entry) => (
                <BulkEntryRow
                  key={entry.id}
                  entry={entry}
                  onRetry={async (url, name) => {
                    try {
                      const next = await retry(importId, entry.id, { url, ...(name ? { name } : {}) });
                      await progress.mutate(next, { revalidate: false });
                    } catch (err) {
                      toast.error(errorMessage(err));
                    }
                  }}
                />
              ))}
            </ul>
            {progress.data.done && (
              <Button variant="outline" className="w-fit" onClick={reset}>
                {CAPTURE_TEXTS.bulkStart}
              </Button>
            )}
          </section>
        ) : (
          <form
            noValidate
            className="grid gap-4"
            onSubmit={(event) => {
              event.preventDefault();
              void submit();
            }}
          >
            <FormField label={ITEM_TEXTS.category} required>
              <Select
                value={categoryId}
                placeholder={ITEM_TEXTS.chooseCategory}
                options={categoryList.map((c) => ({ value: c.id, label: c.name }))}
                onValueChange={setCategoryId}
              />
            </FormField>
            <FormField
              label={CAPTURE_TEXTS.bulkLinks}
              error={error}
              counter={{ value: links.length, max: CAPTURE.bulkLinksMax }}
            >
              <Textarea
                rows={8}
                maxLength={CAPTURE.bulkTextMax}
                placeholder="https://..."
                value={text}
                onChange={(event) => setText(event.target.value)}
              />
            </FormField>
            <Button type="submit" className="w-fit" disabled={busy || !categoryId}>
              {CAPTURE_TEXTS.bulkStart}
            </Button>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
