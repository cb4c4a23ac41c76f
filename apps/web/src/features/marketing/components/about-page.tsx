import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { MARKETING, MARKETING_TEXTS, SHELL_TEXTS } from '@shortlist/contracts';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { PageSection, StaticPageLayout } from './static-page-layout';

const [story, aha, mission] = MARKETING_TEXTS.aboutSections;
const sections = [
  { id: 'our-story', title: story ?? '' },
  { id: 'aha-moment', title: aha ?? '' },
  { id: 'mission', title: mission ?? '' },
];

/** About (accounts §2): Our Story, Aha moment, Mission and a Sign Up Now link. */
export function AboutPage() {
  return (
    <StaticPageLayout
      page="about"
      title={`${MARKETING_TEXTS.about} ${SHELL_TEXTS.productName}`}
      intro="A calmer way to choose between good options."
      sections={sections}
    >
      <PageSection id="our-story" title={sections[0]!.title}>
        <p>
          {SHELL_TEXTS.productName} started with a flat hunt. Two of us were visiting apartments every
          weekend, and after a month our notes were spread across a spreadsheet, a chat thread, three photo
          albums and a pile of estate agent brochures. Every conversation began with &ldquo;which one had the
          big kitchen?&rdquo;
        </p>
        <p>
          We tried shared documents, then a more elaborate spreadsheet, then sticky notes. None of them kept
          the photos, the ratings and the to-do list for each place together, and none of them made the
          comparison any easier.
        </p>
      </PageSection>
      <PageSection id="aha-moment" title={sections[1]!.title}>
        <p>
          The turning point was writing down, before the next viewing, the handful of things that really
          mattered to us: price, commute, light, size. Suddenly every flat could be described the same way,
          rated on the same scale and put side by side. The decision that had dragged on for weeks took an
          evening.
        </p>
        <p>
          That is the idea at the heart of {SHELL_TEXTS.productName}: define your categories once, describe
          every option against them, and let the comparison do the work. People who work this way save{' '}
          {MARKETING.hoursSavedPerComparison}+ hours on every comparison.
        </p>
      </PageSection>
      <PageSection id="mission" title={sections[2]!.title}>
        <p>
          Our mission is to help people make confident decisions about the things that matter to them, from a
          new home to a new laptop to the next holiday, and to make it easy to decide together with the people
          those decisions affect.
        </p>
        <p>
          We keep the product calm and focused: your options, your criteria, your ratings. No clutter, and no
          selling your data.
        </p>
      </PageSection>
      <div>
        <Button asChild size="lg">
          <Link to={paths.auth}>
            {MARKETING_TEXTS.signUpNow}
            <ArrowRight aria-hidden />
          </Link>
        </Button>
      </div>
    </StaticPageLayout>
  );
}
