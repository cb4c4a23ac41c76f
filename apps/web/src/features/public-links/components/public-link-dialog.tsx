import { useState } from 'react';
import { Globe } from 'lucide-react';
import { PUBLIC_LINK_TEXTS, type PublicLink } from '@shortlist/contracts';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toaster';
import { ApiError, errorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { useFolderPublicLink, usePublicLinkActions } from '../api/folder-public-link';

/** The end of the chosen day, local time, as the API wants it (null: never expires). */
const expiryOf = (date: string) => (date ? new Date(`${date}T23:59:59`).toISOString() : null);

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
 * The owner's "Public link" dialog (issue 16): create a read-only link (expiry, include notes, include
 * subfolders), copy it, see its views, turn it off, or make a new one (the old one stops working at once).
 */
export function PublicLinkDialog({ folderId }: { folderId: string }) {
  const [open, setOpen] = useState(false);
  const { data, error } = useFolderPublicLink(folderId, open);
  const { create, revoke } = usePublicLinkActions(folderId);
  const [expiresOn, setExpiresOn] = useState('');
  const [includeNotes, setIncludeNotes] = useState(false);
  const [includeSubfolders, setIncludeSubfolders] = useState(false);
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
  const makeLink = () =>
    run(() => create({ expiresAt: expiryOf(expiresOn), includeNotes, includeSubfolders }));

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
            <div className="grid gap-3">
              <FormField label={PUBLIC_LINK_TEXTS.expiresAt} error={fieldError}>
                <Input type="date" value={expiresOn} onChange={(e) => setExpiresOn(e.target.value)} />
              </FormField>
              <div className="flex items-center gap-2">
                <Checkbox
                  id="public-link-notes"
                  checked={includeNotes}
                  onCheckedChange={(v) => setIncludeNotes(v === true)}
                />
                <Label htmlFor="public-link-notes">{PUBLIC_LINK_TEXTS.includeNotes}</Label>
              </div>
              <div className="flex items-center gap-2">
                <Checkbox
                  id="public-link-subfolders"
                  checked={includeSubfolders}
                  onCheckedChange={(v) => setIncludeSubfolders(v === true)}
                />
                <Label htmlFor="public-link-subfolders">{PUBLIC_LINK_TEXTS.includeSubfolders}</Label>
              </div>
            </div>
            <div className="flex flex-wrap justify-end gap-2">
              {link && (
                <Button
                  variant="destructive"
                  disabled={busy}
                  onClick={() => void run(revoke, PUBLIC_LINK_TEXTS.revoked)}
                >
                  {PUBLIC_LINK_TEXTS.revoke}
                </Button>
              )}
              <Button disabled={busy} onClick={() => void makeLink()}>
                {link ? PUBLIC_LINK_TEXTS.makeNew : PUBLIC_LINK_TEXTS.create}
              </Button>
            </div>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
