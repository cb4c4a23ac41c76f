import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Copy } from 'lucide-react';
import { PUBLIC_LINK_TEXTS } from '@shortlist/contracts';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toaster';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/auth-context';
import { clearReturnPath, rememberReturnPath } from '@/lib/auth/return-path';
import { useCopyPublicLink } from '../api/copy-public-link';

/**
 * "Save a copy to my Shortlist": signed in, the items go into a new folder of the visitor's; signed out, the
 * visitor signs up (or in) and comes back to this page to save it.
 */
export function SaveCopyButton({ token }: { token: string }) {
  const { status } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const copy = useCopyPublicLink();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (status === 'signed_in') clearReturnPath();
  }, [status]);

  if (status === 'loading') return null;
  if (status === 'signed_out')
    return (
      <Button
        className="w-fit"
        variant="outline"
        onClick={() => {
          rememberReturnPath(location.pathname);
          navigate(paths.signUp);
        }}
      >
        <Copy aria-hidden />
        {PUBLIC_LINK_TEXTS.saveCopySignIn}
      </Button>
    );
  return (
    <Button
      className="w-fit"
      disabled={busy}
      onClick={async () => {
        setBusy(true);
        try {
          const { folderId } = await copy(token);
          toast.success(PUBLIC_LINK_TEXTS.copySaved);
          navigate(paths.folder(folderId));
        } catch (error) {
          toast.error(errorMessage(error));
          setBusy(false);
        }
      }}
    >
      <Copy aria-hidden />
      {PUBLIC_LINK_TEXTS.saveCopy}
    </Button>
  );
}
