import { useEffect, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { ListPlus } from 'lucide-react';
import {
  bulkImportCreateSchema,
  CAPTURE,
  CAPTURE_TEXTS,
  ITEM_TEXTS,
  splitBulkLinks,
} from '@shortlist/contracts';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { toast } from '@/components/ui/toaster';
import { ApiError, errorMessage } from '@/lib/api-client';
import { setServerFieldErrors } from '@/lib/form-errors';
import { useBulkImport, useRetryBulkEntry, useStartBulkImport } from '../api/bulk-import';
import { useCaptureCategories } from '../api/get-folder-categories';
import { BulkEntryRow } from './bulk-entry-row';

/** The paste form: the contract's bulk add, the links typed as one text (one per line). */
const bulkFormSchema = z.object({
  categoryId: bulkImportCreateSchema.shape.categoryId,
  links: z.string().transform(splitBulkLinks).pipe(bulkImportCreateSchema.shape.links),
});
type BulkIn = z.input<typeof bulkFormSchema>;
type BulkOut = z.output<typeof bulkFormSchema>;

/**
 * "Add several links" on a folder (Premium): paste up to CAPTURE.bulkLinksMax links, one per line; each is read in the
 * background and the list shows every line's state. Failed lines stay editable; duplicates are flagged.
 */
export function BulkAddDialog({ folderId }: { folderId: string }) {
  const [open, setOpen] = useState(false);
  const categories = useCaptureCategories(open ? folderId : null);
  const form = useForm<BulkIn, unknown, BulkOut>({
    defaultValues: { categoryId: '', links: '' },
    resolver: zodResolver(bulkFormSchema),
  });
  const { errors, isSubmitting } = form.formState;
  const [importId, setImportId] = useState<string | null>(null);
  const progress = useBulkImport(importId, folderId);
  const start = useStartBulkImport();
  const retry = useRetryBulkEntry();
  const links = splitBulkLinks(useWatch({ control: form.control, name: 'links' }));
  const categoryList = categories.data?.categories ?? [];
  const categoryId = useWatch({ control: form.control, name: 'categoryId' });

  // the chosen category while the folder offers it, else the folder's first
  useEffect(() => {
    const list = categories.data?.categories;
    if (list && !list.some((c) => c.id === form.getValues('categoryId')))
      form.setValue('categoryId', list[0]?.id ?? '');
  }, [categories.data, form]);

  const submit = form.handleSubmit(async (values) => {
    try {
      const created = await start(folderId, values);
      setImportId(created.id);
      await progress.mutate(created, { revalidate: false });
    } catch (err) {
      if (!(err instanceof ApiError)) toast.error(errorMessage(err));
      // a refused category is said under the links, the one message the form shows
      else if (!setServerFieldErrors(err, form.setError, ['links']))
        form.setError('links', { message: err.fields.categoryId ?? err.message });
    }
  });

  const reset = () => {
    setImportId(null);
    form.reset({ categoryId: form.getValues('categoryId'), links: '' });
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
                  folderId={folderId}
                  onRetry={async ({ url, name }) => {
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
          <form noValidate className="grid gap-4" onSubmit={(event) => void submit(event)}>
            <Controller
              control={form.control}
              name="categoryId"
              render={({ field }) => (
                <FormField label={ITEM_TEXTS.category} required>
                  <Select
                    value={field.value}
                    placeholder={ITEM_TEXTS.chooseCategory}
                    options={categoryList.map((c) => ({ value: c.id, label: c.name }))}
                    onValueChange={field.onChange}
                  />
                </FormField>
              )}
            />
            <FormField
              label={CAPTURE_TEXTS.bulkLinks}
              error={errors.links?.message ?? errors.categoryId?.message}
              counter={{ value: links.length, max: CAPTURE.bulkLinksMax }}
            >
              <Textarea
                rows={8}
                maxLength={CAPTURE.bulkTextMax}
                placeholder="https://..."
                {...form.register('links')}
              />
            </FormField>
            <Button type="submit" className="w-fit" disabled={isSubmitting || !categoryId}>
              {CAPTURE_TEXTS.bulkStart}
            </Button>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
