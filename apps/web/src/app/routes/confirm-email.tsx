import { ConfirmEmailPage } from '@/features/account/components/confirm-email-page';

/** /confirm-email#token: the sign-up confirmation link. */
export default function Route() {
  return <ConfirmEmailPage />;
}
