import { useState } from 'react';
import { useNavigate } from 'react-router';
import { KeyRound, LogOut, Trash2 } from 'lucide-react';
import { ACCOUNT_ERRORS, ACCOUNT_SUCCESS, PROFILE_TEXTS, TOAST_TITLES } from '@shortlist/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/toaster';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/auth-context';
import { deleteAccount } from '../api/delete-account';
import { ChangePasswordDialog } from './change-password-dialog';

/** Account Settings (accounts §2): Change Password, Sign Out, Delete Account with its confirmation. */
export function AccountSettingsCard() {
  const { signOut, clearSession } = useAuth();
  const navigate = useNavigate();
  const [passwordOpen, setPasswordOpen] = useState(false);
  const [deleteOpen, setDeleteOpen] = useState(false);

  const onSignOut = async () => {
    try {
      await signOut();
      toast.success(ACCOUNT_SUCCESS.signedOut);
      navigate(paths.home, { replace: true });
    } catch (error) {
      toast.error(errorMessage(error), TOAST_TITLES.signOutFailed);
    }
  };

  const onDelete = async () => {
    try {
      const message = await deleteAccount();
      toast.success(ACCOUNT_SUCCESS.accountDeletedTitle, message);
      clearSession();
      navigate(paths.home, { replace: true });
    } catch (error) {
      toast.error(errorMessage(error, ACCOUNT_ERRORS.deleteAccount));
      throw error;
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{PROFILE_TEXTS.accountSettingsTitle}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-6">
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => setPasswordOpen(true)}>
            <KeyRound aria-hidden />
            {PROFILE_TEXTS.changePassword}
          </Button>
          <Button variant="outline" onClick={() => void onSignOut()}>
            <LogOut aria-hidden />
            {PROFILE_TEXTS.signOut}
          </Button>
        </div>
        {/* apart from the everyday actions: deleting is not a twin of Sign Out */}
        <section
          aria-labelledby="danger-zone-title"
          className="grid gap-3 rounded-md border border-destructive/40 p-4"
        >
          <h3 id="danger-zone-title" className="font-semibold text-destructive">
            {PROFILE_TEXTS.dangerZoneTitle}
          </h3>
          <p className="text-sm text-muted-foreground">{PROFILE_TEXTS.dangerZoneDescription}</p>
          <Button variant="destructive" className="justify-self-start" onClick={() => setDeleteOpen(true)}>
            <Trash2 aria-hidden />
            {PROFILE_TEXTS.deleteAccount}
          </Button>
        </section>
      </CardContent>
      <ChangePasswordDialog open={passwordOpen} onOpenChange={setPasswordOpen} />
      <ConfirmDialog
        open={deleteOpen}
        onOpenChange={setDeleteOpen}
        title={PROFILE_TEXTS.deleteAccountConfirmTitle}
        description={PROFILE_TEXTS.deleteAccountConfirmDescription}
        confirmLabel={PROFILE_TEXTS.deleteAccountConfirm}
        onConfirm={onDelete}
      />
    </Card>
  );
}
