// Starts the built app (API + SPA) on a fresh temporary data folder, and removes the folder once the app has
// shut down. Playwright's webServer runs this and stops it with SIGTERM (graceful shutdown).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const main = path.resolve(import.meta.dirname, '../../apps/api/dist/main.js');
const dataDir = mkdtempSync(path.join(tmpdir(), 'shortlist-e2e-'));

const app = spawn(process.execPath, ['--enable-source-maps', main], {
  stdio: 'inherit',
  env: { ...process.env, DATA_DIR: dataDir },
});
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, () => app.kill(signal));
}
app.on('exit', (code, signal) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? (signal ? 1 : 0));
});
