import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2 } from 'lucide-react';
import {
  TOAST_TITLES,
  TWO_FACTOR_TEXTS as T,
  twoFactorSignInFormSchema,
  type AuthSession,
  type TwoFactorSignInForm,
} from '@shortlist/contracts';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/toaster';
import { ApiError } from '@/lib/api-client';
import { stepErrorMessage } from '../lib/step-error-message';
import { twoFactorSignIn } from '../api/two-factor-sign-in';

/**
 * Sign-in's second step, after a right password: a code from the authenticator app or a recovery code, and the
 * choice to trust this device. A failure shows beside the button and in a toast, as sign-in's do.
 */
export function SecondStepForm({
  ticket,
  onSignedIn,
  onBack,
}: {
  ticket: string;
  onSignedIn(session: AuthSession): void;
  onBack(): void;
}) {
  const [recovery, setRecovery] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setValue,
    control,
    formState: { errors, isSubmitting },
  } = useForm<TwoFactorSignInForm, unknown, z.output<typeof twoFactorSignInFormSchema>>({
    resolver: zodResolver(twoFactorSignInFormSchema),
    defaultValues: { code: '', trustDevice: false },
  });
  const trustDevice = useWatch({ control, name: 'trustDevice' });

  const submit = handleSubmit(async ({ code, trustDevice: trust }) => {
    setFailure(null);
    try {
      onSignedIn(await twoFactorSignIn({ ticket, code, trustDevice: trust }));
    } catch (error) {
      const message = stepErrorMessage(error);
      setFailure(message);
      toast.error(message, TOAST_TITLES.signInFailed);
      if (error instanceof ApiError && error.code === 'UNAUTHENTICATED') onBack();
    }
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-label={T.stepTitle}>
      <div className="grid gap-1">
        <h2 className="text-lg font-semibold">{T.stepTitle}</h2>
        <p className="text-sm text-muted-foreground">
          {recovery ? T.stepRecoveryDescription : T.stepDescription}
        </p>
      </div>
      <FormField label={recovery ? T.recoveryCodeLabel : T.codeLabel} error={errors.code?.message}>
        <Input
          key={recovery ? 'recovery' : 'app'}
          autoFocus
          autoComplete="one-time-code"
          inputMode={recovery ? 'text' : 'numeric'}
          {...register('code')}
        />
      </FormField>
      <div className="flex items-center gap-2">
        <Checkbox
          id="trust-device"
          checked={trustDevice}
          onCheckedChange={(checked) => setValue('trustDevice', checked === true)}
        />
        <Label htmlFor="trust-device" className="font-normal">
          {T.trustDevice}
        </Label>
      </div>
      {failure && (
        <p role="alert" className="text-sm text-destructive">
          {failure}
        </p>
      )}
      <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting} className="w-full">
        {isSubmitting && <Loader2 className="animate-spin" aria-hidden />}
        {T.verify}
      </Button>
      <div className="flex flex-wrap justify-between gap-2">
        <Button type="button" variant="link" className="px-0" onClick={() => setRecovery((r) => !r)}>
          {recovery ? T.useApp : T.useRecovery}
        </Button>
        <Button type="button" variant="link" className="px-0" onClick={onBack}>
          {T.back}
        </Button>
      </div>
    </form>
  );
}
