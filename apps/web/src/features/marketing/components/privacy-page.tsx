import { Link } from 'react-router';
import { ACCOUNT, MARKETING_TEXTS, SHELL_TEXTS } from '@shortlist/contracts';
import { paths } from '@/config/paths';
import { PageSection, StaticPageLayout } from './static-page-layout';

const sections = [
  { id: 'what-we-collect', title: 'What we collect' },
  { id: 'how-we-use-it', title: 'How we use it' },
  { id: 'cookies', title: 'Cookies' },
  { id: 'sharing', title: 'Who can see your data' },
  { id: 'retention', title: 'Keeping and deleting data' },
  { id: 'your-rights', title: 'Your rights' },
  { id: 'age', title: 'Age requirement' },
];

/** Privacy (accounts §2): a plain-language summary of what the product stores and why. */
export function PrivacyPage() {
  return (
    <StaticPageLayout
      page="privacy"
      title={`${MARKETING_TEXTS.privacy} Policy`}
      intro={`What ${SHELL_TEXTS.productName} stores about you, why, and how to have it removed.`}
      sections={sections}
    >
      <PageSection id="what-we-collect" title="What we collect">
        <p>
          <strong>Your account:</strong> e-mail address, full name, nickname and your password, which we keep
          only as a one-way hash that nobody, including us, can read back.
        </p>
        <p>
          <strong>What you add:</strong> folders, items, categories, ratings, notes, next steps and photos.
          Photos have their location data removed when you upload them.
        </p>
        <p>
          <strong>Plans and referrals:</strong> your plan, its period, and referral credit you earn or use.
          Card details go straight to our payment provider; we never see or store them.
        </p>
        <p>
          <strong>Messages to us:</strong> what you send through the contact form, so we can answer.
        </p>
      </PageSection>
      <PageSection id="how-we-use-it" title="How we use it">
        <p>
          We use your data to run the service for you: to sign you in, show you your folders, share them with
          the people you invite, apply your plan and referral credit, and reply when you write to us. We do
          not sell your data and we do not show advertising.
        </p>
      </PageSection>
      <PageSection id="cookies" title="Cookies">
        <p>
          We set a single cookie that keeps you signed in. It cannot be read by scripts on the page and is
          sent only to our sign-in service. There are no tracking or advertising cookies.
        </p>
      </PageSection>
      <PageSection id="sharing" title="Who can see your data">
        <p>
          Only you, and the collaborators you invite to a folder. Sharing a folder gives its collaborators
          access to everything inside it; you can remove a collaborator at any time. We use a small number of
          service providers (e-mail delivery, payments, hosting) only to run the service.
        </p>
      </PageSection>
      <PageSection id="retention" title="Keeping and deleting data">
        <p>
          We keep your data for as long as you have an account. When you delete your account you are signed
          out at once, and your data is held for {ACCOUNT.deletionRetentionDays} days before it is removed
          permanently.
        </p>
      </PageSection>
      <PageSection id="your-rights" title="Your rights">
        <p>
          You can see and correct your details on your profile, and delete your account from its settings. For
          anything else, such as a copy of your data,{' '}
          <Link to={paths.contact} className="text-primary underline underline-offset-4">
            contact us
          </Link>
          .
        </p>
      </PageSection>
      <PageSection id="age" title="Age requirement">
        <p>
          {SHELL_TEXTS.productName} is for adults: you must be {ACCOUNT.minimumAge} or older to create an
          account.
        </p>
      </PageSection>
    </StaticPageLayout>
  );
}
