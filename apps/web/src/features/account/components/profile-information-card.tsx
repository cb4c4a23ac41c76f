import { useState, type FormEvent } from 'react';
import { Loader2 } from 'lucide-react';
import {
  ACCOUNT_ERRORS,
  ACCOUNT_SUCCESS,
  PROFILE_TEXTS,
  profileUpdateSchema,
  type AppUser,
} from '@shortlist/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/auth-context';
import { updateProfile } from '../api/update-profile';
import { EmailChange } from './email-change';

type Fields = { fullName?: string | undefined; nickname?: string | undefined };

/** Profile Information (accounts §2, §4): a read view, and an edit mode with the e-mail change. */
export function ProfileInformationCard({ user }: { user: AppUser }) {
  const { refreshUser } = useAuth();
  const [editing, setEditing] = useState(false);
  const [fullName, setFullName] = useState('');
  const [nickname, setNickname] = useState('');
  const [errors, setErrors] = useState<Fields>({});
  const [busy, setBusy] = useState(false);

  const startEditing = () => {
    setFullName(user.profile.fullName ?? '');
    setNickname(user.profile.nickname ?? '');
    setErrors({});
    setEditing(true);
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = profileUpdateSchema.safeParse({ fullName, nickname });
    if (!parsed.success) {
      const next: Fields = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as keyof Fields] ??= issue.message;
      setErrors(next);
      return;
    }
    setBusy(true);
    try {
      await updateProfile(parsed.data);
      await refreshUser();
      toast.success(ACCOUNT_SUCCESS.profileUpdated);
      setEditing(false);
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fields).length > 0) setErrors(error.fields);
      toast.error(errorMessage(error, ACCOUNT_ERRORS.updateProfile));
    } finally {
      setBusy(false);
    }
  };

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
              <FormField label={PROFILE_TEXTS.fullName} required error={errors.fullName}>
                <Input autoComplete="name" value={fullName} onChange={(e) => setFullName(e.target.value)} />
              </FormField>
              <FormField label={PROFILE_TEXTS.nickname} required error={errors.nickname}>
                <Input
                  autoComplete="nickname"
                  value={nickname}
                  onChange={(e) => setNickname(e.target.value)}
                />
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
