/**
 * Prints the ten slowest browser tests at the end of a run, so that a test that grows slow is
 * seen in every run's output (and `npm test` can be kept to minutes).
 */
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter'

export default class SlowestTests implements Reporter {
  private readonly timings: { title: string; ms: number }[] = []

  onTestEnd(test: TestCase, result: TestResult) {
    this.timings.push({
      title: `${test.location.file.split('/tests/e2e/')[1]} › ${test.title}`,
      ms: result.duration,
    })
  }

  onEnd() {
    const slowest = [...this.timings].sort((a, b) => b.ms - a.ms).slice(0, 10)
    if (!slowest.length) return
    console.log('\nThe ten slowest browser tests:')
    for (const { title, ms } of slowest)
      console.log(`  ${(ms / 1000).toFixed(1).padStart(6)} s  ${title}`)
  }

  printsToStdio() {
    return false
  }
}
