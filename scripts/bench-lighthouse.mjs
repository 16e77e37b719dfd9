// `npm run bench:lighthouse`: Lighthouse (mobile defaults: simulated slow 4G and a 4x slower
// CPU) on the visitor pages that matter most, in English and Greek, against the built server
// with the demo content. Prints one row per page: the four category scores, first and largest
// contentful paint, total blocking time and layout shift.
//   Needs a production build (npm run build) and Chromium (CHROME_PATH, default /usr/bin/chromium).
//   Lighthouse itself comes from npm on first use (npx lighthouse@12); it is not a dependency of
//   the project because nothing else needs it. The figures depend on the machine's load: run it
//   on a quiet machine and compare runs made on the same one.
import { execFileSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { freePort } from './free-port.mjs'
import { SERVER_ARGS, SERVER_ENV } from './server-command.mjs'

const PAGES = ['/', '/events', '/news', '/wiki/what-is-epilepsy/epilepsy-explained', '/first-aid']
const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium'
if (!fs.existsSync('build/server/index.js')) {
  console.error('No production build: run `npm run build` first.')
  process.exit(1)
}
if (!fs.existsSync(chrome)) {
  console.error(`No Chromium at ${chrome}: install it (apt-get install -y chromium) or set CHROME_PATH.`)
  process.exit(1)
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-lighthouse-'))
const port = await freePort()
const server = spawn(process.execPath, SERVER_ARGS, {
  env: { ...process.env, ...SERVER_ENV, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', DATA_DIR: dataDir, DATABASE_URL: '' },
  stdio: ['ignore', 'ignore', 'inherit'],
})
const base = `http://127.0.0.1:${port}`
try {
  for (let i = 0; ; i++) {
    if (server.exitCode !== null) throw new Error('the server exited during start')
    if (i > 2400) throw new Error('the server did not start within 2 minutes')
    try {
      if ((await fetch(`${base}/healthz`)).ok) break
    } catch {
      // not listening yet
    }
    await sleep(50)
  }
  const rows = []
  for (const page of PAGES) {
    for (const lang of ['en', 'el']) {
      const url = `${base}${page}${page.includes('?') ? '&' : '?'}lang=${lang}`
      const out = path.join(dataDir, 'report.json')
      execFileSync(
        'npx',
        ['-y', 'lighthouse@12', url, '--quiet', '--output=json', `--output-path=${out}`, '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage'],
        { env: { ...process.env, CHROME_PATH: chrome }, stdio: ['ignore', 'ignore', 'inherit'], timeout: 180_000 },
      )
      const report = JSON.parse(fs.readFileSync(out, 'utf8'))
      const score = (name) => Math.round((report.categories[name]?.score ?? 0) * 100)
      const ms = (audit) => Math.round(report.audits[audit]?.numericValue ?? NaN)
      rows.push({
        page: `${page} (${lang})`,
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        fcp: ms('first-contentful-paint'),
        lcp: ms('largest-contentful-paint'),
        tbt: ms('total-blocking-time'),
        cls: (report.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3),
      })
      console.error(`  ${rows.at(-1).page}: performance ${rows.at(-1).performance}, LCP ${rows.at(-1).lcp} ms`)
    }
  }
  console.log(`\n${os.cpus().length} cores, ${os.loadavg()[0].toFixed(1)} load average; Lighthouse 12, mobile defaults (simulated)\n`)
  console.log('| page | performance | accessibility | best practices | SEO | FCP ms | LCP ms | TBT ms | CLS |')
  console.log('|---|---|---|---|---|---|---|---|---|')
  for (const r of rows) {
    console.log(`| ${r.page} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.fcp} | ${r.lcp} | ${r.tbt} | ${r.cls} |`)
  }
} finally {
  server.kill('SIGTERM')
  if (server.exitCode === null) await new Promise((resolve) => server.once('exit', resolve))
  fs.rmSync(dataDir, { recursive: true, force: true })
}
