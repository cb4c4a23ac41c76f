import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * A colour utility naming a theme colour the theme does not define (`bg-popover` without `--color-popover`)
 * compiles to nothing: the element is transparent, and a popup shows the page through it (the bell's list and
 * the mention picker did). Every semantic colour a class names must be in index.css's theme.
 */
const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SEMANTIC = [
  'background',
  'foreground',
  'card',
  'popover',
  'primary',
  'secondary',
  'muted',
  'accent',
  'destructive',
  'warning',
  'success',
  'border',
  'input',
  'ring',
  'sidebar',
];
const UTILITY =
  /(?:^|[\s"'`:])!?(?:bg|text|border|ring|outline|fill|stroke|divide|from|via|to|decoration|placeholder|caret|shadow)-([a-z]+(?:-foreground)?)(?:\/\d+)?(?=[\s"'`]|$)/g;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('theme colours', () => {
  it('every semantic colour a class names is defined by the theme', () => {
    const css = readFileSync(path.join(SRC, 'index.css'), 'utf8');
    const defined = new Set([...css.matchAll(/--color-([a-z-]+):/g)].map((m) => m[1]));
    const missing: string[] = [];
    for (const file of sources(SRC)) {
      for (const match of readFileSync(file, 'utf8').matchAll(UTILITY)) {
        const name = match[1]!;
        const base = name.replace(/-foreground$/, '');
        if (SEMANTIC.includes(base) && !defined.has(name))
          missing.push(`${path.relative(SRC, file)}: ${match[0].trim()}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
