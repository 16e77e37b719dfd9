/**
 * A first start, as an operator makes it: the demo content seeded once and never again on a
 * restart, SEED_DEMO=false starting empty, a bad setting stopping the start with one line.
 * These need no seeded copy: their project has no setup to wait for, so they run while the
 * setup project makes it (playwright.config.ts). Playwright's own `test`: support/test.ts's
 * would start a server of the seeded copy for every worker.
 */
import { expect, test } from '@playwright/test'

import { countOnHome, run, start, tempDirs } from './support/operator-server'

const tempDir = tempDirs()

// Each test has a directory of its own: the workers free while the setup runs may share them.
test.describe.configure({ mode: 'parallel', timeout: 120_000 })

test('a restart keeps the data and seeds nothing twice', async () => {
  const dataDir = tempDir()
  const first = await start(dataDir)
  expect(first.output()).toContain('demo content seeded')
  const articles = await countOnHome(first.base)
  expect(articles).toBe(6)
  expect(await first.stop()).toBe(0)

  const second = await start(dataDir, { port: first.port })
  expect(second.output()).not.toContain('demo content seeded')
  expect(await countOnHome(second.base)).toBe(articles)
  expect(await second.stop()).toBe(0)
})

test('SEED_DEMO=false starts empty', async () => {
  const server = await start(tempDir(), { env: { SEED_DEMO: 'false' } })
  expect(await countOnHome(server.base)).toBe(0)
  const html = await (await fetch(`${server.base}/`)).text()
  expect(html).toContain('No upcoming events right now.')
  await server.stop()
})

test('a bad setting stops the start with one line naming it', async () => {
  const server = await run(tempDir(), { port: 'not-a-port' })
  expect(await server.exited).toBe(1)
  expect(server.output().trim()).toBe('Invalid PORT: must be a port number from 0 to 65535')
})
