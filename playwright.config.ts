/**
 * End-to-end tests: a real Chromium (Debian's, never a downloaded one) against the real built
 * server. `npm run build` must have run.
 *
 * The setup project makes one seeded data directory and signs the stored accounts in
 * (tests/e2e/setup/template.setup.ts); then each worker starts its own server over its own copy
 * of it (tests/e2e/support/test.ts), so the workers run side by side and no test meets another
 * worker's writes. The operational specs start servers of their own (restarts, floods, frozen
 * databases) and run as a project of their own; the first-start specs need no setup at all.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { defineConfig, devices } from '@playwright/test'

import { testChromium } from './scripts/test-chromium.mjs'

// The config is evaluated by the runner and by each worker; workers inherit the variable.
process.env.E2E_RUN_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'epilepsy-e2e-'))

export const chromiumPath = testChromium()

/** The specs that start, flood or freeze servers of their own. */
const OPERATIONAL = [
  '**/server-lifecycle.spec.ts',
  '**/hostile-requests.spec.ts',
  '**/newsletter-smtp.spec.ts',
  '**/*.postgres.spec.ts',
]

/** The specs of a server's first start, on an empty data directory. */
const FIRST_START = '**/first-start.spec.ts'

/**
 * Workers side by side: E2E_WORKERS, or 3. A test waits for pages, timers and its server as well
 * as computing: on two cores three workers took ×0.74 of two's time (docs/performance.md).
 */
const workers = Number(process.env.E2E_WORKERS ?? 3)

export default defineConfig({
  testDir: 'tests/e2e',
  // Specs that need a PostgreSQL server run when TEST_DATABASE_URL names one.
  testIgnore: process.env.TEST_DATABASE_URL ? [] : ['**/*.postgres.spec.ts'],
  fullyParallel: false,
  workers,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [
    ['list'],
    ['./tests/e2e/support/slowest-reporter.ts'],
    ['./tests/e2e/support/failure-reporter.ts'],
  ],
  globalTeardown: './tests/e2e/support/remove-run-dir.ts',
  // Three workers share two cores with their servers: a test takes up to three times as long as alone.
  timeout: 45_000,
  expect: { timeout: 7_500 },
  use: {
    // A trace costs a quarter of the suite's processor time (a screencast and a DOM snapshot per
    // action) and CI keeps none of the files: `--trace retain-on-failure` when debugging.
    trace: 'off',
    // The service worker precaches assets in every new context; the specs of offline behaviour
    // allow it (test.use), the others spare the work.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    // First starts on empty directories need no seeded copy: they run while the setup makes it,
    // on the cores its one server and browser leave free.
    { name: 'first-start', testMatch: FIRST_START },
    { name: 'setup', testMatch: /setup\/.*\.setup\.ts$/ },
    // First: their long specs (restarts, a development server, a backup) run beside the page
    // specs instead of after them, when a single worker would carry them while the others idle.
    {
      name: 'operations',
      dependencies: ['setup'],
      testMatch: OPERATIONAL,
      testIgnore: process.env.TEST_DATABASE_URL ? [] : ['**/*.postgres.spec.ts'],
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
    {
      name: 'desktop',
      dependencies: ['setup'],
      testIgnore: [...OPERATIONAL, FIRST_START, '**/setup/**'],
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
  ],
})
