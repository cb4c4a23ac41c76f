import { amountText, DECIDE_TEXTS as T, type DecisionRecord, MONEY } from '@shortlist/contracts';
import { toCsv } from '@/lib/csv';
import { knockOutText } from './knock-out-text';

/** Scores and points as the view sends them (to 0.01), without float noise such as 33.300000000000004. */
const hundredths = (n: number) => Math.round(n * 100) / 100;

/**
 * The recorded decision as CSV for a spreadsheet: a header row, then one row per ranked item (rank, score,
 * price, status and reason, why it was knocked out, the group's average and spread, each criterion's value as
 * stored with the points it earned beside it when it counted), then the rejected items. Numbers are plain
 * numbers (the price in its currency's units, the currency in its own column), dates ISO 8601; the chosen
 * item's row says when and by whom it was chosen.
 */
export function recordCsv(record: DecisionRecord): string {
  const C = T.csvColumns;
  const counts = (id: string) => (record.weights[id] ?? 0) > 0;
  // the price has its own two columns; every other criterion its value, and its points when it counted
  const columns = record.criteria.flatMap((c) => [
    ...(c.source === 'price' ? [] : [{ kind: 'value' as const, criterion: c }]),
    ...(counts(c.id) ? [{ kind: 'points' as const, criterion: c }] : []),
  ]);
  const header = [
    C.rank,
    C.item,
    C.score,
    C.price,
    C.currency,
    C.status,
    C.reason,
    C.knockedOut,
    C.average,
    C.spread,
    ...columns.map(({ kind, criterion: c }) =>
      kind === 'value' ? c.label : C.weighted(c.label, record.weights[c.id]!),
    ),
    C.decidedAt,
    C.decidedBy,
  ];
  const itemById = new Map(record.items.map((i) => [i.id, i]));
  const row = (itemId: string, r: DecisionRecord['ranking'][number] | undefined) => {
    const item = itemById.get(itemId);
    const chosen = itemId === record.itemId;
    return [
      r?.rank ?? null,
      item?.name,
      r?.score == null ? null : hundredths(r.score),
      item?.priceCents == null ? null : amountText(item.priceCents),
      item?.priceCents == null ? null : item.currency,
      item ? T.statusLabels[item.status] : null,
      item?.statusReason ?? (chosen ? record.reason : null),
      (r?.knockOuts ?? [])
        .map((k) => knockOutText(record.criteria, k, record.currency ?? MONEY.fallbackCurrency))
        .join('; '),
      item?.averageRating ?? null,
      item?.consensus?.spread ?? null,
      ...columns.map(({ kind, criterion: c }) => {
        if (kind === 'value') return item?.values[c.id] ?? null;
        const points = r?.contributions.find((x) => x.criterionId === c.id)?.points;
        return points === undefined ? null : hundredths(points);
      }),
      chosen ? record.decidedAt : null,
      chosen ? record.decidedBy : null,
    ];
  };
  const ranked = new Set(record.ranking.map((r) => r.itemId));
  const rejected = record.items.filter((i) => !ranked.has(i.id) && i.status === 'rejected');
  return toCsv([
    header,
    ...record.ranking.map((r) => row(r.itemId, r)),
    ...rejected.map((i) => row(i.id, undefined)),
  ]);
}
