/**
 * Every component test file: the DOM is emptied after each test (Testing Library does this on
 * its own only with Vitest's globals, which this project does not turn on), and what a test kept
 * in this browser's storage (form drafts) does not leak into the next.
 *
 * There is no server behind these pages: happy-dom's navigator.sendBeacon would really send,
 * to nothing. Beacons are recorded instead (`sentBeacons`), so a test can check them.
 *
 * `findBy…` and `waitFor` wait up to 5 s, not Testing Library's 1 s: on two busy cores (the
 * suite beside the browser tests' servers) a form's post and its answer took over a second.
 */
import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'

configure({ asyncUtilTimeout: 5_000 })

export const sentBeacons: string[] = []

Object.defineProperty(window.navigator, 'sendBeacon', {
  configurable: true,
  value: (url: string) => {
    sentBeacons.push(String(url))
    return true
  },
})

afterEach(() => {
  cleanup()
  window.localStorage.clear()
  sentBeacons.length = 0
})
