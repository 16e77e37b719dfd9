/**
 * The failed tests of a run, one line each, appended to the file named by TEST_FAILURES_FILE
 * (set by scripts/test-all.mjs), so that `npm test` can name them in its closing summary: the
 * last lines of a long run's log are often all a reader of CI sees.
 */
import fs from 'node:fs'
import { stripVTControlCharacters } from 'node:util'

export function recordFailure(layer: string, title: string, error: string | undefined) {
  const file = process.env.TEST_FAILURES_FILE
  if (!file) return
  const firstLine = (error ?? '').split('\n').find((line) => line.trim()) ?? ''
  const plain = stripVTControlCharacters(firstLine).trim().slice(0, 200)
  fs.appendFileSync(file, `${layer}: ${title}${plain ? `\n      ${plain}` : ''}\n`)
}
