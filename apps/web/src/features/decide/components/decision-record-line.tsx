import type { ReactNode } from 'react';
import { DECIDE_TEXTS as T, type DecisionRecord } from '@shortlist/contracts';
import { formatDate } from '@/lib/format';

/**
 * A decided folder's line, 'Decided: X on DATE' and the reason, with the actions of the page it stands on: the
 * folder page (a link to the record, reopen) and the Decide tab (live or recorded, export, print, reopen).
 */
export function DecisionRecordLine({ record, children }: { record: DecisionRecord; children: ReactNode }) {
  return (
    <section
      aria-label={T.title}
      className="flex flex-wrap items-center gap-3 rounded-lg border bg-muted/50 px-4 py-3"
    >
      <p className="font-semibold">{T.decided(record.itemName, formatDate(record.decidedAt))}</p>
      {record.reason && <p className="text-sm text-muted-foreground">{record.reason}</p>}
      <div className="flex flex-wrap gap-2 sm:ml-auto print:hidden">{children}</div>
    </section>
  );
}
