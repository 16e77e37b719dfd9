// The Chromium the browser tests and the JavaScript budget drive: CHROMIUM_PATH, else Debian's
// headless shell (the build Playwright itself runs headless tests on: the same engine as the
// browser, without the full browser's windowing and compositing, a third less processor time per
// test), else Debian's full browser. Never one a tool downloads. Decision 0067.
import fs from 'node:fs'

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell'
const BROWSER = '/usr/bin/chromium'

export function testChromium() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH
  return fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : BROWSER
}
