import { type DecisionRecord } from '@shortlist/contracts';

const cell = (v: string | number | null | undefined) => {
  if (v === null || v === undefined) return '';
  let text = String(v);
  // a text starting like a formula would run in a spreadsheet: make it plain text
  if (/^[=+\-@\t\r]/.test(text) && !/^-?\d+(\.\d+)?$/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

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
  return [title, header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
}

export function download(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
