// `npm run bench:lighthouse`: Lighthouse (mobile defaults: simulated slow 4G and a 4x slower
// CPU) on the visitor pages that matter most, in English and Greek, against the built server
// with the demo content. Prints one row per page: the four category scores, first and largest
// contentful paint, total blocking time and layout shift.
//   Needs a production build (npm run build) and Chromium (CHROME_PATH, default /usr/bin/chromium).
//   Lighthouse itself comes from npm on first use (npx lighthouse@12); it is not a dependency of
//   the project because nothing else needs it. The figures depend on the machine's load: run it
//   on a quiet machine and compare runs made on the same one.
//
// Each page is measured twice when nginx and openssl are installed: straight from Node over
// plain HTTP/1.1, and through nginx over HTTPS with HTTP/2, as a site is served in production
// (behind a TLS proxy or a CDN). Lighthouse's simulation gives every connection Chrome opened its
// own handshake round trips; over HTTP/1.1 the stylesheet, each font and the icons each open
// one, over HTTP/2 they share the page's, so the two rows bound what a phone sees.
// BENCH_PROTOCOLS=http or =https measures one way only; BENCH_PAGES=/,/events some pages only.
//
// BENCH_RUNS=3 (default 1) measures each page that many times and prints the run with the
// median performance score, with the range of the scores beside it: Lighthouse's total blocking
// time is a full-speed trace multiplied by four, so one run on a shared machine can be far off.
//
// Each page is asked for three times before Lighthouse loads it, so it is measured as most
// visitors get it: from the page cache (server/page-cache.ts), not as the first visitor after an
// edit, whose page is rendered for them.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import https from 'node:https'
import os from 'node:os'
import path from 'node:path'

import { startBuiltServer, stopBuiltServer } from './built-server.mjs'
import { freePort } from './free-port.mjs'
import { hasCommand, startNginx } from './nginx.mjs'

const PAGES = process.env.BENCH_PAGES?.split(',') ?? [
  '/',
  '/events',
  '/news',
  '/wiki/what-is-epilepsy/epilepsy-explained',
  '/first-aid',
]
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 1))
const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium'
if (!fs.existsSync('build/server/index.js')) {
  console.error('No production build: run `npm run build` first.')
  process.exit(1)
}
if (!fs.existsSync(chrome)) {
  console.error(
    `No Chromium at ${chrome}: install it (apt-get install -y chromium) or set CHROME_PATH.`,
  )
  process.exit(1)
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-lighthouse-'))
let server
let proxy
try {
  server = await startBuiltServer({ DATA_DIR: dataDir, DATABASE_URL: '' })
  const origins = []
  const wanted = (process.env.BENCH_PROTOCOLS ?? 'http,https').split(',')
  if (wanted.includes('http')) origins.push({ protocol: 'HTTP/1.1', origin: server.url })
  if (wanted.includes('https')) {
    if (hasCommand('nginx') && hasCommand('openssl')) {
      proxy = await startHttpsProxy(server.url)
      origins.push({ protocol: 'HTTPS, HTTP/2', origin: proxy.origin })
    } else {
      console.error(
        'nginx or openssl is missing (apt-get install -y nginx-light openssl): measuring over plain HTTP only.',
      )
    }
  }
  const rows = []
  for (const page of PAGES) {
    for (const lang of ['en', 'el']) {
      for (const { protocol, origin } of origins) {
        const url = `${origin}${page}${page.includes('?') ? '&' : '?'}lang=${lang}`
        for (let i = 0; i < 3; i++) await askAsABrowser(url)
        const runs = []
        for (let run = 0; run < RUNS; run++) {
          runs.push(measure(url, `${page} (${lang})`, protocol))
          console.error(
            `  ${runs.at(-1).page}, ${protocol}: performance ${runs.at(-1).performance}, LCP ${runs.at(-1).lcp} ms, TBT ${runs.at(-1).tbt} ms`,
          )
        }
        rows.push(medianRun(runs))
      }
    }
  }
  const runsNote =
    RUNS > 1 ? `; median of ${RUNS} runs by performance score (its range in brackets)` : ''
  console.log(
    `\n${os.cpus().length} cores, ${os.loadavg()[0].toFixed(1)} load average; Lighthouse 12, mobile defaults (simulated)${runsNote}\n`,
  )
  console.log(
    '| page | served over | performance | accessibility | best practices | SEO | FCP ms | LCP ms | TBT ms | CLS |',
  )
  console.log('|---|---|---|---|---|---|---|---|---|---|')
  for (const r of rows) {
    const performance = r.range ? `${r.performance} (${r.range})` : r.performance
    console.log(
      `| ${r.page} | ${r.protocol} | ${performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.fcp} | ${r.lcp} | ${r.tbt} | ${r.cls} |`,
    )
  }
} finally {
  await proxy?.stop()
  if (server) await stopBuiltServer(server)
  fs.rmSync(dataDir, { recursive: true, force: true })
}

/** Of one page's runs, the one with the median performance score (the lower middle of an even count), with the scores' range when there are several. */
function medianRun(runs) {
  const sorted = runs.toSorted((a, b) => a.performance - b.performance || b.tbt - a.tbt)
  const median = sorted[Math.floor((sorted.length - 1) / 2)]
  const low = sorted[0].performance
  const high = sorted.at(-1).performance
  return runs.length > 1 ? { ...median, range: low === high ? `${low}` : `${low}-${high}` } : median
}

/**
 * Requests `url` with the compression a browser accepts (trusting the run's own certificate),
 * reads the whole answer and resolves to its status.
 */
function askAsABrowser(url) {
  const client = url.startsWith('https:') ? https : http
  return new Promise((resolve, reject) => {
    client
      .get(
        url,
        { rejectUnauthorized: false, headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } },
        (response) => {
          response.resume()
          response.on('end', () => resolve(response.statusCode))
        },
      )
      .on('error', reject)
  })
}

/** One Lighthouse run on `url`: the four scores and the paint, blocking and shift figures. */
function measure(url, page, protocol) {
  const out = path.join(dataDir, 'report.json')
  const run = () =>
    execFileSync(
      'npx',
      [
        '-y',
        'lighthouse@12',
        url,
        '--quiet',
        '--output=json',
        `--output-path=${out}`,
        // The proxy's certificate is made for the run; nothing else is fetched from elsewhere.
        '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage --ignore-certificate-errors',
      ],
      {
        env: { ...process.env, CHROME_PATH: chrome },
        stdio: ['ignore', 'ignore', 'inherit'],
        timeout: 180_000,
      },
    )
  // Now and then Lighthouse loses the page's trace on a busy machine (NO_NAVSTART): the same
  // page is measured again, up to three times in all.
  for (let attempt = 1; ; attempt++) {
    try {
      run()
      break
    } catch (error) {
      if (attempt === 3) throw error
      console.error(`  Lighthouse failed on ${url}; measuring it again`)
    }
  }
  const report = JSON.parse(fs.readFileSync(out, 'utf8'))
  const score = (name) => Math.round((report.categories[name]?.score ?? 0) * 100)
  const ms = (audit) => Math.round(report.audits[audit]?.numericValue ?? NaN)
  return {
    page,
    protocol,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcp: ms('first-contentful-paint'),
    lcp: ms('largest-contentful-paint'),
    tbt: ms('total-blocking-time'),
    cls: (report.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3),
  }
}

/**
 * nginx on a free port in front of the server, over HTTPS with HTTP/2 and a self-signed
 * certificate made for the run, passing every request on unchanged (compression included).
 */
async function startHttpsProxy(upstream) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-https-'))
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      path.join(dir, 'key.pem'),
      '-out',
      path.join(dir, 'cert.pem'),
    ],
    { stdio: 'ignore' },
  )
  const proxyPort = await freePort()
  const nginx = startNginx(
    dir,
    `upstream site { server ${new URL(upstream).host}; keepalive 8; }
  server { listen 127.0.0.1:${proxyPort} ssl http2; ssl_certificate ${dir}/cert.pem; ssl_certificate_key ${dir}/key.pem;
    location / { proxy_pass http://site; proxy_http_version 1.1; proxy_set_header Connection ""; proxy_set_header Host $host:$server_port; proxy_buffering off; } }`,
  )
  const origin = `https://127.0.0.1:${proxyPort}`
  const answers = () =>
    askAsABrowser(`${origin}/healthz`).then(
      (status) => status === 200,
      () => false,
    )
  for (let i = 0; i < 100 && nginx.child.exitCode === null && !(await answers()); i++)
    await sleep(100)
  return { origin, stop: nginx.stop }
}
