import { useState } from 'react';
import { PUBLIC_LINK_TEXTS, type PublicLink } from '@shortlist/contracts';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

export interface PublicLinkSettingsValue {
  expiresAt: string | null;
  includeNotes: boolean;
  includeSubfolders: boolean;
}

/** The end of the chosen day, local time, as the API wants it (null: never expires). */
const expiryOf = (date: string) => (date ? new Date(`${date}T23:59:59`).toISOString() : null);

/** An expiry as the date input shows it: the local day (yyyy-mm-dd). */
function dayOf(iso: string): string {
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * What a public link shares and until when, starting from the live link's own settings (so the form says what
 * the link shares, and "Make a new link" keeps it), with "Turn off link" and "Create link" / "Make a new link".
 */
export function PublicLinkSettings({
  link,
  busy,
  expiryError,
  onCreate,
  onRevoke,
}: {
  link: PublicLink | null;
  busy: boolean;
  expiryError: string | undefined;
  onCreate(value: PublicLinkSettingsValue): void;
  onRevoke(): void;
}) {
  const [expiresOn, setExpiresOn] = useState(link?.expiresAt ? dayOf(link.expiresAt) : '');
  const [includeNotes, setIncludeNotes] = useState(link?.includeNotes ?? false);
  const [includeSubfolders, setIncludeSubfolders] = useState(link?.includeSubfolders ?? false);
  return (
    <>
      <div className="grid gap-3">
        <FormField label={PUBLIC_LINK_TEXTS.expiresAt} error={expiryError}>
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
          <Button variant="destructive" disabled={busy} onClick={onRevoke}>
            {PUBLIC_LINK_TEXTS.revoke}
          </Button>
        )}
        <Button
          disabled={busy}
          onClick={() => onCreate({ expiresAt: expiryOf(expiresOn), includeNotes, includeSubfolders })}
        >
          {link ? PUBLIC_LINK_TEXTS.makeNew : PUBLIC_LINK_TEXTS.create}
        </Button>
      </div>
    </>
  );
}
