import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { cx } from '@/lib/cx';
import { TAB_LOOK } from '@/lib/screen-looks';

/**
 * A bar of tabs that are pages, each a URL of its own: a labelled nav of links, the current one marked
 * aria-current="page" by the router. It scrolls sideways inside itself when the tabs do not fit a phone's width.
 */
export function TabLinks({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <nav
      aria-label={label}
      // min-w-0: inside a flex or grid parent the bar shrinks to the screen and scrolls, never widening the page
      className={cx('max-w-full min-w-0 overflow-x-auto border-b [scrollbar-width:none]', className)}
      data-scroll-area=""
    >
      <ul className="flex sm:gap-1">{children}</ul>
    </nav>
  );
}

/**
 * One tab of a TabLinks bar. `end` marks it current only on its own URL, not on the URLs below it (the first tab,
 * whose URL is the others' parent). `count` is shown beside the name; `countLabel` says what it counts to a
 * screen reader ("3 unread").
 */
export function TabLink({
  to,
  end,
  count,
  countLabel,
  children,
}: {
  to: string;
  end?: boolean;
  count?: number;
  countLabel?: string;
  children: ReactNode;
}) {
  return (
    <li>
      <NavLink to={to} end={end} className={TAB_LOOK}>
        {children}
        {count !== undefined && ' '}
        {count !== undefined && (
          <span className="rounded-full bg-muted px-1.5 text-xs tabular-nums text-muted-foreground">
            {count}
            {countLabel && <span className="sr-only"> {countLabel}</span>}
          </span>
        )}
      </NavLink>
    </li>
  );
}
