/**
 * The production server as an operator runs it, on a copy of the seeded data the browser tests
 * share (which opens in a third of the time a new cluster, its migrations and the demo content
 * take): kill -9 leaves a database that opens again, a second process on the same DATA_DIR is
 * refused, SIGTERM is graceful, a backup restores into a new DATA_DIR, `npm run dev` serves.
 * First starts are first-start.spec.ts's. Playwright's own `test`: support/test.ts's would start
 * one more server, of the worker's, that no test here uses.
 */
import { spawnSync } from 'node:child_process'
import path from 'node:path'

import { expect, test } from '@playwright/test'

import { DEV_SERVER_ARGS } from '../../scripts/server-command.mjs'
import { copyOfTemplate } from './support/e2e-server'
import { countOnHome, run, start, tempDirs } from './support/operator-server'

const tempDir = tempDirs()

test.describe.configure({ timeout: 120_000 })

test('the embedded database survives kill -9 and refuses a second process', async () => {
  const dataDir = copyOfTemplate('kill')
  const first = await start(dataDir)

  const second = await run(dataDir)
  expect(await second.exited).toBe(1)
  expect(second.output()).toMatch(/is in use by another running process \(PID \d+\)/)

  await first.stop('SIGKILL')
  const again = await start(dataDir, { port: first.port })
  expect(await countOnHome(again.base)).toBe(6)
  expect(again.output()).not.toContain('demo content seeded')
  await again.stop()
})

test('SIGTERM finishes the request in flight, then stops', async () => {
  const server = await start(copyOfTemplate('sigterm'))
  // In flight: the server has begun its answer (the headers are here), the body is still to come.
  const response = await fetch(`${server.base}/?lang=el`)
  expect(response.status).toBe(200)
  server.child.kill('SIGTERM')
  await expect.poll(() => server.output()).toContain('shutting down: finishing in-flight requests')
  expect(await response.text()).toContain('</html>')
  expect(await server.exited).toBe(0)
  expect(server.output()).toContain('"msg":"stopped"')
})

test('npm run backup while the server runs, npm run restore into a new DATA_DIR: the same site comes back', async () => {
  test.setTimeout(300_000)
  const dataDir = copyOfTemplate('backup')
  const first = await start(dataDir)
  const articles = await countOnHome(first.base)
  const file = path.join(tempDir(), 'site.jsonl.gz')
  const script = (name: string, args: string[], env: Record<string, string>) =>
    spawnSync(process.execPath, ['--import', 'tsx', `scripts/${name}.ts`, ...args], {
      env: { ...process.env, NODE_ENV: 'production', ...env },
      encoding: 'utf8',
    })

  const backup = script('backup', [file], { DATA_DIR: dataDir })
  expect(backup.stdout).toContain('The server is running; asking it for the backup.')
  expect(backup.status).toBe(0)
  expect(await countOnHome(first.base)).toBe(articles)
  expect(await first.stop()).toBe(0)

  const restoredDir = tempDir()
  const restore = script('restore', [file], { DATA_DIR: restoredDir })
  expect(restore.stdout).toMatch(/^Restored .*site\.jsonl\.gz: \d+ rows in \d+ tables\.$/m)
  expect(restore.status).toBe(0)
  const again = await start(restoredDir, { port: first.port })
  expect(again.output()).not.toContain('demo content seeded')
  expect(await countOnHome(again.base)).toBe(articles)
  expect(await again.stop()).toBe(0)
})

test('npm run dev serves the pages through Vite, signed out and on the JSON API', async () => {
  const server = await start(copyOfTemplate('dev'), {
    env: { NODE_ENV: 'development' },
    args: DEV_SERVER_ARGS,
  })
  try {
    for (const page of ['/', '/auth', '/events']) {
      const response = await fetch(`${server.base}${page}`, {
        headers: { 'accept-language': 'en' },
      })
      expect(response.status, page).toBe(200)
      expect(await response.text()).toContain('<html lang="en"')
    }
    const events = await fetch(`${server.base}/api/v1/events`)
    expect(events.status).toBe(200)
  } finally {
    // Vite's own signal handling decides the exit code in development: it only has to stop.
    expect(await server.stop()).not.toBeUndefined()
  }
})
