import {
  ATTRIBUTE_TEXTS,
  type AttributeShape,
  bestInRow,
  COMPARE,
  formatAttributeValue,
  ITEM,
  ITEM_TEXTS,
  PUBLIC_LINK_TEXTS,
  type PublicItem,
} from '@shortlist/contracts';
import { cn } from '@/lib/cn';
import { formatPrice } from '@/lib/format';

type Attribute = PublicItem['attributes'][number];

/**
 * The attribute a row follows: the first item's, while every item that has it agrees on its type, unit and
 * preference; otherwise one with no preference (no highlight).
 */
function rowShape(attributes: readonly Attribute[]): AttributeShape {
  const first = attributes[0]!;
  const agree = attributes.every(
    (a) =>
      a.attributeType === first.attributeType && a.unit === first.unit && a.preference === first.preference,
  );
  return agree ? first : { ...first, preference: 'none' };
}

/** The places of the lowest price, when every priced item is in one currency. */
function bestPrices(items: readonly PublicItem[]): number[] {
  const priced = items.filter((i) => i.priceCents !== null);
  if (new Set(priced.map((i) => i.currency)).size > 1) return [];
  return bestInRow(
    { attributeType: 'number', preference: 'lower' },
    items.map((i) => (i.priceCents === null ? null : String(i.priceCents))),
  );
}

/**
 * The shared items side by side: price, the owner's rating, category, and every attribute by name with its
 * unit; each row's best value highlighted as its attribute prefers (price lower), as in the app's Compare.
 * Shown from the comparison's minimum of items up (every shared item, past the in-app maximum too).
 */
export function PublicComparisonTable({ items }: { items: PublicItem[] }) {
  if (items.length < COMPARE.minItems) return null;
  const attributeNames = [...new Set(items.flatMap((item) => item.attributes.map((a) => a.name)))];
  const rows: Array<{ label: string; cell(item: PublicItem): string; best?: number[] }> = [
    {
      label: ITEM_TEXTS.price,
      cell: (item) => formatPrice(item.priceCents, item.currency) ?? '-',
      best: bestPrices(items),
    },
    {
      label: PUBLIC_LINK_TEXTS.ownerRating,
      cell: (item) => (item.rating === null ? '-' : `${item.rating}/${ITEM.ratingMax}`),
    },
    { label: ITEM_TEXTS.category, cell: (item) => item.categoryName },
    ...attributeNames.map((name) => {
      const cells = items.map((item) => item.attributes.find((a) => a.name === name));
      const shape = rowShape(cells.filter((a): a is Attribute => a !== undefined));
      return {
        label: name,
        cell: (item: PublicItem) => {
          const attribute = item.attributes.find((a) => a.name === name);
          return (attribute && formatAttributeValue(attribute, attribute.value)) || '-';
        },
        best: bestInRow(
          shape,
          cells.map((a) => a?.value ?? null),
        ),
      };
    }),
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
                {items.map((item, index) => {
                  const best = row.best?.includes(index) ?? false;
                  return (
                    <td
                      key={item.id}
                      data-best={best || undefined}
                      className={cn(
                        'p-2',
                        best &&
                          'bg-emerald-50 font-semibold text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200',
                      )}
                    >
                      {row.cell(item)}
                      {best && <span className="sr-only"> ({ATTRIBUTE_TEXTS.bestInRow})</span>}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
