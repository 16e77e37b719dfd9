// `npm run bench:interactive`: how long a slow phone shows a page before it is interactive. Loads
// the pages of `npm run bench:lighthouse` (five pages, English and Greek) in Chromium with
// Lighthouse's mobile profile: a phone viewport, the CPU slowed down four times, 150 ms round
// trips and 1.6 Mbps down (750 kbps up), each load with an empty cache. Prints, per page, the
// median over the runs of the first contentful paint and of the moment React has taken the page
// over (`data-hydrated` on <html>, seen by a MutationObserver from the page's start), and the gap
// between them: the time in which only the controls that work without the app's scripts work.
//   npm run build && npm run bench:interactive
//   npm run bench:interactive -- http://127.0.0.1:4001 http://127.0.0.1:4002
//     (servers already running, e.g. two builds: measured alternately, page by page, each with
//     its medians and the second's as a ratio to the first's)
// BENCH_RUNS (default 3) sets the runs per page; BENCH_PAGES (`/,/events`) the pages;
// CHROME_PATH the browser (/usr/bin/chromium).
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
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
}
const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium'

const given = process.argv.slice(2).filter((arg) => /^https?:\/\//.test(arg))
if (!given.length && !fs.existsSync('build/server/index.js')) {
  console.error('No production build: run `npm run build` first.')
  process.exit(1)
}

const median = (values) => {
  const sorted = values.toSorted((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/** One load of `url` as a slow phone on a slow line: first contentful paint and hydration, in ms. */
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
    await cdp.send('Network.enable')
    await cdp.send('Network.emulateNetworkConditions', NETWORK)
    await page.addInitScript(() => {
      // Run at the document's creation, before <html> is parsed: the document itself is watched.
      const document = globalThis.document
      new globalThis.MutationObserver((_, observer) => {
        if (!document.documentElement?.hasAttribute('data-hydrated')) return
        Object.defineProperty(globalThis, '__hydratedAt', { value: performance.now() })
        observer.disconnect()
      }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] })
    })
    await page.goto(url, { timeout: 120_000 })
    await page.waitForFunction(() => '__hydratedAt' in globalThis, null, { timeout: 120_000 })
    return await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
      hydrated: globalThis.__hydratedAt,
    }))
  } finally {
    await context.close()
  }
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-interactive-'))
const server = given.length ? null : await startBuiltServer({ DATA_DIR: dataDir, DATABASE_URL: '' })
const bases = given.length ? given : [server.url]
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
  const results = new Map()
  for (let run = 0; run < RUNS; run++) {
    for (const page of PAGES) {
      for (const lang of ['en', 'el']) {
        for (const [index, base] of bases.entries()) {
          const key = `${page} (${lang})\t${index}`
          const result = await measure(browser, `${base}${page}?lang=${lang}`)
          results.set(key, [...(results.get(key) ?? []), result])
        }
      }
    }
  }
  console.log(
    `\n${os.cpus().length} cores, ${os.loadavg()[0].toFixed(1)} load average; ${CPU_SLOWDOWN}x CPU slowdown, 150 ms RTT, 1.6 Mbps; median of ${RUNS} runs\n`,
  )
  const medians = (runs) => [
    median(runs.map((r) => r.paint)),
    median(runs.map((r) => r.hydrated)),
    median(runs.map((r) => r.hydrated - r.paint)),
  ]
  if (bases.length === 1) {
    console.log('| page | first contentful paint ms | hydrated ms | gap ms |')
    console.log('|---|---|---|---|')
  } else {
    console.log(`servers: ${bases.map((base, index) => `${index} ${base}`).join(', ')}\n`)
    console.log('| page | server | first contentful paint ms | hydrated ms | gap ms |')
    console.log('|---|---|---|---|---|')
  }
  for (const [key, runs] of results) {
    const [page, index] = key.split('\t')
    const figures = medians(runs)
    if (bases.length === 1) {
      console.log(`| ${page} | ${figures.map(Math.round).join(' | ')} |`)
      continue
    }
    console.log(`| ${page} | ${index} | ${figures.map(Math.round).join(' | ')} |`)
    if (Number(index) === 0) continue
    const first = medians(results.get(`${page}\t0`))
    const ratios = figures.map((figure, i) => `×${(figure / first[i]).toFixed(2)}`)
    console.log(`| ${page} | ${index} ÷ 0 | ${ratios.join(' | ')} |`)
  }
} finally {
  await browser.close()
  if (server) await stopBuiltServer(server)
  fs.rmSync(dataDir, { recursive: true, force: true })
}
