/**
 * The content version kept in memory, moved by the notifications the database sends on every
 * bump (migration 0009_content_version_notify), so a page served from the cache costs no query.
 * While the notification connection is not known to be working (starting, lost, reconnecting,
 * or silent past its heartbeat), every caller gets a version read from the database after it
 * asked instead, as if there were no feed: a page is never served for a version that may have
 * moved without this process hearing of it.
 */
import { DatabaseClosedError, type Listen, type Subscription } from './client.server'
import { createContentVersionSource } from './content-version.server'

export const CONTENT_VERSION_CHANNEL = 'content_version'

export interface ContentVersionFeedOptions {
  /** Reads the version from the database (the fallback, and the start of each live period). */
  read(): Promise<string>
  listen: Listen
  /**
   * Whether notifications arrive through the network. Then a caller first lets this process take
   * in whatever already reached it (one turn of the event loop), so a notification that arrived
   * before the request is never answered with the version it replaced. An embedded database
   * delivers them before the writing query returns.
   */
  remote: boolean
  /** How often the notification connection must prove it answers; 0: never (embedded). */
  heartbeatMs: number
  heartbeatTimeoutMs: number
  /** First wait before listening again after a loss; it doubles up to `maxRetryMs`. */
  retryMs?: number
  maxRetryMs?: number
  /** Told once per outage: when a live feed is lost, or when the first attempt to listen fails. */
  onLost?(error: Error): void
  onLive?(): void
}

export interface ContentVersionFeed {
  /** The current version: from memory while the feed is live, else from a read begun after this call. */
  get(): string | Promise<string>
  /** Whether answers come from memory now. */
  readonly live: boolean
  close(): Promise<void>
}

const yieldToIo = () => new Promise<void>((resolve) => setImmediate(resolve))

export function createContentVersionFeed(options: ContentVersionFeedOptions): ContentVersionFeed {
  const {
    read,
    listen,
    remote,
    heartbeatMs,
    heartbeatTimeoutMs,
    retryMs = 250,
    maxRetryMs = 10_000,
  } = options
  const reads = createContentVersionSource(read)
  let closed = false
  let live = false
  let known = 0n
  let subscription: Subscription | undefined
  /** Each attempt to listen has its own number: callbacks of an abandoned one change nothing. */
  let attempt = 0
  let retryDelay = retryMs
  let retryTimer: NodeJS.Timeout | undefined
  let heartbeat: NodeJS.Timeout | undefined
  let outageReported = false

  function drop(error: Error) {
    if (error instanceof DatabaseClosedError) closed = true
    if (closed) return
    live = false
    attempt++
    clearInterval(heartbeat)
    heartbeat = undefined
    void subscription?.close().catch(() => {})
    subscription = undefined
    if (!outageReported) options.onLost?.(error)
    outageReported = true
    clearTimeout(retryTimer)
    retryTimer = setTimeout(connect, retryDelay)
    retryTimer.unref()
    retryDelay = Math.min(retryDelay * 2, maxRetryMs)
  }

  async function connect() {
    if (closed) return
    const mine = ++attempt
    // Notifications that arrive while the first read is under way may be newer than what it sees.
    let heard = 0n
    const onPayload = (payload: string) => {
      if (mine !== attempt || !/^\d+$/.test(payload)) return
      const version = BigInt(payload)
      if (version > heard) heard = version
      if (live && version > known) known = version
    }
    try {
      const subscribed = await listen(CONTENT_VERSION_CHANNEL, onPayload, (error) => {
        if (mine === attempt) drop(error)
      })
      if (mine !== attempt || closed) {
        await subscribed.close().catch(() => {})
        return
      }
      subscription = subscribed
      // Read only now that the LISTEN is in place: any write committed after this read began
      // is announced, and any committed before it is in what it reads.
      const version = BigInt(await reads.fresh())
      if (mine !== attempt || closed) return
      known = version > heard ? version : heard
      live = true
      outageReported = false
      retryDelay = retryMs
      if (heartbeatMs > 0) {
        heartbeat = setInterval(() => {
          subscribed.check(heartbeatTimeoutMs).catch((error: Error) => {
            if (mine === attempt) drop(error)
          })
        }, heartbeatMs)
        heartbeat.unref()
      }
      options.onLive?.()
    } catch (error) {
      if (mine === attempt) drop(error as Error)
    }
  }

  void connect()

  return {
    get() {
      if (!live) return reads.fresh()
      if (!remote) return String(known)
      return yieldToIo().then(() => (live ? String(known) : reads.fresh()))
    },
    get live() {
      return live
    },
    async close() {
      closed = true
      live = false
      attempt++
      clearTimeout(retryTimer)
      clearInterval(heartbeat)
      await subscription?.close().catch(() => {})
      subscription = undefined
    },
  }
}
