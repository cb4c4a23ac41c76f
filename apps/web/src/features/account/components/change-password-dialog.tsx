import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2 } from 'lucide-react';
import {
  ACCOUNT_ERRORS,
  ACCOUNT_SUCCESS,
  PROFILE_TEXTS,
  passwordChangeFormSchema,
  type PasswordChangeForm,
} from '@shortlist/contracts';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/auth-context';
import { setServerFieldErrors } from '@/lib/form-errors';
import { changePassword } from '../api/change-password';

type Field = keyof PasswordChangeForm;
const FIELDS: Field[] = ['currentPassword', 'newPassword', 'confirmPassword'];
const EMPTY: PasswordChangeForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * Change Password (accounts §2, §5): current, new and confirmation, each with show/hide. Errors show once a
 * field has been touched; the button stays disabled until all three are filled and no error shows. On success
 * the other sessions are signed out and this one carries on with the fresh session the server issued.
 */
export function ChangePasswordDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const { acceptSession } = useAuth();
  const {
    register,
    handleSubmit,
    control,
    reset,
    setError,
    formState: { errors, touchedFields, isValid, isSubmitting: busy },
  } = useForm<PasswordChangeForm, unknown, z.output<typeof passwordChangeFormSchema>>({
    resolver: zodResolver(passwordChangeFormSchema),
    mode: 'all',
    defaultValues: EMPTY,
  });
  const values = useWatch({ control }) as PasswordChangeForm;

  // a message shows once its field was touched or holds something (the server's come after a full submit)
  const shown = (field: Field) =>
    touchedFields[field] || values[field] !== '' ? errors[field]?.message : undefined;
  const allFilled = FIELDS.every((field) => values[field] !== '');
  const hasError = !isValid || FIELDS.some((field) => shown(field));

  const closeNow = (next: boolean) => {
    if (!next) reset(EMPTY);
    onOpenChange(next);
  };
  const close = (next: boolean) => {
    if (!busy) closeNow(next);
  };

  const submit = handleSubmit(async (data) => {
    try {
      const session = await changePassword(data.currentPassword, data.newPassword);
      acceptSession(session, 'USER_UPDATED');
      toast.success(ACCOUNT_SUCCESS.passwordUpdated);
      closeNow(false);
    } catch (error) {
      if (!setServerFieldErrors(error, setError, FIELDS))
        toast.error(errorMessage(error, ACCOUNT_ERRORS.updatePassword));
    }
  });
  // the confirmation (and "must differ") read the other fields: re-check them when those change
  const field = (name: Field, deps?: Field[]) => register(name, deps ? { deps } : undefined);

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent title={PROFILE_TEXTS.changePassword}>
        <form onSubmit={submit} noValidate className="grid gap-4" aria-label={PROFILE_TEXTS.changePassword}>
          <FormField label={PROFILE_TEXTS.currentPassword} error={shown('currentPassword')}>
            <PasswordInput
              fieldName={PROFILE_TEXTS.currentPassword}
              autoComplete="current-password"
              {...field('currentPassword', ['newPassword'])}
            />
          </FormField>
          <FormField label={PROFILE_TEXTS.newPassword} error={shown('newPassword')}>
            <PasswordInput
              fieldName={PROFILE_TEXTS.newPassword}
              autoComplete="new-password"
              {...field('newPassword', ['confirmPassword'])}
            />
          </FormField>
          <FormField label={PROFILE_TEXTS.confirmNewPassword} error={shown('confirmPassword')}>
            <PasswordInput
              fieldName={PROFILE_TEXTS.confirmNewPassword}
              autoComplete="new-password"
              {...field('confirmPassword')}
            />
          </FormField>
          <DialogFooter>
            <Button variant="outline" disabled={busy} onClick={() => close(false)}>
              {PROFILE_TEXTS.cancel}
            </Button>
            <Button type="submit" disabled={busy || !allFilled || hasError}>
              {busy && <Loader2 className="animate-spin" aria-hidden />}
              {busy ? PROFILE_TEXTS.updating : PROFILE_TEXTS.updatePassword}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
