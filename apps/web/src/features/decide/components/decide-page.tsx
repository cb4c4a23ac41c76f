import {
  type ComponentProps,
  memo,
  useCallback,
  useDeferredValue,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { Link } from 'react-router';
import {
  type Criterion,
  type CriterionSettings,
  DECIDE_TEXTS as T,
  type DecisionItem,
  type DecisionView,
  MONEY_TEXTS,
  type RankedItem,
  rankOpenItems,
  type RecordedVote,
  type FolderRole,
  roleAllows,
} from '@shortlist/contracts';
import { CurrencyNotice } from '@/components/currency-notice';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/auth-context';
import { paths } from '@/config/paths';
import { useFolderMoney } from '@/lib/money/exchange-rates';
import { useDecideActions } from '../api/decide-actions';
import { useDecision } from '../api/get-decision';
import { useAutosave } from '../hooks/use-autosave';
import { settingsOf, withSettings } from '../lib/criterion-settings';
import { topPickOf } from '../lib/top-pick';
import { ConsensusStrips } from './consensus-strips';
import { ContributionLegend } from './contribution-legend';
import { CriterionRow } from './criterion-row';
import { DecisionRecordLine } from './decision-record-line';
import { ItemStatusForm } from './item-status-form';
import { centsToAmountInput } from '../lib/amount-input';
import { recordCsv } from '@/features/decide/lib/record-csv';
import { downloadCsv } from '@/lib/csv';
import { RankingRow } from './ranking-row';
import { useShowAll } from './show-all';
import { SaveState } from './save-state';
import { TopPickCard } from './top-pick-card';
import { WeightsSwitch } from './weights-switch';
import { ThisOrThatLauncher } from './this-or-that-dialog';
import { VotePanel } from './vote-panel';
import { RecordedVoteSummary, VoteBeside } from './vote-results';

/** The weights the page shows: the record's once decided, the group's, or mine with my edits over them. */
function shownWeights(
  view: DecisionView | undefined,
  weightsUsed: 'mine' | 'group',
  showLive: boolean,
  edits: Readonly<Record<string, number>>,
): Record<string, number> {
  if (!view) return {};
  if (view.decision && !showLive) return view.decision.weights;
  if (weightsUsed === 'group') return view.groupWeights ?? view.myWeights;
  return { ...view.myWeights, ...edits };
}

/** The folder's criteria with the settings edited but not yet saved over them. */
function shownCriteria(view: DecisionView | undefined, edits: Readonly<Record<string, CriterionSettings>>) {
  return (view?.criteria ?? []).map((c) => {
    const edit = edits[c.id];
    return edit ? withSettings(c, edit) : c;
  });
}

/**
 * The decision view of a folder: the top pick and why, the ranking, the criteria whose weights and settings
 * re-rank at once and save by themselves, the group's vote and consensus, and the record.
 */
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
  const [showRejected, setShowRejected] = useState(false);
  // a decided folder shows its record (the snapshot); the live ranking is one click away
  const [showLive, setShowLive] = useState(false);
  // the item whose "Choose this one" waits for its confirmation
  const [choosing, setChoosing] = useState<DecisionItem | null>(null);

  // weights and settings show as they are moved and save a moment later; a refusal puts the answer back
  const weightEdits = useAutosave<number>({
    save: actions.saveWeights,
    valueNow: (id) => view?.myWeights[id] ?? 0,
  });
  const settingEdits = useAutosave<CriterionSettings>({
    save: actions.saveCriteria,
    valueNow: (id) => {
      const c = view?.criteria.find((x) => x.id === id);
      return c ? settingsOf(c) : {};
    },
  });
  // the settings form starts again from what the screen shows after a refusal or an undo
  const [settingsUndoneAt, setSettingsUndoneAt] = useState(0);
  const settingsFormKey = settingEdits.status.state === 'refused' ? settingEdits.status.at : settingsUndoneAt;
  const undoSettings = useCallback(() => {
    settingEdits.undo();
    setSettingsUndoneAt(Date.now());
  }, [settingEdits]);

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
  const editable = weightsUsed === 'mine' && !frozen && canRate;
  // the slider answers at once; the ranking follows the edits in a render that a next move may interrupt
  const rankedWeightEdits = useDeferredValue(weightEdits.edits);
  const rankedSettingEdits = useDeferredValue(settingEdits.edits);
  const weights = useMemo(
    () => shownWeights(view, weightsUsed, showLive, weightEdits.edits),
    [view, weightsUsed, showLive, weightEdits.edits],
  );
  const rankedWeights = useMemo(
    () => shownWeights(view, weightsUsed, showLive, rankedWeightEdits),
    [view, weightsUsed, showLive, rankedWeightEdits],
  );
  const liveCriteria = useMemo(() => shownCriteria(view, settingEdits.edits), [view, settingEdits.edits]);
  const rankedCriteria = useMemo(() => shownCriteria(view, rankedSettingEdits), [view, rankedSettingEdits]);
  // the same scoring function as the server: moving a weight re-ranks at once
  const result = useMemo(() => {
    if (!view) return null;
    // decided: the ranking as it was recorded, never recomputed
    if (view.decision && !showLive)
      return { ranking: view.decision.ranking, winnerId: null, runnerUpId: null, winnerChange: null };
    return rankOpenItems({
      criteria: rankedCriteria,
      weights: rankedWeights,
      items: view.items,
      budgetCents: view.folder.budgetCents,
    });
  }, [view, rankedWeights, rankedCriteria, showLive]);

  if (isLoading) return <Spinner />;
  if (error || !view || !result) return <p className="text-destructive">{errorMessage(error)}</p>;

  const record = view.decision;
  const moves = firstMoves[weightsUsed] ?? [];
  const criteria = frozen && record ? record.criteria : liveCriteria;
  const items = frozen && record ? record.items : view.items;
  const members = frozen && record ? record.members : view.members;
  const itemById = new Map(items.map((i) => [i.id, i]));
  const rejected = items.filter((i) => i.status === 'rejected');
  const criterionLabel = (id: string) => criteria.find((c) => c.id === id)?.label ?? id;
  const pick = topPickOf(result.ranking, criteria, (id) => itemById.get(id)?.values, view.money.currency);
  const winnerChange = frozen
    ? undefined
    : result.winnerChange
      ? T.whatWouldChange(
          itemById.get(result.winnerChange.itemId)?.name ?? '',
          criterionLabel(result.winnerChange.criterionId),
          result.winnerChange.from,
          result.winnerChange.to,
        )
      : result.runnerUpId
        ? T.nothingWouldChange
        : null;
  // the quieter of the two saves is the older one: the line says what happened last
  const at = (s: { state: string; at?: number }) => s.at ?? 0;
  const lastSave =
    at(settingEdits.status) > at(weightEdits.status)
      ? { status: settingEdits.status, saved: T.criterionSaved, undo: undoSettings }
      : { status: weightEdits.status, saved: T.weightsSaved, undo: weightEdits.undo };

  const run = (p: Promise<unknown>, ok?: string) =>
    p.then(() => ok && toast.success(ok)).catch((e: unknown) => toast.error(errorMessage(e)));

  // grid-cols-1 (minmax(0, 1fr)) down to each criterion's row: an auto track grows to a row's min-content and
  // the page would run past a 375 px phone
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

      {pick && (
        <TopPickCard
          pick={pick}
          name={itemById.get(pick.itemId)?.name ?? ''}
          {...(winnerChange !== undefined ? { change: winnerChange } : {})}
        />
      )}

      <div className="flex flex-wrap items-center gap-3 print:hidden">
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
      </div>

      <section aria-label={T.ranking} className="grid gap-2">
        <div className="flex flex-wrap items-center gap-3">
          <h2 className="font-semibold">{T.ranking}</h2>
          <label className="ml-auto flex min-h-6 items-center gap-2 text-sm print:hidden">
            <input
              type="checkbox"
              className="size-4 accent-primary"
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
        <RankingList
          ranking={result.ranking}
          items={items}
          criteria={frozen && record ? record.criteria : rankedCriteria}
          weights={rankedWeights}
          money={view.money}
          folderId={view.folder.id}
          recordedVote={frozen && record ? { recorded: record.vote ?? null } : undefined}
          editable={!record && canEdit}
          weightsUsed={weightsUsed}
          onChoose={setChoosing}
        />
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
      </section>

      <section aria-label={T.criteria} className="grid grid-cols-1 gap-2 print:hidden">
        <div className="flex flex-wrap items-center justify-between gap-x-3">
          <h2 className="font-semibold">{T.criteria}</h2>
          <SaveState status={lastSave.status} saved={lastSave.saved} onUndo={lastSave.undo} />
        </div>
        {weightsUsed === 'group' && view.folder.groupLocked && (
          <p className="text-sm text-muted-foreground">{T.groupLocked}</p>
        )}
        <ul className="grid grid-cols-1 gap-x-8 md:grid-cols-2">
          {criteria.map((c) => (
            <CriterionRow
              key={c.id}
              criterion={c}
              unit={c.unit ?? (c.source === 'price' ? view.money.currency : null)}
              weight={weights[c.id] ?? 0}
              weightEditable={editable}
              onWeight={(value) => weightEdits.edit(c.id, value)}
              {...(!record && canEdit
                ? {
                    settings: {
                      onEdit: (settings: CriterionSettings) => settingEdits.edit(c.id, settings),
                      onSave: () => void settingEdits.flush(),
                      formKey: settingsFormKey,
                    },
                  }
                : {})}
            />
          ))}
        </ul>
        {canEdit && (
          <form
            key={view.folder.budgetCents ?? 'none'}
            className="flex flex-wrap items-end gap-2 pt-2"
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
      </section>

      {frozen && record ? (
        <RecordedVoteSummary vote={record.vote} earlier={record.earlierVotes} />
      ) : (
        (view.folder.isShared || view.folder.viewerIsOwner) && (
          <VotePanel folderId={folderId} role={role} items={view.items} />
        )
      )}

      {view.folder.isShared && (
        <section aria-label={T.consensus} className="grid gap-2">
          <h2 className="font-semibold">{T.consensus}</h2>
          <ConsensusStrips items={items} members={members} />
        </section>
      )}

      <ConfirmDialog
        open={choosing !== null}
        onOpenChange={(open) => !open && setChoosing(null)}
        title={choosing ? T.chooseTitle(choosing.name) : ''}
        description={T.chooseDescription}
        confirmLabel={T.chooseConfirm}
        busyLabel={T.choosing}
        confirmVariant="primary"
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

/**
 * The ranked rows, from the deferred weights and settings only: a moved slider repaints without rendering the
 * rows again, and the rows follow in the deferred render.
 */
const RankingList = memo(function RankingList({
  ranking,
  items,
  criteria,
  weights,
  money,
  folderId,
  recordedVote,
  editable,
  weightsUsed,
  onChoose,
}: {
  ranking: readonly RankedItem[];
  items: readonly DecisionItem[];
  criteria: readonly Criterion[];
  weights: Readonly<Record<string, number>>;
  money: DecisionView['money'];
  folderId: string;
  /** A recorded decision's vote, shown beside each row instead of the live one. */
  recordedVote: { recorded: RecordedVote | null } | undefined;
  editable: boolean;
  weightsUsed: 'mine' | 'group';
  onChoose(item: DecisionItem): void;
}) {
  const itemById = new Map(items.map((i) => [i.id, i]));
  const { shown, showAll } = useShowAll(ranking);
  return (
    <>
      <ol className="grid gap-2">
        {shown.map((r) => {
          const item = itemById.get(r.itemId)!;
          return (
            <RankingRow
              key={r.itemId}
              r={r}
              item={item}
              criteria={criteria}
              weights={weights}
              money={money}
              beside={<VoteBeside folderId={folderId} itemId={r.itemId} {...(recordedVote ?? {})} />}
              below={
                editable && <ItemStatusDetails folderId={folderId} item={item} weightsUsed={weightsUsed} />
              }
              {...(editable ? { onChoose } : {})}
            />
          );
        })}
      </ol>
      {showAll}
    </>
  );
});

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
