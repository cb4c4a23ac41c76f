import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ArrowLeft, SearchX, Users } from 'lucide-react';
import {
  COMPARE_SCREEN_TEXTS,
  COMPARE_TEXTS,
  COMPARE_TYPES,
  type CompareType,
  MONEY_TEXTS,
} from '@shortlist/contracts';
import { CurrencyNotice } from '@/components/currency-notice';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/auth-context';
import { pricedCurrencies } from '@/lib/money/converted';
import { useFolderMoney } from '@/lib/money/exchange-rates';
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
export function ComparePage({
  folderId,
  itemMarker,
  picker,
}: {
  folderId: string;
  /** Shown under each item's column head (the decision's price sparkline and "good deal"). */
  itemMarker?: (itemId: string) => ReactNode;
  /** Shown when the URL names no items (the folder's Compare tab): how to choose them; absent: not found. */
  picker?: ReactNode;
}) {
  const [search] = useSearchParams();
  const { itemIds, type } = readCompareSearch(search);
  const { user } = useAuth();
  const gated = type === 'collaborative' && !user?.isPremium;
  const { data, error, isLoading } = useComparison(folderId, gated ? [] : itemIds, type);
  // nothing to show (no items asked for, or none the viewer may see: a stranger's URL answers 404)
  const picking = itemIds.length === 0 && picker !== undefined;
  const notFound =
    (itemIds.length === 0 && !picking) ||
    error?.status === 404 ||
    (!!data && data.items.length === 0 && !isLoading);
  // prices in more than one currency are said so, with the folder's rates beside them
  const currencies = data ? pricedCurrencies(data.items) : [];
  const mixed = currencies.length > 1;
  const { data: money } = useFolderMoney(mixed ? folderId : undefined);
  const back = notFound
    ? { to: paths.app, label: COMPARE_SCREEN_TEXTS.backToFolders }
    : { to: paths.folder(folderId), label: COMPARE_TEXTS.backToFolder };

  let body;
  if (picking) body = picker;
  else if (gated || (error && error.code === 'PREMIUM_REQUIRED')) body = <PremiumFeatureCard />;
  else if (notFound)
    body = (
      <EmptyState
        icon={<SearchX />}
        title={COMPARE_TEXTS.empty}
        description={COMPARE_SCREEN_TEXTS.notFoundDescription}
      />
    );
  else if (isLoading && !data) body = <Spinner label={COMPARE_TEXTS.loading} className="py-16" />;
  else if (!data) body = <EmptyState title={COMPARE_TEXTS.loadError} description={errorMessage(error)} />;
  else
    body = (
      <div className="grid gap-6">
        {mixed && <CurrencyNotice messages={[MONEY_TEXTS.mixedCompare(currencies)]} money={money} />}
        {data.collaborative && <CollaborativeRatingsTable comparison={data} />}
        {/* the page is "Item Comparison" already: the table names what it holds */}
        <AttributesTable
          comparison={data}
          title={COMPARE_TEXTS.itemCharacteristics}
          itemMarker={itemMarker}
          money={mixed ? money : undefined}
        />
      </div>
    );

  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-6">
      <div>
        <Button asChild variant="ghost" size="sm" className="-ml-2">
          <Link to={back.to}>
            <ArrowLeft aria-hidden />
            {back.label}
          </Link>
        </Button>
      </div>
      <header className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">{COMPARE_TEXTS.title}</h1>
        {/* "Comparing n item(s)" only above items that are there */}
        {data && data.items.length > 0 && (
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="text-sm text-muted-foreground">
              {COMPARE_TEXTS.comparing(data.items.length)}
              {type === 'collaborative' && COMPARE_TEXTS.collaboratorSuffix}
            </p>
            {type === 'collaborative' && (
              <Button asChild variant="link" size="sm" className="h-auto px-0">
                <Link
                  to={`${paths.collaborativeCompare(folderId)}?items=${data.items.map((i) => i.id).join(',')}`}
                >
                  <Users aria-hidden />
                  {COMPARE_SCREEN_TEXTS.perItemView}
                </Link>
              </Button>
            )}
          </div>
        )}
      </header>
      {body}
    </div>
  );
}
