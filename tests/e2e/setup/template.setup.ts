/**
 * Runs once before the browser tests: makes the data directory every worker's server copies
 * (migrated, demo content seeded, the test accounts created) and signs each stored account in
 * through the real sign-in form, keeping its browser state. Sessions live in the database, so
 * every copy of the directory knows them; cookies name the host without the port, so they reach
 * every worker's server.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'

import { test, expect } from '@playwright/test'

import { E2E_ACCOUNTS } from '../support/accounts'
import { untilHydrated } from '../support/test'
import {
  E2E_SERVER_ENV,
  startE2eServer,
  storageStateFile,
  templateDir,
} from '../support/e2e-server'

/** The accounts whose sessions the tests reuse (support/auth.ts signInAs). */
export const STORED_ROLES = ['admin', 'user', 'author', 'editor'] as const

test('the template data directory and the stored sessions', async ({ browser }) => {
  // Migrations, the demo seed and a first start on a busy two-core machine can take minutes.
  test.setTimeout(300_000)
  const dir = templateDir()
  fs.mkdirSync(dir, { recursive: true })
  // With ADMIN_EMAILS set no demo account is created, as in production: make the test accounts first.
  const made = spawnSync(
    process.execPath,
    ['node_modules/tsx/dist/cli.mjs', 'tests/e2e/support/create-accounts.ts'],
    {
      env: { ...process.env, ...E2E_SERVER_ENV, DATA_DIR: dir },
      encoding: 'utf8',
    },
  )
  expect(made.status, made.stderr).toBe(0)
  const server = await startE2eServer(dir, { timeoutMs: 150_000 })
  try {
    // Side by side: each sign-in mostly waits for its page and its password hash.
    await Promise.all(
      STORED_ROLES.map(async (who) => {
        const context = await browser.newContext({ baseURL: server.base })
        const page = await context.newPage()
        const { email, password } = E2E_ACCOUNTS[who]
        await page.goto('/auth?lang=en')
        await untilHydrated(page)
        const form = page.getByRole('tabpanel', { name: 'Sign In' })
        await form.getByLabel('Email').fill(email)
        await form.getByLabel('Password', { exact: true }).fill(password)
        await form.getByRole('button', { name: 'Sign In' }).click()
        // A password hash on a busy machine can take several seconds.
        await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible({
          timeout: 30_000,
        })
        await context.storageState({ path: storageStateFile(who) })
        await context.close()
      }),
    )
  } finally {
    await server.stop()
  }
})
