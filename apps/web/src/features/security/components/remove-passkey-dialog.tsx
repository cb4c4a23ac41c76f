import { useState } from 'react';
import { PASSKEY_ERRORS, PASSKEY_TEXTS as T, type Passkey } from '@shortlist/contracts';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { toast } from '@/components/ui/toaster';
import { ApiError, errorMessage } from '@/lib/api-client';
import { isWebAuthnCancel } from '@/lib/webauthn';
import { removePasskey } from '../api/passkeys';
import { useSecurityRefresh } from '../hooks/use-security-refresh';

/** Removing a passkey asks for the password, or an assertion of another of the person's passkeys. */
export function RemovePasskeyDialog({
  passkey,
  canUseAnother,
  onOpenChange,
}: {
  passkey: Passkey | null;
  canUseAnother: boolean;
  onOpenChange(open: boolean): void;
}) {
  const refresh = useSecurityRefresh();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const close = () => {
    setPassword('');
    setError(undefined);
    onOpenChange(false);
  };
  const remove = async (confirm: { password: string } | 'passkey') => {
    if (!passkey) return;
    setBusy(true);
    setError(undefined);
    try {
      await removePasskey(passkey.id, confirm);
      toast.success(T.removed);
      refresh();
      close();
    } catch (err) {
      if (isWebAuthnCancel(err)) setError(PASSKEY_ERRORS.cancelled);
      else if (err instanceof ApiError && err.fields.password) setError(err.fields.password);
      else setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={!!passkey} onOpenChange={(open) => !busy && (open ? onOpenChange(true) : close())}>
      <DialogContent title={T.removeTitle} description={T.removeDescription}>
        <form
          noValidate
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (!password) setError(PASSKEY_ERRORS.confirmRequired);
            else void remove({ password });
          }}
        >
          <FormField label={T.passwordLabel} error={error}>
            <PasswordInput
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          </FormField>
          <DialogFooter>
            {canUseAnother && (
              <Button type="button" variant="outline" disabled={busy} onClick={() => void remove('passkey')}>
                {T.removeWithPasskey}
              </Button>
            )}
            <Button type="button" variant="outline" disabled={busy} onClick={close}>
              {T.cancel}
            </Button>
            <Button type="submit" variant="destructive" disabled={busy}>
              {T.remove}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
