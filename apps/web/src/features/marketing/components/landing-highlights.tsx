import { Check } from 'lucide-react';
import { CAPTURE_TEXTS, DECIDE, formatScore, ITEM, PUBLIC_LINK } from '@shortlist/contracts';
import { LeanBadge } from '@/components/ui/lean-content';
import { cx } from '@/lib/cx';

/** A screenshot of the running app under public/landing/, with its dark twin for dark schemes. */
interface Screen {
  name: string;
  width: number;
  height: number;
  alt: string;
  /** Whether a dark twin exists (`-dark.webp`). */
  dark?: boolean;
}

const highlights: {
  id: string;
  eyebrow: string;
  title: string;
  text: string;
  points: string[];
  premium?: boolean;
  screen: Screen;
}[] = [
  {
    id: 'decide',
    eyebrow: 'Decide',
    title: 'A top pick you can explain',
    text: `Give each criterion a weight from ${DECIDE.weightMin} to ${DECIDE.weightMax} and mark the must-haves. Shortlist scores every option, knocks out the ones that miss a must-have and names a top pick, such as ${formatScore(76)}, with the reasons why.`,
    points: [
      "On a shared folder (Premium), the group's view of everyone's weights and ratings",
      `"People disagree" where ratings are ${DECIDE.disagreementSpread} or more apart`,
      'One change that would put the runner-up first',
    ],
    screen: {
      name: 'decide',
      dark: false,
      width: 880,
      height: 612,
      alt: 'The Decide tab of a folder of flats: the top pick, House on Park Lane, scores 76/100 with the reasons why; below it the ranking in the group weights view, with two flats knocked out for missing the must-have of at least two floors.',
    },
  },
  {
    id: 'capture',
    eyebrow: 'Capture from anywhere',
    title: 'Save an option the moment you find it',
    text: `Open ${CAPTURE_TEXTS.title}, paste a link and pick a folder. On a computer, the ${CAPTURE_TEXTS.bookmarkletLabel} button captures whatever page you are on; on a phone, share any page to Shortlist from the share sheet.`,
    points: [
      'With Premium, the name, price and description are read from the page',
      'Your rating and a note while it is fresh in mind',
      'Straight into the folder you choose, or a new one',
    ],
    screen: {
      name: 'capture',
      width: 480,
      height: 717,
      alt: 'The Capture screen on a phone: a folder chosen from the recent ones, a link pasted in, and the name and price of the home filled in.',
    },
  },
  {
    id: 'public-links',
    eyebrow: 'Public links',
    premium: true,
    title: 'Share a folder with anyone, read-only',
    text: `One link shows a folder's items, ranking and comparison to anyone, with no account needed. They can look, not change; you can turn the link off or let it expire within ${PUBLIC_LINK.expiryDaysMax} days.`,
    points: [
      `Every item with its price and rating out of ${ITEM.ratingMax}`,
      'The ranking and a side-by-side comparison',
      'Visitors can save a copy to their own Shortlist',
    ],
    screen: {
      name: 'public',
      width: 880,
      height: 707,
      alt: "A folder's public page as a visitor sees it: four homes with their prices and ratings, the ranking and a comparison table.",
    },
  },
];

function Screenshot({ screen }: { screen: Screen }) {
  const src = `/landing/${screen.name}`;
  return (
    <picture>
      {screen.dark !== false && <source srcSet={`${src}-dark.webp`} media="(prefers-color-scheme: dark)" />}
      <img
        src={`${src}-light.webp`}
        width={screen.width}
        height={screen.height}
        alt={screen.alt}
        loading="lazy"
        decoding="async"
        className="h-auto w-full"
      />
    </picture>
  );
}

/** What sets the product apart, each shown with a real screen of the app. */
export function LandingHighlights() {
  return (
    <section id="highlights" aria-labelledby="highlights-title" className="scroll-mt-16 border-t">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:py-20">
        <div className="mx-auto mb-12 max-w-2xl text-center">
          <h2 id="highlights-title" className="text-2xl font-semibold tracking-tight sm:text-3xl">
            More than a list
          </h2>
          <p className="mt-3 text-muted-foreground">
            Weigh options up together, save them from anywhere and show them to anyone.
          </p>
        </div>
        <div className="grid gap-16 sm:gap-24">
          {highlights.map((highlight, index) => (
            <article
              key={highlight.id}
              id={highlight.id}
              aria-labelledby={`${highlight.id}-title`}
              className="grid scroll-mt-16 items-center gap-8 lg:grid-cols-[2fr_3fr] lg:gap-12"
            >
              <div className={cx(index % 2 === 1 && 'lg:order-last')}>
                <p className="flex items-center gap-2 text-sm font-medium text-primary">
                  {highlight.eyebrow}
                  {highlight.premium && <LeanBadge variant="outline">Premium</LeanBadge>}
                </p>
                <h3
                  id={`${highlight.id}-title`}
                  className="mt-2 text-xl font-semibold tracking-tight sm:text-2xl"
                >
                  {highlight.title}
                </h3>
                <p className="mt-3 text-muted-foreground">{highlight.text}</p>
                <ul className="mt-5 grid gap-2 text-sm">
                  {highlight.points.map((point) => (
                    <li key={point} className="flex items-start gap-2">
                      <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
                      <span>{point}</span>
                    </li>
                  ))}
                </ul>
              </div>
              <figure
                className={cx(
                  'overflow-hidden rounded-xl border bg-card shadow-sm',
                  highlight.screen.width < 600 && 'mx-auto w-full max-w-xs',
                )}
              >
                <Screenshot screen={highlight.screen} />
              </figure>
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}
