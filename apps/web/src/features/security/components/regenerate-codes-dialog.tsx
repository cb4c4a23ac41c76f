import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { TWO_FACTOR_TEXTS as T, passwordBodySchema, type PasswordBody } from '@shortlist/contracts';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { setServerFieldErrors } from '@/lib/form-errors';
import { regenerateRecoveryCodes } from '../api/two-factor';
import { useSecurityRefresh } from '../hooks/use-security-refresh';
import { RecoveryCodesPanel } from './recovery-codes-panel';

/** New recovery codes, confirmed with the password; the old ones stop working. */
export function RegenerateCodesDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const refresh = useSecurityRefresh();
  const [codes, setCodes] = useState<string[] | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<PasswordBody, unknown, z.output<typeof passwordBodySchema>>({
    resolver: zodResolver(passwordBodySchema),
    defaultValues: { password: '' },
  });
  const close = () => {
    reset();
    setCodes(null);
    onOpenChange(false);
  };
  const submit = handleSubmit(async ({ password }) => {
    try {
      setCodes(await regenerateRecoveryCodes(password));
      refresh();
    } catch (error) {
      if (!setServerFieldErrors(error, setError, ['password'])) toast.error(errorMessage(error));
    }
  });
  return (
    <Dialog open={open} onOpenChange={(next) => !next && !isSubmitting && close()}>
      <DialogContent
        title={codes ? T.recoveryTitle : T.regenerateTitle}
        description={codes ? undefined : T.regenerateDescription}
      >
        {codes ? (
          <RecoveryCodesPanel codes={codes} onDone={close} />
        ) : (
          <form onSubmit={submit} noValidate className="grid gap-4">
            <FormField label={T.passwordLabel} error={errors.password?.message}>
              <PasswordInput autoComplete="current-password" {...register('password')} />
            </FormField>
            <DialogFooter>
              <Button type="button" variant="outline" onClick={close}>
                {T.cancel}
              </Button>
              <Button type="submit" disabled={isSubmitting}>
                {T.regenerate}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
