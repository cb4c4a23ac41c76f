#!/usr/bin/env node
/**
 * Bundle budgets: what a cold load of a route downloads, in gzipped JavaScript, from the built SPA's
 * Vite manifest. A route's cold load is the entry chunk and its static imports, plus the route's lazy chunk and
 * its static imports (react-router loads the matched route's module before the first render); dynamic imports
 * inside them (a chart, a dialog) come later and are not counted. Sizes are gzip level 9, as the server sends
 * them (compress.plugin.ts writes the .gz twins the same way).
 *
 * Fails (exit 1) when a budgeted route is over its budget, or when the landing route carries zod or a contracts
 * module that builds schemas (read from each chunk's source map). Run after `vite build`:
 *   node scripts/bundle-budget.mjs [distDir]
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const KB = 1024;

/**
 * The budgets: route module (as the manifest names it) -> KB of gzipped JS on a cold load. `kb` is enforced;
 * `target` is the goal. Where the two differ, `kb` is a ratchet at today's size: lower it with every
 * saving, never raise it.
 */
const BUDGETS = {
  'src/app/routes/landing.tsx': { label: 'landing (/)', kb: 120, target: 120, noSchemas: true },
  // the target, met on 2026-11-27 (259 -> 148 KB): dialogs, the cards' menu and @dnd-kit
  // load on first use, the folder calls from zod-free FOLDER_ROUTES
  'src/app/routes/app/my-folders.tsx': { label: 'signed-in shell (/app, My Folders)', kb: 200, target: 200 },
};

/**
 * What must not be on a route with `noSchemas`: zod itself, and any contracts module that imports zod (the
 * schemas). Contracts' plain constants (paths, limits, texts, the session routes) are welcome: they are the one
 * copy of the words and paths the page shows.
 */
const ZOD_PACKAGE = /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?zod\//;
const CONTRACTS_MODULE = /packages\/contracts\/src\//;
const IMPORTS_ZOD = /from\s+['"]zod(?:\/[^'"]*)?['"]/;

const dist = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '..', 'dist'));
const manifestFile = path.join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestFile)) {
  console.error(`No Vite manifest at ${manifestFile}: build the SPA first (vite build, manifest: true).`);
  process.exit(1);
}
/** @type {Record<string, { file: string, imports?: string[], isEntry?: boolean, isDynamicEntry?: boolean }>} */
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));

const gzipped = new Map();
const gzipSize = (file) => {
  if (!gzipped.has(file))
    gzipped.set(file, gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length);
  return gzipped.get(file);
};

/** The manifest keys a key loads statically, itself included. */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
  return seen;
}

/** The source files bundled into a chunk that are schemas or zod, from the chunk's source map. */
function schemaSourcesOf(file) {
  const mapFile = path.join(dist, `${file}.map`);
  if (!existsSync(mapFile)) return [];
  const map = JSON.parse(readFileSync(mapFile, 'utf8'));
  return map.sources.filter(
    (source, i) =>
      ZOD_PACKAGE.test(source) ||
      (CONTRACTS_MODULE.test(source) && IMPORTS_ZOD.test(map.sourcesContent?.[i] ?? '')),
  );
}

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const entry = closure(entryKey);
const routeKeys = Object.keys(manifest).filter(
  (k) => k.startsWith('src/app/routes/') && manifest[k].isDynamicEntry,
);

const rows = routeKeys.map((key) => {
  const keys = new Set([...entry, ...closure(key)]);
  const files = [...keys].map((k) => manifest[k].file).filter((f) => f.endsWith('.js'));
  const bytes = files.reduce((sum, f) => sum + gzipSize(f), 0);
  return { key, files, bytes };
});
rows.sort((a, b) => a.bytes - b.bytes);

const problems = [];
const entryBytes = [...entry].map((k) => manifest[k].file).reduce((sum, f) => sum + gzipSize(f), 0);
console.log(
  `Cold-load JavaScript per route, gzip -9 (entry and its imports alone: ${(entryBytes / KB).toFixed(1)} KB)`,
);
for (const row of rows) {
  const budget = BUDGETS[row.key];
  const kb = row.bytes / KB;
  const target = budget && budget.target < budget.kb ? `, target ${budget.target} KB not yet met` : '';
  const verdict = budget
    ? `${kb <= budget.kb ? 'ok' : 'OVER'}: budget ${budget.kb} KB${kb > budget.target ? target : ''}`
    : '';
  console.log(
    `  ${kb.toFixed(1).padStart(6)} KB  ${row.key.replace('src/app/routes/', '')}${verdict ? `  (${verdict})` : ''}`,
  );
  if (budget && kb > budget.kb) problems.push(`${budget.label}: ${kb.toFixed(1)} KB, budget ${budget.kb} KB`);
  if (budget?.noSchemas) {
    const offending = [...new Set(row.files.flatMap(schemaSourcesOf))];
    if (offending.length > 0) {
      problems.push(
        `${budget.label} carries zod or contracts schemas:\n${offending.map((s) => `      ${s}`).join('\n')}`,
      );
    }
  }
}
for (const key of Object.keys(BUDGETS)) {
  if (!routeKeys.includes(key))
    problems.push(`budgeted route ${key} is not a lazy route chunk in the manifest`);
}
if (problems.length > 0) {
  console.error(`\nBundle budget check failed:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  process.exit(1);
}
console.log('\nBundle budgets: all within.');
