import { Pencil, Tag, Trash2 } from 'lucide-react';
import { CATEGORY, CATEGORY_TEXTS, FOLDER_TEXTS, type Category } from '@shortlist/contracts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatDate } from '@/lib/format';

/** A category card: attributes preview (5 then "+N more"), usage, date; edit and delete for its owner. */
export function CategoryCard({
  category,
  onEdit,
  onDelete,
}: {
  category: Category;
  onEdit(): void;
  onDelete(): void;
}) {
  const shown = category.attributes.slice(0, CATEGORY.cardAttributePreview);
  const hidden = category.attributes.length - shown.length;
  const headingId = `category-${category.id}-name`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col gap-3 rounded-lg border bg-card p-4 text-card-foreground shadow-xs"
    >
      <div className="flex items-start gap-2">
        <Tag className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
        <h2 id={headingId} className="min-w-0 flex-1 font-semibold leading-snug break-words">
          {category.name}
        </h2>
        {category.isOwned && (
          <div className="-mt-1 -mr-1 flex">
            <Button
              variant="ghost"
              size="icon"
              className="size-8"
              onClick={onEdit}
              aria-label={CATEGORY_TEXTS.edit(category.name)}
            >
              <Pencil aria-hidden />
            </Button>
            <Button
              variant="ghost"
              size="icon"
              className="size-8 text-destructive hover:text-destructive"
              onClick={onDelete}
              aria-label={CATEGORY_TEXTS.remove(category.name)}
            >
              <Trash2 aria-hidden />
            </Button>
          </div>
        )}
      </div>
      <p className="text-sm text-muted-foreground">{category.description}</p>
      {(category.isShared || !category.isOwned) && (
        <div>
          <Badge variant="accent">
            {category.isOwned ? CATEGORY_TEXTS.sharedCategory : CATEGORY_TEXTS.sharedWithYou}
          </Badge>
        </div>
      )}
      <div className="grid gap-2">
        <p className="text-xs font-medium text-muted-foreground">
          {CATEGORY_TEXTS.attributeCount(category.attributes.length)}
        </p>
        {category.attributes.length === 0 ? (
          <p className="text-sm text-muted-foreground">{CATEGORY_TEXTS.noAttributes}</p>
        ) : (
          <ul className="flex flex-wrap gap-1.5" aria-label={CATEGORY_TEXTS.attributes}>
            {shown.map((attribute) => (
              <li key={attribute.id}>
                <Badge variant="outline">{attribute.name}</Badge>
              </li>
            ))}
            {hidden > 0 && (
              <li>
                <Badge variant="secondary">{CATEGORY_TEXTS.moreAttributes(hidden)}</Badge>
              </li>
            )}
          </ul>
        )}
      </div>
      <p className="mt-auto flex flex-wrap justify-between gap-x-3 gap-y-1 pt-1 text-xs text-muted-foreground">
        <span>{CATEGORY_TEXTS.usedIn(category.usageCount)}</span>
        <span>{FOLDER_TEXTS.createdOn(formatDate(category.createdAt))}</span>
      </p>
    </article>
  );
}
