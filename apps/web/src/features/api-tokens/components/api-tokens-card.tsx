import { useState } from 'react';
import { Copy, KeyRound } from 'lucide-react';
import { useSWRConfig } from 'swr';
import { API_TOKEN_TEXTS as T, type ApiToken, type ApiTokenCreated } from '@shortlist/contracts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { apiTokensKey, revokeApiToken, useApiTokens } from '../api/api-tokens';
import { CreateApiTokenForm } from './create-api-token-form';

function TokenLine({ token, onRevoke }: { token: ApiToken; onRevoke(token: ApiToken): void }) {
  const state = token.state === 'revoked' ? T.revoked : token.state === 'expired' ? T.expired : null;
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-3">
      <div className="grid gap-0.5">
        <span className="flex flex-wrap items-center gap-2 font-medium">
          <KeyRound className="size-4" aria-hidden />
          {token.name}
          <Badge>{T.scopeLabels[token.scope]}</Badge>
          {state && <Badge variant="accent">{state}</Badge>}
        </span>
        <span className="text-sm text-muted-foreground">
          <code>{token.tokenStart}…</code> · {T.lastUsed}:{' '}
          {token.lastUsedAt ? formatDateTime(token.lastUsedAt) : T.neverUsed} ·{' '}
          {token.expiresAt ? `${T.expires}: ${formatDateTime(token.expiresAt)}` : T.neverExpires}
        </span>
      </div>
      {token.state === 'active' && (
        <Button variant="outline" size="sm" onClick={() => onRevoke(token)}>
          {T.revoke}
          <span className="sr-only"> {token.name}</span>
        </Button>
      )}
    </li>
  );
}

/** The new token, shown this once, with a copy button. */
function NewToken({ created, onDone }: { created: ApiTokenCreated; onDone(): void }) {
  const copy = async () => {
    await navigator.clipboard?.writeText(created.token);
    toast.success(T.copied);
  };
  return (
    <div role="status" className="grid gap-2 rounded-md border border-primary/40 bg-primary/5 p-3">
      <p className="font-medium">{T.shownOnceTitle}</p>
      <p className="text-sm text-muted-foreground">{T.shownOnce}</p>
      <div className="flex flex-wrap items-center gap-2">
        <code data-testid="new-api-token" className="break-all rounded bg-muted px-2 py-1 text-sm">
          {created.token}
        </code>
        <Button variant="outline" size="sm" onClick={() => void copy()}>
          <Copy aria-hidden />
          {T.copy}
        </Button>
        <Button size="sm" onClick={onDone}>
          {T.done}
        </Button>
      </div>
    </div>
  );
}

/** Profile: personal API tokens (create one, see it once, its last use, revoke it). */
export function ApiTokensCard() {
  const { data, error } = useApiTokens();
  const { mutate } = useSWRConfig();
  const [created, setCreated] = useState<ApiTokenCreated | null>(null);
  const [revoking, setRevoking] = useState<ApiToken | null>(null);
  const tokens = data?.tokens ?? [];
  return (
    <Card id="api-tokens">
      <CardHeader>
        <CardTitle>{T.title}</CardTitle>
        <CardDescription>
          {T.intro}{' '}
          <a className="underline underline-offset-2" href="/api/docs">
            {T.docsLink}
          </a>
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <CreateApiTokenForm
          onCreated={(next) => {
            setCreated(next);
            void mutate(apiTokensKey);
          }}
        />
        {created && <NewToken created={created} onDone={() => setCreated(null)} />}
        {error && <p className="text-sm text-destructive">{errorMessage(error)}</p>}
        {data && tokens.length === 0 && <p className="text-sm text-muted-foreground">{T.empty}</p>}
        {tokens.length > 0 && (
          <ul className="grid gap-3" aria-label={T.title}>
            {tokens.map((token) => (
              <TokenLine key={token.id} token={token} onRevoke={setRevoking} />
            ))}
          </ul>
        )}
      </CardContent>
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => !open && setRevoking(null)}
        title={T.revokeConfirmTitle(revoking?.name ?? '')}
        description={T.revokeConfirm}
        confirmLabel={T.revoke}
        busyLabel={T.revoke}
        onConfirm={async () => {
          if (!revoking) return;
          try {
            await revokeApiToken(revoking.id);
            toast.success(T.revokedToast);
            if (created?.apiToken.id === revoking.id) setCreated(null);
            void mutate(apiTokensKey);
          } catch (err) {
            toast.error(errorMessage(err));
            throw err;
          }
        }}
      />
    </Card>
  );
}
