import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { WEBHOOK_TEXTS as T } from '@shortlist/contracts';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { toast } from '@/components/ui/toaster';
import { useWebhooks, webhooksKey } from '../api/webhooks';
import { AddWebhookForm } from './add-webhook-form';
import { WebhookCard } from './webhook-card';

/** The folder's webhook settings (its owner's): the list with each one's log, and a form to add one. */
export default function WebhooksDialog({
  open,
  onOpenChange,
  folderId,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  folderId: string;
}) {
  const { data } = useWebhooks(folderId);
  const { mutate } = useSWRConfig();
  const [secret, setSecret] = useState<string | null>(null);
  const webhooks = data?.webhooks ?? [];
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={T.title} description={T.intro} className="max-w-2xl">
        {secret && (
          <div role="status" className="grid gap-2 rounded-md border border-primary/40 bg-primary/5 p-3">
            <p className="font-medium">{T.secretTitle}</p>
            <p className="text-sm text-muted-foreground">{T.secretShownOnce}</p>
            <code data-testid="webhook-secret" className="break-all rounded bg-muted px-2 py-1 text-sm">
              {secret}
            </code>
            <div className="flex gap-2">
              <Button
                size="sm"
                variant="outline"
                onClick={() => void navigator.clipboard?.writeText(secret).then(() => toast.success(T.copy))}
              >
                {T.copy}
              </Button>
              <Button size="sm" onClick={() => setSecret(null)}>
                {T.done}
              </Button>
            </div>
          </div>
        )}
        {data && webhooks.length === 0 && <p className="text-sm text-muted-foreground">{T.empty}</p>}
        {webhooks.length > 0 && (
          <ul className="grid gap-3" aria-label={T.title}>
            {webhooks.map((webhook) => (
              <WebhookCard key={webhook.id} webhook={webhook} />
            ))}
          </ul>
        )}
        <AddWebhookForm
          folderId={folderId}
          onAdded={(next) => {
            setSecret(next);
            void mutate(webhooksKey(folderId));
          }}
        />
        <a className="text-sm underline underline-offset-2" href="/api/docs">
          {T.docsLink}
        </a>
      </DialogContent>
    </Dialog>
  );
}
