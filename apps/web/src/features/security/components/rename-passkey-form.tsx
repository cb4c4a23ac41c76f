import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  PASSKEY_TEXTS as T,
  passkeyRenameSchema,
  type Passkey,
  type PasskeyRename,
} from '@shortlist/contracts';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { setServerFieldErrors } from '@/lib/form-errors';
import { renamePasskey } from '../api/passkeys';
import { useSecurityRefresh } from '../hooks/use-security-refresh';

/** A passkey's name, edited in place. */
export function RenamePasskeyForm({ passkey, onDone }: { passkey: Passkey; onDone(): void }) {
  const refresh = useSecurityRefresh();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PasskeyRename, unknown, z.output<typeof passkeyRenameSchema>>({
    resolver: zodResolver(passkeyRenameSchema),
    defaultValues: { name: passkey.name },
  });
  const submit = handleSubmit(async ({ name }) => {
    try {
      await renamePasskey(passkey.id, name);
      toast.success(T.renamed);
      refresh();
      onDone();
    } catch (error) {
      if (!setServerFieldErrors(error, setError, ['name'])) toast.error(errorMessage(error));
    }
  });
  return (
    <form onSubmit={submit} noValidate className="flex flex-wrap items-end gap-2">
      <FormField label={T.nameLabel} error={errors.name?.message} className="min-w-48 flex-1">
        <Input autoFocus {...register('name')} />
      </FormField>
      <Button type="submit" size="sm" disabled={isSubmitting}>
        {T.save}
      </Button>
      <Button type="button" variant="outline" size="sm" onClick={onDone}>
        {T.cancel}
      </Button>
    </form>
  );
}
