import { PrivacyPage } from '@/features/marketing/components/privacy-page';

export default function Route() {
  return <PrivacyPage />;
}
