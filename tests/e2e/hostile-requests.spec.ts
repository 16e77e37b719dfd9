/**
 * The production server under hostile requests, over HTTP only (no browser): body limits on
 * every form route, image decoding cost, cross-site writes, private caching, NUL bytes, proxy
 * headers and a port already in use.
 *
 * It lives in the end-to-end project, not the integration one, because it needs the real built
 * server in a process of its own: the memory that matters is that process's resident set (read
 * from /proc), and the health check's latency is measured from outside while it is loaded.
 * Bounded and deterministic: a fixed list of requests, at most 8 at a time, on 127.0.0.1 only.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import sharp from 'sharp'

import { E2E_ACCOUNTS } from './support/accounts'
import {
  copyOfTemplate,
  spawnE2eServer,
  startE2eServer,
  type RunningServer,
} from './support/e2e-server'

const MB = 1024 * 1024
/**
 * /healthz while the server is flooded, as a prober in its own process measures it: 95% of the
 * answers within 300 ms more than the same prober's 95th percentile on the idle server just
 * before, so that what else the shared machine runs counts on both sides. The slowest single
 * answer depends mostly on that too: on the shared two-core machine this was written on, with
 * other builds running at a load average of 18, p50 was 12 ms, p95 161 ms and the slowest answer
 * 1.2 s, so the bound on the slowest is loose; on a quiet clean clone p95 once came to 221 ms
 * over an idle 17 ms, the image decoding sharing the two cores. Before the body limits, the same
 * flood took the server to gigabytes and away.
 */
const HEALTH_P95_EXTRA_MS = 300
const HEALTH_MAX_MS = 3000

let server: RunningServer
let dataDir: string
let adminCookie = ''
let userCookie = ''
let eventId = ''
/** Its page's address (its id answers 301 to it). */
let eventSlug = ''

function rssMegabytes(pid: number) {
  const status = fs.existsSync(`/proc/${pid}/status`)
    ? fs.readFileSync(`/proc/${pid}/status`, 'utf8')
    : ''
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024
}

async function signIn(who: 'admin' | 'user') {
  const { email, password } = E2E_ACCOUNTS[who]
  const response = await fetch(`${server.base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.base },
    body: JSON.stringify({ email, password }),
  })
  expect(response.status).toBe(200)
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ')
}

test.describe.configure({ mode: 'serial', timeout: 90_000 })

test.beforeAll(async () => {
  test.setTimeout(120_000)
  // A copy of the seeded data every browser test starts from (migrations, demo content and the
  // test accounts made once by tests/e2e/setup/template.setup.ts).
  dataDir = copyOfTemplate('hostile')
  // The request log (info) is read by the NUL-byte test.
  server = await startE2eServer(dataDir, {
    env: { LOG_LEVEL: 'info' },
    keepStdout: true,
    timeoutMs: 30_000,
  })
  adminCookie = await signIn('admin')
  userCookie = await signIn('user')
  const events = (await (await fetch(`${server.base}/api/v1/events`)).json()) as
    Array<{ id: string; slug: string }> | { data: Array<{ id: string; slug: string }> }
  const first = (Array.isArray(events) ? events : events.data)[0]!
  eventId = first.id
  eventSlug = first.slug
})

test.afterAll(async () => {
  await server?.stop()
  fs.rmSync(dataDir, { recursive: true, force: true })
})

/** Offers `total` bytes and stops sending as soon as the server answers; resolves with the status. */
function offerBody(
  url: string,
  total: number,
  declare: boolean,
  headers: Record<string, string> = {},
) {
  return new Promise<number>((resolve, reject) => {
    let answered = false
    let sent = 0
    const request = http.request(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        ...(declare ? { 'content-length': String(total) } : {}),
        ...headers,
      },
    })
    const chunk = Buffer.alloc(256 * 1024, 'a')
    const pump = () => {
      while (!answered && sent < total) {
        sent += chunk.length
        if (!request.write(chunk)) return void request.once('drain', pump)
      }
      if (!answered) request.end()
    }
    request.on('response', (response) => {
      answered = true
      response.resume()
      response.on('end', () => {
        resolve(response.statusCode!)
        request.destroy()
      })
    })
    request.on('error', (error) => (answered ? undefined : reject(error)))
    pump()
  })
}

/**
 * Samples the server's memory, and the health check's latency as a prober in a process of its
 * own sees it (tests/e2e/support/health-prober.mjs), until stopped.
 */
function watchServer() {
  const samples = {
    maxRss: 0,
    maxHealthMs: 0,
    healthChecks: 0,
    healthMs: [] as number[],
    failures: [] as string[],
  }
  const memory = setInterval(
    () => (samples.maxRss = Math.max(samples.maxRss, rssMegabytes(server.child.pid!))),
    50,
  )
  const prober = spawn(process.execPath, ['tests/e2e/support/health-prober.mjs', server.base], {
    stdio: ['pipe', 'pipe', 'inherit'],
  })
  let pending = ''
  prober.stdout!.on('data', (chunk: Buffer) => {
    pending += chunk.toString()
    const lines = pending.split('\n')
    pending = lines.pop() ?? ''
    for (const line of lines) {
      const [ms, outcome] = [Number(line.split(' ')[0]), line.slice(line.indexOf(' ') + 1)]
      samples.healthMs.push(ms)
      samples.maxHealthMs = Math.max(samples.maxHealthMs, ms)
      samples.healthChecks += 1
      if (outcome !== '200') samples.failures.push(outcome)
    }
  })
  let stopped: Promise<void> | undefined
  return {
    samples,
    stop() {
      stopped ??= (async () => {
        clearInterval(memory)
        samples.maxRss = Math.max(samples.maxRss, rssMegabytes(server.child.pid!))
        prober.stdin!.end()
        if (prober.exitCode === null) await new Promise((resolve) => prober.once('exit', resolve))
      })()
      return stopped.then(() => samples)
    },
  }
}

/** The p-th percentile of a list of numbers. */
function percentile(values: number[], p: number) {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0
}

async function inBatches<T>(jobs: Array<() => Promise<T>>, size: number) {
  const results: T[] = []
  for (let i = 0; i < jobs.length; i += size)
    results.push(...(await Promise.all(jobs.slice(i, i + size).map((job) => job()))))
  return results
}

const FORM_ROUTES = [
  '/auth',
  '/auth/sign-out',
  '/auth/forgot-password',
  '/auth/reset-password',
  '/auth/verify-email',
  '/auth/invitation',
  '/admin/people',
  '/events/create',
  '/events/SLUG',
  '/events/EVENT/edit',
  '/news/create',
  '/news/EVENT',
  '/news/EVENT/edit',
  '/story/create',
  '/story/EVENT',
  '/story/EVENT/edit',
  '/wiki',
  '/wiki/create',
  '/wiki/first-aid',
  '/wiki/first-aid/recovery-position',
  // An index route's action is addressed with ?index.
  '/understanding-epilepsy?index',
  '/living-with-epilepsy/daily-life',
  '/events/create.data',
  '/api/v1/events',
  '/api/v1/events/EVENT/like',
  '/api/v1/images',
  '/api/v1/people/invitations',
  '/api/auth/sign-in/email',
]

test('anonymous 50 MB posts to every form route, 8 at once, and extreme images: memory and health stay bounded', async () => {
  // The images are made first: making them is not the server's work.
  const wide = await sharp({
    create: { width: 1_000_000, height: 40, channels: 3, background: '#3366cc' },
  })
    .png()
    .toBuffer()
  const tall = await sharp({
    create: { width: 40, height: 1_000_000, channels: 3, background: '#3366cc' },
  })
    .png()
    .toBuffer()
  const big = (shade: number) =>
    sharp({
      create: { width: 7000, height: 7000, channels: 3, background: { r: shade, g: 90, b: 120 } },
    })
      .png({ compressionLevel: 1 })
      .toBuffer()
  const bigImages = await Promise.all([10, 20, 30, 40].map(big))
  const baseline = rssMegabytes(server.child.pid!)
  const idle = watchServer()
  await expect.poll(() => idle.samples.healthChecks, { timeout: 30_000 }).toBeGreaterThanOrEqual(20)
  const idleP95 = percentile((await idle.stop()).healthMs, 95)
  const phases = { afterPostsPeak: 0 }
  const watch = watchServer()
  try {
    const routes = FORM_ROUTES.map(
      (route) => `${server.base}${route.replace('EVENT', eventId).replace('SLUG', eventSlug)}`,
    )
    // Each route twice: with a declared Content-Length, and chunked (the size unknown up front).
    // The API gets the content type it reads, so that the body itself is what is refused.
    const typeOf = (url: string) => ({
      'content-type': url.includes('/api/v1/images')
        ? 'multipart/form-data; boundary=x'
        : url.includes('/api/')
          ? 'application/json'
          : 'application/x-www-form-urlencoded',
    })
    const jobs = routes.flatMap((url) => [
      () => offerBody(url, 50 * MB, true, typeOf(url)),
      () => offerBody(url, 50 * MB, false, typeOf(url)),
    ])
    const statuses = await inBatches(jobs, 8)
    for (const [index, status] of statuses.entries()) {
      // 413 (too large); for admin-only routes a refusal before the body is read; sign-out by
      // nobody goes straight back to /auth without reading anything.
      expect(
        [302, 401, 403, 413],
        `${jobs.length} posts; #${index} (${routes[Math.floor(index / 2)]})`,
      ).toContain(status)
    }

    const afterPosts = { ...watch.samples }
    phases.afterPostsPeak = afterPosts.maxRss
    test.info().annotations.push({
      type: 'posts',
      description: `after ${jobs.length} posts: peak ${afterPosts.maxRss.toFixed(0)} MB, /healthz max ${afterPosts.maxHealthMs.toFixed(0)} ms`,
    })
    console.log(test.info().annotations.at(-1)?.description)

    // Extreme aspect ratios under the pixel cap, and images at the cap, uploaded by an admin 4 at once.
    const upload = async (png: Buffer) => {
      const form = new FormData()
      form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'image.png')
      form.append('decorative', 'true')
      const response = await fetch(`${server.base}/api/v1/images`, {
        method: 'POST',
        headers: { cookie: adminCookie, origin: server.base },
        body: form,
      })
      return {
        status: response.status,
        body: (await response.json()) as { error?: { message: string } },
      }
    }
    const extreme = await Promise.all([upload(wide), upload(tall)])
    for (const answer of extreme) {
      expect(answer.status).toBe(413)
      expect(answer.body.error?.message).toContain('10,000 pixels on each side')
    }
    const accepted = await Promise.all(bigImages.map(upload))
    for (const answer of accepted) expect(answer.status).toBe(201)
  } finally {
    await watch.stop()
  }
  const samples = await watch.stop()
  expect(samples.failures).toEqual([])
  test.info().annotations.push({
    type: 'figures',
    description: `idle /healthz p95 ${idleP95.toFixed(0)} ms; baseline ${baseline.toFixed(0)} MB, peak ${samples.maxRss.toFixed(0)} MB RSS; /healthz p50 ${percentile(samples.healthMs, 50).toFixed(0)} ms, p95 ${percentile(samples.healthMs, 95).toFixed(0)} ms, max ${samples.maxHealthMs.toFixed(0)} ms over ${samples.healthChecks} checks`,
  })
  console.log(test.info().annotations.at(-1)?.description)
  // The idle server already holds ~500 MB (mostly the embedded database's WebAssembly memory and
  // the JavaScript heap): what the hostile posts may add is bounded tightly, the decoding of four
  // 49-megapixel images (one at a time) more loosely.
  // 150 MB: what a burst of requests costs a server that has not served them before (the route
  // modules' first compilation, the page cache) varies by some 20 MB between runs; holding even
  // three of the 50 MB bodies would pass it.
  expect(phases.afterPostsPeak - baseline).toBeLessThan(150)
  expect(samples.maxRss - baseline).toBeLessThan(300)
  expect(percentile(samples.healthMs, 95)).toBeLessThan(idleP95 + HEALTH_P95_EXTRA_MS)
  expect(samples.maxHealthMs).toBeLessThan(HEALTH_MAX_MS)

  // Memory goes back down once the work is done (no decoded image is kept).
  await expect
    .poll(() => rssMegabytes(server.child.pid!), { timeout: 15_000 })
    .toBeLessThan(baseline + 200)
  console.log(`after: ${rssMegabytes(server.child.pid!).toFixed(0)} MB RSS`)
})

test('a refused over-size like answers 413 with a JSON error, not a reset connection', async () => {
  const response = await fetch(`${server.base}/api/v1/events/${eventId}/like`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ liked: true, padding: 'x'.repeat(64 * 1024) }),
  })
  expect(response.status).toBe(413)
  expect((await response.json()).error.code).toBe('payload_too_large')
})

test('an anonymous admin-only form post is refused without its body being read', async () => {
  // A 3 MB body (under the content form limit) to an admin-only action: refused for the
  // permission (401 signed out) without the form being parsed.
  const status = await offerBody(`${server.base}/events/create`, 3 * MB, true, {
    origin: server.base,
  })
  expect([401, 403]).toContain(status)
})

test('a cross-site sign-out is refused and the session keeps working', async () => {
  const forged = await fetch(`${server.base}/auth/sign-out`, {
    method: 'POST',
    headers: {
      cookie: adminCookie,
      origin: 'https://evil.example',
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: '',
    redirect: 'manual',
  })
  expect(forged.status).toBe(403)
  expect(forged.headers.getSetCookie()).toEqual([])
  const session = await (
    await fetch(`${server.base}/api/auth/get-session`, { headers: { cookie: adminCookie } })
  ).json()
  expect(session?.user?.email).toBe(E2E_ACCOUNTS.admin.email)
  // Same host, other port or scheme: not this site either.
  for (const origin of [
    `http://127.0.0.1:${server.port + 1}`,
    `https://127.0.0.1:${server.port}`,
  ]) {
    const response = await fetch(`${server.base}/api/v1/events/${eventId}/like`, {
      method: 'POST',
      headers: { origin, 'content-type': 'application/json' },
      body: '{"liked":true}',
    })
    expect(response.status).toBe(403)
  }
  // Without TRUST_PROXY a forwarded host is not believed.
  const spoofed = await fetch(`${server.base}/api/v1/events/${eventId}/like`, {
    method: 'POST',
    headers: {
      origin: 'https://evil.example',
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'https',
      'content-type': 'application/json',
    },
    body: '{"liked":true}',
  })
  expect(spoofed.status).toBe(403)
})

test('answers that depend on the session are private, no-store; anonymous ones may be cached', async () => {
  for (const url of [
    `/events/${eventId}.data`,
    '/profile.data',
    '/',
    `/events/${eventId}`,
    '/api/v1/events',
    '/api/v1/header-menus?lang=en',
    '/api/auth/get-session',
  ]) {
    const signedIn = await fetch(`${server.base}${url}`, { headers: { cookie: adminCookie } })
    expect(signedIn.headers.get('cache-control'), url).toBe('private, no-store')
  }
  const token = await fetch(`${server.base}/api/v1/events`, {
    headers: { authorization: 'Bearer not-a-real-token' },
  })
  expect(token.headers.get('cache-control')).toBe('private, no-store')
  const anonymous = await fetch(`${server.base}/events/${eventId}`)
  expect(anonymous.headers.get('cache-control')).not.toContain('no-store')
})

test('NUL bytes in paths, queries and API text answer 400/404 and never reach the database', async () => {
  const before = server.output().length
  expect((await fetch(`${server.base}/events/%00`)).status).toBe(404)
  expect((await fetch(`${server.base}/api/v1/events/%00`)).status).toBe(404)
  expect((await fetch(`${server.base}/wiki?search=a%00b`)).status).toBe(400)
  expect((await fetch(`${server.base}/api/v1/events?category=%00`)).status).toBe(400)
  const api = await fetch(`${server.base}/api/v1/news`, {
    method: 'POST',
    headers: { cookie: adminCookie, origin: server.base, 'content-type': 'application/json' },
    body: JSON.stringify({ title: 'Nul\u0000title', date: '2026-06-01' }),
  })
  expect(api.status).toBe(400)
  expect((await api.json()).error.fields.title).toContain('NUL')
  const signInNul = await fetch(`${server.base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { origin: server.base, 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'a\u0000@example.org', password: 'x\u0000' }),
  })
  expect(signInNul.status).toBe(400)
  const form = await fetch(`${server.base}/events/create`, {
    method: 'POST',
    headers: {
      cookie: adminCookie,
      origin: server.base,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: 'title=a%00b&date=2026-12-01&time=10:00',
  })
  expect(form.status).toBe(400)
  // Requests are logged in the order they end: once a marker request's line is out, so is
  // anything the requests above made the server write.
  const marker = `/nul-check-done-${Date.now()}`
  expect((await fetch(`${server.base}${marker}`)).status).toBe(404)
  await expect.poll(() => server.output().slice(before).includes(marker)).toBe(true)
  const log = server.output().slice(before)
  expect(log).not.toMatch(/invalid byte sequence|0x00|"level":50/)
})

test('a title made only of zero-width characters gets a translated field error', async () => {
  for (const [lang, message] of [
    ['en', 'Title is required: give it in English, in Greek or in both.'],
    ['el', 'Ο τίτλος είναι υποχρεωτικός: γράψτε τον στα αγγλικά, στα ελληνικά ή και στα δύο.'],
  ] as const) {
    const response = await fetch(`${server.base}/api/v1/news?lang=${lang}`, {
      method: 'POST',
      headers: {
        cookie: adminCookie,
        origin: server.base,
        'content-type': 'application/json',
        'accept-language': lang,
      },
      body: JSON.stringify({ title: '\u200B\u200C\u2060', date: '2026-06-01' }),
    })
    expect(response.status).toBe(400)
    expect((await response.json()).error.fields.title).toBe(message)
  }
})

test('a non-admin cannot upload, and an image from another site is refused', async () => {
  const form = new FormData()
  form.append(
    'file',
    new Blob([
      new Uint8Array(
        await sharp({ create: { width: 2, height: 2, channels: 3, background: '#fff' } })
          .png()
          .toBuffer(),
      ),
    ]),
    'a.png',
  )
  const refused = await fetch(`${server.base}/api/v1/images`, {
    method: 'POST',
    headers: { cookie: userCookie, origin: server.base },
    body: form,
  })
  expect(refused.status).toBe(403)
  const external = await fetch(`${server.base}/api/v1/news`, {
    method: 'POST',
    headers: { cookie: adminCookie, origin: server.base, 'content-type': 'application/json' },
    body: JSON.stringify({
      title: 'With a remote image',
      date: '2026-06-01',
      image_url: 'https://tracker.example/pixel.png',
    }),
  })
  expect(external.status).toBe(400)
  expect((await external.json()).error.fields.image_url).toBeTruthy()
})

test('a port already in use stops the start with one clear line', async () => {
  // A first start on an empty directory migrates the database before it listens.
  test.setTimeout(150_000)
  const otherDir = fs.mkdtempSync(path.join(os.tmpdir(), 'epilepsy-port-'))
  const second = await spawnE2eServer(otherDir, {
    port: server.port,
    env: { SEED_DEMO: 'false' },
    keepStdout: true,
  })
  const status = await second.exited
  fs.rmSync(otherDir, { recursive: true, force: true })
  expect(status).toBe(1)
  const text = second.output()
  expect(text).toContain(`Port ${server.port} is already in use`)
  expect(text).not.toMatch(/\n\s+at /)
})
