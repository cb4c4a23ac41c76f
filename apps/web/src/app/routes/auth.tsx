import { ForgotPasswordForm } from '@/features/account/components/forgot-password-form';
import { AuthPage } from '@/features/auth/components/auth-page';
import { ChoosePlanStep } from '@/features/billing/components/choose-plan-step';

export default function Route() {
  return (
    <AuthPage
      forgotPassword={(backToSignIn) => <ForgotPasswordForm onDone={backToSignIn} onCancel={backToSignIn} />}
      choosePlan={(data, backToSignUp) => <ChoosePlanStep signUpData={data} onBack={backToSignUp} />}
    />
  );
}
