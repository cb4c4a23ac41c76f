import { useState } from 'react';
import { KeyRound, Loader2, Plus } from 'lucide-react';
import { PASSKEY_ERRORS, PASSKEY_TEXTS as T, type Passkey } from '@shortlist/contracts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { isWebAuthnCancel } from '@/lib/webauthn';
import { addPasskey, usePasskeys } from '../api/passkeys';
import { useSecurityRefresh } from '../hooks/use-security-refresh';
import { RemovePasskeyDialog } from './remove-passkey-dialog';
import { RenamePasskeyForm } from './rename-passkey-form';

/** Account Settings: the person's passkeys; add one on this device, rename or remove one. */
export function PasskeysCard() {
  const { data } = usePasskeys();
  const refresh = useSecurityRefresh();
  const [adding, setAdding] = useState(false);
  const [renaming, setRenaming] = useState<string | null>(null);
  const [removing, setRemoving] = useState<Passkey | null>(null);
  const supported = typeof window !== 'undefined' && 'PublicKeyCredential' in window;
  const passkeys = data?.passkeys ?? [];

  const onAdd = async () => {
    setAdding(true);
    try {
      await addPasskey();
      toast.success(T.added);
      refresh();
    } catch (error) {
      toast.error(isWebAuthnCancel(error) ? PASSKEY_ERRORS.cancelled : errorMessage(error));
    } finally {
      setAdding(false);
    }
  };

  return (
    <Card id="passkeys">
      <CardHeader>
        <CardTitle>{T.sectionTitle}</CardTitle>
        <CardDescription>{T.sectionDescription}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {passkeys.length === 0 ? (
          <p className="text-sm text-muted-foreground">{T.none}</p>
        ) : (
          <ul className="grid gap-3" aria-label={T.sectionTitle}>
            {passkeys.map((passkey) => (
              <li key={passkey.id} className="grid gap-2 rounded-md border p-3">
                {renaming === passkey.id ? (
                  <RenamePasskeyForm passkey={passkey} onDone={() => setRenaming(null)} />
                ) : (
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <div className="grid gap-0.5">
                      <span className="flex items-center gap-2 font-medium">
                        <KeyRound className="size-4" aria-hidden />
                        {passkey.name}
                        {passkey.synced && <Badge variant="outline">{T.synced}</Badge>}
                      </span>
                      <span className="text-sm text-muted-foreground">
                        {T.createdOn(formatDateTime(passkey.createdAt))} ·{' '}
                        {passkey.lastUsedAt ? T.lastUsed(formatDateTime(passkey.lastUsedAt)) : T.neverUsed}
                      </span>
                    </div>
                    <div className="flex gap-2">
                      <Button variant="outline" size="sm" onClick={() => setRenaming(passkey.id)}>
                        {T.rename}
                        <span className="sr-only"> {passkey.name}</span>
                      </Button>
                      <Button variant="outline" size="sm" onClick={() => setRemoving(passkey)}>
                        {T.remove}
                        <span className="sr-only"> {passkey.name}</span>
                      </Button>
                    </div>
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
        {supported ? (
          <Button
            className="justify-self-start"
            onClick={() => void onAdd()}
            disabled={adding}
            aria-busy={adding}
          >
            {adding ? <Loader2 className="animate-spin" aria-hidden /> : <Plus aria-hidden />}
            {adding ? T.adding : T.add}
          </Button>
        ) : (
          <p className="text-sm text-muted-foreground">{T.notSupported}</p>
        )}
      </CardContent>
      <RemovePasskeyDialog
        passkey={removing}
        canUseAnother={passkeys.length > 1}
        onOpenChange={(open) => !open && setRemoving(null)}
      />
    </Card>
  );
}
