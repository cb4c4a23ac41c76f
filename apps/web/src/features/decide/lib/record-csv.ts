import { DECIDE_TEXTS as T, type DecisionRecord, formatCents } from '@shortlist/contracts';
import { toCsv } from '@/lib/csv';
import { knockOutText } from './knock-out-text';

/**
 * The recorded decision as CSV, in the words the screen uses: a first line with the choice, date, who and why;
 * then one row per ranked item (rank, score, price, status and reason, why it was knocked out, the group's
 * average and spread, each counted criterion's points), then the rejected items with their reasons.
 */
export function recordCsv(record: DecisionRecord): string {
  const C = T.csvColumns;
  const weighted = record.criteria.filter((c) => (record.weights[c.id] ?? 0) > 0);
  const header = [
    C.rank,
    C.item,
    C.score,
    C.price,
    C.status,
    C.reason,
    C.knockedOut,
    C.average,
    C.spread,
    ...weighted.map((c) => C.weighted(c.label, record.weights[c.id]!)),
  ];
  const itemById = new Map(record.items.map((i) => [i.id, i]));
  const row = (itemId: string, r: DecisionRecord['ranking'][number] | undefined) => {
    const item = itemById.get(itemId);
    return [
      r?.rank ?? null,
      item?.name,
      r?.score == null ? null : r.score.toFixed(1),
      item?.priceCents == null ? null : formatCents(item.priceCents, item.currency),
      item ? T.statusLabels[item.status] : null,
      item?.statusReason ?? null,
      (r?.knockOuts ?? []).map((k) => knockOutText(record.criteria, k)).join('; '),
      item?.averageRating ?? null,
      item?.consensus?.spread ?? null,
      ...weighted.map((c) => r?.contributions.find((x) => x.criterionId === c.id)?.points.toFixed(1) ?? ''),
    ];
  };
  const ranked = new Set(record.ranking.map((r) => r.itemId));
  const rejected = record.items.filter((i) => !ranked.has(i.id) && i.status === 'rejected');
  const title = [T.csvDecided(record.itemName), record.decidedAt, record.decidedBy, record.reason ?? ''];
  return toCsv([
    title,
    header,
    ...record.ranking.map((r) => row(r.itemId, r)),
    ...rejected.map((i) => row(i.id, undefined)),
  ]);
}
