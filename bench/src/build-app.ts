/** The built app that the browser benchmarks serve: the API bundle and the SPA, built by turbo. */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');

/** Builds the API and the SPA (turbo's cache makes a second build quick) unless `${skipVariable}=1`. */
export function buildApp(skipVariable: string): void {
  if (process.env[skipVariable] === '1') return;
  console.log(`Building the API and the SPA (${skipVariable}=1 skips this)...`);
  const result = spawnSync(
    'pnpm',
    [
      'exec',
      'turbo',
      'run',
      'build',
      '--filter=@shortlist/api',
      '--filter=@shortlist/web',
      '--output-logs=errors-only',
    ],
    { cwd: ROOT, stdio: 'inherit', env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' } },
  );
  if (result.status !== 0) throw new Error('the build failed');
}
