import { useState } from 'react';
import { useSWRConfig } from 'swr';
import {
  WEBHOOK_DELIVERY_LABELS,
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_TEXTS as T,
  WEBHOOKS,
  type Webhook,
  type WebhookEvent,
} from '@shortlist/contracts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import {
  deleteWebhook,
  deliveriesKey,
  sendTestEvent,
  updateWebhook,
  useDeliveries,
  webhooksKey,
} from '../api/webhooks';

const eventLabel = (event: string) =>
  event === WEBHOOKS.testEvent ? T.testEventLabel : (WEBHOOK_EVENT_LABELS[event as WebhookEvent] ?? event);

function DeliveryLog({ webhookId }: { webhookId: string }) {
  const { data } = useDeliveries(webhookId);
  const deliveries = data?.deliveries ?? [];
  if (data && deliveries.length === 0) return <p className="text-sm text-muted-foreground">{T.logEmpty}</p>;
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{T.log}</caption>
      <thead className="text-left text-muted-foreground">
        <tr>
          <th scope="col">{T.logColumns.event}</th>
          <th scope="col">{T.logColumns.status}</th>
          <th scope="col">{T.logColumns.time}</th>
          <th scope="col" className="text-right">
            {T.logColumns.response}
          </th>
        </tr>
      </thead>
      <tbody>
        {deliveries.map((d) => (
          <tr key={d.id} className="border-t">
            <td>{eventLabel(d.event)}</td>
            <td>
              {WEBHOOK_DELIVERY_LABELS[d.status]}
              {d.attempts > 1 ? ` (${T.attempts(d.attempts)})` : ''}
            </td>
            <td>
              <time dateTime={d.lastAttemptAt ?? d.createdAt}>
                {formatDateTime(d.lastAttemptAt ?? d.createdAt)}
              </time>
            </td>
            <td className="text-right tabular-nums">{d.responseStatus ?? T.noResponse}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** One webhook: its address, events and state; pause or resume, send a test event, delete; its log. */
export function WebhookCard({ webhook }: { webhook: Webhook }) {
  const { mutate } = useSWRConfig();
  const [busy, setBusy] = useState(false);
  const refresh = () => {
    void mutate(webhooksKey(webhook.folderId));
    void mutate(deliveriesKey(webhook.id));
  };
  const run = async (work: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await work();
      refresh();
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  const paused = webhook.status === 'paused';
  return (
    <li className="grid gap-3 rounded-md border p-3">
      <div className="flex flex-wrap items-center gap-2">
        <span className="break-all font-medium">{webhook.url}</span>
        <Badge variant={paused ? 'accent' : 'secondary'}>{paused ? T.paused : T.active}</Badge>
      </div>
      <p className="text-sm text-muted-foreground">
        {webhook.events.map((e) => WEBHOOK_EVENT_LABELS[e]).join(', ')}
      </p>
      {paused && webhook.failingSince !== null && (
        <p className="text-sm text-destructive">{T.pausedBecause}</p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="outline"
          disabled={busy}
          onClick={() =>
            void run(async () => {
              const delivery = await sendTestEvent(webhook.id);
              toast[delivery.status === 'delivered' ? 'success' : 'error'](
                T.testSent(delivery.responseStatus),
              );
            })
          }
        >
          {T.sendTest}
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={busy}
          onClick={() => void run(() => updateWebhook(webhook.id, { status: paused ? 'active' : 'paused' }))}
        >
          {paused ? T.resume : T.pause}
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={busy}
          onClick={() => void run(() => deleteWebhook(webhook.id))}
        >
          {T.remove}
        </Button>
      </div>
      <details>
        <summary className="cursor-pointer text-sm font-medium">{T.log}</summary>
        <DeliveryLog webhookId={webhook.id} />
      </details>
    </li>
  );
}
