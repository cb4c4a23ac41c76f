import { useId, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import { Loader2 } from 'lucide-react';
import {
  AUTH_FORM_TEXTS as F,
  AUTH_VALIDATION,
  INVITATION_TEXTS,
  REFERRAL,
  SHELL_TEXTS,
  emailSchema,
  nicknameSchema,
  signUpFormSchema,
  type SignUpForm as SignUpFormValues,
  type SignUpRequest,
} from '@shortlist/contracts';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';
import { postSignInPath } from '@/lib/auth/return-path';
import { ApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/auth-context';
import { signUpErrorToast } from '@/lib/auth/auth-error-message';
import { checkEmailAvailability } from '../api/check-email-availability';
import { checkNicknameAvailability } from '../api/check-nickname-availability';
import { checkReferralCode } from '../api/check-referral-code';
import { PasswordInput } from '@/components/ui/password-input';
import { useDebouncedCheck, type CheckStatus } from '@/features/auth/hooks/use-debounced-check';
import { signUpMissing } from '../lib/sign-up-missing';
import type { InvitationLink } from '../lib/link-fragment';

type Output = z.output<typeof signUpFormSchema>;
const FIELDS = ['email', 'password', 'confirmPassword', 'fullName', 'nickname', 'referralCode'] as const;

/** The value a check should run on: the schema's normalised value, or null while the input is not valid. */
function checkable(schema: z.ZodType<string, string>, value: string): string | null {
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

function checkMessage(status: CheckStatus, rejected: string, failed: string): string | undefined {
  if (status === 'rejected') return rejected;
  if (status === 'failed') return failed;
  return undefined;
}

/**
 * Sign-up (accounts §5): the contract's field rules, debounced e-mail / nickname availability and referral
 * checks, and a submit button that is enabled only when the required fields are filled and every check passed
 * (and blocked, with a spinner, while one runs). While it is disabled, a polite live list under it says what is
 * still missing, so a greyed-out button is never a riddle. Through an invitation's link the address is the
 * invited one, read-only with a note saying why, and the link's token goes with the request: it proves the
 * address, so the shared folder is there as soon as the account is.
 */
export function SignUpForm({
  referralCode: initialReferralCode = '',
  invitation = null,
  onContinue,
  onSignInInstead,
}: {
  referralCode?: string;
  /** The invitation e-mail's link this sign-up came from: its address is locked and its token sent along. */
  invitation?: InvitationLink | null;
  /** When given, a valid form goes on to the plan step (which creates the account) instead of signing up. */
  onContinue?: (data: SignUpRequest) => void;
  /** Where an invited address that has an account already goes: the sign-in tab. */
  onSignInInstead?: () => void;
}) {
  const { signUp } = useAuth();
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    control,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SignUpFormValues, unknown, Output>({
    resolver: zodResolver(signUpFormSchema),
    mode: 'onTouched',
    defaultValues: {
      email: invitation?.email ?? '',
      password: '',
      confirmPassword: '',
      fullName: '',
      nickname: '',
      referralCode: initialReferralCode,
    },
  });
  const [email = '', password = '', confirmPassword = '', fullName = '', nickname = '', referralCode = ''] =
    useWatch({ control, name: [...FIELDS] });

  const emailValue = useMemo(() => checkable(emailSchema, email), [email]);
  const nicknameValue = useMemo(() => checkable(nicknameSchema, nickname), [nickname]);
  const referralValue = useMemo(() => {
    const code = referralCode.trim().toUpperCase();
    return code === '' ? null : code.slice(0, REFERRAL.codeMax);
  }, [referralCode]);

  const emailStatus = useDebouncedCheck(emailValue, checkEmailAvailability);
  const nicknameStatus = useDebouncedCheck(nicknameValue, checkNicknameAvailability);
  const referralStatus = useDebouncedCheck(referralValue, checkReferralCode);

  const filled = [email, password, confirmPassword, fullName, nickname].every((v) => v.trim() !== '');
  const checking = [emailStatus, nicknameStatus, referralStatus].includes('checking');
  const checksPassed =
    emailStatus === 'passed' &&
    nicknameStatus === 'passed' &&
    (referralStatus === 'idle' || referralStatus === 'passed');
  const canSubmit = filled && checksPassed && !isSubmitting;
  const missing = signUpMissing({
    email,
    password,
    confirmPassword,
    fullName,
    nickname,
    emailValid: emailValue !== null,
    nicknameValid: nicknameValue !== null,
    emailStatus,
    nicknameStatus,
    referralStatus,
  });
  const missingId = useId();
  const [linkRefusal, setLinkRefusal] = useState<string | null>(null);
  const invitedHasAccount = invitation !== null && emailStatus === 'rejected';

  const onSubmit = handleSubmit(
    async (data) => {
      if (!canSubmit) return;
      setLinkRefusal(null);
      const request: SignUpRequest = {
        email: data.email,
        password: data.password,
        fullName: data.fullName,
        nickname: data.nickname,
        referralCode: data.referralCode,
        ...(invitation ? { invitationToken: invitation.token } : {}),
      };
      if (onContinue) {
        onContinue(request);
        return;
      }
      try {
        await signUp(request);
        navigate(postSignInPath(), { replace: true });
      } catch (error) {
        if (error instanceof ApiError && error.code === 'INVALID_REFERRAL_CODE') {
          setError('referralCode', { message: error.message });
        } else if (error instanceof ApiError && error.code === 'INVITATION_INVALID') {
          // the link's own refusal (used, expired, another address) stays on the page, where the eye is
          setLinkRefusal(error.message);
        } else if (error instanceof ApiError && error.code === 'VALIDATION_ERROR') {
          for (const [field, message] of Object.entries(error.fields)) {
            if ((FIELDS as readonly string[]).includes(field)) {
              setError(field as (typeof FIELDS)[number], { message });
            }
          }
        }
        const { title, message } = signUpErrorToast(error);
        toast.error(message, title);
      }
    },
    () => toast.error(AUTH_VALIDATION.validationErrorDescription, AUTH_VALIDATION.validationErrorTitle),
  );

  const referralError =
    errors.referralCode?.message ??
    checkMessage(referralStatus, AUTH_VALIDATION.referralInvalid, AUTH_VALIDATION.referralCheckFailed);

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label={SHELL_TEXTS.signUp}>
      <FormField
        label={F.email}
        required
        error={
          errors.email?.message ??
          checkMessage(emailStatus, AUTH_VALIDATION.emailTaken, AUTH_VALIDATION.emailCheckFailed)
        }
        hint={
          emailStatus === 'checking'
            ? F.checkingAvailability
            : invitation
              ? INVITATION_TEXTS.lockedEmailNote
              : undefined
        }
      >
        <Input
          type="email"
          autoComplete="email"
          placeholder={F.emailPlaceholder}
          readOnly={invitation !== null}
          {...register('email')}
        />
      </FormField>
      {invitedHasAccount && (
        <div className="grid gap-2 rounded-md border p-3 text-sm">
          <p>{INVITATION_TEXTS.alreadyRegistered}</p>
          {onSignInInstead && (
            <Button type="button" variant="outline" size="sm" onClick={onSignInInstead}>
              {INVITATION_TEXTS.signInInstead}
            </Button>
          )}
        </div>
      )}
      <FormField label={F.password} required error={errors.password?.message}>
        <PasswordInput autoComplete="new-password" {...register('password')} />
      </FormField>
      <FormField label={F.confirmPassword} required error={errors.confirmPassword?.message}>
        <PasswordInput
          autoComplete="new-password"
          fieldName={F.confirmPassword}
          {...register('confirmPassword')}
        />
      </FormField>
      <FormField label={F.fullName} required error={errors.fullName?.message}>
        <Input autoComplete="name" {...register('fullName')} />
      </FormField>
      <FormField
        label={F.nickname}
        required
        error={
          errors.nickname?.message ??
          checkMessage(nicknameStatus, AUTH_VALIDATION.nicknameTaken, AUTH_VALIDATION.nicknameCheckFailed)
        }
        hint={nicknameStatus === 'checking' ? F.checkingAvailability : undefined}
      >
        <Input autoComplete="username" {...register('nickname')} />
      </FormField>
      <FormField
        label={F.referralCode}
        error={referralError}
        success={referralStatus === 'passed' ? AUTH_VALIDATION.referralValid : undefined}
        hint={referralStatus === 'checking' ? F.checkingReferral : undefined}
      >
        <Input autoComplete="off" spellCheck={false} className="uppercase" {...register('referralCode')} />
      </FormField>
      {linkRefusal && (
        <p role="alert" className="text-sm text-destructive">
          {linkRefusal}
        </p>
      )}
      <Button
        type="submit"
        disabled={!canSubmit || checking}
        aria-busy={checking || isSubmitting}
        aria-describedby={missing.length > 0 ? missingId : undefined}
        className="w-full"
      >
        {(checking || isSubmitting) && <Loader2 className="animate-spin" aria-hidden />}
        {SHELL_TEXTS.signUp}
      </Button>
      {/* always in the page, so a screen reader hears each change of the list, not only its first showing */}
      <div id={missingId} role="status" aria-live="polite" className="text-sm text-muted-foreground">
        {missing.length > 0 && (
          <>
            <p>{F.signUpMissingTitle}</p>
            <ul className="list-disc pl-5">
              {missing.map((m) => (
                <li key={m}>{m}</li>
              ))}
            </ul>
          </>
        )}
      </div>
    </form>
  );
}
