import { useState } from 'react';
import { useForm, type FieldValues, type Path, type UseFormSetError } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2 } from 'lucide-react';
import type { z } from 'zod';
import {
  ACCOUNT_ERRORS,
  ACCOUNT_SUCCESS,
  PROFILE_TEXTS,
  VERIFICATION_CODE,
  emailChangeVerifyCodeSchema,
  newEmailFormSchema,
  type NewEmailForm,
  type VerificationCodeForm,
} from '@shortlist/contracts';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useCountdown } from '@/lib/use-countdown';
import { changeEmail, sendEmailChangeCode, verifyEmailChangeCode } from '../api/email-change';
import { ResendCodeHint, VerificationCodeField } from './verification-code-field';

/** Accounts §4: initial -> send_code -> verify_code (code sent to the CURRENT address) -> new_email -> initial. */
export type EmailChangeStep = 'initial' | 'send_code' | 'verify_code' | 'new_email';

/**
 * A failure of a step: the server's answers about this form's field (wrong code, taken address) show under it;
 * anything else (rate limits, network, server) as a toast titled with the spec's failure text.
 */
function showFailure<T extends FieldValues>(
  err: unknown,
  failure: string,
  setError: UseFormSetError<T>,
  field: Path<T>,
) {
  const message = errorMessage(err, failure);
  const fieldMessage = err instanceof ApiError ? err.fields[field] : undefined;
  if (err instanceof ApiError && err.status < 500 && err.status !== 429 && fieldMessage) {
    setError(field, { message: fieldMessage });
  } else {
    toast.error(message, failure);
  }
}

/**
 * The e-mail change of the profile's edit mode (accounts §3, §4). 'Verify Current Email' sends a code to the
 * current address (the owner's word: an open session alone cannot change it); once the code is verified the
 * new address is asked for. The new address then gets a confirmation link and the old one a notice with an
 * undo link; `onChanged` closes edit mode and refreshes the session and profile.
 */
export function EmailChange({ currentEmail, onChanged }: { currentEmail: string; onChanged(): void }) {
  const [step, setStep] = useState<EmailChangeStep>('initial');
  const [sending, setSending] = useState(false);
  // the verified code, sent again (and used up) with the new address
  const [verifiedCode, setVerifiedCode] = useState('');
  const countdown = useCountdown();

  const codeForm = useForm<VerificationCodeForm, unknown, z.output<typeof emailChangeVerifyCodeSchema>>({
    resolver: zodResolver(emailChangeVerifyCodeSchema),
    mode: 'onTouched',
    defaultValues: { code: '' },
  });
  const addressForm = useForm<NewEmailForm, unknown, z.output<typeof newEmailFormSchema>>({
    resolver: zodResolver(newEmailFormSchema),
    mode: 'onTouched',
    defaultValues: { newEmail: '' },
  });

  const resetAll = () => {
    setStep('initial');
    setVerifiedCode('');
    codeForm.reset();
    addressForm.reset();
  };

  const sendCode = async () => {
    setSending(true);
    try {
      await sendEmailChangeCode();
      toast.success(ACCOUNT_SUCCESS.verificationCodeSent, PROFILE_TEXTS.codeSentTo(currentEmail));
      countdown.start(VERIFICATION_CODE.resendIntervalSeconds);
      codeForm.reset();
      setStep('verify_code');
    } catch (err) {
      // the spec's words as the title, the server's text (a wait, an outage) under it
      toast.error(errorMessage(err, ACCOUNT_ERRORS.sendCode), ACCOUNT_ERRORS.sendCode);
    } finally {
      setSending(false);
    }
  };

  const onVerify = codeForm.handleSubmit(async ({ code }) => {
    try {
      await verifyEmailChangeCode(code);
      setVerifiedCode(code);
      addressForm.reset();
      setStep('new_email');
    } catch (err) {
      showFailure(err, ACCOUNT_ERRORS.invalidCode, codeForm.setError, 'code');
    }
  });

  const onChange = addressForm.handleSubmit(async ({ newEmail }) => {
    try {
      await changeEmail(verifiedCode, newEmail);
      toast.success(ACCOUNT_SUCCESS.emailChanged);
      resetAll();
      onChanged();
    } catch (err) {
      if (err instanceof ApiError && err.fields.code) {
        // the code died meanwhile (expired, or superseded): back to the code, where a new one can be sent
        toast.error(err.fields.code, ACCOUNT_ERRORS.changeEmail);
        codeForm.reset();
        setStep('verify_code');
        return;
      }
      showFailure(err, ACCOUNT_ERRORS.changeEmail, addressForm.setError, 'newEmail');
    }
  });

  const busy = sending || codeForm.formState.isSubmitting || addressForm.formState.isSubmitting;
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
          <p className="text-sm break-all text-muted-foreground">{currentEmail}</p>
        </div>
        {step === 'initial' && (
          <Button variant="outline" size="sm" onClick={() => setStep('send_code')}>
            {PROFILE_TEXTS.changeEmail}
          </Button>
        )}
      </div>

      {step === 'send_code' && (
        <div className="grid gap-3">
          <p className="text-sm break-words text-muted-foreground">
            {PROFILE_TEXTS.verifyCurrentEmailIntro(currentEmail)}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button disabled={busy} onClick={() => void sendCode()}>
              {spinner}
              {PROFILE_TEXTS.verifyCurrentEmail}
            </Button>
            {cancel}
          </div>
        </div>
      )}

      {step === 'verify_code' && (
        <form onSubmit={onVerify} noValidate className="grid gap-3" aria-label={PROFILE_TEXTS.verifyCode}>
          <p className="text-sm break-words text-muted-foreground">
            {PROFILE_TEXTS.codeSentTo(currentEmail)}
          </p>
          <VerificationCodeField
            registration={codeForm.register('code')}
            error={codeForm.formState.errors.code?.message}
          />
          <div className="flex flex-wrap items-center gap-2">
            <Button type="submit" disabled={busy}>
              {spinner}
              {PROFILE_TEXTS.verifyCode}
            </Button>
            <Button
              variant="ghost"
              disabled={busy || countdown.secondsLeft > 0}
              onClick={() => void sendCode()}
            >
              {PROFILE_TEXTS.sendNewCode}
            </Button>
            {cancel}
          </div>
          <ResendCodeHint secondsLeft={countdown.secondsLeft} />
        </form>
      )}

      {step === 'new_email' && (
        <form onSubmit={onChange} noValidate className="grid gap-3" aria-label={PROFILE_TEXTS.changeEmail}>
          <p className="text-sm text-muted-foreground">{PROFILE_TEXTS.newEmailIntro}</p>
          <FormField label={PROFILE_TEXTS.newEmail} error={addressForm.formState.errors.newEmail?.message}>
            <Input type="email" autoComplete="email" {...addressForm.register('newEmail')} />
          </FormField>
          <div className="flex flex-wrap gap-2">
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
