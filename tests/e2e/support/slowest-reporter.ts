/**
 * Prints the ten slowest browser tests and the specs that take longest in all at the end of a
 * run, and how much of the tests' time went to axe checks, so that a test that grows slow is seen
 * in every run's output (and `npm test` can be kept to minutes).
 */
import type { Reporter, TestCase, TestResult, TestStep } from '@playwright/test/reporter'

import { AXE_STEP } from './axe'

const seconds = (ms: number) => `${(ms / 1000).toFixed(1).padStart(6)} s`

export default class SlowestTests implements Reporter {
  private readonly timings: { spec: string; title: string; ms: number }[] = []
  private axe = { count: 0, ms: 0 }

  onTestEnd(test: TestCase, result: TestResult) {
    const spec = test.location.file.split('/tests/e2e/')[1] ?? test.location.file
    this.timings.push({ spec, title: `${spec} › ${test.title}`, ms: result.duration })
  }

  onStepEnd(_test: TestCase, _result: TestResult, step: TestStep) {
    if (step.title !== AXE_STEP) return
    this.axe.count += 1
    this.axe.ms += step.duration
  }

  onEnd() {
    const slowest = [...this.timings].sort((a, b) => b.ms - a.ms).slice(0, 10)
    if (!slowest.length) return
    console.log('\nThe ten slowest browser tests:')
    for (const { title, ms } of slowest) console.log(`  ${seconds(ms)}  ${title}`)
    const bySpec = new Map<string, number>()
    for (const { spec, ms } of this.timings) bySpec.set(spec, (bySpec.get(spec) ?? 0) + ms)
    console.log('The ten specs taking longest, their tests added up:')
    for (const [spec, ms] of [...bySpec].sort((a, b) => b[1] - a[1]).slice(0, 10))
      console.log(`  ${seconds(ms)}  ${spec}`)
    const total = this.timings.reduce((sum, { ms }) => sum + ms, 0)
    console.log(
      `All tests added up: ${seconds(total).trim()}, of which ${this.axe.count} axe checks ${seconds(this.axe.ms).trim()}.`,
    )
  }

  printsToStdio() {
    return false
  }
}
