import { AboutPage } from '@/features/marketing/components/about-page';

export default function Route() {
  return <AboutPage />;
}
