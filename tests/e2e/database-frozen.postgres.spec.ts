/**
 * The production server on PostgreSQL that stops answering (a relay on 127.0.0.1 that stops
 * forwarding): pages show the translated error page within seconds instead of hanging, and
 * /healthz answers 503 at its deadline (1.5 s). Needs the PostgreSQL server of TEST_DATABASE_URL
 * (the `.postgres.spec.ts` files run only when it is set).
 */
import { createEmptyPostgresDatabase } from '../integration/support/test-database'
import {
  startFreezableRelay,
  throughRelay,
  type FreezableRelay,
} from '../integration/support/freezable-relay'
import { PING_TIMEOUT_MS } from '~/db/client.server'
import { startE2eServer, type RunningServer } from './support/e2e-server'
import { expect, test } from './support/test'

const adminUrl = process.env.TEST_DATABASE_URL

test.describe.configure({ timeout: 120_000 })

let server: RunningServer | undefined
let relay: FreezableRelay | undefined
let drop: (() => Promise<void>) | undefined
test.afterAll(async () => {
  await server?.stop('SIGKILL')
  await relay?.close()
  await drop?.()
})

async function timed(url: string) {
  const started = performance.now()
  const response = await fetch(url, { signal: AbortSignal.timeout(15_000) })
  return { status: response.status, text: await response.text(), ms: performance.now() - started }
}

test('pages fail fast with the translated error page, and /healthz says 503', async () => {
  const empty = await createEmptyPostgresDatabase(adminUrl!)
  drop = empty.drop
  const target = new URL(adminUrl!)
  relay = await startFreezableRelay({ host: target.hostname, port: Number(target.port || 5432) })
  server = await startE2eServer(undefined, {
    env: {
      DATABASE_URL: throughRelay(empty.url, relay.port),
      DATABASE_CONNECT_TIMEOUT_MS: '1000',
      DATABASE_STATEMENT_TIMEOUT_MS: '1000',
      LOG_LEVEL: 'fatal',
    },
    // A start that fails says why in its last log line.
    keepStdout: true,
    timeoutMs: 60_000,
  })
  const base = server.base
  expect((await timed(`${base}/events`)).status).toBe(200)

  relay.freeze()
  const health = await timed(`${base}/healthz`)
  expect(health.status).toBe(503)
  // The check's deadline, with a margin for a shared machine; waiting for the database would hang.
  expect(health.ms).toBeLessThan(PING_TIMEOUT_MS + 1_500)

  // A page cached before the freeze may come from memory until the connection that receives
  // content version notifications misses its heartbeat (every 2 s, 1.5 s deadline); not after.
  await expect
    .poll(async () => (await timed(`${base}/events`)).status, { timeout: 10_000, intervals: [500] })
    .toBe(500)

  // Statement timeout 1 s, and one more second for a server that says nothing.
  for (const [path, texts] of [
    ['/events', ['Something went wrong on our side. Please try again in a moment.']],
    ['/news?lang=el', ['Κάτι πήγε στραβά από τη δική μας πλευρά. Δοκιμάστε ξανά σε λίγο.']],
  ] as const) {
    const page = await timed(`${base}${path}`)
    expect(page.status).toBe(500)
    for (const text of texts) expect(page.text).toContain(text)
    expect(page.ms).toBeLessThan(5_000)
  }
})
