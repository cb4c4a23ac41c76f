import { CARD_LOOK } from '@/lib/ui-looks';
import { cx } from '@/lib/cx';
import { LoadingArea, Skeleton } from './skeleton';

const times = (count: number) => Array.from({ length: count }, (_, index) => index);

/**
 * A grid of cards loading (My Folders, Categories): the cards' grid and height, a title, a line and a row of
 * buttons each, so the page does not jump when they arrive.
 */
export function CardGridLoading({ label, count = 6 }: { label: string; count?: number }) {
  return (
    <LoadingArea label={label} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {times(count).map((index) => (
        <div key={index} aria-hidden className={cx(CARD_LOOK, 'grid gap-3 p-5')}>
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-4 w-1/2" />
          <div className="mt-2 flex gap-2">
            <Skeleton className="h-8 flex-1" />
            <Skeleton className="h-8 flex-1" />
          </div>
        </div>
      ))}
    </LoadingArea>
  );
}

/** A list of rows loading (notifications, the week's steps): a mark and two lines a row. */
export function RowsLoading({ label, count = 3 }: { label: string; count?: number }) {
  return (
    <LoadingArea label={label} className="grid gap-2">
      {times(count).map((index) => (
        <div key={index} aria-hidden className="flex items-start gap-3 rounded-md p-3">
          <Skeleton circle className="size-5 shrink-0" />
          <div className="grid flex-1 gap-2">
            <Skeleton className="h-4 w-3/4" />
            <Skeleton className="h-3 w-1/3" />
          </div>
        </div>
      ))}
    </LoadingArea>
  );
}

/** A card's content loading (a profile card): a few lines of text of the usual widths. */
export function LinesLoading({ label, lines = 3 }: { label: string; lines?: number }) {
  const widths = ['w-2/3', 'w-1/2', 'w-5/6', 'w-1/3'];
  return (
    <LoadingArea label={label} className="grid gap-2.5">
      {times(lines).map((index) => (
        <Skeleton key={index} className={cx('h-4', widths[index % widths.length])} />
      ))}
    </LoadingArea>
  );
}
