import { ForgotPasswordForm } from '@/features/account/components/forgot-password-form';
import { AuthPage } from '@/features/auth/components/auth-page';

export default function Route() {
  return (
    <AuthPage
      forgotPassword={(backToSignIn) => <ForgotPasswordForm onDone={backToSignIn} onCancel={backToSignIn} />}
    />
  );
}
