/** Vitest's part of the failure list (tests/support/failure-list.ts). */
import type { Reporter, TestCase, TestModule } from 'vitest/node'
import { recordFailure } from './failure-list'

export default class FailureList implements Reporter {
  onTestCaseResult(test: TestCase) {
    const result = test.result()
    if (result.state !== 'failed') return
    recordFailure(
      `vitest ${test.project.name}`,
      `${test.module.relativeModuleId} › ${test.fullName}`,
      result.errors?.[0]?.message,
    )
  }

  onTestModuleEnd(module: TestModule) {
    // A file that fails before its tests run (an import or a hook) has no failed test case.
    for (const error of module.errors())
      recordFailure(`vitest ${module.project.name}`, module.relativeModuleId, error.message)
  }
}
