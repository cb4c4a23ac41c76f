import { Link, useSearchParams } from 'react-router';
import { ArrowLeft, Check, Star, Users } from 'lucide-react';
import { canCompare, COMPARE_TEXTS, type CollaborativeItem, roleName } from '@shortlist/contracts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { errorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/auth-context';
import { useCollaborativeRatings } from '../api/get-collaborative-ratings';
import { readCompareSearch } from './compare-page';
import { PremiumFeatureCard } from './premium-feature-card';

const personName = (p: { fullName: string | null; nickname: string | null }) =>
  p.fullName || p.nickname || COMPARE_TEXTS.unknown;
const formatAverage = (n: number) => n.toLocaleString(undefined, { maximumFractionDigits: 1 });

/**
 * /app/folder/:folderId/collaborative-compare (Premium): toggle the folder's items, see per selected item the
 * average and each collaborator's rating. The selection lives in the URL (`?items=`), like the compare route's.
 */
export function CollaborativeComparePage({ folderId }: { folderId: string }) {
  const { user } = useAuth();
  const premium = !!user?.isPremium;
  const { data, error, isLoading } = useCollaborativeRatings(folderId, premium);
  const [search, setSearch] = useSearchParams();
  const selected = readCompareSearch(search).itemIds;

  const toggle = (id: string) => {
    const next = selected.includes(id) ? selected.filter((s) => s !== id) : [...selected, id];
    const params = new URLSearchParams(search);
    if (next.length) params.set('items', next.join(','));
    else params.delete('items');
    // ticking an item keeps the list where it is scrolled
    setSearch(params, { replace: true, preventScrollReset: true });
  };

  let body;
  if (!premium || error?.code === 'PREMIUM_REQUIRED') body = <PremiumFeatureCard />;
  else if (isLoading && !data) body = <Spinner label={COMPARE_TEXTS.loading} className="py-16" />;
  else if (!data) body = <EmptyState title={COMPARE_TEXTS.loadError} description={errorMessage(error)} />;
  else {
    const chosen = data.items.filter((item) => selected.includes(item.id));
    const comparable = canCompare(chosen.length);
    body = (
      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>{COMPARE_TEXTS.selectItems}</CardTitle>
            <CardDescription>{COMPARE_TEXTS.selectItemsHint}</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-2">
            {data.items.length === 0 ? (
              <p className="text-sm text-muted-foreground">{COMPARE_TEXTS.noItemsInFolder}</p>
            ) : (
              <ul className="grid gap-2" aria-label={COMPARE_TEXTS.selectItems}>
                {data.items.map((item) => {
                  const on = selected.includes(item.id);
                  return (
                    <li key={item.id}>
                      <button
                        type="button"
                        aria-pressed={on}
                        onClick={() => toggle(item.id)}
                        className={cn(
                          'flex w-full items-start gap-3 rounded-md border p-3 text-left transition-colors hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring',
                          on && 'border-primary bg-primary/5',
                        )}
                      >
                        <span
                          className={cn(
                            'mt-0.5 flex size-4 shrink-0 items-center justify-center rounded-sm border',
                            on && 'border-primary bg-primary text-primary-foreground',
                          )}
                          aria-hidden
                        >
                          {on && <Check className="size-3" />}
                        </span>
                        <span className="grid min-w-0 flex-1 gap-0.5">
                          <span className="font-medium break-words">{item.name}</span>
                          {item.description && (
                            <span className="line-clamp-2 text-sm text-muted-foreground">
                              {item.description}
                            </span>
                          )}
                          <span className="text-xs text-muted-foreground">
                            {COMPARE_TEXTS.yourRating(item.myRating)}
                          </span>
                        </span>
                      </button>
                    </li>
                  );
                })}
              </ul>
            )}
            {comparable && (
              <Button asChild variant="outline" className="justify-self-start">
                <Link
                  to={paths.compare(
                    folderId,
                    chosen.map((c) => c.id),
                    'collaborative',
                  )}
                >
                  {COMPARE_TEXTS.compareSelected}
                </Link>
              </Button>
            )}
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>{COMPARE_TEXTS.collaborativeRatings}</CardTitle>
          </CardHeader>
          <CardContent>
            <RatingsPanel chosen={chosen} />
          </CardContent>
        </Card>
      </div>
    );
  }

  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-6">
      <div>
        <Button asChild variant="ghost" size="sm" className="-ml-2">
          <Link to={paths.folder(folderId)}>
            <ArrowLeft aria-hidden />
            {COMPARE_TEXTS.backToFolder}
          </Link>
        </Button>
      </div>
      <header className="grid gap-1">
        <h1 className="flex items-center gap-2 text-2xl font-semibold tracking-tight">
          <Users className="size-6" aria-hidden />
          {COMPARE_TEXTS.collaborativeRatings}
        </h1>
        {data && <p className="text-sm text-muted-foreground">{data.folder.name}</p>}
      </header>
      {body}
    </div>
  );
}

function RatingsPanel({ chosen }: { chosen: CollaborativeItem[] }) {
  if (chosen.length === 0)
    return <p className="text-sm text-muted-foreground">{COMPARE_TEXTS.selectItemsHint}</p>;
  if (chosen.every((item) => item.ratings.length === 0))
    return (
      <div className="grid gap-1 text-center">
        <p className="font-medium">{COMPARE_TEXTS.noCollaborativeRatings}</p>
        <p className="text-sm text-muted-foreground">{COMPARE_TEXTS.ratingsWillAppear}</p>
      </div>
    );
  return (
    <ul className="grid gap-4">
      {chosen.map((item) => (
        <li key={item.id} className="grid gap-2 rounded-md border p-3" aria-label={item.name}>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 className="font-semibold">{item.name}</h3>
            {item.average !== null && (
              <span className="inline-flex items-center gap-1 text-sm font-medium tabular-nums">
                <Star className="size-4 fill-amber-400 text-amber-400" aria-hidden />
                {COMPARE_TEXTS.averageRating(formatAverage(item.average))}
                <span className="text-muted-foreground">
                  · {COMPARE_TEXTS.ratingsCount(item.ratings.length)}
                </span>
              </span>
            )}
          </div>
          {item.ratings.length === 0 ? (
            <p className="text-sm text-muted-foreground">{COMPARE_TEXTS.noRatingsForItem}</p>
          ) : (
            <ul className="grid gap-1 text-sm">
              {item.ratings.map((r) => (
                <li key={r.user.id} className="flex items-center justify-between gap-2">
                  <span className="inline-flex items-center gap-1.5">
                    {personName(r.user)}
                    {r.isViewer && <span className="text-muted-foreground">{COMPARE_TEXTS.you}</span>}
                    <Badge variant={r.role === 'owner' ? 'default' : 'outline'}>{roleName(r.role)}</Badge>
                  </span>
                  <span className="tabular-nums">{COMPARE_TEXTS.rated(r.rating)}</span>
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}
