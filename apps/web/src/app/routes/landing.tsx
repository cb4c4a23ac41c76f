import { LandingPage } from '@/features/marketing/components/landing-page';

export default function Route() {
  return <LandingPage />;
}
