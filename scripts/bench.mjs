// `npm run bench`: load figures for this site on this machine, printed as one table.
//   Needs a production build (npm run build) and wrk (Debian: apt-get install -y wrk); nginx
//   (apt-get install -y nginx-light), when present, serves a static copy of the home page as the
//   ceiling. Everything listens on 127.0.0.1 only; each run is bounded (BENCH_SECONDS, default 10,
//   64 connections, after BENCH_WARMUP_SECONDS, default 2, of load that is not counted). Runs on
//   PGlite (a fresh temporary DATA_DIR with the demo content) and, when DATABASE_URL is set, on
//   that PostgreSQL too; each with the page cache on and off.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { residentMegabytes, startBuiltServer, stopBuiltServer } from './built-server.mjs'
import { freePort } from './free-port.mjs'
import { hasCommand, startNginx } from './nginx.mjs'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 64)
// Load before each measured row, not counted: a freshly started server runs its first requests on
// code the JIT has not optimised yet, which the cold-start column already stands for.
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 2)

if (!fs.existsSync('build/server/index.js')) {
  console.error('No production build: run `npm run build` first.')
  process.exit(1)
}
if (!hasCommand('wrk')) {
  console.error('wrk is not installed. On Debian/Ubuntu: sudo apt-get install -y wrk')
  process.exit(1)
}

const rssMb = (server) => Math.round(residentMegabytes(server))
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * RSS once the server is idle: right after its first page a PGlite server still holds its
 * start-up peak (about 700 MB, three times its idle size) for a second or two, until memory the
 * start used is given back. Read every half second until it stops moving (10 s at most).
 */
async function idleRssMb(server) {
  let previous = rssMb(server)
  for (let waited = 0; waited < 10_000; waited += 500) {
    await sleep(500)
    const current = rssMb(server)
    if (Math.abs(current - previous) < 2) return current
    previous = current
  }
  return previous
}

const BROWSER_UA =
  'Mozilla/5.0 (Linux; Android 14; SM-A155F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36'

/** wrk's requests/s and latency percentiles (ms); `script`, a Lua file, chooses the requests. */
function wrk(url, seconds, script) {
  return execFileSync(
    'wrk',
    [
      '-t2',
      `-c${CONNECTIONS}`,
      `-d${seconds}s`,
      '--latency',
      '-H',
      'Accept-Encoding: gzip',
      '-H',
      'Accept-Language: en',
      // A phone's browser, not a robot: the site's statistics count these page views.
      '-H',
      `User-Agent: ${BROWSER_UA}`,
      ...(script ? ['-s', script] : []),
      url,
    ],
    { encoding: 'utf8', timeout: (seconds + 30) * 1000 },
  )
}

function load(url, script) {
  if (WARMUP_SECONDS > 0) wrk(url, WARMUP_SECONDS, script)
  const out = wrk(url, SECONDS, script)
  const ms = (label) => {
    const match = out.match(new RegExp(`${label}\\s+([\\d.]+)(us|ms|s)`))
    if (!match) return NaN
    const value = Number(match[1])
    return match[2] === 'us' ? value / 1000 : match[2] === 's' ? value * 1000 : value
  }
  const errors = /Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1]
  return {
    rps: Number(out.match(/Requests\/sec:\s+([\d.]+)/)[1]),
    p50: ms('50%'),
    p99: ms('99%'),
    errors: Number(errors ?? 0),
  }
}

/**
 * A wrk script asking, in turn, for what a browser asks for when it shows the home page: the
 * page, then, once it has loaded, the header's menus and React Router's manifest of the routes
 * the page links to (lazy route discovery; the paths as the browser sends them, sorted).
 */
function pageViewScript(homeHtml, dir) {
  const version = /"version":\s*"([^"]+)"/.exec(homeHtml)?.[1]
  const links = new Set(
    [...homeHtml.matchAll(/<a [^>]*href="(\/[^"?#]*)/g)].map((match) => match[1]),
  )
  const manifest = `/__manifest?paths=${encodeURIComponent([...links].sort().join(','))}&version=${version}`
  const script = path.join(dir, 'page-view.lua')
  fs.writeFileSync(
    script,
    `local paths = { "/", "/api/v1/header-menus?lang=en", ${JSON.stringify(manifest)} }
local i = 0
request = function()
  i = i % #paths + 1
  return wrk.format("GET", paths[i])
end
`,
  )
  return script
}

const rows = []
function record(name, result, extra = {}) {
  rows.push({ name, ...result, ...extra })
  console.error(`  ${name}: ${Math.round(result.rps)} req/s`)
}

async function benchSite(label, env) {
  console.error(`${label}: cold start, then load`)
  const cached = await startBuiltServer({ ...env })
  const idle = await idleRssMb(cached)
  record(`${label}, home, page cache`, load(`${cached.url}/`), {
    coldStartMs: cached.coldStartMs,
    rssIdle: idle,
  })
  const homeHtml = await (
    await fetch(`${cached.url}/`, { headers: { 'accept-language': 'en' } })
  ).text()
  const pageView = load(`${cached.url}/`, pageViewScript(homeHtml, scratchDir))
  // Three requests make one page view.
  record(
    `${label}, home page views/s (page, menus, route manifest: 3 requests each), page cache`,
    { ...pageView, rps: pageView.rps / 3 },
    { views: true },
  )
  record(`${label}, GET /api/v1/events`, load(`${cached.url}/api/v1/events`))
  rows.at(-1).rssAfter = rssMb(cached)
  await stopBuiltServer(cached)

  // What counting page views (docs/decisions/0050) costs a cached page: the same row without it.
  const uncounted = await startBuiltServer({ ...env, ANALYTICS: 'off' })
  await idleRssMb(uncounted)
  record(`${label}, home, page cache, statistics off`, load(`${uncounted.url}/`))
  await stopBuiltServer(uncounted)

  const uncached = await startBuiltServer({ ...env, PAGE_CACHE_MB: '0' })
  const uncachedIdle = await idleRssMb(uncached)
  record(`${label}, home, no page cache`, load(`${uncached.url}/`), { rssIdle: uncachedIdle })
  rows.at(-1).rssAfter = rssMb(uncached)
  await stopBuiltServer(uncached)
  return homeHtml
}

async function benchNginx(html) {
  if (!hasCommand('nginx')) {
    console.error(
      'nginx is not installed (sudo apt-get install -y nginx-light): no static ceiling in the table.',
    )
    return
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-nginx-'))
  fs.writeFileSync(path.join(dir, 'index.html'), html)
  const port = await freePort()
  const nginx = startNginx(
    dir,
    `gzip on; gzip_types text/html; gzip_min_length 0;
  server { listen 127.0.0.1:${port}; root ${dir}; location / { default_type text/html; } }`,
  )
  await sleep(500)
  try {
    record(
      'nginx, the same home HTML as a static file (1 worker)',
      load(`http://127.0.0.1:${port}/`),
    )
  } finally {
    await nginx.stop()
  }
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-data-'))
const scratchDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-scripts-'))
try {
  // First start seeds the demo content; the measured starts then open an existing directory.
  const seed = await startBuiltServer({ DATA_DIR: dataDir, DATABASE_URL: '' })
  await stopBuiltServer(seed)
  const html = await benchSite('PGlite', { DATA_DIR: dataDir, DATABASE_URL: '' })
  if (process.env.DATABASE_URL) await benchSite('PostgreSQL', {})
  await benchNginx(html)
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true })
  fs.rmSync(scratchDir, { recursive: true, force: true })
}

const nginx = rows.find((row) => row.name.startsWith('nginx'))
const fmt = (value) => (Number.isFinite(value) ? String(Math.round(value)) : '')
console.log(
  `\n${os.cpus().length} cores, ${os.loadavg()[0].toFixed(1)} load average; wrk ${CONNECTIONS} connections, ${SECONDS} s per row after ${WARMUP_SECONDS} s of warm-up\n`,
)
console.log(
  '| | requests/s | p50 ms | p99 ms | non-2xx | of nginx | RSS idle / after MB | cold start ms |',
)
console.log('|---|---|---|---|---|---|---|---|')
for (const row of rows) {
  const ratio =
    nginx && row !== nginx && !row.views ? `${Math.round((row.rps / nginx.rps) * 100)} %` : ''
  const rss = row.rssIdle
    ? `${row.rssIdle} / ${row.rssAfter ?? ''}`
    : row.rssAfter
      ? `/ ${row.rssAfter}`
      : ''
  console.log(
    `| ${row.name} | ${fmt(row.rps)} | ${fmt(row.p50)} | ${fmt(row.p99)} | ${row.errors || ''} | ${ratio} | ${rss} | ${fmt(row.coldStartMs)} |`,
  )
}
