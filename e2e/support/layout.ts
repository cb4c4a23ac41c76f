import type { Page } from '@playwright/test';

/**
 * Layout rules read in the page as it is laid out, one line per finding ("label: rule at element: detail"):
 * - overflow: the page is wider than the window, or a box scrolls sideways without being a marked scroll area
 *   (`data-scroll-area`, or the items table's grid, which say that they scroll);
 * - overlap: two interactive elements cover each other (neither inside the other);
 * - target size: an interactive element under 24 by 24 px whose 24 px circle meets another target
 *   (WCAG 2.2 target size; links inside a line of text are exempt);
 * - clipped text: text wider than its box with overflow hidden, unless it ends in an ellipsis and its full
 *   text is there to read (a title, or the accessible name of the link or button it is in).
 */
export async function layoutFindings(page: Page, label: string): Promise<string[]> {
  const lines = await page.evaluate(() => {
    const found: string[] = [];
    const width = document.documentElement.clientWidth;
    const INTERACTIVE = [
      'a[href]',
      'button',
      'input:not([type="hidden"])',
      'select',
      'textarea',
      'summary',
      '[role="button"]',
      '[role="link"]',
      '[role="checkbox"]',
      '[role="radio"]',
      '[role="switch"]',
      '[role="tab"]',
      '[role="menuitem"]',
      '[role="combobox"]',
      '[role="slider"]',
      '[role="option"]',
    ].join(', ');

    const describe = (el: Element) => {
      const name =
        el.getAttribute('aria-label') ??
        el.getAttribute('title') ??
        (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      const id = el.id ? `#${el.id}` : '';
      return `${el.tagName.toLowerCase()}${id}${name ? ` "${name}"` : ''}`;
    };
    const style = (el: Element) => getComputedStyle(el);
    const clipsX = (s: CSSStyleDeclaration) => s.overflowX !== 'visible';
    const scrollsX = (s: CSSStyleDeclaration) => s.overflowX === 'auto' || s.overflowX === 'scroll';
    const isScrollArea = (el: Element) =>
      el.hasAttribute('data-scroll-area') || el.getAttribute('role') === 'grid';
    /** Hidden from sight: not rendered, invisible, or a screen-reader-only 1 px box. */
    const unseen = (el: Element) => {
      // not rendered at all: display none, or inside a closed <details> (whose content keeps a box of its own)
      if (!el.checkVisibility()) return true;
      const r = el.getBoundingClientRect();
      if (r.width <= 1 || r.height <= 1) return true;
      const s = style(el);
      // the screen-reader-only pattern: clipped to nothing (with padding its box is still a few px)
      const clippedAway = s.clipPath.startsWith('inset(50%') || /^rect\(0(px)?,? 0/.test(s.clip);
      return s.visibility === 'hidden' || Number(s.opacity) === 0 || clippedAway;
    };
    /** The element's box as far as its clipping ancestors let it show (null: clipped away entirely). */
    const visibleRect = (el: Element) => {
      const r = el.getBoundingClientRect();
      let [left, top, right, bottom] = [r.left, r.top, r.right, r.bottom];
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
        const s = style(a);
        if (s.overflowX === 'visible' && s.overflowY === 'visible') continue;
        const c = a.getBoundingClientRect();
        if (s.overflowX !== 'visible') [left, right] = [Math.max(left, c.left), Math.min(right, c.right)];
        if (s.overflowY !== 'visible') [top, bottom] = [Math.max(top, c.top), Math.min(bottom, c.bottom)];
      }
      return right - left > 0.5 && bottom - top > 0.5 ? { left, top, right, bottom } : null;
    };

    // overflow: the page itself, and boxes that scroll sideways unannounced
    if (document.documentElement.scrollWidth > width + 1) {
      const wide = Array.from(document.body.querySelectorAll('*')).filter((el) => {
        const r = el.getBoundingClientRect();
        if (r.right <= width + 1 || unseen(el)) return false;
        for (let a = el.parentElement; a && a !== document.body; a = a.parentElement)
          if (clipsX(style(a))) return false;
        return true;
      });
      // the outermost offenders say where it starts
      const outermost = wide.filter((el) => !wide.some((o) => o !== el && o.contains(el)));
      found.push(
        `overflow: the page is ${document.documentElement.scrollWidth} px wide in a ${width} px window, at ${
          outermost.slice(0, 3).map(describe).join(', ') || 'body'
        }`,
      );
    }
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      const s = style(el);
      if (!scrollsX(s) || el.scrollWidth <= el.clientWidth + 1 || unseen(el)) continue;
      if (isScrollArea(el) || el.closest('[data-scroll-area], [role="grid"]')) continue;
      found.push(
        `overflow: ${describe(el)} scrolls sideways without saying so (${el.scrollWidth} px in ${el.clientWidth} px)`,
      );
    }

    // interactive elements: overlap and target size
    const targets = Array.from(document.querySelectorAll(INTERACTIVE))
      .filter((el) => !unseen(el) && !el.closest('[aria-hidden="true"], [inert]'))
      .map((el) => ({ el, rect: visibleRect(el) }))
      .filter((t): t is { el: Element; rect: NonNullable<ReturnType<typeof visibleRect>> } => !!t.rect);
    const related = (a: Element, b: Element) => a.contains(b) || b.contains(a);
    for (let i = 0; i < targets.length; i += 1)
      for (let j = i + 1; j < targets.length; j += 1) {
        const a = targets[i]!;
        const b = targets[j]!;
        if (related(a.el, b.el)) continue;
        const w = Math.min(a.rect.right, b.rect.right) - Math.max(a.rect.left, b.rect.left);
        const h = Math.min(a.rect.bottom, b.rect.bottom) - Math.max(a.rect.top, b.rect.top);
        if (w > 2 && h > 2)
          found.push(
            `overlap: ${describe(a.el)} and ${describe(b.el)} (${Math.round(w)}x${Math.round(h)} px)`,
          );
      }
    /** A link that sits in a line of text (WCAG's inline exception). */
    const inText = (el: Element) => {
      if (el.tagName !== 'A' || !style(el).display.startsWith('inline')) return false;
      const around = el.parentElement?.textContent ?? '';
      return around.replace(el.textContent ?? '', '').trim().length > 0;
    };
    for (const t of targets) {
      const w = t.rect.right - t.rect.left;
      const h = t.rect.bottom - t.rect.top;
      if (w >= 24 && h >= 24) continue;
      if (inText(t.el)) continue;
      // the spacing exception: a 24 px circle on its centre meets no other target
      const cx = (t.rect.left + t.rect.right) / 2;
      const cy = (t.rect.top + t.rect.bottom) / 2;
      const meets = targets.some((o) => {
        if (o === t || related(o.el, t.el)) return false;
        const dx = Math.max(o.rect.left - cx, 0, cx - o.rect.right);
        const dy = Math.max(o.rect.top - cy, 0, cy - o.rect.bottom);
        return dx * dx + dy * dy < 12 * 12;
      });
      if (meets)
        found.push(
          `target size: ${describe(t.el)} is ${Math.round(w)}x${Math.round(h)} px, too close to another target`,
        );
    }

    // clipped text: wider than its box, overflow hidden
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      if (el.closest('svg') || el.matches('input, textarea, select')) continue;
      const own = Array.from(el.childNodes).some(
        (n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim() !== '',
      );
      if (!own || el.scrollWidth <= el.clientWidth + 1 || unseen(el)) continue;
      const s = style(el);
      if (s.overflowX !== 'hidden' && s.overflowX !== 'clip') continue;
      const fullTextThere =
        s.textOverflow === 'ellipsis' &&
        (el.hasAttribute('aria-label') ||
          !!el.closest('[title], a[href], button, [role="button"], [role="link"]'));
      if (!fullTextThere)
        found.push(`clipped text: ${describe(el)} (${el.scrollWidth} px in ${el.clientWidth} px)`);
    }
    return found;
  });
  return [...new Set(lines)].map((line) => `${label}: ${line}`);
}
