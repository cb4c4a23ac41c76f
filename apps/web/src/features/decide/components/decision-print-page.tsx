import { Link } from 'react-router';
import {
  DECIDE_ERRORS,
  DECIDE_TEXTS as T,
  type DecisionRecord,
  formatMoney,
  formatScore,
  MONEY,
} from '@shortlist/contracts';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { useDecision } from '../api/get-decision';
import { knockOutText } from '../lib/knock-out-text';

/**
 * The decision record as a clean page to print (the browser makes the PDF): the snapshot taken when the item was
 * chosen (ranking, weights, consensus, reasons), never recomputed.
 */
export function DecisionPrintPage({ folderId }: { folderId: string }) {
  const { data: view, error, isLoading } = useDecision(folderId, 'mine');
  if (isLoading) return <Spinner />;
  if (error || !view) return <p className="text-destructive">{errorMessage(error)}</p>;
  const record = view.decision;
  return (
    <article className="grid gap-6 print:gap-4">
      <div className="flex flex-wrap gap-2 print:hidden">
        <Button size="sm" variant="outline" asChild>
          <Link to={paths.decide(folderId)}>{T.backToDecide}</Link>
        </Button>
        {record && (
          <Button size="sm" onClick={() => window.print()}>
            {T.print}
          </Button>
        )}
      </div>
      <h1 className="text-2xl font-semibold">{T.printTitle(view.folder.name)}</h1>
      {record ? <RecordBody record={record} /> : <p>{DECIDE_ERRORS.notDecided}</p>}
    </article>
  );
}

function RecordBody({ record }: { record: DecisionRecord }) {
  const itemById = new Map(record.items.map((i) => [i.id, i]));
  const weighted = record.criteria.filter((c) => (record.weights[c.id] ?? 0) > 0);
  const reasons = record.items.filter((i) => i.statusReason);
  const shared = record.items.some((i) => i.consensus !== null) && record.members.length > 1;
  // the budget is in the folder's currency as it was when decided (older records: the old default)
  const currency = record.currency ?? MONEY.fallbackCurrency;
  return (
    <>
      <section className="grid gap-1">
        <p className="text-lg font-semibold">{T.decided(record.itemName, formatDate(record.decidedAt))}</p>
        <p className="text-sm">{T.decidedBy(record.decidedBy)}</p>
        {record.reason && <p>{record.reason}</p>}
        {record.budgetCents !== null && (
          <p className="text-sm">
            {T.budget}: {formatMoney(record.budgetCents, currency)}
          </p>
        )}
      </section>

      <section aria-label={T.ranking} className="grid gap-2">
        <h2 className="font-semibold">{T.ranking}</h2>
        <table className="w-full border-collapse text-sm">
          <thead>
            <tr className="border-b text-left">
              <th className="py-1 pr-2">#</th>
              <th className="pr-2">{T.itemColumn}</th>
              <th className="pr-2 text-right">{T.priceLabel}</th>
              <th className="pr-2 text-right">{T.score}</th>
              <th className="pr-2">{T.status}</th>
              <th>{T.knockedOut}</th>
            </tr>
          </thead>
          <tbody>
            {record.ranking.map((r) => {
              const item = itemById.get(r.itemId);
              return (
                <tr key={r.itemId} className="border-b align-top">
                  <td className="py-1 pr-2 tabular-nums">{r.rank ?? '—'}</td>
                  <td className="pr-2">{item?.name}</td>
                  <td className="pr-2 text-right tabular-nums">
                    {item?.priceCents == null ? '—' : formatMoney(item.priceCents, item.currency)}
                  </td>
                  <td className="pr-2 text-right tabular-nums">
                    {r.score === null ? '—' : formatScore(r.score)}
                  </td>
                  <td className="pr-2">{item ? T.statusLabels[item.status] : ''}</td>
                  <td>{r.knockOuts.map((k) => knockOutText(record.criteria, k, currency)).join('; ')}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </section>

      <section aria-label={T.weightsUsedLabel[record.weightsUsed]} className="grid gap-2">
        <h2 className="font-semibold">{T.weightsUsedLabel[record.weightsUsed]}</h2>
        <ul className="grid gap-0.5 text-sm sm:grid-cols-2">
          {weighted.map((c) => (
            <li key={c.id}>
              {c.label}: {Number(record.weights[c.id]!.toFixed(1))} ({T.directionLabels[c.direction]}
              {c.direction === 'target' && c.target !== null ? ` ${c.target}` : ''})
            </li>
          ))}
        </ul>
      </section>

      {shared && (
        <section aria-label={T.consensus} className="grid gap-2">
          <h2 className="font-semibold">{T.consensus}</h2>
          <table className="w-full border-collapse text-sm">
            <thead>
              <tr className="border-b text-left">
                <th className="py-1 pr-2">&nbsp;</th>
                {record.members.map((m) => (
                  <th key={m.userId} className="pr-2 text-right">
                    {m.name}
                  </th>
                ))}
                <th className="pr-2 text-right">{T.average}</th>
                <th className="pr-2 text-right">{T.spread}</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {record.items.map((i) => (
                <tr key={i.id} className="border-b">
                  <td className="py-1 pr-2">{i.name}</td>
                  {i.consensus?.ratings.map((r, n) => (
                    <td key={n} className="pr-2 text-right tabular-nums">
                      {r ?? '—'}
                    </td>
                  ))}
                  <td className="pr-2 text-right tabular-nums">{i.consensus?.average ?? '—'}</td>
                  <td className="pr-2 text-right tabular-nums">{i.consensus?.spread ?? '—'}</td>
                  <td>{i.consensus?.disagree ? T.disagree : ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}

      <section aria-label={T.reasons} className="grid gap-2">
        <h2 className="font-semibold">{T.reasons}</h2>
        {reasons.length === 0 ? (
          <p className="text-sm">{T.noReasons}</p>
        ) : (
          <ul className="text-sm">
            {reasons.map((i) => (
              <li key={i.id}>
                {i.name} ({T.statusLabels[i.status]}): {i.statusReason}
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
