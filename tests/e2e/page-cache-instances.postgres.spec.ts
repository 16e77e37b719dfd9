/**
 * Two app instances on one PostgreSQL, as behind a load balancer: an edit made through one, or
 * by plain SQL from outside any instance, is seen on the other's very next anonymous request,
 * although the other had the page cached, and also while its notification connection is lost.
 * Runs when TEST_DATABASE_URL names a PostgreSQL server (playwright.config.ts).
 */
import { spawn } from 'node:child_process'
import crypto from 'node:crypto'
import pg from 'pg'

import { startE2eServer, type RunningServer } from './support/e2e-server'
import { expect, test } from './support/test'

const adminUrl = process.env.TEST_DATABASE_URL!
const databaseName = `e2e_cache_${crypto.randomBytes(4).toString('hex')}`
const servers: RunningServer[] = []
const ADMIN_EMAILS = 'admin@example.org,user@example.org,guardian@example.org'

async function adminQuery(text: string, values: unknown[] = [], connectionString = adminUrl) {
  const client = new pg.Client({ connectionString })
  await client.connect()
  try {
    return await client.query(text, values)
  } finally {
    await client.end()
  }
}

/** Set by the first test, used by the next (one worker, in order). */
let shared: { databaseUrl: string; second: string; pagePath: string; id: string } | undefined

/** The admin account, made as an operator makes one: a server on PostgreSQL creates no demo accounts. */
async function createAccounts(databaseUrl: string) {
  const child = spawn(
    process.execPath,
    ['node_modules/tsx/dist/cli.mjs', 'tests/e2e/support/create-accounts.ts'],
    {
      env: { ...process.env, DATABASE_URL: databaseUrl, ADMIN_EMAILS },
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  )
  let output = ''
  child.stderr!.on('data', (chunk) => (output += chunk))
  const code = await new Promise((resolve) => child.on('exit', resolve))
  if (code !== 0) throw new Error(`creating the accounts failed: ${output}`)
}

async function startInstance(databaseUrl: string) {
  const server = await startE2eServer(undefined, {
    env: { DATABASE_URL: databaseUrl, ADMIN_EMAILS },
    timeoutMs: 30_000,
  })
  servers.push(server)
  return server.base
}

test.describe.configure({ timeout: 120_000 })

test.afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()))
  await adminQuery(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`)
})

test('an edit on one instance is visible on the next anonymous request to another', async () => {
  await adminQuery(`CREATE DATABASE ${databaseName}`)
  const databaseUrl = new URL(adminUrl)
  databaseUrl.pathname = `/${databaseName}`
  // One after the other: the first migrates and seeds, the second finds it done.
  await createAccounts(databaseUrl.toString())
  const first = await startInstance(databaseUrl.toString())
  const second = await startInstance(databaseUrl.toString())

  const list = await fetch(`${second}/api/v1/news?limit=1`)
  const { id, slug } = ((await list.json()) as { data: { id: string; slug: string }[] }).data[0]!
  const pagePath = `/news/${slug}`
  await fetch(`${second}${pagePath}`)
  expect((await fetch(`${second}${pagePath}`)).headers.get('x-page-cache')).toBe('hit')

  const signIn = await fetch(`${first}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: first },
    body: JSON.stringify({ email: 'admin@example.org', password: 'demo-admin-password' }),
  })
  expect(signIn.status).toBe(200)
  const cookie = signIn.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ')
  const title = `Edited on the first instance ${Date.now()}`
  const patched = await fetch(`${first}/api/v1/news/${id}`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', origin: first, cookie },
    body: JSON.stringify({ title }),
  })
  expect(patched.status).toBe(200)

  const seen = await fetch(`${second}${pagePath}`)
  expect(seen.headers.get('x-page-cache')).toBe('miss')
  expect(await seen.text()).toContain(title)
  const data = await fetch(`${second}${pagePath}.data`)
  expect(await data.text()).toContain(title)
  shared = { databaseUrl: databaseUrl.toString(), second, pagePath, id }
})

test('plain SQL invalidates too, also while an instance has lost its notification connection', async () => {
  expect(shared, 'the first test sets up the instances').toBeDefined()
  const { databaseUrl, second, pagePath, id } = shared!
  const cachedOnSecond = async () => {
    await fetch(`${second}${pagePath}`)
    expect((await fetch(`${second}${pagePath}`)).headers.get('x-page-cache')).toBe('hit')
  }

  await cachedOnSecond()
  const byHand = `Changed by hand ${Date.now()}`
  await adminQuery('UPDATE news SET title = $1 WHERE id = $2', [byHand, id], databaseUrl)
  expect(await (await fetch(`${second}${pagePath}`)).text()).toContain(byHand)

  // Cut every instance's notification connection, and wait until the server has ended them.
  await cachedOnSecond()
  const listenerPids = async () =>
    (
      await adminQuery(
        "SELECT pid FROM pg_stat_activity WHERE application_name = 'content-version-listener' AND datname = current_database()",
        [],
        databaseUrl,
      )
    ).rows.map((row: { pid: number }) => row.pid)
  await expect.poll(async () => (await listenerPids()).length).toBe(2)
  const pids = await listenerPids()
  await adminQuery(
    'SELECT pg_terminate_backend(pid) FROM unnest($1::int[]) AS pid',
    [pids],
    databaseUrl,
  )
  await expect
    .poll(
      async () =>
        (
          await adminQuery(
            'SELECT count(*)::int AS n FROM pg_stat_activity WHERE pid = ANY($1::int[])',
            [pids],
            databaseUrl,
          )
        ).rows[0].n,
    )
    .toBe(0)
  const whileCut = `Changed while cut off ${Date.now()}`
  await adminQuery('UPDATE news SET title = $1 WHERE id = $2', [whileCut, id], databaseUrl)
  const seen = await fetch(`${second}${pagePath}`)
  expect(seen.headers.get('x-page-cache')).toBe('miss')
  expect(await seen.text()).toContain(whileCut)

  // Listening again: pages come from memory once more, and the next change still shows.
  await expect
    .poll(async () => (await fetch(`${second}${pagePath}`)).headers.get('x-page-cache'), {
      timeout: 15_000,
    })
    .toBe('hit')
  const afterwards = `Changed after reconnecting ${Date.now()}`
  await adminQuery('UPDATE news SET title = $1 WHERE id = $2', [afterwards, id], databaseUrl)
  expect(await (await fetch(`${second}${pagePath}`)).text()).toContain(afterwards)
})
