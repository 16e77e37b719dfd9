/**
 * The production server as an operator runs it: restarts keep the data and seed nothing twice,
 * SEED_DEMO=false starts empty, kill -9 leaves a database that opens again, a second process on
 * the same DATA_DIR is refused, a bad setting stops the start with one line, SIGTERM is graceful.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { freePort } from '../../scripts/free-port.mjs'
import { DEV_SERVER_ARGS, SERVER_ARGS, SERVER_ENV } from '../../scripts/server-command.mjs'
import { expect, test } from './support/test'

interface Started {
  child: ChildProcess
  url: string
  output: () => string
  exited: Promise<number | null>
}

function run(env: Record<string, string>, args = SERVER_ARGS): Started {
  const child = spawn(process.execPath, args, {
    env: {
      ...process.env,
      ...SERVER_ENV,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      NODE_ENV: 'production',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout!.on('data', (chunk) => (output += chunk))
  child.stderr!.on('data', (chunk) => (output += chunk))
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  return { child, url: `http://127.0.0.1:${env.PORT}`, output: () => output, exited }
}

async function start(env: Record<string, string>, args = SERVER_ARGS) {
  const server = run(env, args)
  // A ceiling for a busy machine, not a measurement: PGlite's first open takes a while.
  const deadline = Date.now() + 90_000
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${server.url}/healthz`)
      if (response.ok) return server
    } catch {
      // not listening yet
    }
    if (server.child.exitCode !== null) throw new Error(`server exited: ${server.output()}`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`server did not start: ${server.output()}`)
}

async function stop(server: Started, signal: NodeJS.Signals = 'SIGTERM') {
  server.child.kill(signal)
  return server.exited
}

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
  const port = String(await freePort())
  const first = await start({ PORT: port, DATA_DIR: dataDir })
  expect(first.output()).toContain('demo content seeded')
  const articles = await countOnHome(first.url)
  expect(articles).toBe(6)
  expect(await stop(first)).toBe(0)

  const second = await start({ PORT: port, DATA_DIR: dataDir })
  expect(second.output()).not.toContain('demo content seeded')
  expect(await countOnHome(second.url)).toBe(articles)
  expect(await stop(second)).toBe(0)
})

test('SEED_DEMO=false starts empty', async () => {
  const server = await start({
    PORT: String(await freePort()),
    DATA_DIR: tempDir(),
    SEED_DEMO: 'false',
  })
  expect(await countOnHome(server.url)).toBe(0)
  const html = await (await fetch(`${server.url}/`)).text()
  expect(html).toContain('No upcoming events right now.')
  await stop(server)
})

test('the embedded database survives kill -9 and refuses a second process', async () => {
  const dataDir = tempDir()
  const port = String(await freePort())
  const first = await start({ PORT: port, DATA_DIR: dataDir })

  const second = run({ PORT: String(await freePort()), DATA_DIR: dataDir })
  expect(await second.exited).toBe(1)
  expect(second.output()).toMatch(/is in use by another running process \(PID \d+\)/)

  await stop(first, 'SIGKILL')
  const again = await start({ PORT: port, DATA_DIR: dataDir })
  expect(await countOnHome(again.url)).toBe(6)
  expect(again.output()).not.toContain('demo content seeded')
  await stop(again)
})

test('a bad setting stops the start with one line naming it', async () => {
  const server = run({ PORT: 'not-a-port', DATA_DIR: tempDir() })
  expect(await server.exited).toBe(1)
  expect(server.output().trim()).toBe('Invalid PORT: must be a port number from 0 to 65535')
})

test('SIGTERM finishes the request in flight, then stops', async () => {
  const server = await start({ PORT: String(await freePort()), DATA_DIR: tempDir() })
  const inFlight = fetch(`${server.url}/?lang=el`)
  await new Promise((resolve) => setTimeout(resolve, 5))
  server.child.kill('SIGTERM')
  const response = await inFlight
  expect(response.status).toBe(200)
  expect(await response.text()).toContain('</html>')
  expect(await server.exited).toBe(0)
  expect(server.output()).toContain('"msg":"stopped"')
})

test('npm run backup while the server runs, npm run restore into a new DATA_DIR: the same site comes back', async () => {
  test.setTimeout(300_000)
  const dataDir = tempDir()
  const port = String(await freePort())
  const first = await start({ PORT: port, DATA_DIR: dataDir })
  const articles = await countOnHome(first.url)
  const file = path.join(tempDir(), 'site.jsonl.gz')
  const script = (name: string, args: string[], env: Record<string, string>) =>
    spawnSync(process.execPath, ['--import', 'tsx', `scripts/${name}.ts`, ...args], {
      env: { ...process.env, NODE_ENV: 'production', ...env },
      encoding: 'utf8',
    })

  const backup = script('backup', [file], { DATA_DIR: dataDir })
  expect(backup.stdout).toContain('The server is running; asking it for the backup.')
  expect(backup.status).toBe(0)
  expect(await countOnHome(first.url)).toBe(articles)
  expect(await stop(first)).toBe(0)

  const restoredDir = tempDir()
  const restore = script('restore', [file], { DATA_DIR: restoredDir })
  expect(restore.stdout).toMatch(/^Restored .*site\.jsonl\.gz: \d+ rows in \d+ tables\.$/m)
  expect(restore.status).toBe(0)
  const again = await start({ PORT: port, DATA_DIR: restoredDir })
  expect(again.output()).not.toContain('demo content seeded')
  expect(await countOnHome(again.url)).toBe(articles)
  expect(await stop(again)).toBe(0)
})

test('npm run dev serves the pages through Vite, signed out and on the JSON API', async () => {
  const server = await start(
    { PORT: String(await freePort()), DATA_DIR: tempDir(), NODE_ENV: 'development' },
    DEV_SERVER_ARGS,
  )
  try {
    for (const page of ['/', '/auth', '/events']) {
      const response = await fetch(`${server.url}${page}`, { headers: { 'accept-language': 'en' } })
      expect(response.status, page).toBe(200)
      expect(await response.text()).toContain('<html lang="en"')
    }
    const events = await fetch(`${server.url}/api/v1/events`)
    expect(events.status).toBe(200)
  } finally {
    // Vite's own signal handling decides the exit code in development: it only has to stop.
    expect(await stop(server)).not.toBeUndefined()
  }
})
