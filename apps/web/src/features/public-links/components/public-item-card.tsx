import { ExternalLink, Star } from 'lucide-react';
import { ITEM, PUBLIC_LINK_TEXTS, type PublicItem } from '@shortlist/contracts';
import { formatPrice } from '@/lib/format';

/** The link's site, or the link itself when it does not parse. */
function siteOf(url: string): string {
  try {
    return new URL(url).hostname;
  } catch {
    return url;
  }
}

/**
 * One shared item: its photos, name, price, the owner's rating, description, link and (when shared) notes.
 * `level`: its name's heading level, one below its section's (the shared folder's own items sit right under the
 * page's h1; a subfolder's under its h2).
 */
export function PublicItemCard({ item, level = 3 }: { item: PublicItem; level?: 2 | 3 }) {
  const price = formatPrice(item.priceCents, item.currency);
  const Name = level === 2 ? 'h2' : 'h3';
  const Notes = level === 2 ? 'h3' : 'h4';
  return (
    <article aria-label={item.name} className="grid content-start gap-2 rounded-lg border p-3">
      {item.photoUrls.length > 0 && (
        <div className="flex gap-2 overflow-x-auto">
          {item.photoUrls.map((url) => (
            <img key={url} src={url} alt="" className="h-32 w-auto rounded-md border object-cover" />
          ))}
        </div>
      )}
      <div className="flex items-baseline justify-between gap-2">
        <Name className="font-medium">{item.name}</Name>
        {price && <span className="text-sm font-medium">{price}</span>}
      </div>
      <div className="flex flex-wrap items-center gap-3 text-sm text-muted-foreground">
        <span>{item.categoryName}</span>
        {item.rating !== null && (
          <span className="inline-flex items-center gap-1">
            <Star className="size-3.5" aria-hidden />
            {item.rating}/{ITEM.ratingMax}
          </span>
        )}
        {item.sourceUrl && (
          <a
            href={item.sourceUrl}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className="inline-flex items-center gap-1 underline-offset-4 hover:underline"
          >
            <ExternalLink className="size-3.5" aria-hidden />
            {siteOf(item.sourceUrl)}
          </a>
        )}
      </div>
      {item.description && <p className="text-sm whitespace-pre-line">{item.description}</p>}
      {item.notes && item.notes.length > 0 && (
        <div className="grid gap-1 border-t pt-2">
          <Notes className="text-xs font-medium text-muted-foreground uppercase">
            {PUBLIC_LINK_TEXTS.notes}
          </Notes>
          {item.notes.map((note, index) => (
            <div key={index} className="text-sm">
              <p className="font-medium">{note.title}</p>
              {note.content && <p className="whitespace-pre-line">{note.content}</p>}
            </div>
          ))}
        </div>
      )}
    </article>
  );
}
