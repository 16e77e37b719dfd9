/**
 * Lets a few page renders run at a time and queues the rest in order of arrival.
 *
 * On the embedded database every render shares one thread with its queries. Started all at
 * once, 64 renders interleave, each finishing only when most of the others have: the median
 * page waited 280 ms and the slowest one in a hundred 1.3 s. Taken four at a time, the same
 * pages come out at the same rate, each about as late as its place in the queue, and the slowest
 * one in a hundred waits about 0.5 s (decision 0028).
 *
 * A render holds its place until its response is finished or closed, or for `holdMs` at most, so
 * a visitor who reads slowly (or a response that streams for long) does not stall the queue;
 * a request whose visitor left while it waited is skipped.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'

export interface RenderQueue {
  /**
   * Runs `render` now or once a place is free. `render` answers through `res` and reports its
   * own errors (an async function: it never throws where it is called).
   */
  admit(req: IncomingMessage, res: ServerResponse, render: () => unknown): void
  /** Renders running and waiting, for tests and diagnostics. */
  readonly running: number
  readonly waiting: number
}

export function createRenderQueue(limit: number, holdMs = 5_000): RenderQueue {
  let running = 0
  const waiting: Array<() => void> = []

  const startNext = () => {
    while (running < limit && waiting.length > 0) waiting.shift()!()
  }

  return {
    admit(req, res, render) {
      if (limit <= 0) {
        render()
        return
      }
      waiting.push(() => {
        // The visitor left (or the response was sent some other way) while this one waited.
        if (res.writableEnded || res.closed || req.socket.destroyed) return
        running++
        let released = false
        const release = () => {
          if (released) return
          released = true
          clearTimeout(timer)
          running--
          startNext()
        }
        const timer = setTimeout(release, holdMs)
        timer.unref()
        res.once('finish', release)
        res.once('close', release)
        render()
      })
      startNext()
    },
    get running() {
      return running
    },
    get waiting() {
      return waiting.length
    },
  }
}
