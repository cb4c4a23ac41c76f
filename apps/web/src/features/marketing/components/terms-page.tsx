import { Link } from 'react-router';
import {
  ACCOUNT,
  CATEGORY,
  MARKETING_TEXTS,
  REFERRAL,
  SHELL_TEXTS,
  SUBSCRIPTION,
  durationLabel,
  formatCents,
} from '@shortlist/contracts';
import { paths } from '@/config/paths';
import { PageSection, StaticPageLayout } from './static-page-layout';

const sections = [
  { id: 'eligibility', title: 'Eligibility' },
  { id: 'your-account', title: 'Your account' },
  { id: 'plans', title: 'Plans and payment' },
  { id: 'referrals', title: 'Referral credit' },
  { id: 'your-content', title: 'Your content' },
  { id: 'acceptable-use', title: 'Acceptable use' },
  { id: 'ending', title: 'Ending your account' },
  { id: 'changes', title: 'Changes to these terms' },
];

const durations = new Intl.ListFormat('en-US', { type: 'disjunction' }).format(
  SUBSCRIPTION.planDurationsMonths.map((months) => durationLabel(months).toLowerCase()),
);

/** Terms (accounts §2): the rules of use, including the minimum age of 18. */
export function TermsPage() {
  return (
    <StaticPageLayout
      page="terms"
      title={`${MARKETING_TEXTS.terms} of Service`}
      intro={`The agreement between you and ${SHELL_TEXTS.productName} when you use the service.`}
      sections={sections}
    >
      <PageSection id="eligibility" title="Eligibility">
        <p>
          You must be at least <strong>{ACCOUNT.minimumAge} years old</strong> to create an account or use{' '}
          {SHELL_TEXTS.productName}. By signing up you confirm that you are.
        </p>
      </PageSection>
      <PageSection id="your-account" title="Your account">
        <p>
          Keep your password to yourself and tell us if you think someone else has used your account. You are
          responsible for what happens under it, including in folders you share.
        </p>
      </PageSection>
      <PageSection id="plans" title="Plans and payment">
        <p>
          The Basic plan is free and includes {CATEGORY.basicPlanMax} category. Premium adds sharing,
          collaborative comparison, adding items from a link, automatic price updates and unlimited
          categories. Premium is paid once, in advance, for the period you choose ({durations}).
        </p>
        <p>
          When a Premium period ends, your account returns to Basic. The category you use most is kept; the
          others stay restorable for {SUBSCRIPTION.downgradeRestoreDays} days if you upgrade again.
        </p>
      </PageSection>
      <PageSection id="referrals" title="Referral credit">
        <p>
          A friend who signs up with your referral code gets {formatCents(REFERRAL.referredSignupCreditCents)}{' '}
          credit. You earn {formatCents(REFERRAL.referrerBasicCreditCents)} when they join on Basic and{' '}
          {formatCents(REFERRAL.referrerPremiumCreditCents)} when they subscribe to Premium, up to{' '}
          {formatCents(REFERRAL.maxCreditPerYearCents)} per calendar year. Credit can only be used towards a
          Premium subscription, has no cash value and expires on 31 December of the year it was earned.
        </p>
      </PageSection>
      <PageSection id="your-content" title="Your content">
        <p>
          What you add stays yours. You give us permission to store it and show it to you and to the people
          you share it with, only to run the service.
        </p>
      </PageSection>
      <PageSection id="acceptable-use" title="Acceptable use">
        <p>
          Do not use {SHELL_TEXTS.productName} to break the law, to upload content you have no right to share,
          or to disrupt the service or other people&rsquo;s use of it. We may suspend accounts that do.
        </p>
      </PageSection>
      <PageSection id="ending" title="Ending your account">
        <p>
          You can delete your account at any time from your profile. You are signed out straight away and your
          data is removed permanently after {ACCOUNT.deletionRetentionDays} days.
        </p>
      </PageSection>
      <PageSection id="changes" title="Changes to these terms">
        <p>
          If these terms change in a way that matters, we will tell you before the change takes effect.
          Questions?{' '}
          <Link to={paths.contact} className="text-primary underline underline-offset-4">
            Contact us
          </Link>
          .
        </p>
      </PageSection>
    </StaticPageLayout>
  );
}
