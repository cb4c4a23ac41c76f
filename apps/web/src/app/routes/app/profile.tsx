import { PROFILE_TEXTS } from '@shortlist/contracts';
import { AccountSettingsCard } from '@/features/account/components/account-settings-card';
import { ProfileInformationCard } from '@/features/account/components/profile-information-card';
import { BookmarkletCard } from '@/features/capture/components/bookmarklet-card';
import { MyPlanCard } from '@/features/billing/components/my-plan-card';
import { RefreshSubscriptionButton } from '@/features/billing/components/refresh-subscription-button';
import { EmailSettingCard } from '@/features/notifications/components/email-setting-card';
import { DataExportCard } from '@/features/import-export/components/data-export-card';
import { ReferralCard } from '@/features/referrals/components/referral-card';
import { useAuth } from '@/lib/auth/auth-context';
import { PasskeysCard } from '@/features/security/components/passkeys-card';
import { TwoFactorCard } from '@/features/security/components/two-factor-card';
import { SessionsCard } from '@/features/security/components/sessions-card';
import { SecurityHistoryCard } from '@/features/security/components/security-history-card';
import { ApiTokensCard } from '@/features/api-tokens/components/api-tokens-card';

/** /app/profile (accounts §2): Profile Information, My Plan, Referral Program and Account Settings. */
export default function Route() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold tracking-tight">{PROFILE_TEXTS.title}</h1>
        <RefreshSubscriptionButton />
      </div>
      <ProfileInformationCard user={user} />
      <MyPlanCard />
      <ReferralCard />
      <EmailSettingCard />
      <BookmarkletCard />
      <DataExportCard />
      <PasskeysCard />
      <TwoFactorCard />
      <SessionsCard />
      <SecurityHistoryCard />
      <ApiTokensCard />
      {/* last: it holds the danger zone */}
      <AccountSettingsCard />
    </div>
  );
}
