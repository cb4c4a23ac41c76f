import { useRef, useState } from 'react';
import { ImagePlus, Trash2, Undo2 } from 'lucide-react';
import { ITEM_DETAIL_TEXTS, type Media } from '@shortlist/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { cn } from '@/lib/cn';
import { type Draft, stagedKey } from '@/features/item-detail/lib/draft';
import { EntryAction, PendingBadge } from './parts';

/**
 * Media: a grid of thumbnails, each opening the full photo. In edit mode photos are added (the picker keeps
 * only image files; others are silently ignored, folders §5) and deleted after a confirmation; both are
 * staged until "Save Changes".
 */
export function MediaCard({
  media,
  draft,
  onChange,
}: {
  media: Media[];
  draft: Draft | null;
  onChange(patch: Partial<Draft>): void;
}) {
  const [enlarged, setEnlarged] = useState<{ url: string; name: string } | null>(null);
  const [confirming, setConfirming] = useState<Media | null>(null);
  const input = useRef<HTMLInputElement>(null);

  const addFiles = (files: FileList | null) => {
    if (!draft || !files) return;
    const images = [...files].filter((f) => f.type.startsWith('image/'));
    onChange({
      newPhotos: [
        ...draft.newPhotos,
        ...images.map((file) => ({ key: stagedKey(), file, previewUrl: URL.createObjectURL(file) })),
      ],
    });
  };
  const tile = 'relative aspect-square overflow-hidden rounded-md border bg-muted';
  const empty = media.length === 0 && (!draft || draft.newPhotos.length === 0);

  return (
    <Card>
      <CardHeader className="flex flex-row items-center justify-between gap-2">
        <CardTitle>{ITEM_DETAIL_TEXTS.media}</CardTitle>
        {draft && (
          <>
            <Button size="sm" variant="outline" onClick={() => input.current?.click()}>
              <ImagePlus aria-hidden />
              {ITEM_DETAIL_TEXTS.addPhotos}
            </Button>
            <input
              ref={input}
              type="file"
              accept="image/*"
              multiple
              hidden
              data-testid="photo-input"
              onChange={(e) => {
                addFiles(e.target.files);
                e.target.value = '';
              }}
            />
          </>
        )}
      </CardHeader>
      <CardContent>
        {empty ? (
          <p className="text-sm text-muted-foreground">{ITEM_DETAIL_TEXTS.noMedia}</p>
        ) : (
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
            {media.map((m) => {
              const deleting = draft?.deletedPhotos.includes(m.id) ?? false;
              return (
                <li key={m.id} className={tile}>
                  <button
                    type="button"
                    className="size-full"
                    aria-label={ITEM_DETAIL_TEXTS.enlargePhoto(m.fileName)}
                    onClick={() => setEnlarged({ url: m.url, name: m.fileName })}
                  >
                    <img
                      src={m.thumbnailUrl}
                      alt={ITEM_DETAIL_TEXTS.photoAlt(m.fileName)}
                      loading="lazy"
                      className={cn('size-full object-cover', deleting && 'opacity-40')}
                    />
                  </button>
                  {draft && (
                    <div className="absolute inset-x-1 top-1 flex items-start justify-between gap-1">
                      {deleting ? <PendingBadge label={ITEM_DETAIL_TEXTS.stagedForDeletion} /> : <span />}
                      {deleting ? (
                        <EntryAction
                          variant="secondary"
                          icon={Undo2}
                          label={ITEM_DETAIL_TEXTS.undoDelete}
                          onClick={() =>
                            onChange({ deletedPhotos: draft.deletedPhotos.filter((id) => id !== m.id) })
                          }
                        />
                      ) : (
                        <EntryAction
                          variant="destructive"
                          icon={Trash2}
                          label={ITEM_DETAIL_TEXTS.deletePhoto(m.fileName)}
                          onClick={() => setConfirming(m)}
                        />
                      )}
                    </div>
                  )}
                </li>
              );
            })}
            {draft?.newPhotos.map((p) => (
              <li key={p.key} className={tile}>
                <img
                  src={p.previewUrl}
                  alt={ITEM_DETAIL_TEXTS.photoAlt(p.file.name)}
                  className="size-full object-cover"
                />
                <div className="absolute inset-x-1 top-1 flex items-start justify-between gap-1">
                  <PendingBadge />
                  <EntryAction
                    variant="secondary"
                    icon={Trash2}
                    label={ITEM_DETAIL_TEXTS.deletePhoto(p.file.name)}
                    onClick={() => {
                      URL.revokeObjectURL(p.previewUrl);
                      onChange({ newPhotos: draft.newPhotos.filter((x) => x.key !== p.key) });
                    }}
                  />
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      <Dialog open={enlarged !== null} onOpenChange={(open) => !open && setEnlarged(null)}>
        {enlarged && (
          <DialogContent title={enlarged.name} className="max-w-4xl">
            <img
              src={enlarged.url}
              alt={ITEM_DETAIL_TEXTS.photoAlt(enlarged.name)}
              className="max-h-[75vh] w-full object-contain"
            />
          </DialogContent>
        )}
      </Dialog>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={ITEM_DETAIL_TEXTS.deletePhotoTitle}
        description={ITEM_DETAIL_TEXTS.deletePhotoDescription}
        onConfirm={async () => {
          if (draft && confirming) onChange({ deletedPhotos: [...draft.deletedPhotos, confirming.id] });
          setConfirming(null);
        }}
      />
    </Card>
  );
}
