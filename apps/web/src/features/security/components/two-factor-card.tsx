import { useState } from 'react';
import { ShieldCheck } from 'lucide-react';
import { TWO_FACTOR_TEXTS as T } from '@shortlist/contracts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { forgetTrustedDevices, useTwoFactorStatus } from '../api/two-factor';
import { useSecurityRefresh } from '../hooks/use-security-refresh';
import { RegenerateCodesDialog } from './regenerate-codes-dialog';
import { TwoFactorSetupDialog } from './two-factor-setup-dialog';
import { TwoFactorTurnOffDialog } from './two-factor-turn-off-dialog';

type Open = 'setup' | 'regenerate' | 'off' | null;

/** Account Settings: two-factor sign-in with an authenticator app, its recovery codes and trusted devices. */
export function TwoFactorCard() {
  const { data: status } = useTwoFactorStatus();
  const refresh = useSecurityRefresh();
  const [open, setOpen] = useState<Open>(null);
  const dialog = (name: Exclude<Open, null>) => ({
    open: open === name,
    onOpenChange: (next: boolean) => setOpen(next ? name : null),
  });

  const onForget = async () => {
    try {
      await forgetTrustedDevices();
      toast.success(T.devicesForgotten);
      refresh();
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };

  return (
    <Card id="two-factor">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          {T.sectionTitle}
          {status && (
            <Badge variant={status.enabled ? 'default' : 'outline'}>{status.enabled ? T.on : T.off}</Badge>
          )}
        </CardTitle>
        <CardDescription>{T.sectionDescription}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {status?.enabled ? (
          <>
            <div className="grid gap-1 text-sm text-muted-foreground">
              {status.enabledAt && <span>{T.enabledSince(formatDateTime(status.enabledAt))}</span>}
              <span>{T.recoveryLeft(status.recoveryCodesLeft)}</span>
              {status.trustedDevices > 0 && <span>{T.trustedDevices(status.trustedDevices)}</span>}
            </div>
            <div className="flex flex-wrap gap-2">
              <Button variant="outline" onClick={() => setOpen('regenerate')}>
                {T.regenerate}
              </Button>
              {status.trustedDevices > 0 && (
                <Button variant="outline" onClick={() => void onForget()}>
                  {T.forgetDevices}
                </Button>
              )}
              <Button variant="outline" onClick={() => setOpen('off')}>
                {T.turnOff}
              </Button>
            </div>
          </>
        ) : (
          status && (
            <Button className="justify-self-start" onClick={() => setOpen('setup')}>
              <ShieldCheck aria-hidden />
              {T.turnOn}
            </Button>
          )
        )}
      </CardContent>
      <TwoFactorSetupDialog {...dialog('setup')} />
      <RegenerateCodesDialog {...dialog('regenerate')} />
      <TwoFactorTurnOffDialog {...dialog('off')} />
    </Card>
  );
}
