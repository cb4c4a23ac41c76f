import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CircleDashed, GripVertical, MessageSquare, Star } from 'lucide-react';
import {
  CAPTURE_TEXTS,
  COMMENT_TEXTS,
  FOLDER_TEXTS,
  formatAttributeValue,
  ITEM_TEXTS,
  type ItemCard as ItemCardData,
} from '@shortlist/contracts';
import { useMoveDraggable } from '@/components/dnd/move-dnd';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { MoveToMenu } from '@/components/dnd/move-to-menu';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { formatDate, formatPrice } from '@/lib/format';
import { PrivateItemBadge } from '@/components/private-item-badge';
import { UserAvatar } from '@/components/ui/user-avatar';
import { Badge } from '@/components/ui/badge';
import { ITEM_CARD_TEXTS } from '../lib/item-card-texts';

/**
 * An item card: photo first when there is one; the whole card opens the item (its "View Item" link stretches
 * over it, the handle, menu and checkbox sit above the stretch), its key facts, status and rank; draggable by
 * its handle onto folders. While selecting, the card does not open: a tick is what a click is for.
 */
export function ItemCard({
  item,
  selecting,
  selected,
  onSelectedChange,
  onMoveTo,
  priceMarker,
  marker,
  selectLabel,
  selectDisabled,
  rank = null,
}: {
  item: ItemCardData;
  /** The item's place in the folder's ranking; null: not ranked (or no ranking yet). */
  rank?: number | null;
  /** The checkbox's label when selecting for something other than deletion (comparison). */
  selectLabel?: string;
  /** The checkbox cannot be ticked (e.g. the comparison already has COMPARE.maxItems items). */
  selectDisabled?: boolean;
  /** Shown beside the price, e.g. a drop / rise since the previous price. */
  priceMarker?: ReactNode;
  /** A row under the price and rating, e.g. the item's status in the decision with its price sparkline. */
  marker?: ReactNode;
  /** Delete mode (folder owner): a checkbox instead of the drag handle. */
  selecting: boolean;
  selected: boolean;
  onSelectedChange(selected: boolean): void;
  /** Absent: the viewer's role may not move items. */
  onMoveTo?(): void;
}) {
  const {
    setNode: setDragNode,
    setHandle,
    handleAttributes,
    isDragging,
  } = useMoveDraggable(
    { kind: 'item', id: item.id, name: item.name, parentId: item.folderId },
    // a role that may not move items gets no handle to drag
    !onMoveTo,
  );
  const price = formatPrice(item.priceCents, item.currency);
  const headingId = `item-${item.id}-name`;

  return (
    <article
      ref={setDragNode}
      aria-labelledby={headingId}
      className={cn(
        'relative flex h-full flex-col overflow-hidden rounded-lg border bg-card text-card-foreground shadow-xs',
        !selecting && 'transition-shadow hover:border-primary/50 hover:shadow-md',
        isDragging && 'opacity-50',
        selected && 'border-primary ring-1 ring-primary',
      )}
    >
      {item.photoUrl && (
        <img
          src={item.photoUrl}
          alt=""
          loading="lazy"
          className="aspect-video w-full bg-muted object-cover"
        />
      )}
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex items-start gap-2">
          {selecting ? (
            <Checkbox
              className="relative z-10 mt-1"
              checked={selected}
              disabled={selectDisabled}
              onCheckedChange={(value) => onSelectedChange(value === true)}
              aria-label={selectLabel ?? FOLDER_TEXTS.selectForDeletion(item.name)}
            />
          ) : onMoveTo ? (
            <button
              type="button"
              ref={setHandle}
              {...handleAttributes}
              aria-label={FOLDER_TEXTS.dragHandle(item.name)}
              className="relative z-10 -my-0.5 -ml-1.5 flex size-7 shrink-0 cursor-grab touch-none items-center justify-center rounded-sm text-muted-foreground hover:text-foreground active:cursor-grabbing"
            >
              <GripVertical className="size-4" aria-hidden />
            </button>
          ) : null}
          <h3 id={headingId} className="min-w-0 flex-1 font-semibold leading-snug break-words">
            {item.name}
          </h3>
          {rank !== null && (
            <Badge
              variant="secondary"
              className="shrink-0 tabular-nums"
              title={ITEM_CARD_TEXTS.rankLabel(rank)}
            >
              <span aria-hidden>{ITEM_CARD_TEXTS.rank(rank)}</span>
              <span className="sr-only">{ITEM_CARD_TEXTS.rankLabel(rank)}</span>
            </Badge>
          )}
          {onMoveTo && (
            <span className="relative z-10">
              <MoveToMenu name={item.name} onMoveTo={onMoveTo} />
            </span>
          )}
        </div>
        <dl className="grid grid-cols-2 gap-2 text-sm">
          <div>
            <dt className="sr-only">{ITEM_TEXTS.sortPrice}</dt>
            <dd className={cn('font-semibold tabular-nums', !price && 'font-normal text-muted-foreground')}>
              {price ?? ITEM_TEXTS.noPrice}
              {/* a rise or drop needs a price to rise or drop from: never beside "No price set" */}
              {price && priceMarker}
            </dd>
          </div>
          <div className="text-right">
            <dt className="sr-only">{ITEM_TEXTS.yourRating}</dt>
            <dd className="inline-flex items-center gap-1 tabular-nums">
              {item.myRating !== null ? (
                <>
                  <Star className="size-4 fill-amber-400 text-amber-400" aria-hidden />
                  {ITEM_TEXTS.rating(item.myRating)}
                </>
              ) : (
                <span className="text-muted-foreground">{ITEM_TEXTS.notRatedByYou}</span>
              )}
            </dd>
          </div>
        </dl>
        {item.keyFacts.length > 0 && (
          // the item's key facts: the attributes the viewer weighs most in the decision, else the first
          <dl aria-label={ITEM_CARD_TEXTS.keyFactsLabel} className="grid gap-1 text-sm">
            {item.keyFacts.map((fact) => (
              <div key={fact.name} className="flex min-w-0 items-baseline justify-between gap-3">
                <dt className="min-w-0 truncate text-muted-foreground" title={fact.name}>
                  {fact.name}
                </dt>
                <dd className="min-w-0 text-right font-medium break-words">
                  {formatAttributeValue(fact, fact.value)}
                </dd>
              </div>
            ))}
          </dl>
        )}
        {item.isPrivate && <PrivateItemBadge />}
        {item.needsDetails && (
          <Badge
            variant="outline"
            className="w-fit gap-1 border-amber-500 text-amber-800 dark:text-amber-300"
            title={CAPTURE_TEXTS.needsDetailsHint}
          >
            <CircleDashed className="size-3" aria-hidden />
            {CAPTURE_TEXTS.needsDetails}
          </Badge>
        )}
        {marker}
        <div className="mt-auto flex items-center justify-between gap-2 text-xs text-muted-foreground">
          <span className="inline-flex min-w-0 items-center gap-1.5">
            <UserAvatar user={item.creator} />
            <span className="truncate">{item.creator?.nickname ?? ITEM_TEXTS.unknownUser}</span>
          </span>
          <span className="inline-flex shrink-0 items-center gap-2">
            {item.commentCount > 0 && (
              <span className="inline-flex items-center gap-0.5 tabular-nums">
                <MessageSquare className="size-3.5" aria-hidden />
                <span aria-hidden>{item.commentCount}</span>
                <span className="sr-only">{COMMENT_TEXTS.count(item.commentCount)}</span>
              </span>
            )}
            <time dateTime={item.createdAt}>{formatDate(item.createdAt)}</time>
          </span>
        </div>
        <Button asChild size="sm" variant="outline">
          <Link
            to={paths.item(item.folderId, item.id)}
            className={cn(!selecting && 'after:absolute after:inset-0 after:content-[""]')}
          >
            {ITEM_TEXTS.viewItem}
          </Link>
        </Button>
      </div>
    </article>
  );
}
