import { defineConfig, devices } from '@playwright/test';

/**
 * Browser journeys against the BUILT app (API + SPA on one port), on a fresh data folder per run
 * (support/serve.mjs), in Debian's Chromium (never a downloaded browser). `pnpm test:e2e` at the root builds
 * first. E2E_PORT picks another port when 3100 is taken.
 */
const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  // a journey that passes only on a second try is a failing journey
  retries: 0,
  forbidOnly: !!process.env.CI,
  // a journey that needs longer sets its own, at most 120 s (Debian's Chromium takes about 14 s on its very
  // first launch on a new machine)
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    ...devices['Desktop Chrome'],
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    command: 'node support/serve.mjs',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      // every journey signs up from 127.0.0.1: lift the per-IP limits (their own behaviour is tested in the API suites)
      RATE_LIMIT_MULTIPLIER: '100',
      // "Fill from link" reads product pages the journey serves itself on 127.0.0.1; the app allows loopback
      // only with this explicit development/test setting (never in production)
      LINK_READER_ALLOW_LOOPBACK: 'true',
    },
  },
});
