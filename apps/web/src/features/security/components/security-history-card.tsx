import {
  SECURITY_EVENT_LABELS,
  SECURITY_HISTORY_TEXTS as T,
  type SecurityEvent,
  type SignInMethod,
} from '@shortlist/contracts';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDateTime } from '@/lib/format';
import { useSecurityHistory } from '../api/security-history';
import { deviceLabel } from '../lib/device-label';

const METHODS: Record<SignInMethod, string> = {
  password: T.methodPassword,
  passkey: T.methodPasskey,
  two_factor: T.methodTwoFactor,
  recovery_code: T.methodRecoveryCode,
  trusted_device: T.methodTrustedDevice,
};
const REASONS: Record<string, string> = { password: T.reasonPassword, code: T.reasonCode };

/** What an event concerns, in words: a sign-in's method, a failure's reason, a passkey's or token's name. */
function eventDetail(event: SecurityEvent): string | null {
  if (!event.detail) return null;
  if (event.kind === 'sign_in') return METHODS[event.detail as SignInMethod] ?? null;
  if (event.kind === 'sign_in_failed') return REASONS[event.detail] ?? null;
  if (event.kind === 'recovery_code_used' || event.kind === 'other_sessions_ended') return null;
  return event.detail;
}

/** Account Settings: the person's security events of the retention period, newest first. */
export function SecurityHistoryCard() {
  const { data, error } = useSecurityHistory();
  const events = data?.events ?? [];
  return (
    <Card id="security-history">
      <CardHeader>
        <CardTitle>{T.sectionTitle}</CardTitle>
        <CardDescription>{T.sectionDescription}</CardDescription>
      </CardHeader>
      <CardContent>
        {error && <p className="text-sm text-destructive">{T.loadFailed}</p>}
        {data && events.length === 0 && <p className="text-sm text-muted-foreground">{T.none}</p>}
        <ol className="grid divide-y" aria-label={T.sectionTitle}>
          {events.map((event) => {
            const detail = eventDetail(event);
            return (
              <li key={event.id} className="grid gap-0.5 py-2">
                <span className="flex flex-wrap items-center gap-2 text-sm font-medium">
                  {SECURITY_EVENT_LABELS[event.kind]}
                  {detail && <span className="font-normal text-muted-foreground">{detail}</span>}
                  {event.newDevice && <Badge variant="accent">{T.newDevice}</Badge>}
                </span>
                <span className="text-xs text-muted-foreground">
                  <time dateTime={event.at}>{formatDateTime(event.at)}</time> · {deviceLabel(event)}
                  {event.ip ? ` · ${event.ip}` : ''}
                </span>
              </li>
            );
          })}
        </ol>
      </CardContent>
    </Card>
  );
}
