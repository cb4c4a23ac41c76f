import { useState, type FormEvent } from 'react';
import { Loader2 } from 'lucide-react';
import {
  ACCOUNT_ERRORS,
  ACCOUNT_SUCCESS,
  PROFILE_TEXTS,
  newEmailSchema,
  verificationCodeSchema,
} from '@shortlist/contracts';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';
import { ApiError, errorMessage } from '@/lib/api-client';
import { changeEmail, sendEmailChangeCode, verifyEmailChangeCode } from '../api/email-change';

/** The states of accounts §4: initial -> send_code -> verify_code -> new_email -> initial. */
export type EmailChangeStep = 'initial' | 'send_code' | 'verify_code' | 'new_email';

/**
 * The e-mail change of the profile's edit mode. The code goes to the CURRENT address; after the change the old
 * address is told, and `onChanged` closes edit mode and refreshes the session and profile.
 */
export function EmailChange({ currentEmail, onChanged }: { currentEmail: string; onChanged(): void }) {
  const [step, setStep] = useState<EmailChangeStep>('initial');
  const [code, setCode] = useState('');
  const [newEmail, setNewEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const resetAll = () => {
    setStep('initial');
    setCode('');
    setNewEmail('');
    setError(undefined);
  };

  const run = async (work: () => Promise<void>, failure: string) => {
    setBusy(true);
    try {
      await work();
    } catch (err) {
      const message = errorMessage(err, failure);
      // field-level answers (wrong code, taken address) show under the field; the rest as a toast
      if (err instanceof ApiError && err.status < 500 && err.status !== 429 && err.code !== 'NETWORK') {
        setError(message);
      } else {
        toast.error(message);
      }
    } finally {
      setBusy(false);
    }
  };

  const sendCode = () =>
    run(async () => {
      await sendEmailChangeCode();
      toast.success(ACCOUNT_SUCCESS.verificationCodeSent, PROFILE_TEXTS.codeSentTo(currentEmail));
      setError(undefined);
      setStep('verify_code');
    }, ACCOUNT_ERRORS.sendCode);

  const verify = (event: FormEvent) => {
    event.preventDefault();
    const parsed = verificationCodeSchema.safeParse(code);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    void run(async () => {
      await verifyEmailChangeCode(parsed.data);
      setError(undefined);
      setStep('new_email');
    }, ACCOUNT_ERRORS.invalidCode);
  };

  const change = (event: FormEvent) => {
    event.preventDefault();
    const parsed = newEmailSchema.safeParse(newEmail);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    void run(async () => {
      await changeEmail(code, parsed.data);
      toast.success(ACCOUNT_SUCCESS.emailChanged);
      resetAll();
      onChanged();
    }, ACCOUNT_ERRORS.changeEmail);
  };

  const spinner = busy && <Loader2 className="animate-spin" aria-hidden />;
  const cancel = (
    <Button variant="outline" disabled={busy} onClick={resetAll}>
      {PROFILE_TEXTS.cancel}
    </Button>
  );

  return (
    <section className="grid gap-3 rounded-md border p-4" aria-label={PROFILE_TEXTS.email}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <p className="text-sm font-medium">{PROFILE_TEXTS.email}</p>
          <p className="text-sm text-muted-foreground">{currentEmail}</p>
        </div>
        {step === 'initial' && (
          <Button variant="outline" size="sm" onClick={() => setStep('send_code')}>
            {PROFILE_TEXTS.changeEmail}
          </Button>
        )}
      </div>

      {step === 'send_code' && (
        <div className="grid gap-3">
          <p className="text-sm text-muted-foreground">{PROFILE_TEXTS.codeWillBeSentTo(currentEmail)}</p>
          <div className="flex gap-2">
            <Button disabled={busy} onClick={() => void sendCode()}>
              {spinner}
              {PROFILE_TEXTS.verifyCurrentEmail}
            </Button>
            {cancel}
          </div>
        </div>
      )}

      {step === 'verify_code' && (
        <form onSubmit={verify} noValidate className="grid gap-3" aria-label={PROFILE_TEXTS.verifyCode}>
          <FormField label={PROFILE_TEXTS.verificationCode} error={error}>
            <Input
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={5}
              placeholder="12345"
              value={code}
              onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
            />
          </FormField>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={busy}>
              {spinner}
              {PROFILE_TEXTS.verifyCode}
            </Button>
            <Button variant="ghost" disabled={busy} onClick={() => void sendCode()}>
              {PROFILE_TEXTS.sendCode}
            </Button>
            {cancel}
          </div>
        </form>
      )}

      {step === 'new_email' && (
        <form onSubmit={change} noValidate className="grid gap-3" aria-label={PROFILE_TEXTS.changeEmail}>
          <FormField label={PROFILE_TEXTS.newEmail} error={error}>
            <Input
              type="email"
              autoComplete="email"
              value={newEmail}
              onChange={(e) => setNewEmail(e.target.value)}
            />
          </FormField>
          <div className="flex gap-2">
            <Button type="submit" disabled={busy}>
              {spinner}
              {PROFILE_TEXTS.changeEmail}
            </Button>
            {cancel}
          </div>
        </form>
      )}
    </section>
  );
}
