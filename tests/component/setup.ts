/**
 * Every component test file: the DOM is emptied after each test (Testing Library does this on
 * its own only with Vitest's globals, which this project does not turn on), and what a test kept
 * in this browser's storage (form drafts) does not leak into the next.
 */
import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'

afterEach(() => {
  cleanup()
  window.localStorage.clear()
})
