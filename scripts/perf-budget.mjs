// Performance budget: every visitor page ships at most 150 kB of gzipped JavaScript on first
// load, and no admin-only code (the rich-text editor, the forms' calendar) reaches a visitor.
// Each page is reported against that target. The run fails when admin code reaches a visitor or
// a page grows past the ceiling, which holds today's sizes so they can only come down
// (docs/decisions/0006-javascript-budget.md).
// Starts the built server on a temporary DATA_DIR with demo content and loads each page in
// Chromium with an empty cache, counting each script's gzipped size.
//   npm run build && node scripts/perf-budget.mjs [--files]   (--files lists each page's scripts)
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { chromium } from '@playwright/test'

import { freePort } from './free-port.mjs'
import { SERVER_ARGS, SERVER_ENV } from './server-command.mjs'
import { testChromium } from './test-chromium.mjs'

const BUDGET_BYTES = 150 * 1024
const CEILING_BYTES = 150 * 1024
const LIST_FILES = process.argv.includes('--files')
// Pages loaded side by side: each load is mostly a wait for the network to go quiet.
const CONCURRENT_LOADS = 4
const ADMIN_CODE = /tiptap|prosemirror|rich-text-editor|editor|day-picker/i
const port = process.env.BUDGET_PORT ?? String(await freePort())
const base = `http://127.0.0.1:${port}`
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'epilepsy-budget-'))

const server = spawn(process.execPath, SERVER_ARGS, {
  env: {
    ...process.env,
    ...SERVER_ENV,
    PORT: port,
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
})

async function waitForServer() {
  // Up to two minutes: a first start seeds the demo content, which a busy machine does slowly.
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error('server did not start')
}

const START_PAGES = [
  '/',
  '/first-aid',
  '/first-aid/card',
  '/seizure-action-plan',
  '/diary',
  '/offline',
  '/about',
  '/events',
  '/news',
  '/news?tab=stories',
  '/wiki',
  '/understanding-epilepsy',
  '/living-with-epilepsy',
  '/privacy',
  '/auth',
  '/no-such-page',
]
// A first detail page linked from these lists is measured too, and from the pages found so: a
// section's first category page, and from it the category's first article (the header's
// mega-menus, which also list articles, build their links only when opened).
const DETAIL_LINKS = [
  /^\/events\/(?!create$)[a-z0-9]+(?:-[a-z0-9]+)*$/,
  /^\/news\/(?!create$)[a-z0-9]+(?:-[a-z0-9]+)*$/,
  /^\/story\/(?!create$)[a-z0-9]+(?:-[a-z0-9]+)*$/,
  /^\/wiki\/[\w-]+\/[\w-]+$/,
  /^\/understanding-epilepsy\/[\w-]+$/,
  /^\/understanding-epilepsy\/[\w-]+\/[\w-]+$/,
]

let over = 0
let failed = 0
try {
  await waitForServer()
  const browser = await chromium.launch({
    executablePath: testChromium(),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
    ],
  })
  /** One load with an empty cache: each script's gzipped size, and the page's links when asked. */
  async function load(url, lang, { links = false } = {}) {
    const context = await browser.newContext({ locale: lang === 'el' ? 'el-GR' : 'en-GB' })
    try {
      const page = await context.newPage()
      const scripts = []
      // Counted as gzip (level 6, what the server's compression uses) of each script's body.
      const pending = []
      page.on('response', (response) => {
        if (response.request().resourceType() !== 'script') return
        pending.push(
          response
            .body()
            .then((body) =>
              scripts.push({
                url: response.url(),
                bytes: zlib.gzipSync(body, { level: 6 }).length,
              }),
            )
            .catch(() => scripts.push({ url: response.url(), bytes: 0 })),
        )
      })
      await page.goto(`${base}${url}${url.includes('?') ? '&' : '?'}lang=${lang}`, {
        waitUntil: 'networkidle',
      })
      await Promise.all(pending)
      const hrefs = links
        ? await page.$$eval('a[href]', (anchors) =>
            anchors.map((a) => a.getAttribute('href') ?? ''),
          )
        : []
      return { scripts, hrefs }
    } finally {
      await context.close()
    }
  }

  /** Loads `urls` a few at a time (most of a load is the wait for the network to go quiet). */
  async function loadAll(urls, lang, options) {
    const results = []
    let next = 0
    const worker = async () => {
      while (next < urls.length) {
        const index = next++
        results[index] = [urls[index], await load(urls[index], lang, options)]
      }
    }
    await Promise.all(Array.from({ length: CONCURRENT_LOADS }, worker))
    return results
  }

  // In English, round by round: the detail pages linked from the pages of the round before, the
  // first link of each pattern in the pages' order, so every run measures the same pages.
  const pages = [...START_PAGES]
  const loadedEnglish = []
  for (let round = pages; round.length;) {
    const loaded = await loadAll(round, 'en', { links: true })
    loadedEnglish.push(...loaded)
    round = []
    for (const [, { hrefs }] of loaded) {
      for (const pattern of DETAIL_LINKS) {
        const href = hrefs.find((candidate) => pattern.test(candidate))
        if (href && !pages.includes(href)) {
          pages.push(href)
          round.push(href)
        }
      }
    }
  }
  const rows = []
  for (const [lang, loaded] of [
    ['en', loadedEnglish],
    ['el', await loadAll(pages, 'el')],
  ]) {
    for (const [url, { scripts }] of loaded) {
      const total = scripts.reduce((sum, s) => sum + s.bytes, 0)
      const admin = scripts.filter((s) => ADMIN_CODE.test(new URL(s.url).pathname))
      const ok = total <= BUDGET_BYTES && admin.length === 0
      if (!ok) over++
      if (total > CEILING_BYTES || admin.length > 0) failed++
      rows.push({
        page: `${url} (${lang})`,
        kB: (total / 1024).toFixed(1),
        scripts,
        ok,
        admin: admin.map((s) => s.url),
      })
    }
  }
  await browser.close()
  console.log(
    `\nFirst-load JavaScript per visitor page (budget ${BUDGET_BYTES / 1024} kB, gzipped):`,
  )
  for (const row of rows) {
    console.log(
      `  ${row.ok ? 'ok  ' : 'OVER'} ${row.kB.padStart(6)} kB  ${String(row.scripts.length).padStart(3)} files  ${row.page}`,
    )
    if (LIST_FILES) {
      for (const script of [...row.scripts].sort((a, b) => b.bytes - a.bytes)) {
        console.log(
          `         ${(script.bytes / 1024).toFixed(1).padStart(6)} kB  ${new URL(script.url).pathname}`,
        )
      }
    }
    for (const url of row.admin) console.log(`       admin code on a visitor page: ${url}`)
  }
  console.log(
    `\ntarget ${BUDGET_BYTES / 1024} kB: ${rows.length - over} of ${rows.length} pages within`,
  )
  console.log(
    `ceiling ${CEILING_BYTES / 1024} kB, no admin code: ${rows.length - failed} of ${rows.length} pages within`,
  )
} finally {
  server.kill('SIGTERM')
  await new Promise((resolve) => server.on('exit', resolve))
  fs.rmSync(dataDir, { recursive: true, force: true })
}
process.exit(failed ? 1 : 0)
