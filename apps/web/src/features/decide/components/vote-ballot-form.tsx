import { useState } from 'react';
import { type BallotInput, type Vote, VOTE_TEXTS as T, VOTES } from '@shortlist/contracts';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-client';

/** Ten dots to spread over the shortlist, and one veto with a reason; the caller's last ballot to start from. */
export function VoteBallotForm({
  vote,
  onCast,
}: {
  vote: Vote;
  onCast: (ballot: BallotInput) => Promise<void>;
}) {
  const [dots, setDots] = useState<Record<string, number>>(vote.myBallot?.dots ?? {});
  const [veto, setVeto] = useState<{ itemId: string; reason: string } | null>(
    vote.myBallot?.vetoes[0] ?? null,
  );
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const used = Object.values(dots).reduce((sum, n) => sum + n, 0);
  const left = VOTES.dotsPerPerson - used;
  const set = (itemId: string, n: number) =>
    setDots({ ...dots, [itemId]: Math.max(0, Math.min(VOTES.dotsPerPerson, Number.isFinite(n) ? n : 0)) });

  return (
    <form
      className="grid gap-2"
      aria-label={T.title}
      onSubmit={(e) => {
        e.preventDefault();
        setBusy(true);
        setError(null);
        onCast({ dots, vetoes: veto ? [veto] : [] })
          .catch((err: unknown) => setError(errorMessage(err)))
          .finally(() => setBusy(false));
      }}
    >
      <p className="text-sm font-medium" aria-live="polite">
        {T.dotsLeft(left)}
      </p>
      <ul className="grid gap-2">
        {vote.items.map((item) => {
          const n = dots[item.itemId] ?? 0;
          const vetoed = veto?.itemId === item.itemId;
          return (
            <li key={item.itemId} className="grid gap-1 rounded-md border p-2">
              <div className="flex flex-wrap items-center gap-2">
                <span className="min-w-32 flex-1 font-medium">{item.name}</span>
                <Button
                  type="button"
                  size="sm"
                  variant="outline"
                  aria-label={T.removeDot(item.name)}
                  disabled={n === 0}
                  onClick={() => set(item.itemId, n - 1)}
                >
                  −
                </Button>
                <Input
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={VOTES.dotsPerPerson}
                  step={1}
                  value={n}
                  aria-label={T.dotsLabel(item.name)}
                  onChange={(e) => set(item.itemId, Math.trunc(Number(e.target.value)))}
                  className="w-16 text-center"
                  disabled={vetoed}
                />
                <Button
                  type="button"
                  size="sm"
                  variant="outline"
                  aria-label={T.addDot(item.name)}
                  disabled={left <= 0 || vetoed}
                  onClick={() => set(item.itemId, n + 1)}
                >
                  +
                </Button>
                <Button
                  type="button"
                  size="sm"
                  variant={vetoed ? 'destructive' : 'ghost'}
                  aria-pressed={vetoed}
                  aria-label={vetoed ? `${T.withdrawVeto}: ${item.name}` : T.vetoLabel(item.name)}
                  onClick={() => {
                    if (vetoed) setVeto(null);
                    else {
                      setVeto({ itemId: item.itemId, reason: '' });
                      setDots({ ...dots, [item.itemId]: 0 });
                    }
                  }}
                >
                  {vetoed ? T.withdrawVeto : T.veto}
                </Button>
              </div>
              {vetoed && (
                <label className="grid gap-1 text-sm">
                  {T.vetoReason}
                  <Input
                    value={veto.reason}
                    maxLength={VOTES.vetoReasonMax}
                    aria-label={T.vetoReasonLabel(item.name)}
                    onChange={(e) => setVeto({ itemId: item.itemId, reason: e.target.value })}
                  />
                </label>
              )}
            </li>
          );
        })}
      </ul>
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <div>
        <Button type="submit" disabled={busy}>
          {vote.myBallot ? T.update : T.submit}
        </Button>
      </div>
    </form>
  );
}
