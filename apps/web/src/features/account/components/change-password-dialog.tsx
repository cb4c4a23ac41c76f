import { useState, type FormEvent } from 'react';
import { Loader2 } from 'lucide-react';
import {
  ACCOUNT_ERRORS,
  ACCOUNT_SUCCESS,
  PROFILE_TEXTS,
  passwordChangeFormSchema,
  type PasswordChangeForm,
} from '@shortlist/contracts';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { toast } from '@/components/ui/toaster';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/auth-context';
import { changePassword } from '../api/change-password';
import { PasswordInput } from '@/components/ui/password-input';

type Field = keyof PasswordChangeForm;
const EMPTY: PasswordChangeForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** The rule errors of the form, per field (the first message of each). */
function ruleErrors(values: PasswordChangeForm): Partial<Record<Field, string>> {
  const parsed = passwordChangeFormSchema.safeParse(values);
  const out: Partial<Record<Field, string>> = {};
  if (parsed.success) return out;
  for (const issue of parsed.error.issues) out[issue.path[0] as Field] ??= issue.message;
  return out;
}

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
  const [values, setValues] = useState<PasswordChangeForm>(EMPTY);
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [serverErrors, setServerErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);

  const rules = ruleErrors(values);
  const shown: Partial<Record<Field, string>> = {};
  for (const field of Object.keys(EMPTY) as Field[]) {
    const visible = touched[field] || values[field] !== '';
    shown[field] = serverErrors[field] ?? (visible ? rules[field] : undefined);
  }
  const allFilled = Object.values(values).every((v) => v !== '');
  const hasError = Object.values(shown).some(Boolean) || Object.keys(rules).length > 0;

  const close = (next: boolean) => {
    if (busy) return;
    if (!next) {
      setValues(EMPTY);
      setTouched({});
      setServerErrors({});
    }
    onOpenChange(next);
  };

  const field = (name: Field) => ({
    value: values[name],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => {
      setValues((v) => ({ ...v, [name]: e.target.value }));
      setServerErrors((s) => ({ ...s, [name]: undefined }));
    },
    onBlur: () => setTouched((t) => ({ ...t, [name]: true })),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!allFilled || hasError) return;
    setBusy(true);
    try {
      const session = await changePassword(values.currentPassword, values.newPassword);
      acceptSession(session, 'USER_UPDATED');
      toast.success(ACCOUNT_SUCCESS.passwordUpdated);
      setBusy(false);
      close(false);
    } catch (error) {
      setBusy(false);
      if (error instanceof ApiError && Object.keys(error.fields).length > 0) {
        setServerErrors(error.fields as Partial<Record<Field, string>>);
      } else {
        toast.error(errorMessage(error, ACCOUNT_ERRORS.updatePassword));
      }
    }
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent title={PROFILE_TEXTS.changePassword}>
        <form onSubmit={submit} noValidate className="grid gap-4" aria-label={PROFILE_TEXTS.changePassword}>
          <FormField label={PROFILE_TEXTS.currentPassword} error={shown.currentPassword}>
            <PasswordInput
              fieldName={PROFILE_TEXTS.currentPassword}
              autoComplete="current-password"
              {...field('currentPassword')}
            />
          </FormField>
          <FormField label={PROFILE_TEXTS.newPassword} error={shown.newPassword}>
            <PasswordInput
              fieldName={PROFILE_TEXTS.newPassword}
              autoComplete="new-password"
              {...field('newPassword')}
            />
          </FormField>
          <FormField label={PROFILE_TEXTS.confirmNewPassword} error={shown.confirmPassword}>
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
