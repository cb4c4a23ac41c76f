import type { UseFormRegisterReturn } from 'react-hook-form';
import { PROFILE_TEXTS, VERIFICATION_CODE } from '@shortlist/contracts';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';

/**
 * The 5-digit code field of the reset and e-mail change flows: digits only, the one-time-code autofill, and a
 * hint instead of a sample value (a placeholder "12345" read as if it were filled in).
 */
export function VerificationCodeField({
  registration,
  error,
}: {
  registration: UseFormRegisterReturn<'code'>;
  error: string | undefined;
}) {
  return (
    <FormField label={PROFILE_TEXTS.verificationCode} hint={PROFILE_TEXTS.codeHint} error={error}>
      <Input
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={VERIFICATION_CODE.length}
        {...registration}
        onChange={(e) => {
          e.target.value = e.target.value.replace(/\D/g, '');
          void registration.onChange(e);
        }}
      />
    </FormField>
  );
}

/** "Send a new code", held back while the server would refuse it, with the seconds left. */
export function ResendCodeHint({ secondsLeft }: { secondsLeft: number }) {
  if (secondsLeft <= 0) return null;
  return <p className="text-sm text-muted-foreground">{PROFILE_TEXTS.resendIn(secondsLeft)}</p>;
}
