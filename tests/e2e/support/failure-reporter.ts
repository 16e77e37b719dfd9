/** Playwright's part of the failure list (tests/support/failure-list.ts). */
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter'
import { recordFailure } from '../../support/failure-list'

export default class FailureList implements Reporter {
  onTestEnd(test: TestCase, result: TestResult) {
    if (result.status === 'passed' || result.status === 'skipped') return
    // Only the last try counts: a test that passes on a retry is not a failure.
    if (result.retry < test.retries) return
    recordFailure(
      `browser (${result.status})`,
      `${test.location.file.split('/tests/e2e/')[1]} › ${test.titlePath().slice(3).join(' › ')}`,
      result.error?.message,
    )
  }

  printsToStdio() {
    return false
  }
}
