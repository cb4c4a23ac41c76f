import { type ComponentProps, useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import {
  DECIDE,
  DECIDE_TEXTS as T,
  type DecisionItem,
  type DecisionView,
  MONEY_TEXTS,
  PRICE_CRITERION,
  rankOpenItems,
  type FolderRole,
  roleAllows,
} from '@shortlist/contracts';
import { CurrencyNotice } from '@/components/currency-notice';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/auth-context';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { formatPrice } from '@/lib/format';
import { convertedPrice } from '@/lib/money/converted';
import { useFolderMoney } from '@/lib/money/exchange-rates';
import { useDecideActions } from '../api/decide-actions';
import { useDecision } from '../api/get-decision';
import { barColour, ContributionLegend } from './contribution-legend';
import { CriterionSettingsForm } from './criterion-settings-form';
import { DecisionRecordLine } from './decision-record-line';
import { ItemStatusForm } from './item-status-form';
import { centsToAmountInput } from '../lib/amount-input';
import { knockOutText } from '../lib/knock-out-text';
import { recordCsv } from '@/features/decide/lib/record-csv';
import { downloadCsv } from '@/lib/csv';
import { Sparkline } from './sparkline';
import { WeightsSwitch } from './weights-switch';
import { ThisOrThatLauncher } from './this-or-that-dialog';
import { VotePanel } from './vote-panel';
import { RecordedVoteSummary, VoteBeside } from './vote-results';

/** The decision view of a folder: weights that re-rank at once, the ranking, consensus, and the record. */
export function DecidePage({
  folderId,
  role,
}: {
  folderId: string;
  /** The reader's role in the folder: weights need `rate`, settings, statuses and choices `edit`. */
  role: FolderRole;
}) {
  const canRate = roleAllows(role, 'rate');
  const canEdit = roleAllows(role, 'edit');
  const { user } = useAuth();
  const [weightsUsed, setWeightsUsed] = useState<'mine' | 'group'>('mine');
  const { data: view, error, isLoading, isValidating } = useDecision(folderId, weightsUsed);
  const actions = useDecideActions(folderId);
  // prices in more than one currency: said so, with the folder's rates and who may set them
  const mixedCurrencies = (view?.money.currencies.length ?? 0) > 1;
  const { data: folderMoney } = useFolderMoney(mixedCurrencies ? folderId : undefined);
  // weights being moved, for the answer they were moved on (a new answer from the server replaces them)
  const [draft, setDraft] = useState<{ on: DecisionView; weights: Record<string, number> } | null>(null);
  const [showRejected, setShowRejected] = useState(false);
  // a decided folder shows its record (the snapshot); the live ranking is one click away
  const [showLive, setShowLive] = useState(false);
  const saveTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // the item whose "Choose this one" waits for its confirmation
  const [choosing, setChoosing] = useState<DecisionItem | null>(null);

  // "what moved since you last looked", as this visit first read it for each weighting. Marking the view seen
  // empties the server's list, and the read after it (a live event, a refocus) would take the block away while
  // it is being read: it stays until dismissed or the page is left. Only a read answered now counts, not one
  // the cache kept from an earlier visit.
  const [firstMoves, setFirstMoves] = useState<Partial<Record<'mine' | 'group', DecisionView['moves']>>>({});
  if (view && !isValidating && firstMoves[weightsUsed] === undefined) {
    setFirstMoves({ ...firstMoves, [weightsUsed]: view.moves });
  }
  const movesKept = firstMoves[weightsUsed] !== undefined;
  // once read, what is shown was seen: the next visit lists only what moves after this one. Marked after the
  // fresh read, so the mark cannot overtake the read that says what moved.
  useEffect(() => {
    if (movesKept) void actions.markSeen(weightsUsed).catch(() => undefined);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [folderId, weightsUsed, movesKept]);

  const frozen = !!view?.decision && !showLive;
  const weights = useMemo(() => {
    if (!view) return {};
    if (view.decision && !showLive) return view.decision.weights;
    if (draft && draft.on === view) return draft.weights;
    return weightsUsed === 'group' ? (view.groupWeights ?? view.myWeights) : view.myWeights;
  }, [draft, view, weightsUsed, showLive]);
  // the same scoring function as the server: moving a weight re-ranks at once
  const result = useMemo(() => {
    if (!view) return null;
    // decided: the ranking as it was recorded, never recomputed
    if (view.decision && !showLive)
      return { ranking: view.decision.ranking, winnerId: null, runnerUpId: null, winnerChange: null };
    return rankOpenItems({
      criteria: view.criteria,
      weights,
      items: view.items,
      budgetCents: view.folder.budgetCents,
    });
  }, [view, weights, showLive]);

  if (isLoading) return <Spinner />;
  if (error || !view || !result) return <p className="text-destructive">{errorMessage(error)}</p>;

  const record = view.decision;
  const moves = firstMoves[weightsUsed] ?? [];
  const criteria = frozen && record ? record.criteria : view.criteria;
  const items = frozen && record ? record.items : view.items;
  const members = frozen && record ? record.members : view.members;
  const itemById = new Map(items.map((i) => [i.id, i]));
  const rejected = items.filter((i) => i.status === 'rejected');
  const criterionLabel = (id: string) => criteria.find((c) => c.id === id)?.label ?? id;
  const editable = weightsUsed === 'mine' && !frozen && canRate;
  // a missing value is marked where it costs the item points: on a criterion that counts (weight above 0)
  const missingCounted = (contributions: ReadonlyArray<{ criterionId: string; missing: boolean }>) =>
    contributions.filter((c) => c.missing && (weights[c.criterionId] ?? 0) > 0);

  const moveWeight = (id: string, value: number) => {
    setDraft({ on: view, weights: { ...weights, [id]: value } });
    clearTimeout(saveTimer.current);
    saveTimer.current = setTimeout(() => {
      actions.saveWeights({ [id]: value }).catch((e: unknown) => toast.error(errorMessage(e)));
    }, 400);
  };
  const run = (p: Promise<unknown>, ok?: string) =>
    p.then(() => ok && toast.success(ok)).catch((e: unknown) => toast.error(errorMessage(e)));

  // grid-cols-1 (minmax(0, 1fr)) down to each criterion's row: an auto track grew to the row's 361 px
  // min-content and the page ran past a 375 px phone
  return (
    <div className="grid grid-cols-1 gap-6">
      {/* which folder this is: the page is reached by URL too */}
      <p className="-mt-3 text-muted-foreground">{T.ofFolder(view.folder.name)}</p>
      {record && (
        <DecisionRecordLine record={record}>
          <Button size="sm" variant="ghost" onClick={() => setShowLive(!showLive)}>
            {showLive ? T.showRecorded : T.showLive}
          </Button>
          <Button
            size="sm"
            variant="outline"
            onClick={() => downloadCsv(`decision-${view.folder.name}.csv`, recordCsv(record))}
          >
            {T.exportCsv}
          </Button>
          <Button size="sm" variant="outline" asChild>
            <Link to={paths.decidePrint(view.folder.id)}>{T.printable}</Link>
          </Button>
          {canEdit && (
            <Button size="sm" variant="outline" onClick={() => void run(actions.reopen(), T.reopened)}>
              {T.reopen}
            </Button>
          )}
        </DecisionRecordLine>
      )}

      {moves.length > 0 && (
        <section aria-label={T.movedTitle} className="rounded-lg border p-3 print:hidden">
          <div className="flex items-start justify-between gap-2">
            <h2 className="text-sm font-semibold">{T.movedTitle}</h2>
            <Button
              size="sm"
              variant="ghost"
              className="-mt-1 -mr-1"
              onClick={() => setFirstMoves({ ...firstMoves, [weightsUsed]: [] })}
            >
              {T.movedDismiss}
            </Button>
          </div>
          <ul className="text-sm">
            {moves.map((m) => (
              <li key={m.itemId}>{T.moved(m.name, m.fromRank, m.toRank, m.priceChangePct, m.fromOut)}</li>
            ))}
          </ul>
        </section>
      )}

      {mixedCurrencies && (
        <div className="print:hidden">
          <CurrencyNotice
            money={folderMoney}
            messages={[
              MONEY_TEXTS.mixedDecide(view.money.currencies, view.money.currency),
              ...(view.money.missingRates.length > 0
                ? [MONEY_TEXTS.missingRates(view.money.missingRates, view.money.currency)]
                : []),
            ]}
          />
        </div>
      )}

      <div className="flex flex-wrap items-end gap-3 print:hidden">
        <WeightsSwitch
          value={weightsUsed}
          onChange={setWeightsUsed}
          isShared={view.folder.isShared}
          isPremium={user?.isPremium === true}
        />
        {canRate && !frozen && <ThisOrThatLauncher folderId={folderId} />}
        {view.folder.isShared && view.folder.viewerIsOwner && (
          <Button
            size="sm"
            variant="ghost"
            onClick={() => void run(actions.lockGroup(!view.folder.groupLocked))}
          >
            {view.folder.groupLocked ? T.unlockGroup : T.lockGroup}
          </Button>
        )}
        {canEdit && (
          <form
            key={view.folder.budgetCents ?? 'none'}
            className="flex items-end gap-2"
            onSubmit={(e) => {
              e.preventDefault();
              const value = new FormData(e.currentTarget).get('budget');
              void run(actions.saveBudget(typeof value === 'string' ? value : ''));
            }}
          >
            <label className="grid gap-1 text-sm">
              {T.budget}
              <Input
                name="budget"
                defaultValue={centsToAmountInput(view.folder.budgetCents)}
                placeholder={T.budgetPlaceholder}
                className="w-32"
              />
            </label>
            <Button size="sm" type="submit" variant="outline">
              {T.saveBudget}
            </Button>
          </form>
        )}
      </div>

      {frozen && record ? (
        <RecordedVoteSummary vote={record.vote} earlier={record.earlierVotes} />
      ) : (
        (view.folder.isShared || view.folder.viewerIsOwner) && (
          <VotePanel folderId={folderId} role={role} items={view.items} />
        )
      )}

      <section aria-label={T.criteria} className="grid grid-cols-1 gap-2 print:hidden">
        <h2 className="font-semibold">{T.criteria}</h2>
        {weightsUsed === 'group' && view.folder.groupLocked && (
          <p className="text-sm text-muted-foreground">{T.groupLocked}</p>
        )}
        <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
          {criteria.map((c) => (
            <div key={c.id} className="grid grid-cols-1 gap-1">
              <label className="flex items-center gap-3 text-sm">
                <span className="w-44 truncate">
                  {c.label}
                  {c.unit && <span className="text-muted-foreground"> ({c.unit})</span>}
                </span>
                <input
                  type="range"
                  min={DECIDE.weightMin}
                  max={DECIDE.weightMax}
                  step={1}
                  value={Math.round(weights[c.id] ?? 0)}
                  disabled={!editable}
                  aria-label={`${T.weight}: ${c.label}`}
                  onChange={(e) => moveWeight(c.id, Number(e.target.value))}
                  className="flex-1"
                />
                <span className="w-8 text-right tabular-nums">{Number((weights[c.id] ?? 0).toFixed(1))}</span>
              </label>
              {!record && canEdit && (
                <details className="ml-2 text-sm">
                  <summary className="cursor-pointer text-muted-foreground">
                    {T.criterionSettings(c.label)}
                  </summary>
                  <CriterionSettingsForm
                    key={JSON.stringify(c)}
                    criterion={c}
                    onSave={(settings) => run(actions.saveCriterion(c.id, settings), T.criterionSaved)}
                  />
                </details>
              )}
            </div>
          ))}
        </div>
      </section>

      <section aria-label={T.ranking} className="grid gap-2">
        <div className="flex flex-wrap items-center gap-3">
          <h2 className="font-semibold">{T.ranking}</h2>
          <label className="ml-auto flex items-center gap-2 text-sm print:hidden">
            <input
              type="checkbox"
              checked={showRejected}
              onChange={(e) => setShowRejected(e.target.checked)}
            />
            {T.showRejected}
          </label>
        </div>
        <ContributionLegend criteria={criteria} weights={weights} />
        {result.ranking.length === 0 && (
          <p className="text-sm text-muted-foreground">{items.length === 0 ? T.noItems : T.allRejected}</p>
        )}
        <ol className="grid gap-2">
          {result.ranking.map((r) => {
            const item = itemById.get(r.itemId)!;
            const out = r.rank === null;
            return (
              <li
                key={r.itemId}
                aria-label={item.name}
                className={cn('grid gap-1 rounded-lg border p-3', out && 'opacity-60')}
              >
                <div className="flex flex-wrap items-center gap-2">
                  <span className="w-8 font-semibold tabular-nums">{out ? '—' : `#${r.rank}`}</span>
                  <span className="font-medium">{item.name}</span>
                  {item.priceCents !== null && (
                    <span className="text-sm text-muted-foreground">
                      {formatPrice(item.priceCents, item.currency)}
                      {convertedPrice(view.money, item.priceCents, item.currency) && (
                        <span className="ml-1 text-xs">
                          ({convertedPrice(view.money, item.priceCents, item.currency)})
                        </span>
                      )}
                    </span>
                  )}
                  <Sparkline prices={item.priceHistory} label={T.sparklineLabel(item.name)} />
                  {item.goodDeal && <Badge title={T.goodDealHint}>{T.goodDeal}</Badge>}
                  {item.consensus?.disagree && <Badge variant="destructive">{T.disagree}</Badge>}
                  {item.consensus?.notRatedByOthers && <Badge variant="outline">{T.notRatedByOthers}</Badge>}
                  {item.status !== 'considering' && (
                    <Badge variant="outline">{T.statusLabels[item.status]}</Badge>
                  )}
                  <span className="ml-auto" />
                  <VoteBeside
                    folderId={folderId}
                    itemId={r.itemId}
                    {...(frozen && record ? { recorded: record.vote ?? null } : {})}
                  />
                  <span className="tabular-nums" data-testid="score">
                    {out ? T.knockedOut : r.score!.toFixed(1)}
                  </span>
                  {!record && !out && canEdit && (
                    <Button
                      size="sm"
                      variant="outline"
                      className="print:hidden"
                      onClick={() => setChoosing(item)}
                    >
                      {T.choose}
                    </Button>
                  )}
                </div>
                {!out && (
                  <div className="flex h-2 overflow-hidden rounded bg-muted" aria-hidden>
                    {r.contributions
                      .filter((c) => c.points > 0)
                      .map((c) => (
                        <div
                          key={c.criterionId}
                          title={`${criterionLabel(c.criterionId)}: ${c.points.toFixed(1)}`}
                          className={barColour(criteria, weights, c.criterionId)}
                          style={{ width: `${c.points}%` }}
                        />
                      ))}
                  </div>
                )}
                {!out && item.leftOut?.includes(PRICE_CRITERION) && (
                  <p className="text-xs text-amber-800 dark:text-amber-200">
                    {MONEY_TEXTS.leftOut(item.currency, view.money.currency)}
                  </p>
                )}
                {!out && missingCounted(r.contributions).length > 0 && (
                  <p className="text-xs text-muted-foreground">
                    {missingCounted(r.contributions)
                      .map((c) => T.missingMarked(criterionLabel(c.criterionId)))
                      .join(' · ')}
                  </p>
                )}
                {out && (
                  <ul className="text-sm text-muted-foreground">
                    {r.knockOuts.map((k) => (
                      <li key={k.criterionId + k.reason}>{knockOutText(criteria, k, view.money.currency)}</li>
                    ))}
                  </ul>
                )}
                {!record && canEdit && (
                  <ItemStatusDetails folderId={view.folder.id} item={item} weightsUsed={weightsUsed} />
                )}
              </li>
            );
          })}
        </ol>
        {showRejected && rejected.length > 0 && (
          <ul aria-label={T.statusLabels.rejected} className="grid gap-2">
            {rejected.map((item) => (
              <li
                key={item.id}
                aria-label={item.name}
                className="grid gap-1 rounded-lg border border-dashed p-3 opacity-60"
              >
                <div className="flex flex-wrap items-center gap-2">
                  <span className="w-8 font-semibold">—</span>
                  <span className="font-medium">{item.name}</span>
                  <span className="text-sm text-muted-foreground">{T.rejectedReason(item.statusReason)}</span>
                </div>
                {!record && canEdit && (
                  <ItemStatusDetails folderId={view.folder.id} item={item} weightsUsed={weightsUsed} />
                )}
              </li>
            ))}
          </ul>
        )}
        <p className="text-sm text-muted-foreground">
          {result.winnerChange
            ? T.whatWouldChange(
                itemById.get(result.winnerChange.itemId)?.name ?? '',
                criterionLabel(result.winnerChange.criterionId),
                result.winnerChange.from,
                result.winnerChange.to,
              )
            : result.runnerUpId
              ? T.nothingWouldChange
              : null}
        </p>
      </section>

      {view.folder.isShared && (
        <section aria-label={T.consensus} className="grid gap-2 overflow-x-auto">
          <h2 className="font-semibold">{T.consensus}</h2>
          <table className="text-sm [&_td]:px-2 [&_td]:whitespace-nowrap [&_th]:px-2 [&_th]:whitespace-nowrap">
            <thead>
              <tr>
                <th className="text-left">&nbsp;</th>
                {members.map((m) => (
                  <th key={m.userId} className="text-right">
                    {m.name}
                  </th>
                ))}
                <th className="text-right">{T.average}</th>
                <th className="text-right">{T.spread}</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {items.map((i) => (
                <tr key={i.id}>
                  <th className="min-w-28 text-left font-normal whitespace-normal!">{i.name}</th>
                  {i.consensus!.ratings.map((r, n) => (
                    <td key={n} className="text-right tabular-nums">
                      {r ?? '—'}
                    </td>
                  ))}
                  <td className="text-right tabular-nums">{i.consensus!.average ?? '—'}</td>
                  <td className="text-right tabular-nums">{i.consensus!.spread ?? '—'}</td>
                  <td className="pl-2">
                    {i.consensus!.disagree && <Badge variant="destructive">{T.disagree}</Badge>}
                    {i.consensus!.notRatedByOthers && <Badge variant="outline">{T.notRatedByOthers}</Badge>}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}

      <ConfirmDialog
        open={choosing !== null}
        onOpenChange={(open) => !open && setChoosing(null)}
        title={choosing ? T.chooseTitle(choosing.name) : ''}
        description={T.chooseDescription}
        confirmLabel={T.chooseConfirm}
        busyLabel={T.choosing}
        confirmVariant="default"
        onConfirm={async () => {
          if (!choosing) return;
          const { id, status, statusReason } = choosing;
          try {
            await actions.setStatus(id, 'chosen', weightsUsed);
          } catch (e) {
            toast.error(errorMessage(e));
            return;
          }
          // moving the chosen item back to the status it had reopens the decision and restores the item's
          // status and reason in one step (reopening alone would leave it shortlisted without its reason)
          toast.undoable(T.decisionRecorded, {
            label: T.undo,
            onClick: () =>
              void run(actions.setStatus(id, status, weightsUsed, statusReason ?? undefined), T.reopened),
          });
        }}
      />
    </div>
  );
}

/** The item's status, reason and target price, folded under each ranking row (never printed). */
function ItemStatusDetails(props: ComponentProps<typeof ItemStatusForm>) {
  const { item } = props;
  return (
    <details className="text-sm print:hidden">
      <summary className="cursor-pointer text-muted-foreground">{T.itemDecision}</summary>
      <ItemStatusForm key={`${item.status}-${item.statusReason}-${item.targetPriceCents}`} {...props} />
    </details>
  );
}
