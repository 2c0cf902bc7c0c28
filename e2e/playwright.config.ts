import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './support/chromium';
import { e2eDataDir, e2ePort, repoRoot } from './support/paths';

/**
 * Browser tests against the real app and a real (embedded) PostgreSQL.
 *
 * CI runs `npm run build` first and then uses the defaults below. Locally, where other builds may
 * be writing apps/web/dist, point the run at a private build and the server's source:
 *   E2E_SERVER_CMD='node --import tsx apps/server/src/main.ts' E2E_WEB_DIST=/tmp/e2e-web \
 *     npx playwright test -c e2e/playwright.config.ts
 * E2E_PORT changes the port (default 3210), E2E_OUTPUT_DIR the results folder (default e2e/test-results),
 * E2E_DATA_DIR the app's data directory (default /tmp/mithaq-e2e-<port>, emptied at start and removed at the end).
 */
const port = e2ePort;
const baseURL = `http://127.0.0.1:${port}`;
const serverCommand = process.env.E2E_SERVER_CMD ?? 'node apps/server/dist/main.js';
const webDist = path.resolve(repoRoot, process.env.E2E_WEB_DIST ?? 'apps/web/dist');

export default defineConfig({
  testDir: 'tests',
  // Overridable so runs side by side in one working tree do not clear each other's results.
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  // A member's dashboard and profile now also load Today's picks, the visitors card, the Saved list and
  // their catalogs after the first paint (docs/decisions/0065-coming-back.md); on two busy cores with two
  // workers the signed-in session (the wizard, the profile menu) starts that much later.
  timeout: 45_000,
  // Lazy page chunks can take seconds on a busy CI machine.
  expect: { timeout: 15_000 },
  reporter: [['list'], ['./support/summary-reporter.ts']],
  use: {
    baseURL,
    // The site's service worker (apps/web/src/sw) would answer requests that page.route() then never
    // sees, and precache the whole build in every test's fresh context. Its own tests allow it
    // (tests/pwa.spec.ts).
    serviceWorkers: 'block',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
      },
    },
  ],
  webServer: {
    // serve.ts gives the app a fresh DATA_DIR under /tmp and removes it after the app has stopped.
    command: `node --import tsx e2e/support/serve.ts ${serverCommand}`,
    cwd: repoRoot,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    // SIGTERM lets the app stop its embedded PostgreSQL (apps/server/src/main.ts) instead of the
    // default SIGKILL, which would leave a postgres process running.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 30_000 },
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      DATA_DIR: e2eDataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseURL,
      WEB_DIST_DIR: webDist,
      LOG_LEVEL: 'warn',
      // Every test registers its own members from one IP.
      AUTH_RATE_LIMIT_PER_IP: '10000',
    },
  },
});
