import { PROFILE_TEXTS } from '@shortlist/contracts';
import { AccountSettingsCard } from '@/features/account/components/account-settings-card';
import { ProfileInformationCard } from '@/features/account/components/profile-information-card';
import { useAuth } from '@/lib/auth/auth-context';

/** /app/profile (accounts §2): Profile Information and Account Settings. */
export default function Route() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-8">
      <h1 className="text-2xl font-semibold tracking-tight">{PROFILE_TEXTS.title}</h1>
      <ProfileInformationCard user={user} />
      {/* My Plan, Referral Program and 'Refresh Subscription' belong here (a later release). */}
      <p className="text-sm text-muted-foreground">{PROFILE_TEXTS.laterRelease}</p>
      <AccountSettingsCard />
    </div>
  );
}
