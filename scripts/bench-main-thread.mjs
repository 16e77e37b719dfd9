// `npm run bench:main-thread`: how long a phone's main thread is blocked while a page becomes
// interactive. Loads the pages of `npm run bench:lighthouse` in Chromium as a phone (412 px,
// touch) with the CPU slowed down four times, as Lighthouse's mobile profile assumes, and records
// every long task (50 ms or more) from the first contentful paint until three seconds after the
// page has hydrated. Prints, per page, the median over the runs of the number of long tasks, of
// the total blocking time (the part of each long task beyond 50 ms) and of the longest task.
//
// Lighthouse estimates the same from a trace taken at full speed and multiplied by four, so a
// busy machine inflates every task it sees; here the slowdown is real, and the figures move less
// from run to run. Compare runs made in one session, as ratios.
//   npm run build && npm run bench:main-thread
//   npm run bench:main-thread -- http://127.0.0.1:4001 http://127.0.0.1:4002
//     (servers already running, e.g. two builds: measured alternately, page by page)
// BENCH_RUNS (default 3) sets the runs per page; CHROME_PATH the browser (/usr/bin/chromium).
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { chromium } from '@playwright/test'

import { startBuiltServer, stopBuiltServer } from './built-server.mjs'

const PAGES = ['/', '/events', '/news', '/wiki/what-is-epilepsy/epilepsy-explained', '/first-aid']
const RUNS = Number(process.env.BENCH_RUNS ?? 3)
const CPU_SLOWDOWN = 4
const LONG_TASK_MS = 50
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
    await page.addInitScript(() => {
      const tasks = []
      Object.defineProperty(globalThis, '__longTasks', { value: tasks })
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) tasks.push([entry.startTime, entry.duration])
      }).observe({ type: 'longtask', buffered: true })
    })
    await page.goto(url)
    // `data-hydrated` marks a page React has taken over (app/root.tsx).
    await page.waitForSelector('html[data-hydrated]', { timeout: 120_000 })
    await page.waitForTimeout(3_000)
    return await page.evaluate((longTaskMs) => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0
      const tasks = globalThis.__longTasks
        .filter(([start]) => start >= paint)
        .map(([, duration]) => duration)
      return {
        count: tasks.length,
        blocking: tasks.reduce((sum, duration) => sum + Math.max(0, duration - longTaskMs), 0),
        longest: Math.max(0, ...tasks),
      }
    }, LONG_TASK_MS)
  } finally {
    await context.close()
  }
}

const servers = []
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-main-thread-'))
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
  const bases = given.length
    ? given
    : [(servers[0] = await startBuiltServer({ DATA_DIR: dataDir, DATABASE_URL: '' })).url]
  const results = new Map()
  for (let run = 0; run < RUNS; run++) {
    for (const page of PAGES) {
      for (const lang of ['en', 'el']) {
        for (const base of bases) {
          const key = `${base}\t${page} (${lang})`
          const result = await measure(browser, `${base}${page}?lang=${lang}`)
          results.set(key, [...(results.get(key) ?? []), result])
        }
      }
    }
  }
  console.log(
    `\n${os.cpus().length} cores, ${os.loadavg()[0].toFixed(1)} load average; ${CPU_SLOWDOWN}x CPU slowdown, phone viewport; median of ${RUNS} runs\n`,
  )
  console.log(
    `| ${bases.length > 1 ? 'server | ' : ''}page | long tasks | total blocking time ms | longest task ms |`,
  )
  console.log(`|${bases.length > 1 ? '---|' : ''}---|---|---|---|`)
  const totals = new Map()
  for (const [key, runs] of results) {
    const [base, page] = key.split('\t')
    const blocking = median(runs.map((r) => r.blocking))
    totals.set(base, [...(totals.get(base) ?? []), blocking])
    console.log(
      `| ${bases.length > 1 ? `${base} | ` : ''}${page} | ${median(runs.map((r) => r.count))} | ${Math.round(blocking)} | ${Math.round(median(runs.map((r) => r.longest)))} |`,
    )
  }
  for (const [base, values] of totals) {
    console.log(
      `\n${base}: mean of the pages' median total blocking time ${Math.round(values.reduce((a, b) => a + b, 0) / values.length)} ms`,
    )
  }
} finally {
  await browser.close()
  for (const server of servers) await stopBuiltServer(server)
  fs.rmSync(dataDir, { recursive: true, force: true })
}
