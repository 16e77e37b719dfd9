// `npm run bench:hydration-breakdown`: where the time goes between a page's first paint and the
// moment React has taken it over, on a phone. Loads pages as `npm run bench:interactive` does
// (Lighthouse's mobile profile really applied: 4x slower CPU, 150 ms round trips, 1.6 Mbps, empty
// cache) while Chromium records a performance trace, and splits the main thread's time from the
// first contentful paint to `data-hydrated` into: compiling scripts, evaluating modules (their
// top-level code, the framework's included), React's render and effects (tasks run from script
// after the modules have been evaluated), style/layout/paint, garbage collection, other work and
// idle (waiting for the network). It also prints when the first and the last script arrived and how
// many scripts and bytes (as transferred) the page fetched before it was hydrated.
//   npm run build && npm run bench:hydration-breakdown
//   npm run bench:hydration-breakdown -- http://127.0.0.1:4001 http://127.0.0.1:4002
//     (servers already running, e.g. two builds: measured alternately, page by page)
// BENCH_RUNS (default 3) sets the runs per page (medians are printed); BENCH_PAGES (`/,/events`)
// the pages, each in English and Greek; CHROME_PATH the browser (/usr/bin/chromium).
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { chromium } from '@playwright/test'

import { startBuiltServer, stopBuiltServer } from './built-server.mjs'

const PAGES = process.env.BENCH_PAGES?.split(',') ?? ['/', '/events', '/first-aid']
const RUNS = Number(process.env.BENCH_RUNS ?? 3)
const CPU_SLOWDOWN = 4
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
}
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'v8',
  'blink.user_timing',
  'loading',
  'toplevel',
]
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

const COMPILE = new Set([
  'v8.compile',
  'v8.compileModule',
  'CompileScript',
  'CompileCode',
  'v8.parseOnBackground',
  'v8.produceModuleCache',
  'v8.produceCache',
])
const EVALUATE = new Set(['v8.evaluateModule', 'EvaluateScript'])
const RENDERING = new Set([
  'UpdateLayoutTree',
  'Layout',
  'Paint',
  'PrePaint',
  'Layerize',
  'Commit',
  'RecalculateStyles',
  'ParseAuthorStyleSheet',
  'HitTest',
  'UpdateLayerTree',
])
const GC = /GC|gc/
const PARSE_HTML = 'ParseHTML'

/** Self time per kind of the complete events of one thread within [from, to] (µs). */
function selfTimes(events, from, to, scriptsDone) {
  const totals = {
    compile: 0,
    evaluate: 0,
    react: 0,
    rendering: 0,
    gc: 0,
    html: 0,
    other: 0,
    busy: 0,
  }
  const complete = events
    .filter((e) => e.ph === 'X' && e.dur > 0 && e.ts < to && e.ts + e.dur > from)
    .toSorted((a, b) => a.ts - b.ts || b.dur - a.dur)
  const stack = []
  const kindOf = (event, parentKind) => {
    const name = event.name
    if (COMPILE.has(name)) return 'compile'
    if (EVALUATE.has(name)) return 'evaluate'
    if (GC.test(name)) return 'gc'
    if (RENDERING.has(name)) return 'rendering'
    if (name === PARSE_HTML) return 'html'
    if (
      name === 'FunctionCall' ||
      name === 'TimerFire' ||
      name === 'RunMicrotasks' ||
      name === 'FireAnimationFrame' ||
      name === 'EventDispatch' ||
      name === 'v8.run'
    )
      return parentKind === 'evaluate' ? 'evaluate' : event.ts >= scriptsDone ? 'react' : 'other'
    return parentKind ?? 'other'
  }
  // Walk the nesting: each event's time minus its children's goes to its kind.
  const self = new Map()
  for (const event of complete) {
    while (stack.length && stack.at(-1).ts + stack.at(-1).dur <= event.ts) stack.pop()
    const parent = stack.at(-1)
    const kind = kindOf(event, parent?.kind)
    const start = Math.max(event.ts, from)
    const end = Math.min(event.ts + event.dur, to)
    const clipped = Math.max(0, end - start)
    const node = { ts: event.ts, dur: event.dur, kind, clipped }
    self.set(node, clipped)
    if (parent) self.set(parent, self.get(parent) - clipped)
    else totals.busy += clipped
    stack.push(node)
  }
  for (const [node, time] of self) totals[node.kind] += Math.max(0, time)
  return totals
}

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
      const document = globalThis.document
      new globalThis.MutationObserver((_, observer) => {
        if (!document.documentElement?.hasAttribute('data-hydrated')) return
        performance.mark('hydrated')
        Object.defineProperty(globalThis, '__hydratedAt', { value: performance.now() })
        observer.disconnect()
      }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] })
    })
    const transferred = []
    cdp.on('Network.loadingFinished', (e) => transferred.push(e))
    const types = new Map()
    cdp.on('Network.responseReceived', (e) => types.set(e.requestId, e.type))
    await browser.startTracing(page, { categories: CATEGORIES })
    await page.goto(url, { timeout: 120_000 })
    await page.waitForFunction(() => '__hydratedAt' in globalThis, null, { timeout: 120_000 })
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8')).traceEvents
    const timing = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
      hydrated: globalThis.__hydratedAt,
      scripts: performance
        .getEntriesByType('resource')
        .filter(
          (r) =>
            r.initiatorType === 'link' || r.initiatorType === 'script' || r.name.endsWith('.js'),
        )
        .filter((r) => /\.js(\?|$)/.test(r.name))
        .map((r) => ({ start: r.startTime, end: r.responseEnd, bytes: r.transferSize })),
    }))
    // The page's renderer main thread: the one that recorded our `hydrated` mark.
    const mark = trace.find((e) => e.name === 'hydrated' && e.cat.includes('blink.user_timing'))
    const main = trace.filter((e) => e.pid === mark.pid && e.tid === mark.tid)
    const origin = mark.ts - timing.hydrated * 1000
    const from = origin + timing.paint * 1000
    const to = mark.ts
    const scriptsDone = origin + Math.max(...timing.scripts.map((s) => s.end)) * 1000
    const times = selfTimes(main, from, to, scriptsDone)
    const span = to - from
    return {
      paint: timing.paint,
      hydrated: timing.hydrated,
      firstScriptStart: Math.min(...timing.scripts.map((s) => s.start)),
      lastScriptEnd: Math.max(...timing.scripts.map((s) => s.end)),
      scripts: timing.scripts.length,
      scriptKb: timing.scripts.reduce((sum, s) => sum + s.bytes, 0) / 1024,
      ...Object.fromEntries(Object.entries(times).map(([k, v]) => [k, v / 1000])),
      idle: (span - times.busy) / 1000,
    }
  } finally {
    await context.close()
  }
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-hydration-'))
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
          const key = bases.length > 1 ? `${page} (${lang}) ${index}` : `${page} (${lang})`
          const result = await measure(browser, `${base}${page}?lang=${lang}`)
          if (process.env.BENCH_VERBOSE) console.log(key, result)
          results.set(key, [...(results.get(key) ?? []), result])
        }
      }
    }
  }
  console.log(
    `\n${os.cpus().length} cores, ${os.loadavg()[0].toFixed(1)} load average; ${CPU_SLOWDOWN}x CPU slowdown, 150 ms RTT, 1.6 Mbps; median of ${RUNS} runs, ms\n`,
  )
  const columns = [
    ['paint', 'FCP'],
    ['firstScriptStart', 'first script asked'],
    ['lastScriptEnd', 'last script in'],
    ['hydrated', 'hydrated'],
    ['scripts', 'scripts'],
    ['scriptKb', 'script kB'],
    ['compile', 'compile'],
    ['evaluate', 'evaluate'],
    ['react', 'React after last script'],
    ['rendering', 'style/layout/paint'],
    ['gc', 'GC'],
    ['html', 'HTML parse'],
    ['other', 'other'],
    ['idle', 'idle'],
  ]
  if (bases.length > 1)
    console.log(`servers: ${bases.map((base, index) => `${index} ${base}`).join(', ')}\n`)
  console.log(`| page | ${columns.map(([, title]) => title).join(' | ')} |`)
  console.log(`|---|${columns.map(() => '---').join('|')}|`)
  for (const [page, runs] of results) {
    const cells = columns.map(([key]) => Math.round(median(runs.map((r) => r[key]))))
    console.log(`| ${page} | ${cells.join(' | ')} |`)
  }
} finally {
  await browser.close()
  if (server) await stopBuiltServer(server)
  fs.rmSync(dataDir, { recursive: true, force: true })
}
