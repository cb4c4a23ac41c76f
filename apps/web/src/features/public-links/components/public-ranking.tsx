import { Trophy } from 'lucide-react';
import { formatScore, PUBLIC_LINK_TEXTS, type PublicFolder } from '@shortlist/contracts';

/** The folder's decision ranking as the owner set it up (rank 1 first); shown when there is something to rank. */
export function PublicRanking({ folder }: { folder: PublicFolder }) {
  const names = new Map(folder.items.map((item) => [item.id, item.name]));
  const ranked = folder.ranking.filter((r) => r.rank !== null && names.has(r.itemId));
  if (ranked.length < 2) return null;
  return (
    <section aria-labelledby={`ranking-${folder.id}`} className="grid gap-2">
      <h2 id={`ranking-${folder.id}`} className="text-lg font-semibold">
        {PUBLIC_LINK_TEXTS.ranking}
      </h2>
      <ol className="grid gap-1 rounded-md border p-3 text-sm">
        {ranked.map((r) => (
          <li key={r.itemId} className="flex items-center gap-2">
            {r.rank === 1 ? (
              <Trophy className="size-4 text-primary" aria-hidden />
            ) : (
              <span className="w-4 text-center text-muted-foreground">{r.rank}</span>
            )}
            <span className="flex-1">{names.get(r.itemId)}</span>
            {r.score !== null && <span className="text-muted-foreground">{formatScore(r.score)}</span>}
          </li>
        ))}
      </ol>
    </section>
  );
}
