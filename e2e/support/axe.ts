import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

/**
 * axe-core run in the page itself, injected once per loaded document (the source @axe-core/playwright ships).
 * AxeBuilder injects the 560 kB source again on every read and opens a blank page to merge the results, which
 * cost more than the rules on this project's pages (about 2x per read); a journey that reads one screen several
 * ways (widths, schemes, open overlays) pays that once per page load here. No iframes are read (the app has none).
 */
const requireFromAxeBuilder = createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'));
const AXE_SOURCE = readFileSync(requireFromAxeBuilder.resolve('axe-core/axe.min.js'), 'utf8');

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
/** Rules whose answer depends on colours: the only ones the colour scheme can change (it changes no markup). */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];
const FAILING_IMPACTS = ['moderate', 'serious', 'critical'];

export interface AxeOptions {
  /** A CSS selector: only what it matches is read (an open overlay, whose screen was read at rest). */
  scope?: string;
  /** Only the colour rules (a second scheme of a state already read in full). */
  coloursOnly?: boolean;
}

/** axe's moderate, serious and critical findings, one line each: "label: rule-id (impact) at target". */
export async function axeFindings(page: Page, label: string, options: AxeOptions = {}): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const lines = await page.evaluate(
    async ({ scope, coloursOnly, tags, colourRules, failing }) => {
      const axe = (window as unknown as { axe: AxeApi }).axe;
      const results = await axe.run(scope ?? document, {
        runOnly: coloursOnly ? { type: 'rule', values: colourRules } : { type: 'tag', values: tags },
        resultTypes: ['violations'],
      });
      return results.violations
        .filter((v) => failing.includes(v.impact ?? ''))
        .flatMap((v) => v.nodes.map((n) => `${v.id} (${v.impact}) at ${n.target.join(' ')}`));
    },
    { ...options, tags: WCAG_TAGS, colourRules: COLOUR_RULES, failing: FAILING_IMPACTS },
  );
  return lines.map((line) => `${label}: ${line}`);
}

/** The part of axe-core's API used here (its types are not a dependency of this package). */
interface AxeApi {
  run(
    context: string | Document,
    options: { runOnly: { type: 'rule' | 'tag'; values: string[] }; resultTypes: string[] },
  ): Promise<{
    violations: Array<{ id: string; impact?: string | null; nodes: Array<{ target: string[] }> }>;
  }>;
}
