import { useState, type ReactNode } from 'react';
import { Tabs } from 'radix-ui';
import { useLocation, useSearchParams } from 'react-router';
import {
  AUTH_FORM_TEXTS as F,
  PAGE_TITLES,
  PROFILE_TEXTS,
  SHELL_TEXTS,
  type SignUpRequest,
} from '@shortlist/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { usePageTitle } from '@/lib/page-title';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';
import { readLinkFragment } from '../lib/link-fragment';

type Mode = 'signin' | 'signup';

// Radix makes a tab panel focusable (Tab from the tab list lands on it): it needs a visible ring
const panelClass =
  'rounded-md focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-ring';

const tabClass =
  'flex-1 rounded-sm px-3 py-1.5 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-xs';

/**
 * /auth (accounts §2): Sign In and Sign Up tabs. `?mode=signup` opens sign-up; `?ref=CODE` opens sign-up with
 * the referral code filled in. Switching tabs keeps the URL in step (replacing history). An invitation e-mail's
 * link carries its token and address in the fragment: sign-up takes the address locked, with the token; a link
 * to sign-in fills in the address.
 */
export function AuthPage({
  forgotPassword,
  choosePlan,
}: {
  /** The forgot-password flow (composed in by the route); it calls `backToSignIn` when done or cancelled. */
  forgotPassword?: (backToSignIn: () => void) => ReactNode;
  /** Sign-up's plan step (composed in by the route): creates the account; `backToSignUp` returns to the form. */
  choosePlan?: (data: SignUpRequest, backToSignUp: () => void) => ReactNode;
} = {}) {
  const [forgotOpen, setForgotOpen] = useState(false);
  const [planStep, setPlanStep] = useState<SignUpRequest | null>(null);
  // remounting the sign-in form clears its fields after a reset
  const [signInKey, setSignInKey] = useState(0);
  const [params, setParams] = useSearchParams();
  // read once: switching tabs rewrites the URL without its fragment
  const { hash } = useLocation();
  const [link] = useState(() => readLinkFragment(hash));
  const referralCode = params.get('ref') ?? '';
  const requested = params.get('mode');
  const mode: Mode = requested === 'signup' || (requested !== 'signin' && referralCode) ? 'signup' : 'signin';

  usePageTitle(
    forgotOpen && forgotPassword
      ? PAGE_TITLES.forgotPassword
      : mode === 'signup'
        ? PAGE_TITLES.signUp
        : PAGE_TITLES.signIn,
  );

  const changeMode = (next: string) => {
    const search = new URLSearchParams(params);
    if (next === 'signup') search.set('mode', 'signup');
    // a referral link opens sign-up, so going back to sign-in has to be said explicitly
    else if (referralCode) search.set('mode', 'signin');
    else search.delete('mode');
    // the tabs are one page: switching keeps the scroll where it is
    setParams(search, { replace: true, preventScrollReset: true });
  };

  return (
    <div className={`mx-auto w-full ${planStep ? 'max-w-3xl' : 'max-w-md'} px-4 py-10 sm:py-16`}>
      {planStep && choosePlan?.(planStep, () => setPlanStep(null))}
      {/* hidden, not unmounted, during the plan step: "Back to Sign Up" finds the form as it was left */}
      <Card hidden={!!planStep}>
        {/* the forgot-password flow names itself: no "Welcome back" above "Reset Password" */}
        {!(forgotOpen && forgotPassword) && (
          <CardHeader className="text-center">
            <h1 className="text-2xl leading-tight font-semibold">
              {mode === 'signup' ? F.signUpTitle : F.signInTitle}
            </h1>
            <CardDescription>{mode === 'signup' ? F.signUpSubtitle : F.signInSubtitle}</CardDescription>
          </CardHeader>
        )}
        <CardContent className={forgotOpen && forgotPassword ? 'pt-5' : undefined}>
          {forgotOpen && forgotPassword ? (
            forgotPassword(() => {
              setForgotOpen(false);
              setSignInKey((k) => k + 1);
            })
          ) : (
            <Tabs.Root value={mode} onValueChange={changeMode}>
              <Tabs.List className="mb-6 flex rounded-md bg-muted p-1" aria-label={F.modeTabs}>
                <Tabs.Trigger value="signin" className={tabClass}>
                  {SHELL_TEXTS.signIn}
                </Tabs.Trigger>
                <Tabs.Trigger value="signup" className={tabClass}>
                  {SHELL_TEXTS.signUp}
                </Tabs.Trigger>
              </Tabs.List>
              <Tabs.Content value="signin" className={panelClass}>
                <SignInForm key={signInKey} email={link.email} />
                {forgotPassword && (
                  <Button variant="link" className="mt-2 w-full" onClick={() => setForgotOpen(true)}>
                    {PROFILE_TEXTS.forgotPassword}
                  </Button>
                )}
              </Tabs.Content>
              <Tabs.Content value="signup" className={panelClass}>
                <SignUpForm
                  referralCode={referralCode}
                  invitation={link.invitation}
                  onSignInInstead={() => changeMode('signin')}
                  {...(choosePlan ? { onContinue: setPlanStep } : {})}
                />
              </Tabs.Content>
            </Tabs.Root>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
