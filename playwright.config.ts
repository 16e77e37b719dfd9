/**
 * End-to-end tests: a real Chromium (Debian's, never a downloaded one) against the real built
 * server on a temporary DATA_DIR with the demo content. `npm run build` must have run.
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { defineConfig, devices } from '@playwright/test'

import { SERVER_ARGS, SERVER_ENV } from './scripts/server-command.mjs'

// The config is evaluated by the runner and by each worker; workers inherit these variables.
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'epilepsy-e2e-'))
// A free port, unless E2E_PORT names one: two runs on one machine never meet.
process.env.E2E_PORT ??= execFileSync(process.execPath, ['scripts/free-port.mjs'], { encoding: 'utf8' })
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`

/** ADMIN_EMAILS of the test server (see tests/e2e/support/auth.ts). */
export const E2E_ALLOWED_EMAILS = [
  'admin@example.org',
  'user@example.org',
  'guardian@example.org',
  'sentinel@example.org',
  'newcomer@example.org',
  'forgetful@example.org',
  'unverified@example.org',
]

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

export default defineConfig({
  testDir: 'tests/e2e',
  // Specs that need a PostgreSQL server run when TEST_DATABASE_URL names one.
  testIgnore: process.env.TEST_DATABASE_URL ? [] : ['**/*.postgres.spec.ts'],
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  expect: { timeout: 7_500 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
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
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } },
  ],
  webServer: {
    // With ADMIN_EMAILS set no demo account is created: make the test accounts first.
    command: `node node_modules/tsx/dist/cli.mjs tests/e2e/support/create-accounts.ts && exec node ${SERVER_ARGS.join(' ')}`,
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    // Accounts, migrations and the demo seed on a busy two-core machine can take over a minute.
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      ...SERVER_ENV,
      PORT: process.env.E2E_PORT,
      HOST: '127.0.0.1',
      // As in production: absolute links (canonical, share pictures) come from here, never from the request.
      BASE_URL: baseURL,
      DATA_DIR: process.env.E2E_DATA_DIR,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      // Who may sign in (tests/e2e/support/accounts.ts): the accounts made before the start, and
      // fresh addresses for the sign-up and password-reset flows.
      ADMIN_EMAILS: E2E_ALLOWED_EMAILS.join(','),
      // Every spec signs in through the real form from one address; keep the limiter out of the way.
      AUTH_RATE_LIMIT: '100000',
      AUTH_SECRET: 'e2e-secret-e2e-secret-e2e-secret-e2e-secret',
      // The profile page's integrations (tests/e2e/auth.spec.ts answers these addresses itself).
      INSTAGRAM_CLIENT_ID: 'e2e-instagram-client',
      INSTAGRAM_REDIRECT_URI: 'https://instagram-callback.example/callback',
      ANALYTICS_DASHBOARD_URL: 'https://analytics.example/dashboard',
      // The foundation's contact details and community invite (tests/e2e/chrome.spec.ts). These
      // override the site settings; the helpline and Facebook page are left to the settings page
      // (tests/e2e/site-settings.spec.ts).
      WHATSAPP_INVITE_URL: 'https://chat.whatsapp.com/E2eCommunityInvite',
      CONTACT_EMAIL: 'hello@example.org',
      CONTACT_PHONE: '+357 22 000000',
      INSTAGRAM_URL: 'https://www.instagram.com/example_foundation',
      SOCIAL_HANDLE: '@example_foundation',
      ...(process.env.BUILD_DIR ? { BUILD_DIR: process.env.BUILD_DIR } : {}),
    },
  },
})
