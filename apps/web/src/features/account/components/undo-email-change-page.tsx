import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Loader2 } from 'lucide-react';
import { ACCOUNT_ERRORS, APP_PATHS, UNDO_EMAIL_CHANGE_TEXTS as T } from '@shortlist/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { errorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/auth-context';
import { undoEmailChange, linkToken } from '../api/email-links';

type State = { kind: 'ready' | 'working' } | { kind: 'done' | 'failed'; message: string };

/**
 * The old address's undo link: says what it does and waits for a click (a mail scanner opening the link must
 * not sign anyone out). Afterwards every session has ended, this one too.
 */
export function UndoEmailChangePage() {
  const { hash } = useLocation();
  const { clearSession } = useAuth();
  const [state, setState] = useState<State>({ kind: 'ready' });

  const restore = async () => {
    setState({ kind: 'working' });
    try {
      const message = await undoEmailChange(linkToken(hash));
      clearSession();
      setState({ kind: 'done', message });
    } catch (err) {
      setState({ kind: 'failed', message: errorMessage(err, ACCOUNT_ERRORS.invalidLink) });
    }
  };

  return (
    <div className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
      <Card>
        <CardContent className="grid gap-4 pt-6">
          <h1 className="text-2xl font-semibold tracking-tight">{T.title}</h1>
          {(state.kind === 'ready' || state.kind === 'working') && (
            <>
              <p className="text-sm text-muted-foreground">{T.description}</p>
              <Button disabled={state.kind === 'working'} onClick={() => void restore()}>
                {state.kind === 'working' && <Loader2 className="animate-spin" aria-hidden />}
                {T.restore}
              </Button>
            </>
          )}
          {(state.kind === 'done' || state.kind === 'failed') && (
            <>
              <p role="status" className={state.kind === 'failed' ? 'text-sm text-destructive' : 'text-sm'}>
                {state.message}
              </p>
              <Button asChild variant={state.kind === 'done' ? 'primary' : 'outline'}>
                <Link to={APP_PATHS.auth}>{T.signIn}</Link>
              </Button>
            </>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
