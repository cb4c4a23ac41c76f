import { useState } from 'react';
import { KeyRound, Loader2 } from 'lucide-react';
import { PASSKEY_ERRORS, PASSKEY_TEXTS as T, TOAST_TITLES, type AuthSession } from '@shortlist/contracts';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toaster';
import { stepErrorMessage } from '../lib/step-error-message';
import { isWebAuthnCancel } from '@/lib/webauthn';
import { passkeySignIn } from '../api/passkey-sign-in';

/** "Sign in with a passkey": the browser's prompt lists the passkeys saved for Shortlist. */
export function PasskeySignInButton({ onSignedIn }: { onSignedIn(session: AuthSession): void }) {
  const [busy, setBusy] = useState(false);
  if (typeof window === 'undefined' || !('PublicKeyCredential' in window)) return null;
  const onClick = async () => {
    setBusy(true);
    try {
      onSignedIn(await passkeySignIn());
    } catch (error) {
      const message = isWebAuthnCancel(error) ? PASSKEY_ERRORS.cancelled : stepErrorMessage(error);
      toast.error(message, TOAST_TITLES.signInFailed);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button type="button" variant="outline" className="w-full" disabled={busy} onClick={() => void onClick()}>
      {busy ? <Loader2 className="animate-spin" aria-hidden /> : <KeyRound aria-hidden />}
      {T.signIn}
    </Button>
  );
}
