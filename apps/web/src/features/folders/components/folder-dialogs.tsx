import { zodResolver } from '@hookform/resolvers/zod';
import { type UseFormSetError, useForm, useWatch } from 'react-hook-form';
import {
  FOLDER,
  FOLDER_TEXTS,
  folderCreateSchema,
  MONEY_TEXTS,
  ORGANISE_SUCCESS,
  type FolderSummary,
} from '@shortlist/contracts';
import type { z } from 'zod';
import { CurrencySelect } from '@/components/currency-select';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input, Textarea } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { setServerFieldErrors } from '@/lib/form-errors';
import { browserCurrency } from '@/lib/money/currency-options';
import { useCreateFolder } from '../api/create-folder';
import { useUpdateFolder } from '../api/update-folder';

type CreateIn = z.input<typeof folderCreateSchema>;
type CreateOut = z.output<typeof folderCreateSchema>;

interface DialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
}

/** Puts the server's field messages on the form, or toasts its message. */
function showServerError(error: unknown, setError: UseFormSetError<CreateIn>) {
  if (!setServerFieldErrors(error, setError, ['name', 'description', 'currency']))
    toast.error(errorMessage(error));
}

/**
 * Name and description of a folder. With counters (subfolder, edit) both fields stop at their limit as typed;
 * the create dialog shows no limit (folders §5) but still cannot exceed it.
 */
function FolderForm({
  defaultValues,
  counters,
  submitLabel,
  busyLabel,
  requireName,
  onCancel,
  onSubmit,
}: {
  /** `currency` absent: no currency field (a subfolder prices in its parent's until edited). */
  defaultValues: { name: string; description: string; currency?: string };
  counters: boolean;
  submitLabel: string;
  busyLabel: string;
  /** Disable submit while the name is blank (create and subfolder); edit shows the error instead. */
  requireName: boolean;
  onCancel(): void;
  onSubmit(
    values: { name: string; description: string | null; currency?: string },
    setError: UseFormSetError<CreateIn>,
  ): Promise<void>;
}) {
  const form = useForm<CreateIn, unknown, CreateOut>({
    resolver: zodResolver(folderCreateSchema),
    defaultValues,
  });
  const name = useWatch({ control: form.control, name: 'name' }) ?? '';
  const description = useWatch({ control: form.control, name: 'description' }) ?? '';
  const currency = useWatch({ control: form.control, name: 'currency' });
  const busy = form.formState.isSubmitting;

  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={form.handleSubmit((values) =>
        onSubmit(
          {
            name: values.name,
            description: values.description,
            ...(values.currency ? { currency: values.currency } : {}),
          },
          form.setError,
        ),
      )}
    >
      <FormField
        label={FOLDER_TEXTS.nameLabel}
        required
        error={form.formState.errors.name?.message}
        counter={counters ? { value: name.length, max: FOLDER.nameMax } : undefined}
      >
        <Input
          autoFocus
          maxLength={FOLDER.nameMax}
          placeholder={FOLDER_TEXTS.namePlaceholder}
          {...form.register('name')}
        />
      </FormField>
      <FormField
        label={`${FOLDER_TEXTS.descriptionLabel} ${FOLDER_TEXTS.optional}`}
        error={form.formState.errors.description?.message}
        counter={counters ? { value: description.length, max: FOLDER.descriptionMax } : undefined}
      >
        <Textarea
          maxLength={FOLDER.descriptionMax}
          placeholder={FOLDER_TEXTS.descriptionPlaceholder}
          {...form.register('description')}
        />
      </FormField>
      {defaultValues.currency !== undefined && (
        <FormField
          label={MONEY_TEXTS.folderCurrency}
          hint={MONEY_TEXTS.folderCurrencyHint}
          error={form.formState.errors.currency?.message}
        >
          <CurrencySelect
            value={currency ?? defaultValues.currency}
            onValueChange={(code) => form.setValue('currency', code, { shouldDirty: true })}
          />
        </FormField>
      )}
      <DialogFooter>
        <Button variant="outline" onClick={onCancel} disabled={busy}>
          {FOLDER_TEXTS.cancel}
        </Button>
        <Button type="submit" disabled={busy || (requireName && name.trim() === '')}>
          {busy ? busyLabel : submitLabel}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** Create New Folder (top level); fields start blank on every open. */
export function CreateFolderDialog({ open, onOpenChange }: DialogProps) {
  const createFolder = useCreateFolder();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={FOLDER_TEXTS.createDialogTitle}
        description={FOLDER_TEXTS.createDialogDescription}
      >
        <FolderForm
          defaultValues={{ name: '', description: '', currency: browserCurrency() }}
          counters={false}
          requireName
          submitLabel={FOLDER_TEXTS.createFolder}
          busyLabel={FOLDER_TEXTS.creating}
          onCancel={() => onOpenChange(false)}
          onSubmit={async (values, setError) => {
            try {
              await createFolder({ ...values, parentFolderId: null });
              toast.success(ORGANISE_SUCCESS.folderCreated);
              onOpenChange(false);
            } catch (error) {
              showServerError(error, setError);
            }
          }}
        />
      </DialogContent>
    </Dialog>
  );
}

/** Create New Subfolder with n/FOLDER.nameMax and n/FOLDER.descriptionMax counters. */
export function CreateSubfolderDialog({
  open,
  onOpenChange,
  parentFolderId,
}: DialogProps & { parentFolderId: string }) {
  const createFolder = useCreateFolder();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={FOLDER_TEXTS.subfolderDialogTitle}
        description={FOLDER_TEXTS.subfolderDialogDescription}
      >
        <FolderForm
          defaultValues={{ name: '', description: '' }}
          counters
          requireName
          submitLabel={FOLDER_TEXTS.createSubfolder}
          busyLabel={FOLDER_TEXTS.creating}
          onCancel={() => onOpenChange(false)}
          onSubmit={async (values, setError) => {
            try {
              await createFolder({ ...values, parentFolderId });
              toast.success(ORGANISE_SUCCESS.subfolderCreated);
              onOpenChange(false);
            } catch (error) {
              showServerError(error, setError);
            }
          }}
        />
      </DialogContent>
    </Dialog>
  );
}

/** Edit Folder: prefilled from the folder each time it opens, live counters. */
export function EditFolderDialog({ open, onOpenChange, folder }: DialogProps & { folder: FolderSummary }) {
  const updateFolder = useUpdateFolder();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={FOLDER_TEXTS.editDialogTitle} description={FOLDER_TEXTS.editDialogDescription}>
        <FolderForm
          defaultValues={{
            name: folder.name,
            description: folder.description ?? '',
            currency: folder.currency,
          }}
          counters
          requireName={false}
          submitLabel={FOLDER_TEXTS.saveChanges}
          busyLabel={FOLDER_TEXTS.saving}
          onCancel={() => onOpenChange(false)}
          onSubmit={async (values, setError) => {
            try {
              await updateFolder(folder.id, {
                name: values.name,
                description: values.description || null,
                ...(values.currency && values.currency !== folder.currency
                  ? { currency: values.currency }
                  : {}),
              });
              toast.success(ORGANISE_SUCCESS.folderUpdated);
              onOpenChange(false);
            } catch (error) {
              showServerError(error, setError);
            }
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
