import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { AlertCircle, Check, CircleDashed, Clock, Copy, Loader2 } from 'lucide-react';
import { bulkEntryRetrySchema, CAPTURE_TEXTS, ITEM_TEXTS, type BulkEntry } from '@shortlist/contracts';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';

type RetryIn = z.input<typeof bulkEntryRetrySchema>;
type RetryOut = z.output<typeof bulkEntryRetrySchema>;

const ICONS = { waiting: Clock, read: Loader2, failed: AlertCircle, added: Check, duplicate: Copy } as const;

/**
 * One pasted line: its state; a failed one stays editable (link, and a name for a page without title); one
 * added without a required value says "Needs details" and opens its item; a duplicate opens the one the folder
 * has.
 */
export function BulkEntryRow({
  entry,
  folderId,
  onRetry,
}: {
  entry: BulkEntry;
  folderId: string;
  onRetry(input: RetryOut): Promise<void>;
}) {
  const form = useForm<RetryIn, unknown, RetryOut>({
    defaultValues: { url: entry.url, name: '' },
    resolver: zodResolver(bulkEntryRetrySchema),
  });
  const { errors, isSubmitting } = form.formState;
  const Icon = entry.needsDetails ? CircleDashed : ICONS[entry.state];
  const open =
    entry.itemId && entry.needsDetails
      ? CAPTURE_TEXTS.openNeedsDetails
      : entry.itemId && entry.state === 'duplicate'
        ? CAPTURE_TEXTS.openExisting
        : null;
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
            entry.state === 'added' && (entry.needsDetails ? 'text-amber-600' : 'text-green-600'),
          )}
          aria-hidden
        />
        <span className="min-w-0 flex-1 truncate">{entry.name ?? entry.url}</span>
        <span className="shrink-0 text-xs font-medium">
          {entry.needsDetails ? CAPTURE_TEXTS.needsDetails : CAPTURE_TEXTS.states[entry.state]}
        </span>
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
      {open && entry.itemId && (
        <Link
          to={paths.item(folderId, entry.itemId)}
          className="pl-6 text-xs font-medium text-primary underline-offset-4 hover:underline"
        >
          {open}
        </Link>
      )}
      {entry.state === 'failed' && (
        <form
          noValidate
          className="flex flex-wrap gap-2 pl-6"
          onSubmit={(event) => void form.handleSubmit(onRetry)(event)}
        >
          <Input
            aria-label={CAPTURE_TEXTS.link}
            aria-invalid={errors.url ? true : undefined}
            title={errors.url?.message}
            className="min-w-48 flex-1"
            {...form.register('url')}
          />
          <Input
            aria-label={ITEM_TEXTS.name}
            aria-invalid={errors.name ? true : undefined}
            title={errors.name?.message}
            placeholder={ITEM_TEXTS.name}
            className="w-40"
            {...form.register('name')}
          />
          <Button type="submit" size="sm" variant="outline" disabled={isSubmitting}>
            {CAPTURE_TEXTS.retry}
          </Button>
          {(errors.url ?? errors.name) && (
            <p role="alert" className="w-full text-xs text-destructive">
              {(errors.url ?? errors.name)?.message}
            </p>
          )}
        </form>
      )}
    </li>
  );
}
