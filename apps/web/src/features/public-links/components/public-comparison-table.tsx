import { COMPARE, ITEM, ITEM_TEXTS, PUBLIC_LINK_TEXTS, type PublicItem } from '@shortlist/contracts';
import { formatPrice } from '@/lib/format';

/**
 * The shared items side by side: price, the owner's rating, category, and every attribute by name; shown from
 * the comparison's minimum of items up (every shared item, past the in-app maximum too).
 */
export function PublicComparisonTable({ items }: { items: PublicItem[] }) {
  if (items.length < COMPARE.minItems) return null;
  const attributeNames = [...new Set(items.flatMap((item) => item.attributes.map((a) => a.name)))];
  const rows: Array<{ label: string; cell(item: PublicItem): string }> = [
    { label: ITEM_TEXTS.price, cell: (item) => formatPrice(item.priceCents, item.currency) ?? '-' },
    {
      label: PUBLIC_LINK_TEXTS.ownerRating,
      cell: (item) => (item.rating === null ? '-' : `${item.rating}/${ITEM.ratingMax}`),
    },
    { label: ITEM_TEXTS.category, cell: (item) => item.categoryName },
    ...attributeNames.map((name) => ({
      label: name,
      cell: (item: PublicItem) => item.attributes.find((a) => a.name === name)?.value ?? '-',
    })),
  ];
  return (
    <section aria-labelledby="public-compare" className="grid gap-2">
      <h2 id="public-compare" className="text-lg font-semibold">
        {PUBLIC_LINK_TEXTS.compareTitle}
      </h2>
      {/* focusable: a keyboard scrolls the table sideways on a phone (it holds nothing else to focus) */}
      <div
        role="group"
        aria-labelledby="public-compare"
        tabIndex={0}
        className="overflow-x-auto rounded-md border focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        <table className="w-full text-sm">
          <thead>
            <tr className="border-b bg-muted/50">
              <th scope="col" className="p-2 text-left" />
              {items.map((item) => (
                <th key={item.id} scope="col" className="p-2 text-left font-medium">
                  {item.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.label} className="border-b last:border-0">
                <th scope="row" className="p-2 text-left font-medium text-muted-foreground">
                  {row.label}
                </th>
                {items.map((item) => (
                  <td key={item.id} className="p-2">
                    {row.cell(item)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
