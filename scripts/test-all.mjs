// `npm test`: every check of the project, in order. Runs them all, then fails if any failed.
//   typecheck, lint, a production build (the integration tests of rendered pages serve it), unit
//   and component tests (components and pages in happy-dom), integration tests on PGlite (and on
//   PostgreSQL when TEST_DATABASE_URL is set), the browser tests in Chromium and the JavaScript
//   budget of visitor pages.
// `npm run test:quick` (--quick): typecheck, lint, unit and component tests only, for the inner loop.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { testChromium } from './test-chromium.mjs'

const chromium = testChromium()
const quick = process.argv.includes('--quick')
// The failed tests of every step, named again in the summary (tests/support/failure-list.ts).
const failuresFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'npm-test-')), 'failures')
const vitestReporters = [
  '--reporter=default',
  '--reporter=./tests/support/vitest-failure-reporter.ts',
]
const steps = [
  ['typecheck', 'npm', ['run', '-s', 'typecheck']],
  ['lint', 'npm', ['run', '-s', 'lint']],
]
if (quick) {
  steps.push([
    'unit and component tests',
    'npx',
    ['vitest', 'run', '--project', 'unit', '--project', 'component', ...vitestReporters],
  ])
} else {
  // Before the integration tests: tests/integration/support/rendered-site.ts serves the build.
  steps.push(['build', 'npm', ['run', '-s', 'build']])
  // One run, so that coverage counts both layers; it fails under the floors of vitest.config.ts.
  steps.push([
    'unit, component and integration tests (PGlite), with coverage',
    'npx',
    [
      'vitest',
      'run',
      '--project',
      'unit',
      '--project',
      'component',
      '--project',
      'integration',
      '--coverage',
      ...vitestReporters,
    ],
    { TEST_DB: 'pglite' },
  ])
  steps.push(['line coverage by folder', 'node', ['scripts/coverage-by-folder.mjs']])
  if (process.env.TEST_DATABASE_URL) {
    steps.push([
      'integration tests (PostgreSQL)',
      'npx',
      ['vitest', 'run', '--project', 'integration', ...vitestReporters],
      { TEST_DB: 'postgres' },
    ])
  } else {
    console.log('\n*** TEST_DATABASE_URL is not set: integration tests run on PGlite only. ***\n')
  }
  if (fs.existsSync(chromium)) {
    steps.push(['end-to-end tests (Chromium)', 'npx', ['playwright', 'test']])
    steps.push(['JavaScript budget of visitor pages', 'node', ['scripts/perf-budget.mjs']])
  } else {
    console.log(
      `\n************************************************************************\n` +
        `*** SKIPPING BROWSER TESTS: no Chromium at ${chromium}.\n` +
        `*** Install it with: sudo apt-get update && sudo apt-get install -y chromium-headless-shell\n` +
        `*** (or set CHROMIUM_PATH to a Chromium binary).\n` +
        `************************************************************************\n`,
    )
  }
}

/**
 * The machine's processor time so far, busy and in all, in clock ticks (Linux's /proc/stat); null
 * elsewhere. Over a step on an otherwise idle machine, how busy its cores were tells whether the
 * step computes or waits. Counted for the whole machine: a child's own accounting would miss the
 * processes nobody waits for (Chromium's renderers).
 */
function machineTicks() {
  try {
    const [, ...values] = fs
      .readFileSync('/proc/stat', 'utf8')
      .split('\n', 1)[0]
      .trim()
      .split(/\s+/)
    const [user, nice, system, idle, iowait, irq, softirq, steal] = values.map(Number)
    const total = user + nice + system + idle + iowait + irq + softirq + steal
    return { busy: total - idle - iowait, total }
  } catch {
    return null
  }
}

/** The share of the machine's processor time that was busy between two readings. */
const busyBetween = (before, after) =>
  before && after && after.total > before.total
    ? (after.busy - before.busy) / (after.total - before.total)
    : null

/**
 * Runs a step; answers its result. `capture`: its output is kept (in `output`) rather than
 * passed on as it comes, for steps that run side by side.
 */
function run([name, command, args, env], { capture = false } = {}) {
  const started = Date.now()
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: capture ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: {
        ...process.env,
        TEST_FAILURES_FILE: failuresFile,
        ...(capture ? { FORCE_COLOR: '1' } : {}),
        ...env,
      },
    })
    const output = []
    child.stdout?.on('data', (chunk) => output.push(chunk))
    child.stderr?.on('data', (chunk) => output.push(chunk))
    child.on('close', (status) =>
      resolve({
        name,
        ok: status === 0,
        seconds: ((Date.now() - started) / 1000).toFixed(1),
        output,
      }),
    )
  })
}

/** The step's wall time, and how busy the machine's cores were meanwhile. */
const timing = ({ seconds, busy }) =>
  busy == null || Number(seconds) < 1
    ? `${seconds} s`
    : `${seconds} s, ${os.availableParallelism()} cores ${Math.round(busy * 100)} % busy`

const ended = (result) =>
  console.log(`=== ${result.name}: ${result.ok ? 'ok' : 'FAILED'} (${timing(result)}) ===`)

// Typecheck and lint are one process each on one core: on two cores they run side by side, and
// their outputs follow one another. The later steps use both cores and run one at a time, their
// output passed on as it comes, so a long step shows its progress.
const startedAll = Date.now()
const ticksAtStart = machineTicks()
const results = []
const [typecheck, lint, ...rest] = steps
const pairTicks = machineTicks()
const pair = await Promise.all([typecheck, lint].map((step) => run(step, { capture: true })))
// Side by side, so the cores' use is told for the two.
const pairBusy = busyBetween(pairTicks, machineTicks())
for (const result of pair) {
  console.log(`\n=== ${result.name} ===`)
  for (const chunk of result.output) process.stdout.write(chunk)
  ended(result)
  results.push(result)
}
const pairSeconds = Math.max(...pair.map((result) => Number(result.seconds))).toFixed(1)
console.log(
  `=== ${typecheck[0]} and ${lint[0]}: ${timing({ seconds: pairSeconds, busy: pairBusy })} ===`,
)
for (const step of rest) {
  console.log(`\n=== ${step[0]} ===`)
  const before = machineTicks()
  const result = await run(step)
  result.busy = busyBetween(before, machineTicks())
  ended(result)
  results.push(result)
}

const totalSeconds = (Date.now() - startedAll) / 1000
const overall = timing({
  seconds: totalSeconds.toFixed(0),
  busy: busyBetween(ticksAtStart, machineTicks()),
})
console.log(`\nSummary (${(totalSeconds / 60).toFixed(1)} min in all: ${overall})`)
for (const result of results) {
  console.log(`  ${result.ok ? 'ok    ' : 'FAILED'} ${result.name} (${timing(result)})`)
}
const failed = results.filter((r) => !r.ok).length
if (fs.existsSync(failuresFile)) {
  console.log('\nFailed tests:')
  process.stdout.write(fs.readFileSync(failuresFile, 'utf8').replace(/^(?=\S)/gm, '  '))
}
fs.rmSync(path.dirname(failuresFile), { recursive: true, force: true })
console.log(`\nsteps: ${results.length - failed} passed, ${failed} failed`)
process.exit(failed ? 1 : 0)
