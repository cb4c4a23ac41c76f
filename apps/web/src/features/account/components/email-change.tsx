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
  emailChangeSchema,
  emailChangeSendCodeSchema,
  type EmailChangeSendCode,
  type VerificationCodeForm,
} from '@shortlist/contracts';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { toast } from '@/components/ui/toaster';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useCountdown } from '@/lib/use-countdown';
import { changeEmail, sendEmailChangeCode } from '../api/email-change';
import { ResendCodeHint, VerificationCodeField } from './verification-code-field';

/** initial -> new_email (new address + current password) -> verify_code (sent to the NEW address) -> initial. */
export type EmailChangeStep = 'initial' | 'new_email' | 'verify_code';

/**
 * A failure of a step: the server's field answers (wrong password, taken address, wrong code) show under their
 * fields; anything else (rate limits, network, server) as a toast.
 */
function showFailure<T extends FieldValues>(
  err: unknown,
  failure: string,
  setError: UseFormSetError<T>,
  fallbackField: Path<T>,
) {
  const message = errorMessage(err, failure);
  if (err instanceof ApiError && err.status < 500 && err.status !== 429 && err.code !== 'NETWORK') {
    const fields = Object.entries(err.fields);
    if (fields.length === 0) setError(fallbackField, { message });
    for (const [name, text] of fields) setError(name as Path<T>, { message: text });
  } else {
    toast.error(message);
  }
}

/**
 * The e-mail change of the profile's edit mode (issue 12): the new address and the current password, then the
 * code sent to the NEW address, which proves it. The old address is told afterwards, with a link that undoes
 * the change; `onChanged` closes edit mode and refreshes the session and profile.
 */
export function EmailChange({ currentEmail, onChanged }: { currentEmail: string; onChanged(): void }) {
  const [step, setStep] = useState<EmailChangeStep>('initial');
  const [target, setTarget] = useState('');
  const countdown = useCountdown();

  const addressForm = useForm<EmailChangeSendCode, unknown, z.output<typeof emailChangeSendCodeSchema>>({
    resolver: zodResolver(emailChangeSendCodeSchema),
    mode: 'onTouched',
    defaultValues: { newEmail: '', currentPassword: '' },
  });
  const codeForm = useForm<VerificationCodeForm, unknown, z.output<typeof emailChangeSchema>>({
    resolver: zodResolver(emailChangeSchema),
    mode: 'onTouched',
    defaultValues: { code: '' },
  });

  const resetAll = () => {
    setStep('initial');
    setTarget('');
    addressForm.reset();
    codeForm.reset();
  };

  const sendCode = async (values: z.output<typeof emailChangeSendCodeSchema>) => {
    try {
      await sendEmailChangeCode(values);
      toast.success(ACCOUNT_SUCCESS.verificationCodeSent, PROFILE_TEXTS.codeSentTo(values.newEmail));
      setTarget(values.newEmail);
      countdown.start(VERIFICATION_CODE.resendIntervalSeconds);
      codeForm.reset();
      setStep('verify_code');
    } catch (err) {
      showFailure(err, ACCOUNT_ERRORS.sendCode, addressForm.setError, 'newEmail');
    }
  };

  const onSendCode = addressForm.handleSubmit(sendCode);
  const onResend = addressForm.handleSubmit(sendCode);

  const onVerify = codeForm.handleSubmit(async ({ code }) => {
    try {
      await changeEmail(code);
      toast.success(ACCOUNT_SUCCESS.emailChanged);
      resetAll();
      onChanged();
    } catch (err) {
      showFailure(err, ACCOUNT_ERRORS.changeEmail, codeForm.setError, 'code');
    }
  });

  const busy = addressForm.formState.isSubmitting || codeForm.formState.isSubmitting;
  const spinner = busy && <Loader2 className="animate-spin" aria-hidden />;
  const cancel = (
    <Button variant="outline" disabled={busy} onClick={resetAll}>
      {PROFILE_TEXTS.cancel}
    </Button>
  );
  const addressErrors = addressForm.formState.errors;

  return (
    <section className="grid gap-3 rounded-md border p-4" aria-label={PROFILE_TEXTS.email}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <p className="text-sm font-medium">{PROFILE_TEXTS.email}</p>
          <p className="text-sm break-all text-muted-foreground">{currentEmail}</p>
        </div>
        {step === 'initial' && (
          <Button variant="outline" size="sm" onClick={() => setStep('new_email')}>
            {PROFILE_TEXTS.changeEmail}
          </Button>
        )}
      </div>

      {step === 'new_email' && (
        <form onSubmit={onSendCode} noValidate className="grid gap-3" aria-label={PROFILE_TEXTS.changeEmail}>
          <p className="text-sm text-muted-foreground">{PROFILE_TEXTS.newEmailIntro}</p>
          <FormField label={PROFILE_TEXTS.newEmail} error={addressErrors.newEmail?.message}>
            <Input type="email" autoComplete="email" {...addressForm.register('newEmail')} />
          </FormField>
          <FormField label={PROFILE_TEXTS.currentPassword} error={addressErrors.currentPassword?.message}>
            <PasswordInput
              fieldName={PROFILE_TEXTS.currentPassword}
              autoComplete="current-password"
              {...addressForm.register('currentPassword')}
            />
          </FormField>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={busy}>
              {spinner}
              {PROFILE_TEXTS.sendCode}
            </Button>
            {cancel}
          </div>
        </form>
      )}

      {step === 'verify_code' && (
        <form onSubmit={onVerify} noValidate className="grid gap-3" aria-label={PROFILE_TEXTS.verifyCode}>
          <p className="text-sm text-muted-foreground">{PROFILE_TEXTS.codeSentTo(target)}</p>
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
              onClick={() => void onResend()}
            >
              {PROFILE_TEXTS.sendNewCode}
            </Button>
            {cancel}
          </div>
          <ResendCodeHint secondsLeft={countdown.secondsLeft} />
        </form>
      )}
    </section>
  );
}
