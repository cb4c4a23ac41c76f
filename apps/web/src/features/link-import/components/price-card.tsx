import { lazy, Suspense, useState } from 'react';
import {
  LINK_IMPORT_TEXTS,
  LINK_READER_ERRORS,
  REFRESH_INTERVALS,
  type RefreshInterval,
} from '@shortlist/contracts';
import { UpgradePromptDialog } from '@/components/upgrade-prompt-dialog';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toaster';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/auth-context';
import { formatDateTime, formatPrice } from '@/lib/format';
import { usePriceHistory } from '../api/get-price-history';
import { useRefreshPriceNow } from '../api/refresh-price-now';
import { useSetPriceRefresh } from '../api/set-price-refresh';

const PriceChart = lazy(() => import('./price-chart'));

/**
 * The item view's price card: how often the price is refreshed from the link (Premium), the time of the last
 * successful read (and of the next try after a failure), and the price history as a small chart.
 */
export function PriceCard({
  itemId,
  canEdit,
}: {
  itemId: string;
  /** The reader's role may change the item: else the refresh setting is shown, not offered. */
  canEdit: boolean;
}) {
  const { user } = useAuth();
  const { data, error } = usePriceHistory(itemId);
  const setPriceRefresh = useSetPriceRefresh();
  const refreshPriceNow = useRefreshPriceNow();
  const [saving, setSaving] = useState(false);
  const [reading, setReading] = useState(false);
  const [upgradeOpen, setUpgradeOpen] = useState(false);
  const isPremium = user?.isPremium === true;

  const change = async (value: string) => {
    const interval = value as RefreshInterval;
    if (interval !== 'off' && !isPremium) {
      setUpgradeOpen(true);
      return;
    }
    setSaving(true);
    try {
      await setPriceRefresh(itemId, interval);
      toast.success(LINK_IMPORT_TEXTS.refreshSaved);
    } catch (err) {
      toast.error(
        err instanceof ApiError
          ? (err.fields.interval ?? err.message)
          : errorMessage(err, LINK_IMPORT_TEXTS.refreshFailed),
      );
    } finally {
      setSaving(false);
    }
  };

  const readNow = async () => {
    if (!isPremium) {
      setUpgradeOpen(true);
      return;
    }
    setReading(true);
    try {
      await refreshPriceNow(itemId);
    } catch (err) {
      toast.error(errorMessage(err, LINK_IMPORT_TEXTS.refreshNowFailed));
    } finally {
      setReading(false);
    }
  };

  return (
    <Card aria-labelledby="price-card-title">
      <CardHeader>
        <CardTitle id="price-card-title">{LINK_IMPORT_TEXTS.priceHistory}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        {error ? (
          <p className="text-sm text-destructive">{errorMessage(error)}</p>
        ) : !data ? (
          <Spinner />
        ) : (
          <>
            <div className="grid gap-4 sm:grid-cols-2">
              {canEdit ? (
                <div className="grid gap-1.5">
                  <Label htmlFor="price-refresh-interval">{LINK_IMPORT_TEXTS.refreshTitle}</Label>
                  <Select
                    id="price-refresh-interval"
                    value={data.refresh.interval}
                    disabled={saving || (!data.hasLink && data.refresh.interval === 'off')}
                    onValueChange={(value) => void change(value)}
                    options={REFRESH_INTERVALS.map((interval) => ({
                      value: interval,
                      label: LINK_IMPORT_TEXTS.intervals[interval],
                    }))}
                  />
                  {!data.hasLink && (
                    <p className="text-xs text-muted-foreground">{LINK_READER_ERRORS.noLink}</p>
                  )}
                  {data.hasLink && (
                    <Button
                      type="button"
                      variant="outline"
                      size="sm"
                      className="justify-self-start"
                      disabled={reading}
                      onClick={() => void readNow()}
                    >
                      {reading ? LINK_IMPORT_TEXTS.refreshingNow : LINK_IMPORT_TEXTS.refreshNow}
                    </Button>
                  )}
                </div>
              ) : (
                <dl className="grid gap-1 text-sm">
                  <dt className="text-muted-foreground">{LINK_IMPORT_TEXTS.refreshTitle}</dt>
                  <dd>{LINK_IMPORT_TEXTS.intervals[data.refresh.interval]}</dd>
                </dl>
              )}
              <dl className="grid gap-1 text-sm">
                <dt className="text-muted-foreground">{LINK_IMPORT_TEXTS.lastRead}</dt>
                <dd>
                  {data.refresh.lastSuccessAt ? (
                    <time dateTime={data.refresh.lastSuccessAt}>
                      {formatDateTime(data.refresh.lastSuccessAt)}
                    </time>
                  ) : (
                    LINK_IMPORT_TEXTS.neverRead
                  )}
                </dd>
                {data.refresh.lastError && data.refresh.failureCount > 0 && (
                  <dd className="text-xs text-destructive">{data.refresh.lastError}</dd>
                )}
                {data.refresh.failureCount > 0 && data.refresh.nextRunAt && (
                  <dd className="text-xs text-muted-foreground" data-testid="price-next-retry">
                    {LINK_IMPORT_TEXTS.nextRetry}:{' '}
                    <time dateTime={data.refresh.nextRunAt}>{formatDateTime(data.refresh.nextRunAt)}</time>
                  </dd>
                )}
              </dl>
            </div>
            {data.history.length === 0 ? (
              <p className="text-sm text-muted-foreground">{LINK_IMPORT_TEXTS.noHistory}</p>
            ) : (
              <>
                {data.history.length > 1 && (
                  <Suspense fallback={<Spinner />}>
                    <PriceChart history={data.history} />
                  </Suspense>
                )}
                <ol className="grid gap-1 text-sm" aria-label={LINK_IMPORT_TEXTS.priceHistory}>
                  {data.history
                    .slice(-5)
                    .reverse()
                    .map((point) => (
                      <li
                        key={`${point.recordedAt}-${point.priceCents}`}
                        className="flex justify-between gap-4"
                      >
                        <span className="text-muted-foreground">
                          <time dateTime={point.recordedAt}>{formatDateTime(point.recordedAt)}</time> ·{' '}
                          {LINK_IMPORT_TEXTS.historySources[point.source]}
                        </span>
                        <span className="tabular-nums">{formatPrice(point.priceCents, point.currency)}</span>
                      </li>
                    ))}
                </ol>
              </>
            )}
          </>
        )}
      </CardContent>
      <UpgradePromptDialog
        open={upgradeOpen}
        onOpenChange={setUpgradeOpen}
        feature={LINK_IMPORT_TEXTS.refreshFeature}
        description={LINK_READER_ERRORS.premiumRefresh}
      />
    </Card>
  );
}
