import { useState } from 'react';
import { Globe } from 'lucide-react';
import { PUBLIC_LINK_TEXTS, type PublicLink } from '@shortlist/contracts';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toaster';
import { ApiError, errorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { useFolderPublicLink, usePublicLinkActions } from '../api/folder-public-link';
import { PublicLinkSettings, type PublicLinkSettingsValue } from './public-link-settings';

function LiveLink({ link }: { link: PublicLink }) {
  const url = `${window.location.origin}${link.path}`;
  return (
    <div className="grid gap-2 rounded-md border p-3">
      <div className="flex gap-2">
        <Input readOnly value={url} aria-label={PUBLIC_LINK_TEXTS.link} onFocus={(e) => e.target.select()} />
        <Button
          variant="outline"
          onClick={() =>
            void navigator.clipboard.writeText(url).then(
              () => toast.success(PUBLIC_LINK_TEXTS.copied),
              () => toast.error(url),
            )
          }
        >
          {PUBLIC_LINK_TEXTS.copy}
        </Button>
      </div>
      <p className="text-sm text-muted-foreground">
        {PUBLIC_LINK_TEXTS.views(link.viewCount)} ·{' '}
        {link.expiresAt
          ? PUBLIC_LINK_TEXTS.expires(formatDate(link.expiresAt))
          : PUBLIC_LINK_TEXTS.neverExpires}{' '}
        {PUBLIC_LINK_TEXTS.createdOn(formatDate(link.createdAt))}
      </p>
      <p className="text-xs text-muted-foreground">
        {[
          link.includeNotes && PUBLIC_LINK_TEXTS.includeNotes,
          link.includeSubfolders && PUBLIC_LINK_TEXTS.includeSubfolders,
        ]
          .filter(Boolean)
          .join(' · ')}
      </p>
    </div>
  );
}

/**
 * The owner's "Public link" dialog: create a read-only link (expiry, include notes, include
 * subfolders), copy it, see its views, turn it off, or make a new one (the old one stops working at once).
 */
export function PublicLinkDialog({ folderId }: { folderId: string }) {
  const [open, setOpen] = useState(false);
  const { data, error } = useFolderPublicLink(folderId, open);
  const { create, revoke } = usePublicLinkActions(folderId);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const run = async (action: () => Promise<unknown>, done?: string) => {
    setBusy(true);
    setFieldError(undefined);
    try {
      await action();
      if (done) toast.success(done);
    } catch (err) {
      if (err instanceof ApiError && err.fields.expiresAt) setFieldError(err.fields.expiresAt);
      else toast.error(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };
  const link = data?.link ?? null;

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm" variant="outline">
          <Globe aria-hidden />
          {PUBLIC_LINK_TEXTS.open}
        </Button>
      </DialogTrigger>
      <DialogContent title={PUBLIC_LINK_TEXTS.dialogTitle} description={PUBLIC_LINK_TEXTS.dialogHint}>
        {error ? (
          <p role="alert" className="text-sm text-destructive">
            {errorMessage(error)}
          </p>
        ) : !data ? (
          <Spinner />
        ) : (
          <div className="grid gap-4">
            {link ? <LiveLink link={link} /> : <p className="text-sm">{PUBLIC_LINK_TEXTS.noLink}</p>}
            <PublicLinkSettings
              // each link starts the form from its own settings: a new link keeps what the live one shares
              key={link?.id ?? 'none'}
              link={link}
              busy={busy}
              expiryError={fieldError}
              onCreate={(value: PublicLinkSettingsValue) => void run(() => create(value))}
              onRevoke={() => void run(revoke, PUBLIC_LINK_TEXTS.revoked)}
            />
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
