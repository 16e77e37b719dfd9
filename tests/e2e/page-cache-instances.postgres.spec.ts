/**
 * Two app instances on one PostgreSQL, as behind a load balancer: an edit made through one is
 * seen on the other's very next anonymous request, although the other had the page cached.
 * Runs when TEST_DATABASE_URL names a PostgreSQL server (playwright.config.ts).
 */
import { spawn, type ChildProcess } from 'node:child_process'
import crypto from 'node:crypto'
import { expect, test } from '@playwright/test'
import pg from 'pg'

import { freePort } from '../../scripts/free-port.mjs'

const adminUrl = process.env.TEST_DATABASE_URL!
const databaseName = `e2e_cache_${crypto.randomBytes(4).toString('hex')}`
const servers: ChildProcess[] = []
const ADMIN_EMAILS = 'admin@example.org,user@example.org,guardian@example.org'

async function adminQuery(text: string) {
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  try {
    await client.query(text)
  } finally {
    await client.end()
  }
}

/** The admin account, made as an operator makes one: a server on PostgreSQL creates no demo accounts. */
async function createAccounts(databaseUrl: string) {
  const child = spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'tests/e2e/support/create-accounts.ts'], {
    env: { ...process.env, DATABASE_URL: databaseUrl, ADMIN_EMAILS },
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let output = ''
  child.stderr!.on('data', (chunk) => (output += chunk))
  const code = await new Promise((resolve) => child.on('exit', resolve))
  if (code !== 0) throw new Error(`creating the accounts failed: ${output}`)
}

async function startInstance(databaseUrl: string) {
  const port = String(await freePort())
  const child = spawn(process.execPath, ['server/index.js'], {
    env: {
      ...process.env,
      PORT: port,
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      DATABASE_URL: databaseUrl,
      ADMIN_EMAILS,
      AUTH_SECRET: 'e2e-secret-e2e-secret-e2e-secret-e2e-secret',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  servers.push(child)
  let output = ''
  child.stderr!.on('data', (chunk) => (output += chunk))
  const url = `http://127.0.0.1:${port}`
  for (let attempt = 0; attempt < 150; attempt++) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) return url
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null) throw new Error(`server exited: ${output}`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`server did not start: ${output}`)
}

test.describe.configure({ timeout: 120_000 })

test.afterAll(async () => {
  for (const child of servers) child.kill('SIGTERM')
  await Promise.all(servers.map((child) => new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.on('exit', resolve)))))
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
  const id = ((await list.json()) as { data: { id: string }[] }).data[0]!.id
  const pagePath = `/news/${id}`
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
})
