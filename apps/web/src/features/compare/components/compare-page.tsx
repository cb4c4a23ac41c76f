import { Link, useSearchParams } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { COMPARE_TEXTS, COMPARE_TYPES, type CompareType } from '@shortlist/contracts';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/auth-context';
import { useComparison } from '../api/get-comparison';
import { AttributesTable, CollaborativeRatingsTable } from './comparison-tables';
import { PremiumFeatureCard } from './premium-feature-card';

/** The items and type of the URL (`?items=a,b&type=collaborative`). */
export function readCompareSearch(search: URLSearchParams): { itemIds: string[]; type: CompareType } {
  const itemIds = [
    ...new Set(
      (search.get('items') ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ];
  const raw = search.get('type');
  const type = (COMPARE_TYPES as readonly string[]).includes(raw ?? '') ? (raw as CompareType) : 'attributes';
  return { itemIds, type };
}

/** /app/folder/:folderId/compare: "Item Comparison" on attributes, or with the collaborators' ratings. */
export function ComparePage({ folderId }: { folderId: string }) {
  const [search] = useSearchParams();
  const { itemIds, type } = readCompareSearch(search);
  const { user } = useAuth();
  const gated = type === 'collaborative' && !user?.isPremium;
  const { data, error, isLoading } = useComparison(folderId, gated ? [] : itemIds, type);
  const count = data?.items.length ?? itemIds.length;

  let body;
  if (gated || (error && error.code === 'PREMIUM_REQUIRED')) body = <PremiumFeatureCard />;
  else if (itemIds.length === 0 || (error && error.status === 404))
    body = <EmptyState title={COMPARE_TEXTS.empty} />;
  else if (isLoading && !data) body = <Spinner label={COMPARE_TEXTS.loading} className="py-16" />;
  else if (!data) body = <EmptyState title={COMPARE_TEXTS.loadError} description={errorMessage(error)} />;
  else if (data.items.length === 0) body = <EmptyState title={COMPARE_TEXTS.empty} />;
  else
    body = (
      <div className="grid gap-6">
        {data.collaborative && <CollaborativeRatingsTable comparison={data} />}
        <AttributesTable
          comparison={data}
          title={data.collaborative ? COMPARE_TEXTS.itemCharacteristics : COMPARE_TEXTS.title}
        />
      </div>
    );

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
        <h1 className="text-2xl font-semibold tracking-tight">{COMPARE_TEXTS.title}</h1>
        <p className="text-sm text-muted-foreground">
          {COMPARE_TEXTS.comparing(count)}
          {type === 'collaborative' && COMPARE_TEXTS.collaboratorSuffix}
        </p>
      </header>
      {body}
    </div>
  );
}
