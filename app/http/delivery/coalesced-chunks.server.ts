/**
 * React writes a rendered page in pieces of about 2 kB; each piece then costs a turn through the
 * web stream React Router answers with, a separate call of the compressor and a socket write. This
 * transform hands on what arrived in one turn of the event loop as one chunk: the page's shell,
 * written by React in one go, leaves as one piece, while anything React streams later (a
 * suspended part) still leaves as soon as it is written. Nothing is held back longer than that
 * turn.
 */
import { Transform } from 'node:stream'

export function coalescedChunks(): Transform {
  let held: Buffer[] = []
  let scheduled = false

  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      held.push(chunk)
      if (!scheduled) {
        scheduled = true
        setImmediate(release)
      }
      done()
    },
    flush(done) {
      done(null, take())
    },
  })

  function take(): Buffer | undefined {
    scheduled = false
    if (held.length === 0) return undefined
    const out = held.length === 1 ? held[0] : Buffer.concat(held)
    held = []
    return out
  }

  function release() {
    if (!scheduled || stream.destroyed) return
    const out = take()
    if (out) stream.push(out)
  }

  return stream
}
