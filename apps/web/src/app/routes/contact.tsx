import { Mail } from 'lucide-react';
import { MARKETING_TEXTS } from '@shortlist/contracts';
import { Card, CardContent } from '@/components/ui/card';
import { ContactForm } from '@/features/contact/components/contact-form';
import { PageSection, StaticPageLayout } from '@/features/marketing/components/static-page-layout';

const sections = [
  { id: 'write-to-us', title: 'Write to us' },
  { id: 'what-to-expect', title: 'What to expect' },
];

/** Contact: the static-page frame around the contact form. */
export default function Route() {
  return (
    <StaticPageLayout
      page="contact"
      title={`${MARKETING_TEXTS.contact} Us`}
      intro="Questions, ideas or a problem to report: we read every message."
      sections={sections}
    >
      <PageSection id="write-to-us" title="Write to us">
        <Card className="text-foreground">
          <CardContent className="pt-5">
            <ContactForm />
          </CardContent>
        </Card>
      </PageSection>
      <PageSection id="what-to-expect" title="What to expect">
        <p className="flex gap-2">
          <Mail className="mt-1 size-4 shrink-0" aria-hidden />
          We answer by e-mail as soon as we can. For a question about your account, write from the address you
          signed up with so we can find it quickly.
        </p>
      </PageSection>
    </StaticPageLayout>
  );
}
