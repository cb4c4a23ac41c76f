import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { Crown, Mail, ShieldAlert, UserMinus, X } from 'lucide-react';
import {
  type Collaborator,
  type CollaboratorList,
  COLLABORATOR_ROLES,
  type CollaboratorRole,
  DEFAULT_COLLABORATOR_ROLE,
  ROLE_TEXTS,
  ORGANISE_ERRORS,
  ORGANISE_SUCCESS,
  ORGANISE_VALIDATION,
  SHARING_TEXTS,
  shareInviteSchema,
  type ShareInviteInput,
  TOAST,
  TOAST_TITLES,
  UPGRADE_TEXTS,
} from '@shortlist/contracts';
import type { z } from 'zod';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toaster';
import { paths } from '@/config/paths';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/auth-context';
import { setServerFieldErrors } from '@/lib/form-errors';
import { useCancelInvitation } from '../api/cancel-invitation';
import { useChangeCollaboratorRole } from '../api/change-role';
import { useCollaborators } from '../api/get-collaborators';
import { useInviteCollaborator } from '../api/invite-collaborator';
import { useRemoveCollaborator } from '../api/remove-collaborator';

const ROLE_OPTIONS = COLLABORATOR_ROLES.map((role) => ({ value: role, label: ROLE_TEXTS.names[role] }));

const personName = (p: { fullName: string | null; nickname: string | null }, email?: string | null) =>
  p.fullName || p.nickname || email || '';

/**
 * Manage Folder Access (folders §2 Dialogs, §5 Sharing): what sharing grants, an e-mail entry, the people
 * with access with remove buttons, and pending invitations. Basic users see the list (a downgraded owner can
 * still remove people) with the upgrade text instead of the e-mail entry; a non-owner sees "Access Denied".
 */
export function ManageFolderAccessDialog({
  open,
  onOpenChange,
  folderId,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** null: "No folder selected". */
  folderId: string | null;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={SHARING_TEXTS.title} description={SHARING_TEXTS.description}>
        {folderId ? (
          <AccessPanel folderId={folderId} />
        ) : (
          <p className="text-sm text-muted-foreground">{SHARING_TEXTS.noFolderSelected}</p>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {SHARING_TEXTS.close}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function AccessPanel({ folderId }: { folderId: string }) {
  const { user } = useAuth();
  const { data, error, isLoading } = useCollaborators(folderId);

  if (isLoading && !data) return <Spinner label={SHARING_TEXTS.loading} className="py-6" />;
  if (!data) {
    return (
      <p role="alert" className="text-sm text-destructive">
        {error ? errorMessage(error) : ORGANISE_ERRORS.invitationFallback}
      </p>
    );
  }
  if (!data.isOwner) {
    return (
      <div role="alert" className="flex gap-3 rounded-md border border-destructive/40 p-3 text-sm">
        <ShieldAlert className="size-5 shrink-0 text-destructive" aria-hidden />
        <div className="grid gap-1">
          <p className="font-medium">{SHARING_TEXTS.accessDeniedTitle}</p>
          <p className="text-muted-foreground">{ORGANISE_VALIDATION.onlyOwnerShares}</p>
        </div>
      </div>
    );
  }
  return (
    <div className="grid gap-5">
      {user?.isPremium ? (
        <InviteForm folderId={folderId} ownEmail={user.email} />
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-dashed p-3">
          <p className="flex items-center gap-2 text-sm">
            <Crown className="size-4 text-primary" aria-hidden />
            {ORGANISE_ERRORS.manageAccessBasic}
          </p>
          <Button asChild size="sm">
            <Link to={paths.profile}>{UPGRADE_TEXTS.upgradeToPremium}</Link>
          </Button>
        </div>
      )}
      <AccessList folderId={folderId} list={data} viewerId={user?.id ?? ''} />
    </div>
  );
}

function InviteForm({ folderId, ownEmail }: { folderId: string; ownEmail: string }) {
  const invite = useInviteCollaborator();
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting: busy },
  } = useForm<ShareInviteInput, unknown, z.output<typeof shareInviteSchema>>({
    resolver: zodResolver(shareInviteSchema),
    // checked when Invite is pressed, not as one types
    reValidateMode: 'onSubmit',
    defaultValues: { email: '', role: DEFAULT_COLLABORATOR_ROLE },
  });
  const fieldError = errors.email?.message;

  const submit = handleSubmit(async ({ email, role }) => {
    if (email.toLowerCase() === ownEmail.toLowerCase()) {
      // the spec's two texts: the warning toast, and the server's own sentence under the field
      toast.warning(TOAST_TITLES.warning, ORGANISE_VALIDATION.shareWithSelfTitle);
      setError('email', { message: ORGANISE_VALIDATION.shareWithSelf });
      return;
    }
    try {
      const result = await invite(folderId, email, role);
      if (result.status === 'collaborator_added')
        toast.success(ORGANISE_SUCCESS.collaboratorAdded(result.email));
      else
        toast.info(
          ORGANISE_SUCCESS.invitationSent,
          SHARING_TEXTS.invitationSentDescription(result.email),
          TOAST.invitationSentMs,
        );
      reset();
    } catch (err) {
      if (setServerFieldErrors(err, setError, ['email'])) return;
      const message = err instanceof ApiError ? err.message : ORGANISE_ERRORS.addCollaborator;
      toast.error(message || ORGANISE_ERRORS.invitationFallback);
    }
  });

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="grid gap-2">
      {/* on a phone the address takes the whole row and the role and Invite go under it */}
      <div className="flex flex-wrap items-end gap-2">
        <FormField
          label={SHARING_TEXTS.emailLabel}
          error={fieldError}
          className="min-w-0 basis-full sm:flex-1 sm:basis-0"
        >
          <Input
            type="email"
            autoComplete="off"
            placeholder={SHARING_TEXTS.emailPlaceholder}
            {...register('email')}
          />
        </FormField>
        <div
          className={fieldError ? 'flex flex-1 gap-2 sm:mb-7 sm:flex-none' : 'flex flex-1 gap-2 sm:flex-none'}
        >
          <Controller
            control={control}
            name="role"
            render={({ field }) => (
              <Select
                aria-label={ROLE_TEXTS.label}
                value={field.value}
                onValueChange={field.onChange}
                options={ROLE_OPTIONS}
                className="min-w-28 flex-1 sm:w-28 sm:flex-none"
              />
            )}
          />
          <Button type="submit" disabled={busy}>
            <Mail aria-hidden />
            {busy ? SHARING_TEXTS.inviting : SHARING_TEXTS.invite}
          </Button>
        </div>
      </div>
    </form>
  );
}

function AccessList({
  folderId,
  list,
  viewerId,
}: {
  folderId: string;
  list: CollaboratorList;
  viewerId: string;
}) {
  const remove = useRemoveCollaborator();
  const changeRole = useChangeCollaboratorRole();
  const cancel = useCancelInvitation();
  const [busyId, setBusyId] = useState<string | null>(null);

  const removeOne = async (c: Collaborator) => {
    setBusyId(c.userId);
    try {
      await remove(folderId, c.userId);
      toast.success(ORGANISE_SUCCESS.collaboratorRemoved);
    } catch (err) {
      toast.error(err instanceof ApiError ? err.message : ORGANISE_ERRORS.removeCollaborator);
    } finally {
      setBusyId(null);
    }
  };
  const changeOne = async (c: Collaborator, role: CollaboratorRole) => {
    setBusyId(c.userId);
    try {
      await changeRole(folderId, c.userId, role);
      toast.success(ROLE_TEXTS.roleChanged(personName(c.profile, c.email), ROLE_TEXTS.names[role]));
    } catch (err) {
      toast.error(errorMessage(err));
    } finally {
      setBusyId(null);
    }
  };
  const cancelOne = async (invitationId: string) => {
    setBusyId(invitationId);
    try {
      await cancel(folderId, invitationId);
      toast.success(SHARING_TEXTS.invitationCancelled);
    } catch (err) {
      toast.error(errorMessage(err));
    } finally {
      setBusyId(null);
    }
  };

  return (
    <div className="grid gap-4">
      <section aria-labelledby="access-heading" className="grid gap-2">
        <h3 id="access-heading" className="text-sm font-medium">
          {SHARING_TEXTS.collaboratorsHeading}
        </h3>
        <ul className="grid gap-1 text-sm">
          <li className="flex items-center justify-between gap-2 rounded-md px-2 py-1.5">
            <span className="truncate">
              {personName(list.owner)} {list.owner.id === viewerId && SHARING_TEXTS.you}
            </span>
            <Badge variant="outline">{SHARING_TEXTS.owner}</Badge>
          </li>
          {list.collaborators.map((c) => (
            <li
              key={c.id}
              className="flex items-center justify-between gap-2 rounded-md px-2 py-1.5 hover:bg-muted"
            >
              <span className="grid min-w-0">
                <span className="truncate">{personName(c.profile, c.email)}</span>
                {c.email && personName(c.profile) && (
                  <span className="truncate text-xs text-muted-foreground">{c.email}</span>
                )}
                {c.inheritedFrom && (
                  <span className="text-xs text-muted-foreground">
                    {SHARING_TEXTS.inheritedFrom(c.inheritedFrom.name)}
                  </span>
                )}
              </span>
              <span className="flex shrink-0 items-center gap-1">
                {c.inheritedFrom ? (
                  <Badge>{ROLE_TEXTS.names[c.role]}</Badge>
                ) : (
                  <Select
                    aria-label={ROLE_TEXTS.roleOf(personName(c.profile, c.email))}
                    value={c.role}
                    disabled={busyId === c.userId}
                    onValueChange={(role) => void changeOne(c, role as CollaboratorRole)}
                    options={ROLE_OPTIONS}
                    className="h-8 w-28"
                  />
                )}
                {!c.inheritedFrom && (
                  <Button
                    variant="ghost"
                    size="icon"
                    className="size-8"
                    disabled={busyId === c.userId}
                    aria-label={SHARING_TEXTS.remove(personName(c.profile, c.email))}
                    onClick={() => void removeOne(c)}
                  >
                    <UserMinus aria-hidden />
                  </Button>
                )}
              </span>
            </li>
          ))}
        </ul>
        {list.collaborators.length === 0 && (
          <p className="px-2 text-sm text-muted-foreground">{SHARING_TEXTS.noCollaborators}</p>
        )}
      </section>
      {list.invitations.length > 0 && (
        <section aria-labelledby="pending-heading" className="grid gap-2">
          <h3 id="pending-heading" className="text-sm font-medium">
            {SHARING_TEXTS.pendingHeading}
          </h3>
          <p className="text-xs text-muted-foreground">{SHARING_TEXTS.pendingNote}</p>
          <ul className="grid gap-1 text-sm">
            {list.invitations.map((i) => (
              <li key={i.id} className="flex items-center justify-between gap-2 rounded-md px-2 py-1.5">
                <span className="truncate">{i.email}</span>
                <Badge variant="outline" className="ml-auto">
                  {ROLE_TEXTS.names[i.role]}
                </Badge>
                <Button
                  variant="ghost"
                  size="icon"
                  className="size-8"
                  disabled={busyId === i.id}
                  aria-label={SHARING_TEXTS.cancelInvitation(i.email)}
                  onClick={() => void cancelOne(i.id)}
                >
                  <X aria-hidden />
                </Button>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
