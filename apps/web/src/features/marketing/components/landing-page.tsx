import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import {
  ArrowRight,
  Clock,
  FolderTree,
  Gift,
  House,
  Image,
  Laptop,
  ListChecks,
  Plane,
  RefreshCw,
  Scale,
  Sparkles,
  Star,
  Users,
} from 'lucide-react';
import { ITEM, MARKETING, MARKETING_TEXTS, REFERRAL, SHELL_TEXTS } from '@shortlist/contracts';
import { LeanBadge, LeanButtonAnchor, LeanCard } from '@/components/ui/lean-content';
import { LeanButtonLink } from '@/components/ui/lean-button-link';
import { paths } from '@/config/paths';
import { cx } from '@/lib/cx';

/* Below the fold, in chunks of their own: the first paint of the page stays within its budget. */
const LandingHighlights = lazy(() =>
  import('./landing-highlights').then((m) => ({ default: m.LandingHighlights })),
);
const LandingPricing = lazy(() => import('./landing-pricing').then((m) => ({ default: m.LandingPricing })));

type Icon = ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;

/** Whole dollars for marketing copy: 500 -> "$5". */
const dollars = (cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(
    cents / 100,
  );
const hoursSaved = `${new Intl.NumberFormat('en-US').format(MARKETING.hoursSavedPerComparison)}+`;

const [stepCategories, stepItems, stepOrganize] = MARKETING_TEXTS.steps;
const steps = [
  {
    title: stepCategories,
    text: 'Decide what matters. A category such as "Apartments" lists the attributes you care about: price, location, size, anything you like.',
  },
  {
    title: stepItems,
    text: `Add each option you are considering with its details, a rating from ${ITEM.ratingMin} to ${ITEM.ratingMax}, photos and your own notes.`,
  },
  {
    title: stepOrganize,
    text: `Sort items into folders and subfolders in the ${MARKETING_TEXTS.myFoldersArea} area, then put two to five of them side by side.`,
  },
];

const [fCollaborate, fNextSteps, fRatings, fMedia, fAi, fUpdate] = MARKETING_TEXTS.features;
const features: { icon: Icon; title: string | undefined; text: string; premium?: boolean }[] = [
  {
    icon: Users,
    title: fCollaborate,
    text: 'Share a folder with friends or family. They see everything in it and add their own ratings.',
    premium: true,
  },
  {
    icon: ListChecks,
    title: fNextSteps,
    text: 'Every item keeps its own checklist, such as book a viewing or request a loan offer, so nothing slips.',
  },
  {
    icon: Star,
    title: fRatings,
    text: `Rate items from ${ITEM.ratingMin} to ${ITEM.ratingMax} and see at a glance which option comes out on top, attribute by attribute.`,
  },
  {
    icon: Image,
    title: fMedia,
    text: 'Attach photos and personal comments, so you remember exactly what made each option stand out.',
  },
  {
    icon: Sparkles,
    title: fAi,
    text: "Paste a link and let AI fill in the item's features for the category you chose.",
    premium: true,
  },
  {
    icon: RefreshCw,
    title: fUpdate,
    text: "Choose how often an item's price is refreshed automatically, and follow how it changes.",
    premium: true,
  },
];

const [wOrganize, wCompare, wCollaborate, wSaveTime] = MARKETING_TEXTS.whyChooseCards;
const reasons: { icon: Icon; title: string | undefined; text: string }[] = [
  {
    icon: FolderTree,
    title: wOrganize,
    text: 'One tidy place for every option instead of scattered tabs, screenshots and spreadsheets.',
  },
  {
    icon: Scale,
    title: wCompare,
    text: 'Consistent attributes and honest 1-10 ratings turn gut feeling into a clear comparison.',
  },
  {
    icon: Users,
    title: wCollaborate,
    text: 'Decide together: everyone you invite works on the same folder and adds their view.',
  },
  {
    icon: Clock,
    title: wSaveTime,
    text: `Save ${hoursSaved} hours on every comparison you would otherwise do by hand.`,
  },
];

const [uHome, uTech, uTravel] = MARKETING_TEXTS.useCases;
const useCases: { icon: Icon; title: string | undefined; text: string; attributes: string[] }[] = [
  {
    icon: House,
    title: uHome,
    text: 'Keep every viewing in one folder, rate each home and track the next steps to an offer.',
    attributes: ['Price', 'Location', 'Size', 'Bedrooms'],
  },
  {
    icon: Laptop,
    title: uTech,
    text: 'Line up laptops, phones or cameras by the specs that matter to you, and watch their prices.',
    attributes: ['Price', 'Battery life', 'Screen', 'Weight'],
  },
  {
    icon: Plane,
    title: uTravel,
    text: 'Compare destinations, stays and flights, and plan the trip with the people coming along.',
    attributes: ['Cost', 'Dates', 'Weather', 'Flight time'],
  },
];

function Section({
  id,
  title,
  intro,
  muted,
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  muted?: boolean;
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={cx('scroll-mt-16', muted && 'bg-muted/40')}>
      <div className="mx-auto max-w-6xl px-4 py-16 sm:py-20">
        <div className="mx-auto mb-10 max-w-2xl text-center">
          <h2 id={`${id}-title`} className="text-2xl font-semibold tracking-tight sm:text-3xl">
            {title}
          </h2>
          {intro && <p className="mt-3 text-muted-foreground">{intro}</p>}
        </div>
        {children}
      </div>
    </section>
  );
}

function IconTile({ icon: IconComponent }: { icon: Icon }) {
  return (
    <span className="flex size-10 shrink-0 items-center justify-center rounded-md bg-accent text-accent-foreground">
      <IconComponent className="size-5" aria-hidden />
    </span>
  );
}

/** An example comparison in the hero: what the product does, shown rather than told. */
function ExampleComparison() {
  const rows = [
    { name: 'Lakeside flat', price: 425_000, size: 78, rating: 8 },
    { name: 'Old town loft', price: 389_000, size: 64, rating: 7 },
    { name: 'Garden house', price: 510_000, size: 112, rating: 9 },
  ];
  const money = new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
  });
  return (
    <LeanCard className="overflow-hidden text-left">
      <div className="flex items-center justify-between border-b px-4 py-3">
        <div>
          <p className="text-sm font-semibold">Apartments</p>
          <p className="text-xs text-muted-foreground">Example comparison</p>
        </div>
        <LeanBadge variant="accent">3 items</LeanBadge>
      </div>
      <table className="w-full text-sm">
        <thead>
          <tr className="text-left text-xs text-muted-foreground">
            <th scope="col" className="px-4 py-2 font-medium">
              Item
            </th>
            <th scope="col" className="px-4 py-2 text-right font-medium">
              Price
            </th>
            <th scope="col" className="hidden px-4 py-2 text-right font-medium sm:table-cell">
              Size
            </th>
            <th scope="col" className="px-4 py-2 text-right font-medium">
              Rating
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.name} className="border-t">
              <th scope="row" className="px-4 py-2.5 text-left font-medium">
                {row.name}
              </th>
              <td className="px-4 py-2.5 text-right tabular-nums">{money.format(row.price)}</td>
              <td className="hidden px-4 py-2.5 text-right tabular-nums sm:table-cell">{row.size} m²</td>
              <td className="px-4 py-2.5 text-right tabular-nums">
                <span className="inline-flex items-center gap-1">
                  <Star className="size-3.5 fill-current text-primary" aria-hidden />
                  {row.rating}/{ITEM.ratingMax}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </LeanCard>
  );
}

/** The landing page (accounts §2) with every section the spec names. */
export function LandingPage() {
  return (
    <>
      <section aria-labelledby="hero-title">
        <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 py-16 sm:py-24 lg:grid-cols-[1.1fr_1fr]">
          <div>
            <LeanBadge variant="accent" className="mb-4">
              Save {hoursSaved} hours per comparison
            </LeanBadge>
            <h1 id="hero-title" className="text-4xl font-semibold tracking-tight text-balance sm:text-5xl">
              Weigh up your options. Make the right call.
            </h1>
            <p className="mt-5 max-w-xl text-lg text-muted-foreground">
              {SHELL_TEXTS.productName} keeps every home, gadget or trip you are considering in one place:
              described your way, rated from {ITEM.ratingMin} to {ITEM.ratingMax} and compared side by side,
              alone or with the people you decide with.
            </p>
            <div className="mt-8 flex flex-wrap gap-3">
              <LeanButtonLink size="lg" to={paths.auth}>
                {MARKETING_TEXTS.getStartedFree}
                <ArrowRight aria-hidden />
              </LeanButtonLink>
              <LeanButtonAnchor size="lg" variant="outline" href="#how-it-works">
                {MARKETING_TEXTS.howItWorks}
              </LeanButtonAnchor>
            </div>
            <p className="mt-4 text-sm text-muted-foreground">Free to start. No card needed.</p>
          </div>
          <ExampleComparison />
        </div>
      </section>

      <Section
        id="how-it-works"
        title={MARKETING_TEXTS.howItWorks}
        intro="Three steps from a pile of options to a clear favourite."
        muted
      >
        <ol className="grid gap-6 md:grid-cols-3">
          {steps.map((step, index) => (
            <li key={step.title}>
              <LeanCard className="h-full p-6">
                <span
                  aria-hidden
                  className="flex size-9 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground"
                >
                  {index + 1}
                </span>
                <h3 className="mt-4 font-semibold">
                  <span className="sr-only">Step {index + 1}: </span>
                  {step.title}
                </h3>
                <p className="mt-2 text-sm text-muted-foreground">{step.text}</p>
              </LeanCard>
            </li>
          ))}
        </ol>
      </Section>

      <Section
        id="features"
        title="Everything you need to decide"
        intro="The tools for a thorough comparison, without a spreadsheet in sight."
      >
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {features.map((feature) => (
            <li key={feature.title}>
              <LeanCard className="flex h-full gap-4 p-5">
                <IconTile icon={feature.icon} />
                <div>
                  <h3 className="flex flex-wrap items-center gap-2 font-semibold">
                    {feature.title}
                    {feature.premium && <LeanBadge variant="outline">Premium</LeanBadge>}
                  </h3>
                  <p className="mt-1.5 text-sm text-muted-foreground">{feature.text}</p>
                </div>
              </LeanCard>
            </li>
          ))}
        </ul>
      </Section>

      <Suspense fallback={null}>
        <LandingHighlights />
      </Suspense>

      <section id="share-and-earn" aria-labelledby="share-and-earn-title" className="scroll-mt-16">
        <div className="mx-auto max-w-6xl px-4 pb-16 sm:pb-20">
          {/* the card look on an accent surface: bg-accent/50 in place of the card's bg-card (no merge here) */}
          <div className="grid gap-8 rounded-lg border border-primary/30 bg-accent/50 p-6 text-card-foreground shadow-xs sm:p-10 lg:grid-cols-[1.3fr_1fr] lg:items-center">
            <div>
              <div className="flex items-center gap-3">
                <IconTile icon={Gift} />
                <h2 id="share-and-earn-title" className="text-2xl font-semibold tracking-tight">
                  {MARKETING_TEXTS.shareAndEarn}
                </h2>
              </div>
              <p className="mt-4 text-muted-foreground">
                Every account comes with its own referral link. Friends who sign up with it get{' '}
                {dollars(REFERRAL.referredSignupCreditCents)} credit, and you earn credit too, towards your
                next Premium subscription. Earn up to {dollars(REFERRAL.maxCreditPerYearCents)} a year; credit
                expires on 31 December.
              </p>
            </div>
            <div className="grid gap-4">
              <dl className="grid grid-cols-2 gap-4">
                <div className="rounded-lg border bg-background p-4 text-center">
                  <dt className="text-sm text-muted-foreground">Basic subscription</dt>
                  <dd className="mt-1 text-3xl font-semibold tabular-nums">
                    {dollars(REFERRAL.referrerBasicCreditCents)}
                  </dd>
                </div>
                <div className="rounded-lg border bg-background p-4 text-center">
                  <dt className="text-sm text-muted-foreground">Premium subscription</dt>
                  <dd className="mt-1 text-3xl font-semibold tabular-nums text-primary">
                    {dollars(REFERRAL.referrerPremiumCreditCents)}
                  </dd>
                </div>
              </dl>
              <p className="text-center text-xs text-muted-foreground">
                What you earn for each friend who joins, by the plan they choose.
              </p>
            </div>
          </div>
        </div>
      </section>

      <Section id="why-choose" title={MARKETING_TEXTS.whyChoose} muted>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {reasons.map((reason) => (
            <li key={reason.title}>
              <LeanCard className="h-full p-5">
                <IconTile icon={reason.icon} />
                <h3 className="mt-4 font-semibold">{reason.title}</h3>
                <p className="mt-1.5 text-sm text-muted-foreground">{reason.text}</p>
              </LeanCard>
            </li>
          ))}
        </ul>
      </Section>

      <Section
        id="use-cases"
        title={MARKETING_TEXTS.perfectFor}
        intro="Big purchase or weekend away: if there is more than one option, it belongs on a shortlist."
      >
        <ul className="grid gap-4 md:grid-cols-3">
          {useCases.map((useCase) => (
            <li key={useCase.title}>
              <LeanCard className="h-full p-5">
                <div className="flex items-center gap-3">
                  <IconTile icon={useCase.icon} />
                  <h3 className="font-semibold">{useCase.title}</h3>
                </div>
                <p className="mt-3 text-sm text-muted-foreground">{useCase.text}</p>
                <ul className="mt-4 flex flex-wrap gap-1.5" aria-label="Example attributes">
                  {useCase.attributes.map((attribute) => (
                    <li key={attribute}>
                      <LeanBadge>{attribute}</LeanBadge>
                    </li>
                  ))}
                </ul>
              </LeanCard>
            </li>
          ))}
        </ul>
      </Section>

      <Suspense fallback={null}>
        <LandingPricing />
      </Suspense>

      <section aria-labelledby="ready-title" className="border-t">
        <div className="mx-auto max-w-3xl px-4 py-16 text-center sm:py-20">
          <h2 id="ready-title" className="text-2xl font-semibold tracking-tight sm:text-3xl">
            {MARKETING_TEXTS.readyTitle}
          </h2>
          <p className="mt-3 text-muted-foreground">
            Create your first category in a minute. The Basic plan is free for as long as you like.
          </p>
          <LeanButtonLink size="lg" className="mt-8" to={paths.auth}>
            {MARKETING_TEXTS.getStartedNow}
            <ArrowRight aria-hidden />
          </LeanButtonLink>
        </div>
      </section>
    </>
  );
}
