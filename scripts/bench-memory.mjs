// `npm run bench:memory`: the server's resident memory on the embedded database, at rest and
// under a long mixed load, printed as one table.
//   Needs a production build (npm run build) and wrk (Debian: apt-get install -y wrk).
// Starts the built server as `npm start` does, on a fresh temporary DATA_DIR with the demo
// content, and reads its resident set size (RSS) at rest after a few page views. Then wrk (64
// connections) requests a mix for MEMORY_LOAD_MINUTES (default 5): the visitor pages in English
// and Greek, a quarter of them with a session cookie that is not a session (rendered afresh, as
// for a signed-in visitor, instead of coming from the page cache), client-navigation `.data`,
// the JSON API, search and the feeds. The load goes on for MEMORY_SOAK_MINUTES more (default 10)
// to see whether memory keeps growing. RSS is sampled every MEMORY_SAMPLE_SECONDS (default 10).
// Targets (docs/decisions/0027-server-memory.md): at rest <= 250 MB; <= 400 MB at the end of the
// load and at its peak; over the soak, the last third's median no more than 5 % above the first's.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { residentMegabytes, startBuiltServer, stopBuiltServer } from './built-server.mjs'

const LOAD_MINUTES = Number(process.env.MEMORY_LOAD_MINUTES ?? 5)
const SOAK_MINUTES = Number(process.env.MEMORY_SOAK_MINUTES ?? 10)
const SAMPLE_SECONDS = Number(process.env.MEMORY_SAMPLE_SECONDS ?? 10)
const CONNECTIONS = 64
const TARGET_IDLE_MB = 250
const TARGET_LOADED_MB = 400
const TARGET_SOAK_GROWTH = 0.05

if (!fs.existsSync('build/server/index.js')) {
  console.error('No production build: run `npm run build` first.')
  process.exit(1)
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}

/** Paths of one of each kind of visitor page, read from the demo content's own lists. */
async function visitorPaths(url) {
  const html = async (list) => (await fetch(`${url}${list}`)).text()
  const [events, news, home, wiki] = await Promise.all(['/events', '/news', '/', '/wiki'].map(html))
  const found = [
    events.match(/href="(\/events\/[0-9a-f-]{36})"/),
    news.match(/href="(\/news\/[0-9a-f-]{36})"/),
    home.match(/href="(\/story\/[0-9a-f-]{36})"/),
    wiki.match(/href="(\/wiki\/[a-z0-9-]+\/[a-z0-9-]+)"/),
    wiki.match(/href="(\/wiki\/[a-z0-9-]+)"/),
  ]
    .map((match) => match?.[1])
    .filter(Boolean)
  return ['/', '/events', '/news', '/about', '/first-aid', '/understanding-epilepsy', ...found]
}

function loadScript(pages) {
  const requests = [
    ...pages.flatMap((page) => [page, `${page === '/' ? '/_' : page}.data`]),
    '/api/v1/events',
    '/api/v1/news',
    '/search?q=seizure',
    `/search?q=${encodeURIComponent('κρίσεις')}`,
    '/news/feed.xml',
    '/events.ics',
  ]
  return `local paths = { ${requests.map((request) => JSON.stringify(request)).join(', ')} }
local i = 0
request = function()
  i = i + 1
  local headers = { ["Accept-Encoding"] = "gzip", ["Accept-Language"] = (i % 2 == 0) and "el" or "en" }
  if i % 4 == 1 then headers["Cookie"] = "better-auth.session_token=not-a-session" end
  return wrk.format("GET", paths[(i % #paths) + 1], headers)
end
`
}

/** Runs wrk for `seconds` while sampling the server's RSS; resolves with wrk's summary and the samples. */
async function loadFor(server, script, seconds) {
  const wrk = spawn('wrk', ['-t2', `-c${CONNECTIONS}`, `-d${seconds}s`, '-s', script, server.url], {
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  let out = ''
  wrk.stdout.on('data', (chunk) => (out += chunk))
  const done = new Promise((resolve) => wrk.on('exit', resolve))
  const samples = []
  let finished = false
  done.then(() => (finished = true))
  while (!finished) {
    await Promise.race([sleep(SAMPLE_SECONDS * 1000), done])
    if (!finished) samples.push(residentMegabytes(server))
  }
  const errors = Number(out.match(/Non-2xx or 3xx responses: (\d+)/)?.[1] ?? 0)
  return { errors, rps: Number(out.match(/Requests\/sec:\s+([\d.]+)/)?.[1] ?? 0), samples }
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-memory-'))
const scriptFile = path.join(dataDir, 'load.lua')
let server
try {
  // The first start seeds the demo content; the measured one opens an existing directory.
  const env = { DATA_DIR: dataDir, DATABASE_URL: '' }
  server = await startBuiltServer(env)
  await stopBuiltServer(server)
  server = await startBuiltServer(env)
  const pages = await visitorPaths(server.url)
  fs.writeFileSync(scriptFile, loadScript(pages))
  for (const page of pages) await fetch(`${server.url}${page}`)
  await sleep(10_000)
  const idle = residentMegabytes(server)
  console.error(
    `at rest: ${Math.round(idle)} MB; ${LOAD_MINUTES} min of load, then ${SOAK_MINUTES} min of soak`,
  )

  const load = await loadFor(server, scriptFile, LOAD_MINUTES * 60)
  const afterLoad = residentMegabytes(server)
  console.error(`after the load: ${Math.round(afterLoad)} MB`)
  const soak = SOAK_MINUTES > 0 ? await loadFor(server, scriptFile, SOAK_MINUTES * 60) : undefined

  const peak = Math.max(afterLoad, ...load.samples, ...(soak?.samples ?? []))
  const third = soak ? Math.max(1, Math.floor(soak.samples.length / 3)) : 0
  const growth =
    soak && soak.samples.length >= 3
      ? median(soak.samples.slice(-third)) / median(soak.samples.slice(0, third)) - 1
      : undefined
  const verdict = (ok) => (ok ? 'within target' : 'over target')
  const mb = (value) => `${Math.round(value)} MB`

  console.log(
    `\n${os.cpus().length} cores, ${os.loadavg()[0].toFixed(1)} load average; PGlite with the demo content; wrk ${CONNECTIONS} connections; ${pages.length} pages\n`,
  )
  console.log('| | figure | target | |')
  console.log('|---|---|---|---|')
  console.log(
    `| RSS at rest | ${mb(idle)} | <= ${TARGET_IDLE_MB} MB | ${verdict(idle <= TARGET_IDLE_MB)} |`,
  )
  console.log(
    `| RSS after ${LOAD_MINUTES} min of load (${Math.round(load.rps)} requests/s, ${load.errors} non-2xx) | ${mb(afterLoad)} | <= ${TARGET_LOADED_MB} MB | ${verdict(afterLoad <= TARGET_LOADED_MB)} |`,
  )
  console.log(
    `| RSS peak (samples every ${SAMPLE_SECONDS} s) | ${mb(peak)} | <= ${TARGET_LOADED_MB} MB | ${verdict(peak <= TARGET_LOADED_MB)} |`,
  )
  if (soak && growth !== undefined) {
    const first = median(soak.samples.slice(0, third))
    const last = median(soak.samples.slice(-third))
    console.log(
      `| soak of ${SOAK_MINUTES} min (${Math.round(soak.rps)} requests/s): median of the first and last third | ${mb(first)} → ${mb(last)} (${(growth * 100).toFixed(1)} %) | <= ${TARGET_SOAK_GROWTH * 100} % | ${verdict(growth <= TARGET_SOAK_GROWTH)} |`,
    )
  }
} finally {
  if (server) await stopBuiltServer(server)
  fs.rmSync(dataDir, { recursive: true, force: true })
}
