import { useMemo } from 'react';
import { DEV_MAILBOX_TEXTS as T } from '@shortlist/contracts';
import { Inbox, RefreshCw, Wrench } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useDevMailbox } from '../api/get-dev-mailbox';

const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' });

/** /dev/mailbox: what the development outbox would have e-mailed, newest first. */
export function DevMailbox() {
  const { data, error, isLoading, isValidating, mutate } = useDevMailbox();
  const messages = useMemo(
    () => [...(data?.messages ?? [])].sort((a, b) => b.createdAt.localeCompare(a.createdAt)),
    [data],
  );

  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="flex items-center gap-2 text-2xl font-semibold tracking-tight">
            {T.title} <Badge variant="outline">{T.badge}</Badge>
          </h1>
          <p className="mt-2 max-w-2xl text-sm text-muted-foreground">
            <Wrench className="mr-1 inline size-4 align-text-bottom" aria-hidden />
            {T.description}
          </p>
        </div>
        <Button variant="outline" onClick={() => void mutate()} disabled={isValidating}>
          <RefreshCw className={isValidating ? 'animate-spin' : undefined} aria-hidden />
          {T.refresh}
        </Button>
      </div>

      <div className="mt-8">
        {isLoading ? (
          <Spinner label={T.loading} />
        ) : error ? (
          <EmptyState
            icon={<Inbox />}
            title={error.status === 404 ? T.unavailableTitle : T.loadError}
            description={error.status === 404 ? T.unavailableDescription : errorMessage(error)}
          />
        ) : messages.length === 0 ? (
          <EmptyState icon={<Inbox />} title={T.emptyTitle} description={T.emptyDescription} />
        ) : (
          <ul className="grid gap-4" aria-label={T.list}>
            {messages.map((message) => (
              <li key={message.id}>
                <Card className="overflow-hidden">
                  <div className="grid gap-1 border-b px-4 py-3 sm:flex sm:items-baseline sm:justify-between sm:gap-4">
                    <h2 className="min-w-0 font-semibold break-words">{message.subject}</h2>
                    <time dateTime={message.createdAt} className="shrink-0 text-xs text-muted-foreground">
                      {when.format(new Date(message.createdAt))}
                    </time>
                  </div>
                  <p className="px-4 pt-3 text-sm text-muted-foreground">
                    {T.to} <span className="text-foreground">{message.to}</span>
                  </p>
                  <pre className="mx-4 my-3 overflow-x-auto rounded-md bg-muted p-3 font-mono text-xs whitespace-pre-wrap break-words">
                    {message.text}
                  </pre>
                </Card>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
