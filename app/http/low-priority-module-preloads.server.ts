/**
 * Every page arrives complete from the server, so its scripts only make it interactive: none of
 * them is needed to paint. React Router preloads each of a page's modules (about 50) from the
 * head, and browsers fetch module preloads at high priority, ahead of the page's images and its
 * second font, and a phone on a slow line spends its first seconds on them. Lighthouse's mobile
 * simulation even counts each high-priority script as holding back the first paint.
 * React Router's <Scripts> has no option for a preload's priority, so this transform adds
 * `fetchpriority="low"` to each module preload of the document's head as it streams by
 * (docs/decisions/0022-low-priority-scripts.md). The body streams through untouched.
 */
import { Transform } from 'node:stream'

// Latin-1 maps each byte to one character and back, so the page's UTF-8 passes through unchanged
// however the chunks cut it; the tags looked for are ASCII.
const BYTES = 'latin1'
// A preload that names no priority of its own (one that does keeps it).
const PRELOAD = /<link rel="modulepreload"(?! fetchpriority)/g
const LOW_PRELOAD = '<link rel="modulepreload" fetchpriority="low"'
const HEAD_END = '</head>'
// Held back at the end of a chunk: enough for a preload's start or the head's end cut in two.
const TAIL = Math.max('<link rel="modulepreload"'.length, HEAD_END.length) - 1

export function lowPriorityModulePreloads(): Transform {
  let inHead = true
  let pending = ''

  /** The text to send on: the head's preloads rewritten, minus a tail the next chunk may complete. */
  function release(text: string, final: boolean): string {
    const end = text.indexOf(HEAD_END)
    if (end >= 0) {
      inHead = false
      pending = ''
      return text.slice(0, end).replace(PRELOAD, LOW_PRELOAD) + text.slice(end)
    }
    const rewritten = text.replace(PRELOAD, LOW_PRELOAD)
    const cut = final ? rewritten.length : Math.max(0, rewritten.length - TAIL)
    pending = rewritten.slice(cut)
    return rewritten.slice(0, cut)
  }

  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (!inHead) return done(null, chunk)
      const out = release(pending + chunk.toString(BYTES), false)
      done(null, out ? Buffer.from(out, BYTES) : undefined)
    },
    flush(done) {
      const out = inHead ? release(pending, true) : ''
      done(null, out ? Buffer.from(out, BYTES) : undefined)
    },
  })
}
