import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FOLDER_IMPORT_TEXTS, type ImportSource, importSourceSchema } from '@shortlist/contracts';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input, Textarea } from '@/components/ui/input';
import { sourceOfFile, sourceOfPaste } from '../lib/import-source';

const pasteSchema = z.object({ text: importSourceSchema.shape.content });
type PasteForm = z.infer<typeof pasteSchema>;

/** Step 1: a paste from a spreadsheet, or a file (CSV, TSV, XLSX or an exported JSON). */
export function ImportSourceStep({
  onRead,
  error,
}: {
  onRead: (source: ImportSource) => Promise<void>;
  error: string | null;
}) {
  const form = useForm<PasteForm>({ defaultValues: { text: '' }, resolver: zodResolver(pasteSchema) });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit((values) => onRead(sourceOfPaste(values.text)));
  return (
    <form noValidate className="grid gap-4" onSubmit={(event) => void submit(event)}>
      <FormField
        label={FOLDER_IMPORT_TEXTS.pasteLabel}
        hint={FOLDER_IMPORT_TEXTS.pasteHint}
        error={errors.text?.message ?? error ?? undefined}
      >
        <Textarea rows={8} className="font-mono text-xs" {...form.register('text')} />
      </FormField>
      <FormField label={FOLDER_IMPORT_TEXTS.fileLabel}>
        <Input
          type="file"
          accept=".csv,.tsv,.txt,.xlsx,.json,text/csv,application/json"
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) void sourceOfFile(file).then(onRead);
          }}
        />
      </FormField>
      <Button type="submit" className="w-fit" disabled={isSubmitting}>
        {isSubmitting ? FOLDER_IMPORT_TEXTS.reading : FOLDER_IMPORT_TEXTS.read}
      </Button>
    </form>
  );
}
