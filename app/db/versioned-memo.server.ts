/**
 * Reads that every page repeats (the site settings, the home page's featured lists), kept in
 * memory until the content version moves. Every write that changes what visitors see moves the
 * version (database triggers, migration 0003 and later), on any instance sharing the database, so
 * a memo is as fresh as the page cache (decision 0010): the next request after a save reads again.
 *
 * A value is computed after the version it is filed under was read, so it is never older than that
 * version; a write that lands during the computation moves the version and the next caller reads
 * again. A failed computation is not kept.
 */
export interface VersionedMemo {
  get<T>(key: string, compute: () => Promise<T>): Promise<T>
}

/** `version` answers the current content version (the content version feed, decision 0014). */
export function createVersionedMemo(version: () => string | Promise<string>): VersionedMemo {
  let filedUnder: string | undefined
  // Only the current version's values are kept: keys that name a day do not pile up.
  let values = new Map<string, Promise<unknown>>()
  return {
    async get<T>(key: string, compute: () => Promise<T>): Promise<T> {
      const current = await version()
      if (current !== filedUnder) {
        filedUnder = current
        values = new Map()
      }
      const known = values.get(key)
      if (known) return known as Promise<T>
      const value = compute()
      const shelf = values
      shelf.set(key, value)
      value.catch(() => {
        if (shelf.get(key) === value) shelf.delete(key)
      })
      return value
    },
  }
}
