import { type DecisionRecord } from '@shortlist/contracts';
import { toCsv } from '@/lib/csv';

/** The recorded decision as CSV: one row per item, rank, score, status and each criterion's contribution. */
export function recordCsv(record: DecisionRecord): string {
  const weighted = record.criteria.filter((c) => (record.weights[c.id] ?? 0) > 0);
  const header = [
    'Rank',
    'Item',
    'Score',
    'Status',
    'Knocked out',
    ...weighted.map((c) => `${c.label} (weight ${record.weights[c.id]})`),
  ];
  const rows = record.ranking.map((r) => {
    const item = record.items.find((i) => i.id === r.itemId);
    return [
      r.rank,
      item?.name,
      r.score === null ? null : r.score.toFixed(1),
      item?.status,
      r.knockOuts.map((k) => k.reason).join('; '),
      ...weighted.map((c) => r.contributions.find((x) => x.criterionId === c.id)?.points.toFixed(1) ?? ''),
    ];
  });
  const title = [`Decided: ${record.itemName}`, record.decidedAt, record.decidedBy, record.reason ?? ''];
  return toCsv([title, header, ...rows]);
}
