import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Download } from 'lucide-react';
import { ScrollHint } from '@/components/scroll-hint';
import {
  ATTRIBUTE_TEXTS,
  formatAttributeValue,
  COMPARE_SCREEN_TEXTS,
  COMPARE_TEXTS,
  type Comparison,
  type FolderMoney,
  ITEM,
  MONEY_TEXTS,
  amountText,
  ROLE_TEXTS,
  roleName,
} from '@shortlist/contracts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { formatPrice } from '@/lib/format';
import { convertedPrice } from '@/lib/money/converted';
import { bestPositions } from '@/features/compare/lib/best-value';
import { COMPARE_VIEW_TEXTS } from '@/features/compare/lib/compare-view-texts';
import { downloadCsv, toCsv } from '@/lib/csv';

type Cell = { text: ReactNode; best?: boolean; muted?: boolean; numeric?: boolean };

const personName = (p: { fullName: string | null; nickname: string | null }) =>
  p.fullName || p.nickname || COMPARE_TEXTS.unknown;
const formatAverage = (n: number) => n.toLocaleString(undefined, { maximumFractionDigits: 1 });

/**
 * The attributes table as CSV rows: items as columns; raw numbers (amounts in each item's currency, beside a
 * currency row; ratings), blanks for missing.
 */
export function attributesCsv(comparison: Comparison): string {
  const { items, attributes } = comparison;
  return toCsv([
    [COMPARE_TEXTS.attribute, ...items.map((i) => i.name)],
    [COMPARE_TEXTS.createdBy, ...items.map((i) => i.creatorName)],
    [COMPARE_TEXTS.price, ...items.map((i) => (i.priceCents === null ? null : amountText(i.priceCents)))],
    [MONEY_TEXTS.currency, ...items.map((i) => (i.priceCents === null ? null : i.currency))],
    [COMPARE_TEXTS.rating, ...items.map((i) => i.myRating)],
    // raw values, a number's unit in its row name ("Area (m2)")
    ...attributes.map((row) => [row.unit ? `${row.name} (${row.unit})` : row.name, ...row.values]),
  ]);
}

/** The Collaborative Ratings table as CSV rows, each person's role by its one name. */
export function ratingsCsv(comparison: Comparison): string {
  const members = comparison.collaborative?.members ?? [];
  return toCsv([
    [COMPARE_TEXTS.collaborator, ROLE_TEXTS.label, ...comparison.items.map((i) => i.name)],
    ...members.map((m) => [personName(m.user), roleName(m.role), ...m.ratings]),
    [COMPARE_TEXTS.average, '', ...(comparison.collaborative?.averages ?? [])],
  ]);
}

function ExportButton({ label, fileName, csv }: { label: string; fileName: string; csv: () => string }) {
  return (
    <Button variant="outline" size="sm" onClick={() => downloadCsv(fileName, csv())} aria-label={label}>
      <Download aria-hidden />
      {COMPARE_TEXTS.exportCsv}
    </Button>
  );
}

function TableShell({
  title,
  exportLabel,
  fileName,
  csv,
  head,
  rows,
  footer,
}: {
  title: string;
  exportLabel: string;
  fileName: string;
  csv: () => string;
  head: ReactNode[];
  rows: Array<{ key: string; label: ReactNode; cells: Cell[] }>;
  footer?: ReactNode;
}) {
  const headingId = `table-${fileName}`;
  return (
    <section aria-labelledby={headingId} className="grid gap-3 rounded-lg border bg-card p-4 shadow-xs">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold">
          {title}
        </h2>
        <ExportButton label={exportLabel} fileName={fileName} csv={csv} />
      </div>
      {/* two or more item columns beside the names are wider than a phone: say that the table scrolls */}
      {head.length > 2 && (
        <ScrollHint className="text-xs sm:hidden">{COMPARE_VIEW_TEXTS.scrollsSideways}</ScrollHint>
      )}
      {/* relative: the cells' visually hidden "(Best in this row)" labels are positioned against the scroll box, not
          the page (they made the page 470-830 px wide on a phone). Focusable: a keyboard scrolls it sideways
          when the table is wider than a phone (a table of text alone offers nothing else to focus) */}
      <div
        role="group"
        aria-labelledby={headingId}
        tabIndex={0}
        data-scroll-area=""
        className="relative overflow-x-auto rounded-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        <table className="w-full min-w-max border-collapse text-sm" aria-labelledby={headingId}>
          <thead>
            <tr className="border-b">
              {head.map((cell, index) => (
                <th
                  key={index}
                  scope="col"
                  className={cn(
                    'px-3 py-2 text-left align-bottom font-medium',
                    index > 0 ? 'min-w-36' : 'sticky left-0 z-10 bg-card',
                  )}
                >
                  {cell}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} className="border-b last:border-b-0">
                {/* the row names stay in view while the items scroll sideways */}
                <th
                  scope="row"
                  className="sticky left-0 z-10 bg-card px-3 py-2 text-left font-medium text-muted-foreground"
                >
                  {row.label}
                </th>
                {row.cells.map((cell, index) => (
                  <td
                    key={index}
                    data-best={cell.best || undefined}
                    className={cn(
                      'px-3 py-2',
                      // one alignment per column (left, like its header): right-aligned numbers in a wide
                      // column read as empty cells on a phone, and mixed with "Not rated" look ragged
                      cell.numeric && 'tabular-nums',
                      cell.muted && 'text-muted-foreground',
                      cell.best &&
                        'bg-emerald-50 font-semibold text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200',
                    )}
                  >
                    <span className="inline-flex items-center gap-1">
                      {cell.text}
                      {cell.best && <span className="sr-only"> ({ATTRIBUTE_TEXTS.bestInRow})</span>}
                    </span>
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {footer}
    </section>
  );
}

function Legend({ text }: { text: string }) {
  return (
    <p className="flex items-center gap-1.5 text-xs text-muted-foreground">
      <span
        className="inline-block size-3.5 shrink-0 rounded-sm border border-emerald-300 bg-emerald-50 dark:border-emerald-700 dark:bg-emerald-950"
        aria-hidden
      />
      {text}
    </p>
  );
}

/**
 * Items as columns ("Created by"), rows Price, Rating and one per attribute; each row's best value
 * highlighted as that row prefers (price lower, rating higher, attributes by their category's preference).
 * `itemMarker` adds to each column's head what another feature knows of the item (its price sparkline).
 */
export function AttributesTable({
  comparison,
  title,
  itemMarker,
  money,
}: {
  comparison: Comparison;
  title: string;
  itemMarker?: (itemId: string) => ReactNode;
  /** The folder's currency and rates, when the prices are in more than one currency. */
  money?: FolderMoney | undefined;
}) {
  const { items, attributes, folderId } = comparison;
  // lower is better; prices in different currencies are not set against each other here
  const oneCurrency = new Set(items.filter((i) => i.priceCents !== null).map((i) => i.currency)).size <= 1;
  const bestPrice = oneCurrency
    ? bestPositions(
        items.map((i) => i.priceCents),
        'min',
      )
    : new Set<number>();
  const bestRating = bestPositions(
    items.map((i) => i.myRating),
    'max',
  );
  const rows = [
    {
      key: 'price',
      label: COMPARE_TEXTS.price,
      cells: items.map((item, index) => {
        const price = formatPrice(item.priceCents, item.currency);
        const converted = convertedPrice(money, item.priceCents, item.currency);
        return {
          text: converted ? (
            <span className="grid">
              <span>{price}</span>
              <span className="text-xs text-muted-foreground">{converted}</span>
            </span>
          ) : (
            (price ?? COMPARE_TEXTS.noPrice)
          ),
          muted: !price,
          numeric: !!price,
          best: bestPrice.has(index),
        };
      }),
    },
    {
      key: 'rating',
      label: COMPARE_TEXTS.rating,
      cells: items.map((item, index) => ({
        text: item.myRating === null ? COMPARE_TEXTS.notRated : COMPARE_TEXTS.rated(item.myRating),
        muted: item.myRating === null,
        numeric: item.myRating !== null,
        best: bestRating.has(index),
      })),
    },
    // each row's best follows its attribute's preference (the server's `best`); no preference, no highlight
    ...attributes.map((row) => {
      const best = new Set(row.best);
      const numeric = row.attributeType === 'number';
      return {
        key: `attr-${row.name}`,
        label: row.name,
        cells: row.values.map((value, index) => ({
          text: value === null ? COMPARE_TEXTS.missing : formatAttributeValue(row, value),
          muted: value === null,
          numeric: numeric && value !== null,
          best: best.has(index),
        })),
      };
    }),
  ];
  return (
    <TableShell
      title={title}
      exportLabel={`${COMPARE_TEXTS.exportCsv}: ${title}`}
      fileName={COMPARE_TEXTS.csvFileName('attributes')}
      csv={() => attributesCsv(comparison)}
      head={[
        COMPARE_TEXTS.attribute,
        ...items.map((item) => (
          <span key={item.id} className="grid gap-0.5">
            <Link
              to={paths.item(item.folderId || folderId, item.id)}
              className="font-semibold hover:underline"
            >
              {item.name}
            </Link>
            <span className="text-xs font-normal text-muted-foreground">
              {COMPARE_TEXTS.createdBy} {item.creatorName}
            </span>
            {itemMarker?.(item.id)}
          </span>
        )),
      ]}
      rows={rows}
      footer={
        <>
          {attributes.length === 0 && (
            <p className="text-sm text-muted-foreground">{COMPARE_TEXTS.noAttributes}</p>
          )}
          <Legend text={ATTRIBUTE_TEXTS.compareLegend} />
        </>
      }
    />
  );
}

/** Rows are the people with access (their role's badge, named as Manage Access names it), columns the items; cells "n/ITEM.ratingMax" or "Not rated". */
export function CollaborativeRatingsTable({ comparison }: { comparison: Comparison }) {
  const { items, collaborative } = comparison;
  if (!collaborative) return null;
  const rows = [
    ...collaborative.members.map((member) => {
      const best = bestPositions(member.ratings, 'max');
      return {
        key: member.user.id,
        label: (
          <span className="inline-flex flex-wrap items-center gap-1.5 text-foreground">
            {personName(member.user)}
            {member.isViewer && <span className="text-muted-foreground">{COMPARE_TEXTS.you}</span>}
            <Badge variant={member.role === 'owner' ? 'default' : 'outline'}>{roleName(member.role)}</Badge>
          </span>
        ),
        cells: member.ratings.map((rating, index) => ({
          text: rating === null ? COMPARE_TEXTS.notRated : COMPARE_TEXTS.rated(rating),
          muted: rating === null,
          numeric: rating !== null,
          best: best.has(index),
        })),
      };
    }),
    (() => {
      const best = bestPositions(collaborative.averages, 'max');
      return {
        key: 'average',
        label: COMPARE_TEXTS.average,
        cells: collaborative.averages.map((avg, index) => ({
          text: avg === null ? COMPARE_TEXTS.missing : `${formatAverage(avg)}/${ITEM.ratingMax}`,
          muted: avg === null,
          numeric: avg !== null,
          best: best.has(index),
        })),
      };
    })(),
  ];
  return (
    <TableShell
      title={COMPARE_TEXTS.collaborativeRatings}
      exportLabel={`${COMPARE_TEXTS.exportCsv}: ${COMPARE_TEXTS.collaborativeRatings}`}
      fileName={COMPARE_TEXTS.csvFileName('ratings')}
      csv={() => ratingsCsv(comparison)}
      head={[COMPARE_TEXTS.collaborator, ...items.map((item) => item.name)]}
      rows={rows}
      footer={<Legend text={COMPARE_SCREEN_TEXTS.ratingsLegend} />}
    />
  );
}
