import { lazy, Suspense, useState } from 'react';
import { type FolderMoney, MONEY_TEXTS } from '@shortlist/contracts';
import { Button } from '@/components/ui/button';

const ExchangeRatesDialog = lazy(() =>
  import('./exchange-rates-dialog').then((m) => ({ default: m.ExchangeRatesDialog })),
);

/**
 * Says that prices are in more than one currency (never mixed silently), lists the folder's rates, and lets the
 * owner set them; everyone else is told who can.
 */
export function CurrencyNotice({
  messages,
  money,
}: {
  /** The notice's sentences (the mix, then what is left out without a rate). */
  messages: readonly string[];
  money: FolderMoney | undefined;
}) {
  const [open, setOpen] = useState(false);
  return (
    <div
      role="status"
      aria-label={MONEY_TEXTS.exchangeRates}
      className="grid gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
    >
      {messages.map((m) => (
        <p key={m}>{m}</p>
      ))}
      {money && money.rates.length > 0 && (
        <p className="tabular-nums">
          {money.rates.map((r) => MONEY_TEXTS.rateLine(r.currency, r.rate, money.currency)).join(' · ')}
        </p>
      )}
      {money?.canEditRates ? (
        <div>
          <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
            {MONEY_TEXTS.setExchangeRates}
          </Button>
        </div>
      ) : (
        money && <p className="text-xs">{MONEY_TEXTS.ownerSetsRates}</p>
      )}
      {open && money && (
        <Suspense fallback={null}>
          <ExchangeRatesDialog money={money} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </div>
  );
}
