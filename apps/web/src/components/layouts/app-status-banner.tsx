import { RefreshCw, WifiOff } from 'lucide-react';
import { PWA_TEXTS } from '@shortlist/contracts';
import { LeanButton } from '@/components/ui/lean';
import { useAuth } from '@/lib/auth/auth-context';
import { activateUpdate, useOffline, useUpdateAvailable } from '@/lib/pwa/service-worker';

/**
 * The installed app's state above the top bar: "you are offline" (what is on screen stays readable, nothing can
 * be saved) and "new version available - reload". Offline is what the browser says, or a session
 * check that got no answer: a browser on a network that leads nowhere still says it is online.
 */
export function AppStatusBanner() {
  const { status } = useAuth();
  const offline = useOffline() || status === 'offline';
  const updateAvailable = useUpdateAvailable();
  if (!offline && !updateAvailable) return null;
  return (
    <div className="grid gap-1 border-b bg-muted px-4 py-2 text-sm">
      {offline && (
        <div role="status" className="flex items-center gap-2">
          <WifiOff className="size-4 shrink-0" aria-hidden />
          <span>
            <strong className="font-medium">{PWA_TEXTS.offlineTitle}.</strong>{' '}
            {status === 'signed_in' ? PWA_TEXTS.offline : PWA_TEXTS.offlineSignedOut}
          </span>
        </div>
      )}
      {updateAvailable && (
        <div role="status" className="flex items-center gap-2">
          <RefreshCw className="size-4 shrink-0" aria-hidden />
          <span>{PWA_TEXTS.updateAvailable}</span>
          <LeanButton size="sm" variant="outline" onClick={activateUpdate}>
            {PWA_TEXTS.reload}
          </LeanButton>
        </div>
      )}
    </div>
  );
}
