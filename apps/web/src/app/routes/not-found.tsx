import { NotFoundScreen } from '@/components/layouts/not-found-screen';

/** Any URL the app does not know. */
export default function Route() {
  return <NotFoundScreen />;
}
