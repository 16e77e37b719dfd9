// `npm run bench:main-thread`: how long a phone's main thread is blocked while a page becomes
// interactive, and when it paints. Loads the pages of `npm run bench:lighthouse` in Chromium as a
// phone (412 px, touch) with the CPU slowed down four times, as Lighthouse's mobile profile
// assumes, and records every long task (50 ms or more) from the first contentful paint until
// three seconds after the page has hydrated. Prints, per page, the median over the runs of the
// first and largest contentful paint, the time the page was hydrated, the number of long tasks,
// the total blocking time (the part of each long task beyond 50 ms), the longest task and the
// document's bytes as transferred.
//
// Lighthouse estimates the same from a trace taken at full speed and multiplied by four, so a
// busy machine inflates every task it sees; here the slowdown is real, and the figures move less
// from run to run. Compare runs made in one session, as ratios.
//   npm run build && npm run bench:main-thread
//   npm run bench:main-thread -- http://127.0.0.1:4001 http://127.0.0.1:4002
//     (servers already running, e.g. two builds: measured alternately, page by page)
//   npm run bench:main-thread -- --switches
//     (the build once with every delivery switch on and once with each DELIVERY_* off,
//     app/http/delivery: measured alternately, with each variant's medians as a ratio to all on)
// BENCH_RUNS (default 3) sets the runs per page; BENCH_PAGES (`/,/events`) the pages;
// BENCH_NETWORK=slow4g also slows the network down as Lighthouse's mobile profile does (150 ms
// round trip, 1.6 Mbit/s down); CHROME_PATH the browser (/usr/bin/chromium).
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { chromium } from '@playwright/test'

import { startBuiltServer, stopBuiltServer } from './built-server.mjs'

const PAGES = process.env.BENCH_PAGES?.split(',') ?? [
  '/',
  '/events',
  '/news',
  '/wiki/what-is-epilepsy/epilepsy-explained',
  '/first-aid',
]
const RUNS = Number(process.env.BENCH_RUNS ?? 3)
const CPU_SLOWDOWN = 4
const LONG_TASK_MS = 50
const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium'
/** Lighthouse's mobile network (simulated "slow 4G"), applied for real by Chromium. */
const NETWORKS = {
  slow4g: {
    latency: 150,
    downloadThroughput: (1638.4 * 1024) / 8,
    uploadThroughput: (675 * 1024) / 8,
  },
}
const network = process.env.BENCH_NETWORK ? NETWORKS[process.env.BENCH_NETWORK] : undefined
if (process.env.BENCH_NETWORK && !network) {
  console.error(`BENCH_NETWORK must be one of: ${Object.keys(NETWORKS).join(', ')}`)
  process.exit(1)
}
/** The switches of app/http/delivery (app/config.server.ts), each turned off in a variant of its own by --switches. */
const DELIVERY_SWITCHES = ['DELIVERY_SCRIPTS_AFTER_PAINT']

const given = process.argv.slice(2).filter((arg) => /^https?:\/\//.test(arg))
const bySwitch = process.argv.includes('--switches')
if (!given.length && !fs.existsSync('build/server/index.js')) {
  console.error('No production build: run `npm run build` first.')
  process.exit(1)
}

const median = (values) => {
  const sorted = values.toSorted((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/** One load of `url` as a slow phone: the long tasks after the first contentful paint. */
async function measure(browser, url) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 1.75,
  })
  try {
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
    if (network) {
      await cdp.send('Network.enable')
      await cdp.send('Network.emulateNetworkConditions', { offline: false, ...network })
    }
    await page.addInitScript(() => {
      const tasks = []
      const marks = { lcp: 0, hydrated: 0 }
      Object.defineProperty(globalThis, '__longTasks', { value: tasks })
      Object.defineProperty(globalThis, '__marks', { value: marks })
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) tasks.push([entry.startTime, entry.duration])
      }).observe({ type: 'longtask', buffered: true })
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) marks.lcp = entry.startTime
      }).observe({ type: 'largest-contentful-paint', buffered: true })
      // The document: its <html> element is not there yet when this runs.
      new globalThis.MutationObserver((_, observer) => {
        if (!globalThis.document.documentElement?.hasAttribute('data-hydrated')) return
        marks.hydrated = performance.now()
        observer.disconnect()
      }).observe(globalThis.document, {
        subtree: true,
        attributes: true,
        attributeFilter: ['data-hydrated'],
      })
    })
    // Not until the load event: on a slow line the pictures below the fold hold it back for long.
    await page.goto(url, { waitUntil: 'commit', timeout: 120_000 })
    // `data-hydrated` marks a page React has taken over (app/root.tsx).
    await page.waitForSelector('html[data-hydrated]', { timeout: 120_000 })
    await page.waitForTimeout(3_000)
    return await page.evaluate((longTaskMs) => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0
      const tasks = globalThis.__longTasks
        .filter(([start]) => start >= paint)
        .map(([, duration]) => duration)
      const navigation = performance.getEntriesByType('navigation')[0]
      // React Router's route manifest for the page's links (lazy route discovery), asked for once hydrated.
      const manifests = performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname === '/__manifest')
      return {
        fcp: paint,
        lcp: globalThis.__marks.lcp,
        hydrated: globalThis.__marks.hydrated,
        count: tasks.length,
        blocking: tasks.reduce((sum, duration) => sum + Math.max(0, duration - longTaskMs), 0),
        longest: Math.max(0, ...tasks),
        bytes: navigation?.transferSize ?? 0,
        manifest: Math.max(0, ...manifests.map((entry) => entry.responseEnd - entry.startTime)),
      }
    }, LONG_TASK_MS)
  } finally {
    await context.close()
  }
}

/** Asks for each page a few times first, so it is measured as most visitors get it: cached. */
async function warm(base) {
  for (const page of PAGES) {
    for (const lang of ['en', 'el']) {
      for (let i = 0; i < 3; i++) await (await fetch(`${base}${page}?lang=${lang}`)).arrayBuffer()
    }
  }
}

const servers = []
const dataDirs = []
const browser = await chromium.launch({
  executablePath: chrome,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
  ],
})
try {
  /** Each server measured: a label and its address. */
  const variants = given.map((url) => ({ label: url, url }))
  if (!given.length) {
    const envs = bySwitch ? [{}, ...DELIVERY_SWITCHES.map((name) => ({ [name]: 'off' }))] : [{}]
    // One seeded data directory, copied for each server (a data directory has one server).
    const seeded = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-main-thread-'))
    dataDirs.push(seeded)
    if (envs.length > 1)
      await stopBuiltServer(await startBuiltServer({ DATA_DIR: seeded, DATABASE_URL: '' }))
    for (const [i, env] of envs.entries()) {
      const dataDir = i === 0 ? seeded : `${seeded}-${i}`
      if (i > 0) fs.cpSync(seeded, dataDir, { recursive: true })
      if (i > 0) dataDirs.push(dataDir)
      const server = await startBuiltServer({ DATA_DIR: dataDir, DATABASE_URL: '', ...env })
      servers.push(server)
      const label = Object.entries(env).map(([name, value]) => `${name}=${value}`)[0] ?? 'all on'
      variants.push({ label, url: server.url })
    }
  }
  for (const variant of variants) await warm(variant.url)
  const results = new Map()
  for (let run = 0; run < RUNS; run++) {
    for (const page of PAGES) {
      for (const lang of ['en', 'el']) {
        for (const variant of variants) {
          const key = `${variant.label}\t${page} (${lang})`
          const result = await measure(browser, `${variant.url}${page}?lang=${lang}`)
          results.set(key, [...(results.get(key) ?? []), result])
        }
      }
    }
  }
  console.log(
    `\n${os.cpus().length} cores, ${os.loadavg()[0].toFixed(1)} load average; ${CPU_SLOWDOWN}x CPU slowdown${network ? `, ${process.env.BENCH_NETWORK} network` : ''}, phone viewport; median of ${RUNS} runs\n`,
  )
  const several = variants.length > 1
  console.log(
    `| ${several ? 'server | ' : ''}page | FCP ms | LCP ms | hydrated ms | long tasks | total blocking time ms | longest task ms | document kB | route manifest ms |`,
  )
  console.log(`|${several ? '---|' : ''}---|---|---|---|---|---|---|---|---|`)
  const METRICS = ['fcp', 'lcp', 'hydrated', 'blocking', 'bytes', 'manifest']
  /** Per server, per metric: each page's median. */
  const medians = new Map()
  for (const [key, runs] of results) {
    const [label, page] = key.split('\t')
    const of = (metric) => median(runs.map((r) => r[metric]))
    const own = medians.get(label) ?? Object.fromEntries(METRICS.map((m) => [m, []]))
    for (const metric of METRICS) own[metric].push(of(metric))
    medians.set(label, own)
    console.log(
      `| ${several ? `${label} | ` : ''}${page} | ${Math.round(of('fcp'))} | ${Math.round(of('lcp'))} | ${Math.round(of('hydrated'))} | ${of('count')} | ${Math.round(of('blocking'))} | ${Math.round(of('longest'))} | ${(of('bytes') / 1024).toFixed(1)} | ${Math.round(of('manifest'))} |`,
    )
  }
  // Means over the pages of each page's median; with several servers, each as a ratio to the first.
  const mean = (values) => values.reduce((a, b) => a + b, 0) / values.length
  const first = medians.get(variants[0].label)
  console.log(
    `\n| server | FCP | LCP | hydrated | total blocking time | document | route manifest |\n|---|---|---|---|---|---|---|`,
  )
  for (const [label, own] of medians) {
    const cell = (metric, unit, scale = 1) => {
      const value = mean(own[metric])
      const base = mean(first[metric])
      const shown = `${(value / scale).toFixed(scale === 1 ? 0 : 1)} ${unit}`
      return own === first || base === 0 ? shown : `${shown} (×${(value / base).toFixed(2)})`
    }
    console.log(
      `| ${label} | ${cell('fcp', 'ms')} | ${cell('lcp', 'ms')} | ${cell('hydrated', 'ms')} | ${cell('blocking', 'ms')} | ${cell('bytes', 'kB', 1024)} | ${cell('manifest', 'ms')} |`,
    )
  }
} finally {
  await browser.close()
  for (const server of servers) await stopBuiltServer(server)
  for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true })
}
