import { useState, type FormEvent } from 'react';
import { Loader2 } from 'lucide-react';
import {
  ACCOUNT_ERRORS,
  ACCOUNT_SUCCESS,
  PROFILE_TEXTS,
  TOAST_TITLES,
  passwordResetSendCodeSchema,
  resetPasswordFormSchema,
  verificationCodeSchema,
} from '@shortlist/contracts';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { resetPassword, sendPasswordResetCode, verifyPasswordResetCode } from '../api/password-reset';
import { PasswordInput } from '@/components/ui/password-input';

type Step = 'email' | 'code' | 'password';

/**
 * Forgot password (accounts §2, §4): e-mail, then the 5-digit code, then the new password. `onDone` runs after
 * a successful reset (back to sign-in), `onCancel` when the user goes back without resetting.
 */
export function ForgotPasswordForm({ onDone, onCancel }: { onDone(): void; onCancel(): void }) {
  const [step, setStep] = useState<Step>('email');
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [busy, setBusy] = useState(false);

  const run = async (work: () => Promise<void>, failure: string) => {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      toast.error(errorMessage(error, failure), TOAST_TITLES.passwordResetFailed);
    } finally {
      setBusy(false);
    }
  };

  const send = (event?: FormEvent) => {
    event?.preventDefault();
    const parsed = passwordResetSendCodeSchema.safeParse({ email });
    if (!parsed.success) {
      setErrors({ email: parsed.error.issues[0]?.message });
      return;
    }
    setErrors({});
    void run(async () => {
      await sendPasswordResetCode(parsed.data.email);
      setEmail(parsed.data.email);
      toast.success(ACCOUNT_SUCCESS.codeSentTitle, ACCOUNT_SUCCESS.codeSentDescription);
      setCode('');
      setStep('code');
    }, ACCOUNT_ERRORS.sendCode);
  };

  const verify = (event: FormEvent) => {
    event.preventDefault();
    const parsed = verificationCodeSchema.safeParse(code);
    if (!parsed.success) {
      setErrors({ code: parsed.error.issues[0]?.message });
      return;
    }
    setErrors({});
    void run(async () => {
      await verifyPasswordResetCode(email, parsed.data);
      setStep('password');
    }, ACCOUNT_ERRORS.invalidCode);
  };

  const reset = (event: FormEvent) => {
    event.preventDefault();
    const parsed = resetPasswordFormSchema.safeParse({ newPassword, confirmPassword });
    if (!parsed.success) {
      const fields: Record<string, string> = {};
      for (const issue of parsed.error.issues) fields[String(issue.path[0])] ??= issue.message;
      setErrors(fields);
      return;
    }
    setErrors({});
    void run(async () => {
      await resetPassword(email, code.trim(), parsed.data.newPassword);
      toast.success(ACCOUNT_SUCCESS.passwordReset);
      setEmail('');
      setCode('');
      setNewPassword('');
      setConfirmPassword('');
      setStep('email');
      onDone();
    }, ACCOUNT_ERRORS.resetPassword);
  };

  const spinner = busy && <Loader2 className="animate-spin" aria-hidden />;

  return (
    <div className="grid gap-4">
      <h1 className="text-2xl font-semibold tracking-tight">{PROFILE_TEXTS.resetPasswordTitle}</h1>
      {step === 'email' && (
        <form onSubmit={send} noValidate className="grid gap-4" aria-label={PROFILE_TEXTS.resetPasswordTitle}>
          <FormField label={PROFILE_TEXTS.email} error={errors.email}>
            <Input
              type="email"
              autoComplete="email"
              placeholder="you@example.com"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
          </FormField>
          <Button type="submit" disabled={busy} className="w-full">
            {spinner}
            {PROFILE_TEXTS.sendCode}
          </Button>
        </form>
      )}
      {step === 'code' && (
        <form onSubmit={verify} noValidate className="grid gap-4" aria-label={PROFILE_TEXTS.verifyCode}>
          <p className="text-sm text-muted-foreground">{ACCOUNT_SUCCESS.codeSentDescription}</p>
          <FormField label={PROFILE_TEXTS.verificationCode} error={errors.code}>
            <Input
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={5}
              placeholder="12345"
              value={code}
              onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
            />
          </FormField>
          <Button type="submit" disabled={busy} className="w-full">
            {spinner}
            {PROFILE_TEXTS.verifyCode}
          </Button>
          <Button variant="link" disabled={busy} onClick={() => send()}>
            {PROFILE_TEXTS.sendCode}
          </Button>
        </form>
      )}
      {step === 'password' && (
        <form onSubmit={reset} noValidate className="grid gap-4" aria-label={PROFILE_TEXTS.resetPassword}>
          <FormField label={PROFILE_TEXTS.newPassword} error={errors.newPassword}>
            <PasswordInput
              fieldName={PROFILE_TEXTS.newPassword}
              autoComplete="new-password"
              value={newPassword}
              onChange={(e) => setNewPassword(e.target.value)}
            />
          </FormField>
          <FormField label={PROFILE_TEXTS.confirmNewPassword} error={errors.confirmPassword}>
            <PasswordInput
              fieldName={PROFILE_TEXTS.confirmNewPassword}
              autoComplete="new-password"
              value={confirmPassword}
              onChange={(e) => setConfirmPassword(e.target.value)}
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
