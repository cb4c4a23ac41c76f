import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { CAPTURE_TEXTS, SHELL_TEXTS } from '@shortlist/contracts';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { SessionOffline } from '@/components/layouts/session-offline';
import { paths } from '@/config/paths';
import { CaptureScreen } from '@/features/capture/components/capture-screen';
import { usePreviewLink } from '@/features/link-import/api/preview-link';
import { useAuth } from '@/lib/auth/auth-context';
import { clearReturnPath, rememberReturnPath } from '@/lib/auth/return-path';

/**
 * /capture: the Capture screen, with "Fill from link" (link-import) composed in for Premium users. A
 * signed-out visitor is asked to sign in and comes back to this very address, the shared link in it.
 */
export default function Route() {
  const { status, user } = useAuth();
  const location = useLocation();
  const previewLink = usePreviewLink();
  const here = `${location.pathname}${location.search}`;

  useEffect(() => {
    if (status === 'signed_out') rememberReturnPath(here);
    if (status === 'signed_in') clearReturnPath();
  }, [status, here]);

  if (status === 'loading') return <Spinner />;
  if (status === 'offline') return <SessionOffline />;
  if (status === 'signed_out')
    return (
      <div className="mx-auto grid max-w-xl gap-4 px-4 py-10">
        <h1 className="text-2xl font-semibold tracking-tight">{CAPTURE_TEXTS.title}</h1>
        <p>{CAPTURE_TEXTS.signInToCapture}</p>
        <div className="flex gap-2">
          <Button asChild>
            <Link to={paths.auth}>{SHELL_TEXTS.signIn}</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to={paths.signUp}>{SHELL_TEXTS.signUp}</Link>
          </Button>
        </div>
      </div>
    );
  return <CaptureScreen {...(user?.isPremium ? { readPage: previewLink } : {})} />;
}
