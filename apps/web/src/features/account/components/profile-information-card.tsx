import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2 } from 'lucide-react';
import {
  ACCOUNT_ERRORS,
  ACCOUNT_SUCCESS,
  PROFILE_TEXTS,
  profileUpdateSchema,
  type AppUser,
  type ProfileUpdate,
} from '@shortlist/contracts';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/auth-context';
import { setServerFieldErrors } from '@/lib/form-errors';
import { updateProfile } from '../api/update-profile';
import { EmailChange } from './email-change';

/** Profile Information (accounts §2, §4): a read view, and an edit mode with the e-mail change. */
export function ProfileInformationCard({ user }: { user: AppUser }) {
  const { refreshUser } = useAuth();
  const [editing, setEditing] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting: busy },
  } = useForm<ProfileUpdate, unknown, z.output<typeof profileUpdateSchema>>({
    resolver: zodResolver(profileUpdateSchema),
    // the rules are checked when Save is pressed, not as one types
    reValidateMode: 'onSubmit',
  });

  const startEditing = () => {
    reset({ fullName: user.profile.fullName ?? '', nickname: user.profile.nickname ?? '' });
    setEditing(true);
  };

  const save = handleSubmit(async (data) => {
    try {
      await updateProfile(data);
      await refreshUser();
      toast.success(ACCOUNT_SUCCESS.profileUpdated);
      setEditing(false);
    } catch (error) {
      setServerFieldErrors(error, setError, ['fullName', 'nickname']);
      toast.error(errorMessage(error, ACCOUNT_ERRORS.updateProfile));
    }
  });

  const onEmailChanged = () => {
    setEditing(false);
    void refreshUser().catch(() => toast.error(ACCOUNT_ERRORS.noSession));
  };

  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between">
        <CardTitle>{PROFILE_TEXTS.informationTitle}</CardTitle>
        {!editing && (
          <Button variant="outline" size="sm" onClick={startEditing}>
            {PROFILE_TEXTS.editProfile}
          </Button>
        )}
      </CardHeader>
      <CardContent>
        {editing ? (
          <div className="grid gap-4">
            <form onSubmit={save} noValidate className="grid gap-4" aria-label={PROFILE_TEXTS.editProfile}>
              <FormField label={PROFILE_TEXTS.fullName} required error={errors.fullName?.message}>
                <Input autoComplete="name" {...register('fullName')} />
              </FormField>
              <FormField label={PROFILE_TEXTS.nickname} required error={errors.nickname?.message}>
                <Input autoComplete="nickname" {...register('nickname')} />
              </FormField>
              <div className="flex gap-2">
                <Button type="submit" disabled={busy}>
                  {busy && <Loader2 className="animate-spin" aria-hidden />}
                  {busy ? PROFILE_TEXTS.saving : PROFILE_TEXTS.saveChanges}
                </Button>
                <Button variant="outline" disabled={busy} onClick={() => setEditing(false)}>
                  {PROFILE_TEXTS.cancel}
                </Button>
              </div>
            </form>
            <EmailChange currentEmail={user.email} onChanged={onEmailChanged} />
          </div>
        ) : (
          <dl className="grid gap-3 text-sm sm:grid-cols-[8rem_1fr]">
            <dt className="font-medium text-muted-foreground">{PROFILE_TEXTS.fullName}</dt>
            <dd>{user.profile.fullName || PROFILE_TEXTS.notSet}</dd>
            <dt className="font-medium text-muted-foreground">{PROFILE_TEXTS.nickname}</dt>
            <dd className={user.profile.nickname ? '' : 'text-muted-foreground italic'}>
              {user.profile.nickname || PROFILE_TEXTS.notSet}
            </dd>
            <dt className="font-medium text-muted-foreground">{PROFILE_TEXTS.email}</dt>
            <dd className="break-all">{user.email}</dd>
          </dl>
        )}
      </CardContent>
    </Card>
  );
}
