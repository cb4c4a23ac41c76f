import { type DragEvent, useRef, useState } from 'react';
import { ImagePlus, Trash2, Undo2 } from 'lucide-react';
import { ITEM_DETAIL_TEXTS, type Media } from '@shortlist/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { cn } from '@/lib/cn';
import type { Draft } from '@/features/item-detail/lib/draft';
import { isUnsaved } from '../api/capture';
import { EntryAction, PendingBadge } from './parts';

/**
 * Media: a grid of thumbnails, each opening the full photo. Photos are added with the button or dropped onto
 * the card (the page also takes pasted ones): staged until "Save Changes" in edit mode, saved at once outside
 * it. In edit mode photos are deleted after a confirmation, staged too.
 */
export function MediaCard({
  media,
  draft,
  onChange,
  onAddPhotos,
}: {
  media: Media[];
  draft: Draft | null;
  onChange(patch: Partial<Draft>): void;
  /** Absent: the viewer's role may not add photos. The page keeps only image files. */
  onAddPhotos?: (files: File[]) => void;
}) {
  const [enlarged, setEnlarged] = useState<{ url: string; name: string } | null>(null);
  const [confirming, setConfirming] = useState<Media | null>(null);
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const carriesFiles = (e: DragEvent<HTMLElement>) => [...e.dataTransfer.types].includes('Files');
  const dropTarget = onAddPhotos
    ? {
        onDragOver: (e: DragEvent<HTMLElement>) => {
          if (!carriesFiles(e)) return;
          e.preventDefault();
          e.dataTransfer.dropEffect = 'copy';
          setDragging(true);
        },
        onDragLeave: (e: DragEvent<HTMLElement>) => {
          if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setDragging(false);
        },
        onDrop: (e: DragEvent<HTMLElement>) => {
          if (!carriesFiles(e)) return;
          e.preventDefault();
          setDragging(false);
          onAddPhotos([...e.dataTransfer.files]);
        },
      }
    : {};
  const tile = 'relative aspect-square overflow-hidden rounded-md border bg-muted';
  const empty = media.length === 0 && (!draft || draft.newPhotos.length === 0);

  return (
    <Card
      {...dropTarget}
      data-testid="media-card"
      className={cn(dragging && 'border-primary ring-2 ring-primary/40')}
    >
      <CardHeader className="flex flex-row items-center justify-between gap-2">
        <CardTitle>{ITEM_DETAIL_TEXTS.media}</CardTitle>
        {onAddPhotos && (
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
                onAddPhotos([...(e.target.files ?? [])]);
                e.target.value = '';
              }}
            />
          </>
        )}
      </CardHeader>
      <CardContent>
        {dragging && (
          <p className="mb-3 text-sm font-medium text-primary">{ITEM_DETAIL_TEXTS.dropPhotosActive}</p>
        )}
        {empty && (
          <div className="grid gap-1">
            <p className="text-sm text-muted-foreground">{ITEM_DETAIL_TEXTS.noMedia}</p>
            {onAddPhotos && <p className="text-xs text-muted-foreground">{ITEM_DETAIL_TEXTS.dropPhotos}</p>}
          </div>
        )}
        {!empty && (
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
                      className={cn('size-full object-cover', (deleting || isUnsaved(m.id)) && 'opacity-40')}
                    />
                  </button>
                  {isUnsaved(m.id) && (
                    <div className="absolute inset-x-1 top-1">
                      <PendingBadge label={ITEM_DETAIL_TEXTS.unsaved} />
                    </div>
                  )}
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
