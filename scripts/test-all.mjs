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
 * The processor seconds of this process's finished children and their descendants (Linux's
 * cutime and cstime); null elsewhere. A step's share of the cores tells whether it leaves room for
 * another beside it.
 */
function childCpuSeconds() {
  try {
    const fields = fs.readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ')
    // After the command's name: cutime and cstime are fields 16 and 17 of the whole line.
    return (Number(fields[13]) + Number(fields[14])) / CLOCK_TICKS
  } catch {
    return null
  }
}
const CLOCK_TICKS = 100
const cores = os.availableParallelism()

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

/** The step's wall time, and its processor time as a share of the machine's cores. */
const timing = ({ seconds, cpu }) =>
  cpu == null
    ? `${seconds} s`
    : `${seconds} s, processor ${cpu.toFixed(0)} s: ${Math.round((100 * cpu) / (seconds * cores))} % of ${cores} cores`

const ended = (result) =>
  console.log(`=== ${result.name}: ${result.ok ? 'ok' : 'FAILED'} (${timing(result)}) ===`)

// Typecheck and lint are one process each on one core: on two cores they run side by side, and
// their outputs follow one another. The later steps use both cores and run one at a time, their
// output passed on as it comes, so a long step shows its progress.
const startedAll = Date.now()
const cpuAtStart = childCpuSeconds()
const results = []
const [typecheck, lint, ...rest] = steps
// Side by side, so their processor time is told together, on the second.
const pairCpu = childCpuSeconds()
const pair = await Promise.all([typecheck, lint].map((step) => run(step, { capture: true })))
const pairCpuAfter = childCpuSeconds()
for (const result of pair) {
  console.log(`\n=== ${result.name} ===`)
  for (const chunk of result.output) process.stdout.write(chunk)
  ended(result)
  results.push(result)
}
if (pairCpu != null && pairCpuAfter != null) {
  const seconds = Math.max(...pair.map((result) => Number(result.seconds))).toFixed(1)
  console.log(
    `=== ${typecheck[0]} and ${lint[0]}: ${timing({ seconds, cpu: pairCpuAfter - pairCpu })} ===`,
  )
}
for (const step of rest) {
  console.log(`\n=== ${step[0]} ===`)
  const cpuBefore = childCpuSeconds()
  const result = await run(step)
  const cpuAfter = childCpuSeconds()
  if (cpuBefore != null && cpuAfter != null) result.cpu = cpuAfter - cpuBefore
  ended(result)
  results.push(result)
}

const totalSeconds = (Date.now() - startedAll) / 1000
const cpuAtEnd = childCpuSeconds()
console.log(
  `\nSummary (${(totalSeconds / 60).toFixed(1)} min in all${cpuAtStart == null || cpuAtEnd == null ? '' : `; ${timing({ seconds: totalSeconds.toFixed(0), cpu: cpuAtEnd - cpuAtStart })}`})`,
)
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
