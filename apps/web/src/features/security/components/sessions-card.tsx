import { useState } from 'react';
import { LogOut, Monitor, Smartphone } from 'lucide-react';
import { SESSIONS_TEXTS as T } from '@shortlist/contracts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { signOutOtherSessions, signOutSession, useSessions } from '../api/sessions';
import { useSecurityRefresh } from '../hooks/use-security-refresh';
import { deviceLabel } from '../lib/device-label';

/** Account Settings: every signed-in browser, this one marked; sign out one or all others. */
export function SessionsCard() {
  const { data, error } = useSessions();
  const refresh = useSecurityRefresh();
  const [confirmOthers, setConfirmOthers] = useState(false);
  const sessions = data?.sessions ?? [];
  const others = sessions.filter((s) => !s.current).length;

  const onSignOut = async (id: string) => {
    try {
      await signOutSession(id);
      toast.success(T.signedOutOne);
      refresh();
    } catch (err) {
      toast.error(errorMessage(err));
    }
  };

  return (
    <Card id="sessions">
      <CardHeader>
        <CardTitle>{T.sectionTitle}</CardTitle>
        <CardDescription>{T.sectionDescription}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {error && <p className="text-sm text-destructive">{T.loadFailed}</p>}
        <ul className="grid gap-3" aria-label={T.sectionTitle}>
          {sessions.map((session) => {
            const Icon =
              session.deviceType === 'mobile' || session.deviceType === 'tablet' ? Smartphone : Monitor;
            const label = deviceLabel(session);
            return (
              <li
                key={session.id}
                className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-3"
              >
                <div className="grid gap-0.5">
                  <span className="flex items-center gap-2 font-medium">
                    <Icon className="size-4" aria-hidden />
                    {label}
                    {session.current && <Badge>{T.thisDevice}</Badge>}
                  </span>
                  <span className="text-sm text-muted-foreground">
                    {T.started(formatDateTime(session.startedAt))} ·{' '}
                    {T.lastActive(formatDateTime(session.lastActiveAt))}
                  </span>
                </div>
                {!session.current && (
                  <Button variant="outline" size="sm" onClick={() => void onSignOut(session.id)}>
                    <LogOut aria-hidden />
                    {T.signOut}
                    <span className="sr-only"> {label}</span>
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
        {data && others === 0 && <p className="text-sm text-muted-foreground">{T.none}</p>}
        {others > 0 && (
          <Button variant="outline" className="justify-self-start" onClick={() => setConfirmOthers(true)}>
            {T.signOutOthers}
          </Button>
        )}
      </CardContent>
      <ConfirmDialog
        open={confirmOthers}
        onOpenChange={setConfirmOthers}
        title={T.signOutOthersTitle}
        description={T.signOutOthersDescription}
        confirmLabel={T.signOutOthers}
        busyLabel={T.signOutOthers}
        onConfirm={async () => {
          try {
            await signOutOtherSessions();
            toast.success(T.signedOutOthers);
            refresh();
          } catch (err) {
            toast.error(errorMessage(err));
            throw err;
          }
        }}
      />
    </Card>
  );
}
