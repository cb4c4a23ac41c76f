import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import { Loader2 } from 'lucide-react';
import {
  AUTH_FORM_TEXTS as F,
  SHELL_TEXTS,
  TOAST_TITLES,
  signInRequestSchema,
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

/**
 * Sign in with e-mail and password. A failure is toasted with the auth error catalogue (accounts §8) and also
 * stays beside the submit button, where the eye is, until the next try: a toast fades and sits in a corner.
 */
export function SignInForm({
  email = '',
}: { /** Filled in from an e-mail's link (an invitation). */ email?: string } = {}) {
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
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
      await signIn(credentials);
      navigate(postSignInPath(), { replace: true });
    } catch (error) {
      const message = authErrorMessage(error);
      setFailure(message);
      toast.error(message, TOAST_TITLES.signInFailed);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label={SHELL_TEXTS.signIn}>
      <FormField label={F.email} error={errors.email?.message}>
        <Input type="email" autoComplete="email" placeholder={F.emailPlaceholder} {...register('email')} />
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
  );
}
