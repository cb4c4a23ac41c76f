import { useState } from 'react';
import { type RecordedVote, type VoteResult, VOTE_TEXTS as T } from '@shortlist/contracts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { useVotes } from '../api/votes';

/** A vote's result: dots per item, who gave what once names show, vetoes with reasons, ties. */
export function VoteResults({
  result,
  onOverrule,
}: {
  result: VoteResult;
  /** The owner's overrule of a veto; absent for everyone else and in the record. */
  onOverrule?: (itemId: string, reason: string) => Promise<void>;
}) {
  const nameOf = (id: string) => result.items.find((i) => i.itemId === id)?.name ?? '';
  return (
    <div className="grid gap-2">
      {result.ties.map((t) => (
        <p key={t.rank} className="text-sm font-medium">
          {T.tie(t.itemIds.map(nameOf))}
        </p>
      ))}
      {result.leaderIds.length === 1 && (
        <p className="text-sm font-medium">{T.leader(nameOf(result.leaderIds[0]!))}</p>
      )}
      <ol className="grid gap-2" aria-label={T.results}>
        {result.items.map((item) => (
          <li key={item.itemId} aria-label={item.name} className="grid gap-1 rounded-md border p-2 text-sm">
            <div className="flex flex-wrap items-center gap-2">
              <span className="w-8 font-semibold tabular-nums">
                {item.rank === null ? '—' : `#${item.rank}`}
              </span>
              <span className="font-medium">{item.name}</span>
              <span className="tabular-nums" data-testid="vote-dots">
                {T.dots(item.dots)}
              </span>
              {item.agreedByEveryone && <Badge>{T.agreed}</Badge>}
              {item.split && (
                <Badge variant="outline" title={T.splitHint}>
                  {T.split}
                </Badge>
              )}
              {item.rank === null && <Badge variant="destructive">{T.outOfVote}</Badge>}
            </div>
            {item.givers && item.givers.length > 0 && (
              <p className="text-muted-foreground">{T.givers(item.givers)}</p>
            )}
            {item.vetoes.map((v, n) => (
              <div key={n} className="grid gap-1">
                <p>
                  <span className="font-medium">{T.vetoed}</span> {T.vetoedBy(v.by, v.reason)}
                </p>
                {v.overruled && (
                  <p className="text-muted-foreground">{T.overruledBy(v.overruled.by, v.overruled.reason)}</p>
                )}
              </div>
            ))}
            {onOverrule && item.vetoes.length > 0 && !item.vetoes[0]!.overruled && (
              <OverruleForm itemName={item.name} onSubmit={(reason) => onOverrule(item.itemId, reason)} />
            )}
          </li>
        ))}
      </ol>
      {!result.namesShown && <p className="text-xs text-muted-foreground">{T.namesHidden}</p>}
    </div>
  );
}

function OverruleForm({
  itemName,
  onSubmit,
}: {
  itemName: string;
  onSubmit: (reason: string) => Promise<void>;
}) {
  const [reason, setReason] = useState('');
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit(reason).catch((err: unknown) => toast.error(errorMessage(err)));
      }}
    >
      <label className="grid gap-1">
        <span className="text-xs">{T.overruleReason}</span>
        <Input
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          aria-label={`${T.overruleReason}: ${itemName}`}
          className="w-64"
        />
      </label>
      <Button size="sm" variant="outline" type="submit">
        {T.overrule}
      </Button>
    </form>
  );
}

/** Beside an item's score on the Decide tab: its dots in the folder's vote, or that a veto put it out. */
export function VoteBeside({
  folderId,
  itemId,
  recorded,
}: {
  folderId: string;
  itemId: string;
  /** A decided folder's record: the vote as it was at the choice, not the live one. */
  recorded?: RecordedVote | null;
}) {
  const { data } = useVotes(folderId);
  const result = recorded !== undefined ? recorded?.result : data?.vote?.result;
  const item = result?.items.find((i) => i.itemId === itemId);
  if (!item) return null;
  return (
    <Badge variant={item.rank === null ? 'destructive' : 'outline'} data-testid="vote-beside">
      {item.rank === null ? T.outOfVote : T.beside(item.dots)}
    </Badge>
  );
}

/** The vote a decision record keeps, and the votes it replaced. */
export function RecordedVoteSummary({
  vote,
  earlier,
}: {
  vote: RecordedVote | null | undefined;
  earlier: readonly RecordedVote[] | undefined;
}) {
  if (!vote && (!earlier || earlier.length === 0)) return null;
  return (
    <section aria-label={T.recordTitle} className="grid gap-2 rounded-lg border p-3">
      {vote && (
        <>
          <h2 className="text-sm font-semibold">{T.recordTitle}</h2>
          <p className="text-xs text-muted-foreground">
            {T.voteOf(new Date(vote.openedAt).toLocaleString())} ·{' '}
            {T.progress(vote.progress.voted, vote.progress.eligible)}
          </p>
          <VoteResults result={vote.result} />
        </>
      )}
      {earlier && earlier.length > 0 && (
        <details>
          <summary className="cursor-pointer text-sm text-muted-foreground">{T.recordHistory}</summary>
          {earlier.map((v) => (
            <div key={v.id} className="mt-2 grid gap-1">
              <p className="text-xs text-muted-foreground">
                {T.voteOf(new Date(v.openedAt).toLocaleString())}
              </p>
              <VoteResults result={v.result} />
            </div>
          ))}
        </details>
      )}
    </section>
  );
}
