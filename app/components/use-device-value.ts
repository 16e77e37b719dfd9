/**
 * One entry of this browser's localStorage as React state, for what the site keeps on the
 * device only (the seizure action plans, the seizure diary). Undefined on the server and while
 * the page hydrates (the server never has it), then the stored text (null: nothing stored).
 * Writes are synchronous, so nothing typed is lost when the page closes; other tabs' writes
 * arrive through the `storage` event. When the browser refuses storage (private mode, full),
 * the value lives in memory for as long as the page is open.
 */
import { useCallback, useSyncExternalStore } from 'react'

const listeners = new Map<string, Set<() => void>>()
const inMemory = new Map<string, string | null>()

/** The stored text now (for a change made after an await, which must start from the latest). */
export function readDeviceValue(key: string): string | null {
  if (inMemory.has(key)) return inMemory.get(key) ?? null
  try {
    return window.localStorage.getItem(key)
  } catch {
    return null
  }
}

function write(key: string, value: string | null) {
  try {
    if (value === null) window.localStorage.removeItem(key)
    else window.localStorage.setItem(key, value)
    inMemory.delete(key)
  } catch {
    inMemory.set(key, value)
  }
  for (const listener of listeners.get(key) ?? []) listener()
}

function subscribe(key: string, listener: () => void) {
  const own = listeners.get(key) ?? new Set()
  own.add(listener)
  listeners.set(key, own)
  const onStorage = (event: StorageEvent) => {
    if (event.key === key || event.key === null) listener()
  }
  window.addEventListener('storage', onStorage)
  return () => {
    own.delete(listener)
    window.removeEventListener('storage', onStorage)
  }
}

export function useDeviceValue(
  key: string,
): [string | null | undefined, (value: string | null) => void] {
  const value = useSyncExternalStore(
    useCallback((listener: () => void) => subscribe(key, listener), [key]),
    () => readDeviceValue(key),
    () => undefined,
  )
  return [value, useCallback((next: string | null) => write(key, next), [key])]
}
