import { useState } from 'react';
import { WifiOff } from 'lucide-react';
import { PWA_TEXTS } from '@shortlist/contracts';
import { LeanButton } from '@/components/ui/lean';
import { useAuth } from '@/lib/auth/auth-context';

/**
 * A signed-in screen while the session could not be checked (status `offline`: the app opened without a
 * connection). Not the sign-in form: the session may be alive, and signing in needs the connection too. The
 * session is checked again when the browser goes online; "Try again" is for a connection the browser never
 * reported as gone.
 */
export function SessionOffline() {
  const { retrySession } = useAuth();
  const [checking, setChecking] = useState(false);
  const retry = () => {
    setChecking(true);
    void retrySession().finally(() => setChecking(false));
  };
  return (
    <div className="mx-auto flex max-w-md flex-col items-center px-4 py-20 text-center">
      <WifiOff className="size-10 text-muted-foreground" aria-hidden />
      <h1 className="mt-4 text-2xl font-semibold tracking-tight">{PWA_TEXTS.sessionOfflineTitle}</h1>
      <p className="mt-3 text-muted-foreground">{PWA_TEXTS.sessionOffline}</p>
      <LeanButton className="mt-8" onClick={retry} disabled={checking}>
        {PWA_TEXTS.tryAgain}
      </LeanButton>
    </div>
  );
}

export default SessionOffline;
