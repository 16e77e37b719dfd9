/**
 * The production server as an operator runs it: restarts keep the data and seed nothing twice,
 * SEED_DEMO=false starts empty, kill -9 leaves a database that opens again, a second process on
 * the same DATA_DIR is refused, a bad setting stops the start with one line, SIGTERM is graceful.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { DEV_SERVER_ARGS } from '../../scripts/server-command.mjs'
import { copyOfTemplate, spawnE2eServer, startE2eServer } from './support/e2e-server'
import { expect, test } from './support/test'

/** The server as an operator starts it: its log at info, read from standard output. */
const OPERATOR = { env: { LOG_LEVEL: 'info' }, keepStdout: true }

type Options = Parameters<typeof spawnE2eServer>[1]

/** Starts a server and returns at once (a start that must fail). */
const run = (dataDir: string, options: Options = {}) =>
  spawnE2eServer(dataDir, { ...OPERATOR, ...options, env: { ...OPERATOR.env, ...options?.env } })

/**
 * Starts a server and waits until /healthz answers; PGlite's first open takes a while. Only the
 * tests of a first start use an empty DATA_DIR: the others start on a copy of the seeded data
 * the browser tests share (copyOfTemplate), which opens in a third of the time a new cluster,
 * its migrations and the demo content take.
 */
const start = (dataDir: string, options: Options = {}) =>
  startE2eServer(dataDir, {
    ...OPERATOR,
    timeoutMs: 90_000,
    ...options,
    env: { ...OPERATOR.env, ...options?.env },
  })

async function countOnHome(url: string) {
  const html = await (await fetch(`${url}/`)).text()
  return (html.match(/<article/g) ?? []).length
}

const dirs: string[] = []
function tempDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'epilepsy-life-'))
  dirs.push(dir)
  return dir
}
test.afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true })
})

test.describe.configure({ timeout: 120_000 })

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

test('a bad setting stops the start with one line naming it', async () => {
  const server = await run(tempDir(), { port: 'not-a-port' })
  expect(await server.exited).toBe(1)
  expect(server.output().trim()).toBe('Invalid PORT: must be a port number from 0 to 65535')
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
