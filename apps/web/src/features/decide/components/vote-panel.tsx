import { useState } from 'react';
import { type DecisionItem, type FolderRole, VOTE_TEXTS as T, VOTES } from '@shortlist/contracts';
import { UpgradePromptDialog } from '@/components/upgrade-prompt-dialog';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useVoteActions, useVotes } from '../api/votes';
import { VoteBallotForm } from './vote-ballot-form';
import { VoteResults } from './vote-results';

/** The Decide tab's dot vote: open one (the owner), vote, watch the tally, reveal, close, remind, overrule. */
export function VotePanel({
  folderId,
  role,
  items,
}: {
  folderId: string;
  role: FolderRole;
  /** The folder's items, to choose a vote's shortlist from. */
  items: readonly DecisionItem[];
}) {
  const { data } = useVotes(folderId);
  const actions = useVoteActions(folderId);
  const [opening, setOpening] = useState(false);
  const [upgrade, setUpgrade] = useState<string | null>(null);
  const vote = data?.vote ?? null;
  const isOwner = role === 'owner';
  const run = (p: Promise<unknown>, ok?: string) =>
    p
      .then(() => ok && toast.success(ok))
      .catch((e: unknown) => {
        if (e instanceof ApiError && e.code === 'PREMIUM_REQUIRED') setUpgrade(e.message);
        else toast.error(errorMessage(e));
      });
  const waiting = vote?.voters.filter((v) => !v.voted).map((v) => v.name) ?? [];

  return (
    <section aria-label={T.title} className="grid gap-3 rounded-lg border p-3 print:hidden">
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="font-semibold">{T.title}</h2>
        {vote && (
          <span className="text-sm text-muted-foreground" data-testid="vote-progress">
            {T.progress(vote.progress.voted, vote.progress.eligible)}
            {vote.closesAt && vote.isOpen && ` · ${T.closesAtLine(new Date(vote.closesAt).toLocaleString())}`}
            {!vote.isOpen && ` · ${T.closedLine}`}
          </span>
        )}
        {isOwner && (
          <Button size="sm" variant="outline" className="ml-auto" onClick={() => setOpening(true)}>
            {vote ? T.newVote : T.open}
          </Button>
        )}
      </div>
      {!vote && <p className="text-sm text-muted-foreground">{T.intro}</p>}
      {vote && (
        <>
          {vote.isOpen && waiting.length > 0 && (
            <p className="text-sm text-muted-foreground">{T.waitingFor(waiting)}</p>
          )}
          {vote.canVote && (
            <VoteBallotForm
              key={`${vote.id}-${JSON.stringify(vote.myBallot)}`}
              vote={vote}
              onCast={async (ballot) => {
                await actions.cast(ballot);
                toast.success(T.cast);
              }}
            />
          )}
          {vote.result ? (
            <VoteResults result={vote.result} onOverrule={isOwner ? actions.overrule : undefined} />
          ) : (
            <p className="text-sm text-muted-foreground">
              {vote.canVote ? T.hiddenUntilYouVote : T.hiddenForViewers}
            </p>
          )}
          {vote.canManage && (
            <div className="flex flex-wrap gap-2">
              {!vote.revealedAt && (
                <Button size="sm" variant="outline" onClick={() => void run(actions.reveal())}>
                  {T.reveal}
                </Button>
              )}
              {vote.isOpen && (
                <>
                  <Button size="sm" variant="outline" onClick={() => void run(actions.close())}>
                    {T.close}
                  </Button>
                  {waiting.length > 0 && (
                    <Button
                      size="sm"
                      variant="ghost"
                      onClick={() => void run(actions.remind().then((n) => toast.success(T.reminded(n))))}
                    >
                      {T.remind}
                    </Button>
                  )}
                </>
              )}
            </div>
          )}
        </>
      )}
      <OpenVoteDialog
        open={opening}
        onOpenChange={setOpening}
        items={items}
        replaces={vote !== null}
        onOpen={async (body) => {
          try {
            await actions.open(body);
            setOpening(false);
          } catch (e) {
            if (e instanceof ApiError && e.code === 'PREMIUM_REQUIRED') {
              setOpening(false);
              setUpgrade(e.message);
              return;
            }
            throw e;
          }
        }}
      />
      <UpgradePromptDialog
        open={upgrade !== null}
        onOpenChange={(o) => !o && setUpgrade(null)}
        feature={T.upgradeFeature}
        description={upgrade ?? ''}
      />
    </section>
  );
}

function OpenVoteDialog({
  open,
  onOpenChange,
  items,
  replaces,
  onOpen,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  items: readonly DecisionItem[];
  replaces: boolean;
  onOpen: (body: { itemIds?: string[]; closesAt?: string | null }) => Promise<void>;
}) {
  const [mode, setMode] = useState<'shortlisted' | 'chosen'>('shortlisted');
  const [chosen, setChosen] = useState<string[]>([]);
  const [closesAt, setClosesAt] = useState('');
  const [error, setError] = useState<string | null>(null);
  const candidates = items.filter((i) => i.status !== 'rejected');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={T.openTitle} description={replaces ? T.newVoteHint : T.openHint}>
        <form
          id="open-vote"
          className="grid gap-3"
          onSubmit={(e) => {
            e.preventDefault();
            setError(null);
            onOpen({
              ...(mode === 'chosen' ? { itemIds: chosen } : {}),
              closesAt: closesAt ? new Date(closesAt).toISOString() : null,
            }).catch((err: unknown) => setError(errorMessage(err)));
          }}
        >
          <fieldset className="grid gap-1 text-sm">
            <legend className="sr-only">{T.openHint}</legend>
            <label className="flex items-center gap-2">
              <input type="radio" checked={mode === 'shortlisted'} onChange={() => setMode('shortlisted')} />
              {T.useShortlisted}
            </label>
            <label className="flex items-center gap-2">
              <input type="radio" checked={mode === 'chosen'} onChange={() => setMode('chosen')} />
              {T.chooseItems}
            </label>
          </fieldset>
          {mode === 'chosen' && (
            <ul className="grid max-h-56 gap-1 overflow-y-auto text-sm">
              {candidates.map((i) => (
                <li key={i.id}>
                  <label className="flex items-center gap-2">
                    <input
                      type="checkbox"
                      checked={chosen.includes(i.id)}
                      disabled={!chosen.includes(i.id) && chosen.length >= VOTES.itemsMax}
                      onChange={(e) =>
                        setChosen(e.target.checked ? [...chosen, i.id] : chosen.filter((id) => id !== i.id))
                      }
                    />
                    {i.name}
                  </label>
                </li>
              ))}
            </ul>
          )}
          <label className="grid gap-1 text-sm">
            {T.closesAt}
            <Input type="datetime-local" value={closesAt} onChange={(e) => setClosesAt(e.target.value)} />
          </label>
          {error && (
            <p role="alert" className="text-sm text-destructive">
              {error}
            </p>
          )}
        </form>
        <DialogFooter>
          <Button type="submit" form="open-vote">
            {T.openConfirm}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
