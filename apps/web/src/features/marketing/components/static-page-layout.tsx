import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { MARKETING_TEXTS } from '@shortlist/contracts';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';

export type StaticPage = 'about' | 'privacy' | 'terms' | 'contact';

const pages: { page: StaticPage; to: string; label: string }[] = [
  { page: 'about', to: paths.about, label: MARKETING_TEXTS.about },
  { page: 'privacy', to: paths.privacy, label: MARKETING_TEXTS.privacy },
  { page: 'terms', to: paths.terms, label: MARKETING_TEXTS.terms },
  { page: 'contact', to: paths.contact, label: MARKETING_TEXTS.contact },
];

const linkClass =
  'block rounded-md px-3 py-1.5 text-sm text-muted-foreground transition-colors hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';

/**
 * The frame of the public static pages (accounts §2): a side navigation to the four pages and to the
 * sections of this one (in-page anchors), then the content.
 */
export function StaticPageLayout({
  page,
  title,
  intro,
  sections,
  children,
}: {
  page: StaticPage;
  title: string;
  intro?: ReactNode;
  sections: ReadonlyArray<{ id: string; title: string }>;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:py-14 lg:grid-cols-[13rem_1fr] lg:gap-12">
      <aside className="lg:sticky lg:top-20 lg:self-start">
        <nav aria-label="Pages">
          <ul className="flex flex-wrap gap-1 lg:grid">
            {pages.map((entry) => (
              <li key={entry.page}>
                <Link
                  to={entry.to}
                  aria-current={entry.page === page ? 'page' : undefined}
                  className={cn(
                    linkClass,
                    'aria-[current=page]:bg-muted aria-[current=page]:font-medium aria-[current=page]:text-foreground',
                  )}
                >
                  {entry.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {sections.length > 0 && (
          <nav aria-label="On this page" className="mt-6 hidden border-t pt-4 lg:block">
            <p className="px-3 pb-2 text-xs font-medium tracking-wide text-muted-foreground uppercase">
              On this page
            </p>
            <ul className="grid">
              {sections.map((section) => (
                <li key={section.id}>
                  <a href={`#${section.id}`} className={linkClass}>
                    {section.title}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </aside>
      <article className="min-w-0 max-w-3xl">
        <header className="mb-8">
          <h1 className="text-3xl font-semibold tracking-tight">{title}</h1>
          {intro && <p className="mt-3 text-lg text-muted-foreground">{intro}</p>}
          {sections.length > 0 && (
            <nav aria-label="On this page (compact)" className="mt-4 lg:hidden">
              <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
                {sections.map((section) => (
                  <li key={section.id}>
                    <a
                      href={`#${section.id}`}
                      className="text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
                    >
                      {section.title}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          )}
        </header>
        <div className="grid gap-10">{children}</div>
      </article>
    </div>
  );
}

/** One anchored section of a static page. */
export function PageSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-20">
      <h2 id={`${id}-title`} className="text-xl font-semibold tracking-tight">
        {title}
      </h2>
      <div className="mt-3 grid gap-3 leading-relaxed text-muted-foreground [&_strong]:text-foreground">
        {children}
      </div>
    </section>
  );
}
