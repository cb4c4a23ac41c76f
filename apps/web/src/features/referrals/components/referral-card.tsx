import { useState } from 'react';
import { Copy, RefreshCw, Share2 } from 'lucide-react';
import {
  ACCOUNT_ERRORS,
  ACCOUNT_SUCCESS,
  formatCents,
  REFERRAL_TEXTS,
  referralLink,
} from '@shortlist/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Textarea } from '@/components/ui/input';
import { LinesLoading } from '@/components/ui/loading-skeletons';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { useReferralSummary } from '../api/get-referral-summary';

const formatDate = (iso: string) =>
  new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(iso));

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

function CopyField({
  id,
  label,
  value,
  copyLabel,
}: {
  id: string;
  label: string;
  value: string;
  copyLabel: string;
}) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    if (await copyText(value)) {
      setCopied(true);
      toast.success(ACCOUNT_SUCCESS.copied);
      setTimeout(() => setCopied(false), 2000);
    }
  };
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {/* a text area, not an input: on a phone the code and link wrap instead of being cut off */}
      <div className="flex flex-wrap gap-2">
        <Textarea
          id={id}
          value={value}
          readOnly
          rows={1}
          className="min-h-9 min-w-0 flex-1 basis-56 resize-none font-mono break-all [field-sizing:content]"
          onFocus={(e) => e.currentTarget.select()}
        />
        <Button variant="outline" onClick={() => void copy()} aria-label={copyLabel}>
          <Copy aria-hidden />
          {copied ? ACCOUNT_SUCCESS.copied : copyLabel}
        </Button>
      </div>
    </div>
  );
}

/** The profile's Referral Program card (accounts §2 card 3). */
export function ReferralCard() {
  const { data, error, isLoading, mutate } = useReferralSummary();
  const [refreshing, setRefreshing] = useState(false);
  const link = data ? referralLink(window.location.origin, data.code) : '';

  const share = async () => {
    if (!data) return;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({
          title: REFERRAL_TEXTS.shareTitle,
          text: REFERRAL_TEXTS.shareText(data.code),
          url: link,
        });
        return;
      } catch (err) {
        if ((err as Error).name === 'AbortError') return;
      }
    }
    if (await copyText(link)) toast.success(ACCOUNT_SUCCESS.copied);
  };

  const refresh = async () => {
    setRefreshing(true);
    try {
      await mutate();
      toast.success(ACCOUNT_SUCCESS.refreshed);
    } finally {
      setRefreshing(false);
    }
  };

  return (
    <Card>
      <CardHeader>
        <div className="flex items-start justify-between gap-2">
          <div className="grid gap-1.5">
            <CardTitle>{REFERRAL_TEXTS.title}</CardTitle>
            <CardDescription>{REFERRAL_TEXTS.description}</CardDescription>
          </div>
          <Button variant="ghost" size="sm" onClick={() => void refresh()} disabled={refreshing}>
            <RefreshCw aria-hidden className={refreshing ? 'animate-spin' : undefined} />
            {REFERRAL_TEXTS.refresh}
          </Button>
        </div>
      </CardHeader>
      <CardContent className="grid gap-5">
        {isLoading ? (
          <LinesLoading label={REFERRAL_TEXTS.loading} lines={4} />
        ) : error || !data ? (
          <p role="alert" className="text-sm text-destructive">
            {errorMessage(error, ACCOUNT_ERRORS.loadReferralData)}
          </p>
        ) : (
          <>
            <div className="grid gap-3">
              <CopyField
                id="referral-code"
                label={REFERRAL_TEXTS.yourCode}
                value={data.code}
                copyLabel={REFERRAL_TEXTS.copyCode}
              />
              <CopyField
                id="referral-link"
                label={REFERRAL_TEXTS.yourLink}
                value={link}
                copyLabel={REFERRAL_TEXTS.copyLink}
              />
              <div>
                <Button variant="outline" onClick={() => void share()}>
                  <Share2 aria-hidden />
                  {REFERRAL_TEXTS.share}
                </Button>
              </div>
            </div>
            <dl className="grid grid-cols-2 gap-4">
              <div className="rounded-md border p-3">
                <dt className="text-sm text-muted-foreground">{REFERRAL_TEXTS.creditBalance}</dt>
                <dd className="text-2xl font-semibold tabular-nums" data-testid="referral-credit">
                  {formatCents(data.creditBalanceCents)}
                </dd>
              </div>
              <div className="rounded-md border p-3">
                <dt className="text-sm text-muted-foreground">{REFERRAL_TEXTS.successfulReferrals}</dt>
                <dd className="text-2xl font-semibold tabular-nums" data-testid="referral-count">
                  {data.successfulReferrals}
                </dd>
              </div>
            </dl>
            <p className="text-sm" data-testid="referral-cap">
              {data.earnedThisYearCents >= data.maxCreditPerYearCents
                ? REFERRAL_TEXTS.capReached(data.maxCreditPerYearCents)
                : REFERRAL_TEXTS.yearProgress(data.earnedThisYearCents, data.maxCreditPerYearCents)}
            </p>
            <section className="grid gap-1.5">
              <h3 className="text-sm font-medium">{REFERRAL_TEXTS.creditDetails}</h3>
              {data.credits.length === 0 ? (
                <p className="text-sm text-muted-foreground">{REFERRAL_TEXTS.noCredit}</p>
              ) : (
                <ul className="grid gap-1 text-sm">
                  {data.credits.map((credit) => (
                    <li
                      key={credit.yearEarned}
                      className={credit.expired ? 'text-muted-foreground line-through' : undefined}
                    >
                      {REFERRAL_TEXTS.creditYear(
                        credit.yearEarned,
                        formatCents(credit.availableCents),
                        formatCents(credit.earnedCents),
                        formatDate(credit.expiresAt),
                      )}
                    </li>
                  ))}
                </ul>
              )}
            </section>
            <section className="grid gap-1.5">
              <h3 className="text-sm font-medium">{REFERRAL_TEXTS.howItWorks}</h3>
              <ul className="list-disc pl-5 text-sm text-muted-foreground">
                {REFERRAL_TEXTS.rules.map((rule) => (
                  <li key={rule}>{rule}</li>
                ))}
              </ul>
            </section>
          </>
        )}
      </CardContent>
    </Card>
  );
}
