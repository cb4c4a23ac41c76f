import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Copy, Loader2 } from 'lucide-react';
import { TWO_FACTOR_TEXTS as T, twoFactorEnableSchema, type TwoFactorEnable } from '@shortlist/contracts';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { setServerFieldErrors } from '@/lib/form-errors';
import { enableTwoFactor, setUpTwoFactor } from '../api/two-factor';
import { useSecurityRefresh } from '../hooks/use-security-refresh';
import { RecoveryCodesPanel } from './recovery-codes-panel';

type Setup = Awaited<ReturnType<typeof setUpTwoFactor>>;

/** Turning two-factor on: the QR code and key, a first code to confirm, then the recovery codes once. */
export function TwoFactorSetupDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const refresh = useSecurityRefresh();
  const [setup, setSetup] = useState<Setup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<TwoFactorEnable, unknown, z.output<typeof twoFactorEnableSchema>>({
    resolver: zodResolver(twoFactorEnableSchema),
    defaultValues: { code: '' },
  });

  // a new secret once per opening (the parent's callback changes on every render)
  const onOpenChangeRef = useRef(onOpenChange);
  useEffect(() => {
    onOpenChangeRef.current = onOpenChange;
  }, [onOpenChange]);
  useEffect(() => {
    if (!open) return;
    let cancelled = false;
    setUpTwoFactor()
      .then((answer) => !cancelled && setSetup(answer))
      .catch((error: unknown) => {
        toast.error(errorMessage(error));
        onOpenChangeRef.current(false);
      });
    return () => {
      cancelled = true;
    };
  }, [open]);

  const close = () => {
    setSetup(null);
    setCodes(null);
    reset({ code: '' });
    onOpenChange(false);
    refresh();
  };

  const submit = handleSubmit(async ({ code }) => {
    try {
      setCodes(await enableTwoFactor(code));
      toast.success(T.enabled);
    } catch (error) {
      if (!setServerFieldErrors(error, setError, ['code'])) toast.error(errorMessage(error));
    }
  });

  return (
    <Dialog open={open} onOpenChange={(next) => !next && !isSubmitting && close()}>
      <DialogContent
        title={codes ? T.recoveryTitle : T.setupTitle}
        description={codes ? undefined : T.scanQr}
      >
        {codes ? (
          <RecoveryCodesPanel codes={codes} onDone={close} />
        ) : !setup ? (
          <Loader2 className="mx-auto animate-spin" aria-hidden />
        ) : (
          <form onSubmit={submit} noValidate className="grid gap-4">
            <img
              src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qrSvg)}`}
              alt={T.qrAlt}
              className="mx-auto size-48 rounded-md border bg-white p-2"
            />
            <div className="grid gap-1.5">
              <span className="text-sm font-medium" id="two-factor-key-label">
                {T.manualKey}
              </span>
              <div className="flex items-center gap-2">
                <code
                  aria-labelledby="two-factor-key-label"
                  data-testid="two-factor-key"
                  className="flex-1 rounded-md bg-muted px-2 py-1.5 font-mono text-sm break-all"
                >
                  {setup.secret}
                </code>
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  onClick={() =>
                    void navigator.clipboard?.writeText(setup.secret).then(() => toast.success(T.keyCopied))
                  }
                >
                  <Copy aria-hidden />
                  {T.copyKey}
                </Button>
              </div>
            </div>
            <FormField label={T.firstCode} error={errors.code?.message}>
              <Input inputMode="numeric" autoComplete="one-time-code" {...register('code')} />
            </FormField>
            <DialogFooter>
              <Button type="button" variant="outline" onClick={close}>
                {T.cancel}
              </Button>
              <Button type="submit" disabled={isSubmitting}>
                {T.confirm}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
