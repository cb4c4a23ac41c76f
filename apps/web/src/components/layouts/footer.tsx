import { Link } from 'react-router';
import { MARKETING_TEXTS, SHELL_TEXTS } from '@shortlist/contracts';
import { paths } from '@/config/paths';

const links = [
  { to: paths.about, label: MARKETING_TEXTS.about },
  { to: paths.privacy, label: MARKETING_TEXTS.privacy },
  { to: paths.terms, label: MARKETING_TEXTS.terms },
  { to: paths.contact, label: MARKETING_TEXTS.contact },
];

/** The footer (accounts §2): product blurb, the three-step 'How to Use' guide and the static pages. */
export function Footer() {
  return (
    <footer className="print:hidden border-t bg-muted/40">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-[2fr_2fr_1fr]">
        <div className="grid content-start gap-2">
          <p className="text-base font-semibold tracking-tight">{SHELL_TEXTS.productName}</p>
          <p className="max-w-sm text-sm text-muted-foreground">
            Put every option you are weighing up side by side: describe them with your own categories, rate
            them, and decide with the people who matter.
          </p>
        </div>
        <div className="grid content-start gap-3">
          <h2 className="text-sm font-semibold">{SHELL_TEXTS.howToUse}</h2>
          <ol className="grid gap-2 text-sm text-muted-foreground">
            {SHELL_TEXTS.howToUseSteps.map((step, index) => (
              <li key={step} className="flex items-center gap-2">
                <span
                  aria-hidden
                  className="flex size-5 shrink-0 items-center justify-center rounded-full border text-xs font-medium text-foreground"
                >
                  {index + 1}
                </span>
                {step}
              </li>
            ))}
          </ol>
        </div>
        <nav aria-label="Footer" className="grid content-start gap-3">
          <h2 className="text-sm font-semibold">Company</h2>
          <ul className="grid gap-2 text-sm">
            {links.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  className="rounded-sm text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t">
        <p className="mx-auto max-w-6xl px-4 py-4 text-xs text-muted-foreground">
          © {new Date().getFullYear()} {SHELL_TEXTS.productName}
        </p>
      </div>
    </footer>
  );
}
