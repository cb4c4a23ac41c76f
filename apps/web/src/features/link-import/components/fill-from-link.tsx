import { useState, type KeyboardEvent } from 'react';
import { ImageOff, Link2, X } from 'lucide-react';
import {
  LINK_IMPORT_TEXTS,
  LINK_READER_ERRORS,
  linkUrlSchema,
  mainFieldSource,
  type FieldSource,
  type LinkPreview,
} from '@shortlist/contracts';
import { UpgradePromptDialog } from '@/components/upgrade-prompt-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/auth-context';
import { usePreviewLink } from '../api/preview-link';
import { SourceBadge } from './source-badge';

type Status =
  | { kind: 'filled'; source: FieldSource | undefined }
  | { kind: 'empty' }
  | { kind: 'error'; message: string }
  | null;

/** True when the reading found nothing to fill in. */
function isEmpty(preview: LinkPreview): boolean {
  return (
    !preview.name &&
    !preview.description &&
    preview.priceCents === null &&
    !preview.imageUrl &&
    Object.keys(preview.attributeValues).length === 0
  );
}

/**
 * "Fill from link" in the Add New Item dialog: a Premium user pastes a product page link and the form fills
 * itself (the caller applies the values; every field stays editable). Basic users are not offered a link field
 * they cannot use: the feature is named with its Premium badge and opens the upgrade prompt, as the other Premium
 * features do (the API refuses Basic too). A page that cannot be read only shows why: saving by hand is never
 * blocked.
 */
export function FillFromLink({
  folderId,
  categoryId,
  onFilled,
  image,
  onImageRemoved,
}: {
  folderId: string;
  /** The chosen category, whose attributes the values are mapped onto. */
  categoryId: string | undefined;
  onFilled(preview: LinkPreview): void;
  /** The page's main image, kept to become the item's first photo. */
  image: { url: string; source: FieldSource | undefined } | null;
  onImageRemoved(): void;
}) {
  const { user } = useAuth();
  const previewLink = usePreviewLink();
  const [url, setUrl] = useState('');
  const [reading, setReading] = useState(false);
  const [status, setStatus] = useState<Status>(null);
  const [upgradeOpen, setUpgradeOpen] = useState(false);
  const isPremium = user?.isPremium === true;

  const upgradePrompt = (
    <UpgradePromptDialog
      open={upgradeOpen}
      onOpenChange={setUpgradeOpen}
      feature={LINK_IMPORT_TEXTS.upgradeFeature}
      description={LINK_READER_ERRORS.premiumRequired}
    />
  );

  if (!isPremium)
    return (
      <section className="flex flex-wrap items-center gap-2">
        <Button type="button" variant="outline" onClick={() => setUpgradeOpen(true)}>
          <Link2 aria-hidden />
          {LINK_IMPORT_TEXTS.fillFromLink}
          <Badge variant="outline">{LINK_IMPORT_TEXTS.premiumLabel}</Badge>
        </Button>
        {upgradePrompt}
      </section>
    );

  const read = async () => {
    const parsed = linkUrlSchema.safeParse(url);
    if (!parsed.success) {
      setStatus({ kind: 'error', message: parsed.error.issues[0]?.message ?? LINK_READER_ERRORS.invalidUrl });
      return;
    }
    setReading(true);
    setStatus(null);
    try {
      const preview = await previewLink(folderId, {
        url: parsed.data,
        ...(categoryId ? { categoryId } : {}),
      });
      onFilled(preview);
      setStatus(
        isEmpty(preview) ? { kind: 'empty' } : { kind: 'filled', source: mainFieldSource(preview.sources) },
      );
    } catch (error) {
      const reason = error instanceof ApiError ? (error.fields.url ?? error.message) : errorMessage(error);
      setStatus({ kind: 'error', message: `${reason} ${LINK_IMPORT_TEXTS.readFailed}` });
    } finally {
      setReading(false);
    }
  };

  // Enter reads the page instead of submitting the item form around it
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      void read();
    }
  };

  return (
    <section
      aria-labelledby="fill-from-link-title"
      className="grid gap-2 rounded-md border border-dashed p-3"
    >
      <div className="flex items-center gap-2">
        <Link2 className="size-4 text-muted-foreground" aria-hidden />
        <h3 id="fill-from-link-title" className="text-sm font-medium">
          {LINK_IMPORT_TEXTS.fillFromLink}
        </h3>
      </div>
      <p className="text-xs text-muted-foreground">{LINK_IMPORT_TEXTS.fillFromLinkHint}</p>
      <div className="flex gap-2">
        <Input
          type="url"
          inputMode="url"
          aria-label={LINK_IMPORT_TEXTS.fillFromLink}
          placeholder="https://"
          value={url}
          onChange={(event) => setUrl(event.target.value)}
          onKeyDown={onKeyDown}
          disabled={reading}
        />
        <Button type="button" variant="secondary" onClick={() => void read()} disabled={reading}>
          {reading ? LINK_IMPORT_TEXTS.reading : LINK_IMPORT_TEXTS.read}
        </Button>
      </div>
      {status?.kind === 'error' ? (
        <p role="alert" className="text-sm text-destructive">
          {status.message}
        </p>
      ) : status ? (
        <p role="status" className="text-sm text-muted-foreground">
          {status.kind === 'filled'
            ? status.source
              ? LINK_IMPORT_TEXTS.filledFrom[status.source]
              : LINK_IMPORT_TEXTS.filled
            : LINK_IMPORT_TEXTS.nothingFound}
        </p>
      ) : null}
      {image && (
        <div className="flex items-center gap-3">
          <ImagePreview key={image.url} url={image.url} />
          <div className="grid gap-1">
            <span className="text-xs">{LINK_IMPORT_TEXTS.mainImage}</span>
            {/* the main source is said once, in the status line */}
            {!(status?.kind === 'filled' && status.source === image.source) && (
              <SourceBadge source={image.source} />
            )}
            <Button type="button" variant="ghost" size="sm" className="w-fit" onClick={onImageRemoved}>
              <X aria-hidden />
              {LINK_IMPORT_TEXTS.removeImage}
            </Button>
          </div>
        </div>
      )}
    </section>
  );
}

/**
 * The page's image as a thumbnail. The CSP lets this page load https images only, so a plain http image (or one
 * that fails to load) would leave an empty box: say so instead. The server fetches it on save either way.
 */
function ImagePreview({ url }: { url: string }) {
  const [failed, setFailed] = useState(false);
  const plainHttp = url.startsWith('http:');
  if (failed || plainHttp)
    return (
      <p className="flex max-w-xs items-start gap-2 text-xs text-muted-foreground">
        <ImageOff className="size-4 shrink-0" aria-hidden />
        {plainHttp ? LINK_IMPORT_TEXTS.imageNotShown : LINK_IMPORT_TEXTS.imageNotLoaded}
      </p>
    );
  return (
    <img
      src={url}
      alt=""
      className="size-16 rounded-md border bg-muted object-cover"
      onError={() => setFailed(true)}
    />
  );
}
