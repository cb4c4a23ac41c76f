import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { CheckCircle2, XCircle } from 'lucide-react';
import { APP_PATHS, EMAIL_CONFIRMATION_TEXTS as T, PAGE_TITLES } from '@shortlist/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/auth-context';
import { confirmEmail, linkToken } from '../api/email-links';

type State = { kind: 'confirming' } | { kind: 'done'; message: string } | { kind: 'failed'; message: string };

/**
 * The sign-up link's page: confirms at once (opening the link is the proof), then offers the way on. A signed-in
 * session is reloaded so the banner goes and sharing and paying open.
 */
export function ConfirmEmailPage() {
  const { hash } = useLocation();
  const { status, refreshUser } = useAuth();
  const [state, setState] = useState<State>({ kind: 'confirming' });
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    confirmEmail(linkToken(hash))
      .then((message) => setState({ kind: 'done', message }))
      .catch((err: unknown) => setState({ kind: 'failed', message: errorMessage(err, T.invalidLink) }));
  }, [hash]);

  useEffect(() => {
    if (state.kind === 'done' && status === 'signed_in') void refreshUser().catch(() => undefined);
  }, [state.kind, status, refreshUser]);

  return (
    <div className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
      <Card>
        <CardContent className="grid gap-4 pt-6 text-center">
          <h1 className="text-2xl font-semibold tracking-tight">{PAGE_TITLES.confirmEmail}</h1>
          {state.kind === 'confirming' && (
            <div role="status" className="grid justify-items-center gap-2">
              <Spinner />
              <p className="text-sm text-muted-foreground">{T.confirming}</p>
            </div>
          )}
          {state.kind !== 'confirming' && (
            <p role="status" className="flex items-start justify-center gap-2 text-sm">
              {state.kind === 'done' ? (
                <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-success" aria-hidden />
              ) : (
                <XCircle className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden />
              )}
              {state.message}
            </p>
          )}
          {state.kind !== 'confirming' && (
            <Button asChild>
              {status === 'signed_in' ? (
                <Link to={APP_PATHS.app}>{T.confirmedNext}</Link>
              ) : (
                <Link to={APP_PATHS.auth}>{T.signIn}</Link>
              )}
            </Button>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
