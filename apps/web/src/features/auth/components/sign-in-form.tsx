import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import { Loader2 } from 'lucide-react';
import {
  AUTH_FORM_TEXTS as F,
  PASSKEY_TEXTS,
  SHELL_TEXTS,
  TOAST_TITLES,
  signInRequestSchema,
  type AuthSession,
  type SignInRequest,
} from '@shortlist/contracts';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';
import { postSignInPath } from '@/lib/auth/return-path';
import { useAuth } from '@/lib/auth/auth-context';
import { authErrorMessage } from '@/lib/auth/auth-error-message';
import { PasswordInput } from '@/components/ui/password-input';
import {
  cancelPasskeyRequest,
  finishPasskeySignIn,
  passkeyAssertion,
  supportsPasskeyAutofill,
} from '../api/passkey-sign-in';
import { stepErrorMessage } from '../lib/step-error-message';
import { PasskeySignInButton } from './passkey-sign-in-button';
import { SecondStepForm } from './second-step-form';

/**
 * Sign in with e-mail and password, or with a passkey (the button, or the e-mail field's list of saved passkeys
 * where the browser offers it). With two-factor sign-in on, a right password leads to the second step. A failure
 * is toasted with the auth error catalogue (accounts §8) and also stays beside the submit button, where the eye
 * is, until the next try: a toast fades and sits in a corner.
 */
export function SignInForm({
  email = '',
}: { /** Filled in from an e-mail's link (an invitation). */ email?: string } = {}) {
  const { signIn, acceptSession } = useAuth();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const [ticket, setTicket] = useState<string | null>(null);

  const finish = (session: AuthSession, event: 'SIGNED_IN' | 'MFA_CHALLENGE_VERIFIED') => {
    acceptSession(session, event);
    navigate(postSignInPath(), { replace: true });
  };

  // the e-mail field offers saved passkeys (conditional mediation) while the form is shown
  useEffect(() => {
    if (ticket) return;
    let active = true;
    void (async () => {
      let answer;
      try {
        if (!(await supportsPasskeyAutofill()) || !active) return;
        answer = await passkeyAssertion({ autofill: true });
      } catch {
        // the offer is quiet: cancelled, replaced by the button's request, or not possible on this origin
        return;
      }
      try {
        const session = await finishPasskeySignIn(answer);
        if (active) finish(session, 'SIGNED_IN');
      } catch (error) {
        if (active) toast.error(stepErrorMessage(error), TOAST_TITLES.signInFailed);
      }
    })();
    return () => {
      active = false;
      void cancelPasskeyRequest();
    };
    // finish only reads stable callbacks; the request is made once per showing of the form
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ticket]);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SignInRequest, unknown, z.output<typeof signInRequestSchema>>({
    resolver: zodResolver(signInRequestSchema),
    mode: 'onTouched',
    defaultValues: { email, password: '' },
  });

  const onSubmit = handleSubmit(async (credentials) => {
    setFailure(null);
    try {
      const answer = await signIn(credentials);
      if ('twoFactorRequired' in answer) setTicket(answer.ticket);
      else navigate(postSignInPath(), { replace: true });
    } catch (error) {
      const message = authErrorMessage(error);
      setFailure(message);
      toast.error(message, TOAST_TITLES.signInFailed);
    }
  });

  if (ticket)
    return (
      <SecondStepForm
        ticket={ticket}
        onSignedIn={(session) => finish(session, 'MFA_CHALLENGE_VERIFIED')}
        onBack={() => setTicket(null)}
      />
    );

  return (
    <div className="grid gap-4">
      <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label={SHELL_TEXTS.signIn}>
        <FormField label={F.email} error={errors.email?.message}>
          <Input
            type="email"
            autoComplete="email webauthn"
            placeholder={F.emailPlaceholder}
            {...register('email')}
          />
        </FormField>
        <FormField label={F.password} error={errors.password?.message}>
          <PasswordInput autoComplete="current-password" {...register('password')} />
        </FormField>
        {failure && (
          <p role="alert" className="text-sm text-destructive">
            {failure}
          </p>
        )}
        <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting} className="w-full">
          {isSubmitting && <Loader2 className="animate-spin" aria-hidden />}
          {SHELL_TEXTS.signIn}
        </Button>
      </form>
      <div className="flex items-center gap-3 text-xs text-muted-foreground" aria-hidden>
        <span className="h-px flex-1 bg-border" />
        {PASSKEY_TEXTS.signInDivider}
        <span className="h-px flex-1 bg-border" />
      </div>
      <PasskeySignInButton onSignedIn={(session) => finish(session, 'SIGNED_IN')} />
    </div>
  );
}
