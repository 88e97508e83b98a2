import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);
export const BASE_URL = `http://localhost:${PORT}`;
/**
 * Where the server's clock starts (it runs on from there), and the browser's with it (the `context`
 * fixture): the same day and hour whenever the suite runs. `tests/e2e/any-hour.sh` sets others.
 */
const E2E_CLOCK = process.env.E2E_CLOCK ?? '2026-06-10T11:30:00-04:00';

/** Debian's chromium, never a downloaded browser; Playwright's own only where Debian's is missing. */
const executablePath = existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;

export default defineConfig({
  testDir: '.',
  outputDir: `../../test-results/e2e-${PORT}`,
  fullyParallel: false,
  workers: 1, // one server and one data folder for the whole run
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    viewport: { width: 1440, height: 900 },
    launchOptions: {
      executablePath,
      args: [
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
    // The real `npm start` server on a fresh data folder (the SPA is built by `npm test` beforehand), with
    // the sandbox's knobs and clock open to the tests (`slowSandbox`, `serverNow`).
    command: `rm -rf .data/e2e-${PORT} && DATA_DIR=.data/e2e-${PORT} PORT=${PORT} SANDBOX_CONTROL=1 LOCAL_CLOCK=${E2E_CLOCK} npx tsx infra/local/main.ts`,
    cwd: '../..',
    url: `${BASE_URL}/login`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
  },
});
