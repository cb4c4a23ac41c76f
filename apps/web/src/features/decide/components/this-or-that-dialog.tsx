import { useState } from 'react';
import {
  formatCents,
  ITEM,
  THIS_OR_THAT_TEXTS as T,
  type ThisOrThatAnswer,
  type ThisOrThatRound,
} from '@shortlist/contracts';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { useThisOrThatActions } from '../api/this-or-that';

type PairItem = ThisOrThatRound['items'][number];

/** "This or that": the reader ranks the folder's items two at a time, then may confirm suggested ratings. */
export function ThisOrThatLauncher({ folderId }: { folderId: string }) {
  const actions = useThisOrThatActions(folderId);
  const [round, setRound] = useState<ThisOrThatRound | null>(null);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [suggested, setSuggested] = useState<Record<string, number> | null>(null);

  const begin = () => {
    setBusy(true);
    setSuggested(null);
    actions
      .start()
      .then((r) => {
        setRound(r);
        setOpen(true);
      })
      .catch((e: unknown) => toast.error(errorMessage(e)))
      .finally(() => setBusy(false));
  };
  const answer = (choice: ThisOrThatAnswer) => {
    if (!round?.next) return;
    setBusy(true);
    actions
      .answer(round.next.leftId, round.next.rightId, choice)
      .then(setRound)
      .catch((e: unknown) => toast.error(errorMessage(e)))
      .finally(() => setBusy(false));
  };
  const byId = new Map(round?.items.map((i) => [i.id, i]));

  return (
    <>
      <Button size="sm" variant="outline" onClick={begin} disabled={busy}>
        {T.launch}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent title={T.title} description={T.intro} className="max-w-2xl">
          {round?.next && (
            <div className="grid gap-3">
              <h3 className="text-center text-lg font-semibold">{T.question}</h3>
              <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
                {[round.next.leftId, round.next.rightId].map((id) => (
                  <PairCard
                    key={id}
                    item={byId.get(id)!}
                    disabled={busy}
                    onPick={() => answer(id === round.next!.leftId ? 'left' : 'right')}
                  />
                ))}
              </div>
              <div className="flex flex-wrap justify-center gap-2">
                <Button variant="outline" disabled={busy} onClick={() => answer('same')}>
                  {T.same}
                </Button>
                <Button variant="ghost" disabled={busy} onClick={() => answer('skip')}>
                  {T.skip}
                </Button>
              </div>
              <p
                className="text-center text-sm text-muted-foreground"
                aria-live="polite"
                data-testid="tot-progress"
              >
                {T.progress(round.answers, round.budget)}
              </p>
            </div>
          )}
          {round && !round.next && (
            <div className="grid gap-3">
              <p className="font-medium" role="status">
                {round.order.every((o) => o.settled) ? T.done : T.stoppedAtBudget}
              </p>
              <p className="text-sm text-muted-foreground">
                {T.confidence(Math.round(round.confidence * 100))} · {T.progress(round.answers, round.budget)}
              </p>
              <ol className="grid gap-1" aria-label={T.yourOrder}>
                {round.order.map((o) => (
                  <li key={o.itemId} className="flex items-center gap-2 text-sm">
                    <span className="w-8 font-semibold tabular-nums">#{o.place}</span>
                    <span className="flex-1">{byId.get(o.itemId)?.name}</span>
                    {o.confidence !== null && (
                      <span className="text-xs text-muted-foreground">{o.settled ? T.sure : T.unsure}</span>
                    )}
                  </li>
                ))}
              </ol>
              {!suggested ? (
                <div className="flex flex-wrap gap-2">
                  <Button onClick={() => setSuggested(round.suggestedRatings)}>{T.suggest}</Button>
                  <Button variant="ghost" onClick={begin} disabled={busy}>
                    {T.restart}
                  </Button>
                </div>
              ) : (
                <SuggestedRatings
                  round={round}
                  ratings={suggested}
                  onChange={setSuggested}
                  onConfirm={async () => {
                    const n = await actions.saveRatings(suggested);
                    toast.success(T.ratingsSaved(n));
                    setOpen(false);
                  }}
                />
              )}
            </div>
          )}
        </DialogContent>
      </Dialog>
    </>
  );
}

function PairCard({ item, disabled, onPick }: { item: PairItem; disabled: boolean; onPick: () => void }) {
  return (
    <button
      type="button"
      disabled={disabled}
      onClick={onPick}
      aria-label={T.pick(item.name)}
      className="grid gap-2 rounded-lg border p-3 text-left hover:border-primary focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
    >
      {item.photoUrl ? (
        <img src={item.photoUrl} alt="" className="aspect-video w-full rounded object-cover" />
      ) : (
        <div className="flex aspect-video w-full items-center justify-center rounded bg-muted text-sm text-muted-foreground">
          {T.noPhoto}
        </div>
      )}
      <span className="font-semibold">{item.name}</span>
      <span className="text-sm">
        {item.priceCents === null ? T.noPrice : formatCents(item.priceCents, item.currency)}
      </span>
      {item.facts.length > 0 && (
        <ul className="text-sm text-muted-foreground">
          {item.facts.map((f) => (
            <li key={f.label}>
              {f.label}: {f.value}
            </li>
          ))}
        </ul>
      )}
    </button>
  );
}

function SuggestedRatings({
  round,
  ratings,
  onChange,
  onConfirm,
}: {
  round: ThisOrThatRound;
  ratings: Record<string, number>;
  onChange: (ratings: Record<string, number>) => void;
  onConfirm: () => Promise<void>;
}) {
  const [error, setError] = useState<string | null>(null);
  const name = (id: string) => round.items.find((i) => i.id === id)?.name ?? '';
  return (
    <form
      className="grid gap-2"
      aria-label={T.suggestedTitle}
      onSubmit={(e) => {
        e.preventDefault();
        setError(null);
        onConfirm().catch((err: unknown) => setError(errorMessage(err)));
      }}
    >
      <h3 className="font-semibold">{T.suggestedTitle}</h3>
      <p className="text-sm text-muted-foreground">{T.suggestedHint}</p>
      <ul className="grid gap-1">
        {round.order.map((o) => (
          <li key={o.itemId} className="flex items-center gap-2 text-sm">
            <span className="flex-1">{name(o.itemId)}</span>
            <Input
              type="number"
              min={ITEM.ratingMin}
              max={ITEM.ratingMax}
              step={1}
              className="w-20"
              aria-label={T.ratingFor(name(o.itemId))}
              value={ratings[o.itemId] ?? ''}
              onChange={(e) => onChange({ ...ratings, [o.itemId]: Math.trunc(Number(e.target.value)) })}
            />
          </li>
        ))}
      </ul>
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <div>
        <Button type="submit">{T.confirmRatings}</Button>
      </div>
    </form>
  );
}
