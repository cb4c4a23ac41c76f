import { useState } from 'react';
import { AlertCircle, Check, Clock, Copy, Loader2 } from 'lucide-react';
import { CAPTURE_TEXTS, ITEM_TEXTS, type BulkEntry } from '@shortlist/contracts';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';

const ICONS = { waiting: Clock, read: Loader2, failed: AlertCircle, added: Check, duplicate: Copy } as const;

/** One pasted line: its state; a failed one stays editable (link, and a name for a page without title). */
export function BulkEntryRow({
  entry,
  onRetry,
}: {
  entry: BulkEntry;
  onRetry(url: string, name: string): Promise<void>;
}) {
  const [url, setUrl] = useState(entry.url);
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const Icon = ICONS[entry.state];
  return (
    <li
      aria-label={entry.url}
      data-state={entry.state}
      className="grid gap-1 border-b py-2 text-sm last:border-0"
    >
      <div className="flex items-center gap-2">
        <Icon
          className={cn(
            'size-4 shrink-0',
            entry.state === 'read' && 'animate-spin',
            entry.state === 'failed' && 'text-destructive',
            entry.state === 'added' && 'text-green-600',
          )}
          aria-hidden
        />
        <span className="min-w-0 flex-1 truncate">{entry.name ?? entry.url}</span>
        <span className="shrink-0 text-xs font-medium">{CAPTURE_TEXTS.states[entry.state]}</span>
      </div>
      {entry.name && <span className="truncate pl-6 text-xs text-muted-foreground">{entry.url}</span>}
      {entry.error && (
        <p
          className={cn(
            'pl-6 text-xs',
            entry.state === 'failed' ? 'text-destructive' : 'text-muted-foreground',
          )}
        >
          {entry.error}
        </p>
      )}
      {entry.state === 'failed' && (
        <form
          className="flex flex-wrap gap-2 pl-6"
          onSubmit={async (event) => {
            event.preventDefault();
            setBusy(true);
            try {
              await onRetry(url, name);
            } finally {
              setBusy(false);
            }
          }}
        >
          <Input
            aria-label={CAPTURE_TEXTS.link}
            className="min-w-48 flex-1"
            value={url}
            onChange={(event) => setUrl(event.target.value)}
          />
          <Input
            aria-label={ITEM_TEXTS.name}
            placeholder={ITEM_TEXTS.name}
            className="w-40"
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
          <Button type="submit" size="sm" variant="outline" disabled={busy}>
            {CAPTURE_TEXTS.retry}
          </Button>
        </form>
      )}
    </li>
  );
}
