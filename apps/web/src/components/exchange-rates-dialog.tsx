import { useState } from 'react';
import { type FolderMoney, MONEY, MONEY_ERRORS, MONEY_TEXTS } from '@shortlist/contracts';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useSaveExchangeRates } from '@/lib/money/exchange-rates';

/** The currencies a folder needs a rate for: those its items use, and those it already has a rate for. */
function currenciesOf(money: FolderMoney): string[] {
  return [...new Set([...money.otherCurrencies, ...money.rates.map((r) => r.currency)])].sort();
}

/**
 * The folder owner's exchange rates: one field per other currency its items are priced in ("1 USD in EUR"). A
 * blank field removes that rate. The server's field messages show under their field.
 */
export function ExchangeRatesDialog({
  money,
  open,
  onOpenChange,
}: {
  money: FolderMoney;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const currencies = currenciesOf(money);
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(money.rates.map((r) => [r.currency, String(r.rate)])),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const save = useSaveExchangeRates(money.folderId);

  const submit = async () => {
    const filled = currencies.filter((c) => (values[c] ?? '').trim() !== '');
    const rates = filled.map((currency) => ({
      currency,
      rate: Number((values[currency] ?? '').replace(',', '.')),
    }));
    const local: Record<string, string> = {};
    rates.forEach((r) => {
      if (!Number.isFinite(r.rate) || r.rate <= 0 || r.rate > MONEY.rateMax)
        local[r.currency] = MONEY_ERRORS.rateInvalid;
    });
    if (Object.keys(local).length > 0) return setErrors(local);
    setBusy(true);
    try {
      await save(rates);
      toast.success(MONEY_TEXTS.ratesSaved);
      onOpenChange(false);
    } catch (error) {
      const fields = error instanceof ApiError ? error.fields : undefined;
      const byCurrency: Record<string, string> = {};
      for (const [key, message] of Object.entries(fields ?? {})) {
        const index = Number(/^rates\.(\d+)\./.exec(key)?.[1]);
        const currency = rates[index]?.currency;
        if (currency) byCurrency[currency] = message;
      }
      if (Object.keys(byCurrency).length > 0) setErrors(byCurrency);
      else toast.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={MONEY_TEXTS.exchangeRates}
        description={MONEY_TEXTS.exchangeRatesIntro(money.currency)}
      >
        <form
          noValidate
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          {currencies.map((currency) => (
            <FormField
              key={currency}
              label={MONEY_TEXTS.rateLabel(currency, money.currency)}
              error={errors[currency]}
            >
              <Input
                inputMode="decimal"
                value={values[currency] ?? ''}
                placeholder={MONEY_TEXTS.noRate}
                onChange={(event) => {
                  const next = event.target.value;
                  setValues((v) => ({ ...v, [currency]: next }));
                  setErrors(({ [currency]: _gone, ...rest }) => rest);
                }}
              />
            </FormField>
          ))}
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)} disabled={busy}>
              {MONEY_TEXTS.cancel}
            </Button>
            <Button type="submit" disabled={busy}>
              {MONEY_TEXTS.saveRates}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
