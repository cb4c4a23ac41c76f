// Fails when a test could pass only on a quiet machine or on a second try: a web test allowed more than 30 s, a
// browser journey more than 120 s, or Playwright retries. Part of `pnpm lint`.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const LIMITS = [
  { dir: 'apps/web/src', pattern: /\.test\.tsx?$/, most: 30_000, what: 'a web test' },
  { dir: 'apps/web', pattern: /^vite\.config\.ts$/, most: 30_000, what: 'a web test', shallow: true },
  { dir: 'e2e', pattern: /\.ts$/, most: 120_000, what: 'a browser journey' },
];
// setTimeout(120_000), timeout: 30_000, testTimeout: 30_000 (a number with or without underscores)
const TIMEOUT = /(?:\bsetTimeout\(|\b(?:test|hook)?[tT]imeout:\s*)(\d[\d_]*)\b/g;

function files(dir, pattern, shallow) {
  const entries = readdirSync(path.join(root, dir), { recursive: !shallow, encoding: 'utf8' });
  return entries
    .filter((entry) => !entry.includes('node_modules') && pattern.test(path.basename(entry)))
    .map((entry) => path.join(dir, entry));
}

const problems = [];
for (const { dir, pattern, most, what, shallow } of LIMITS) {
  for (const file of files(dir, pattern, shallow)) {
    const lines = readFileSync(path.join(root, file), 'utf8').split('\n');
    lines.forEach((line, index) => {
      for (const match of line.matchAll(TIMEOUT)) {
        const ms = Number(match[1].replaceAll('_', ''));
        if (ms > most)
          problems.push(`${file}:${index + 1}: ${ms} ms is more than ${what} may wait (${most} ms)`);
      }
    });
  }
}
const playwright = readFileSync(path.join(root, 'e2e/playwright.config.ts'), 'utf8');
if (!/\bretries:\s*0\b/.test(playwright)) problems.push('e2e/playwright.config.ts: retries must be 0');

if (problems.length) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log('test timeouts: web tests <= 30 s, browser journeys <= 120 s, no retries');
