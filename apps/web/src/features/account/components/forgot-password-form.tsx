import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2 } from 'lucide-react';
import type { z } from 'zod';
import {
  ACCOUNT_ERRORS,
  ACCOUNT_SUCCESS,
  PROFILE_TEXTS,
  TOAST_TITLES,
  VERIFICATION_CODE,
  passwordResetSendCodeSchema,
  resetPasswordFormSchema,
  verificationCodeFormSchema,
  type PasswordResetSendCode,
  type ResetPasswordForm,
  type VerificationCodeForm,
} from '@shortlist/contracts';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { useCountdown } from '@/lib/use-countdown';
import { resetPassword, sendPasswordResetCode, verifyPasswordResetCode } from '../api/password-reset';
import { ResendCodeHint, VerificationCodeField } from './verification-code-field';

type Step = 'email' | 'code' | 'password';

const failed = (error: unknown, fallback: string) =>
  toast.error(errorMessage(error, fallback), TOAST_TITLES.passwordResetFailed);

/**
 * Forgot password (accounts §2, §4): e-mail, then the 5-digit code, then the new password. The code step says
 * where the code went and holds "Send a new code" back for the server's resend interval. `onDone` runs after a
 * successful reset (back to sign-in), `onCancel` when the user goes back without resetting.
 */
export function ForgotPasswordForm({ onDone, onCancel }: { onDone(): void; onCancel(): void }) {
  const [step, setStep] = useState<Step>('email');
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const countdown = useCountdown();

  const emailForm = useForm<PasswordResetSendCode, unknown, z.output<typeof passwordResetSendCodeSchema>>({
    resolver: zodResolver(passwordResetSendCodeSchema),
    mode: 'onTouched',
    defaultValues: { email: '' },
  });
  const codeForm = useForm<VerificationCodeForm, unknown, z.output<typeof verificationCodeFormSchema>>({
    resolver: zodResolver(verificationCodeFormSchema),
    mode: 'onTouched',
    defaultValues: { code: '' },
  });
  const passwordForm = useForm<ResetPasswordForm, unknown, z.output<typeof resetPasswordFormSchema>>({
    resolver: zodResolver(resetPasswordFormSchema),
    mode: 'onTouched',
    defaultValues: { newPassword: '', confirmPassword: '' },
  });

  const send = async (address: string) => {
    try {
      await sendPasswordResetCode(address);
      toast.success(ACCOUNT_SUCCESS.codeSentTitle, ACCOUNT_SUCCESS.codeSentDescription);
      setEmail(address);
      countdown.start(VERIFICATION_CODE.resendIntervalSeconds);
      codeForm.reset();
      setStep('code');
    } catch (error) {
      failed(error, ACCOUNT_ERRORS.sendCode);
    }
  };

  const onSend = emailForm.handleSubmit(({ email: address }) => send(address));

  const onVerify = codeForm.handleSubmit(async ({ code: entered }) => {
    try {
      await verifyPasswordResetCode(email, entered);
      setCode(entered);
      setStep('password');
    } catch (error) {
      failed(error, ACCOUNT_ERRORS.invalidCode);
    }
  });

  const onReset = passwordForm.handleSubmit(async ({ newPassword }) => {
    try {
      await resetPassword(email, code, newPassword);
      toast.success(ACCOUNT_SUCCESS.passwordReset);
      setEmail('');
      setCode('');
      emailForm.reset();
      codeForm.reset();
      passwordForm.reset();
      setStep('email');
      onDone();
    } catch (error) {
      failed(error, ACCOUNT_ERRORS.resetPassword);
    }
  });

  const busy =
    emailForm.formState.isSubmitting ||
    codeForm.formState.isSubmitting ||
    passwordForm.formState.isSubmitting;
  const spinner = busy && <Loader2 className="animate-spin" aria-hidden />;
  const passwordErrors = passwordForm.formState.errors;

  return (
    <div className="grid gap-4">
      <h1 className="text-2xl font-semibold tracking-tight">{PROFILE_TEXTS.resetPasswordTitle}</h1>
      {step === 'email' && (
        <form
          onSubmit={onSend}
          noValidate
          className="grid gap-4"
          aria-label={PROFILE_TEXTS.resetPasswordTitle}
        >
          <FormField label={PROFILE_TEXTS.email} error={emailForm.formState.errors.email?.message}>
            <Input type="email" autoComplete="email" {...emailForm.register('email')} />
          </FormField>
          <Button type="submit" disabled={busy} className="w-full">
            {spinner}
            {PROFILE_TEXTS.sendCode}
          </Button>
        </form>
      )}
      {step === 'code' && (
        <form onSubmit={onVerify} noValidate className="grid gap-4" aria-label={PROFILE_TEXTS.verifyCode}>
          <p className="text-sm break-words text-muted-foreground">{PROFILE_TEXTS.resetCodeSentTo(email)}</p>
          <VerificationCodeField
            registration={codeForm.register('code')}
            error={codeForm.formState.errors.code?.message}
          />
          <Button type="submit" disabled={busy} className="w-full">
            {spinner}
            {PROFILE_TEXTS.verifyCode}
          </Button>
          <Button
            variant="link"
            disabled={busy || countdown.secondsLeft > 0}
            onClick={() => void send(email)}
          >
            {PROFILE_TEXTS.sendNewCode}
          </Button>
          <ResendCodeHint secondsLeft={countdown.secondsLeft} />
        </form>
      )}
      {step === 'password' && (
        <form onSubmit={onReset} noValidate className="grid gap-4" aria-label={PROFILE_TEXTS.resetPassword}>
          <FormField label={PROFILE_TEXTS.newPassword} error={passwordErrors.newPassword?.message}>
            <PasswordInput
              fieldName={PROFILE_TEXTS.newPassword}
              autoComplete="new-password"
              {...passwordForm.register('newPassword')}
            />
          </FormField>
          <FormField label={PROFILE_TEXTS.confirmNewPassword} error={passwordErrors.confirmPassword?.message}>
            <PasswordInput
              fieldName={PROFILE_TEXTS.confirmNewPassword}
              autoComplete="new-password"
              {...passwordForm.register('confirmPassword')}
            />
          </FormField>
          <Button type="submit" disabled={busy} className="w-full">
            {spinner}
            {PROFILE_TEXTS.resetPassword}
          </Button>
        </form>
      )}
      <Button variant="link" onClick={onCancel} disabled={busy}>
        {PROFILE_TEXTS.backToSignIn}
      </Button>
    </div>
  );
}
