import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { TWO_FACTOR_TEXTS as T, twoFactorDisableSchema, type TwoFactorDisable } from '@shortlist/contracts';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { setServerFieldErrors } from '@/lib/form-errors';
import { disableTwoFactor } from '../api/two-factor';
import { useSecurityRefresh } from '../hooks/use-security-refresh';

/** Turning two-factor off: the password and a code from the app (or a recovery code). */
export function TwoFactorTurnOffDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const refresh = useSecurityRefresh();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<TwoFactorDisable, unknown, z.output<typeof twoFactorDisableSchema>>({
    resolver: zodResolver(twoFactorDisableSchema),
    defaultValues: { password: '', code: '' },
  });
  const close = () => {
    reset();
    onOpenChange(false);
  };
  const submit = handleSubmit(async ({ password, code }) => {
    try {
      await disableTwoFactor(password, code);
      toast.success(T.disabled);
      refresh();
      close();
    } catch (error) {
      if (!setServerFieldErrors(error, setError, ['password', 'code'])) toast.error(errorMessage(error));
    }
  });
  return (
    <Dialog open={open} onOpenChange={(next) => !next && !isSubmitting && close()}>
      <DialogContent title={T.turnOffTitle} description={T.turnOffDescription}>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <FormField label={T.passwordLabel} error={errors.password?.message}>
            <PasswordInput autoComplete="current-password" {...register('password')} />
          </FormField>
          <FormField label={T.codeLabel} error={errors.code?.message}>
            <Input autoComplete="one-time-code" {...register('code')} />
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={close}>
              {T.cancel}
            </Button>
            <Button type="submit" variant="destructive" disabled={isSubmitting}>
              {T.turnOff}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
