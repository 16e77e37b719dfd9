import { useEffect, useState } from 'react'

import type { Lang } from '~/i18n/languages'
import {
  REFRESH_HEADER_DEBOUNCE_MS,
  REFRESH_HEADER_EVENT,
  type HeaderMenus,
} from '~/lib/header-menus'

export type HeaderMenusState =
  | { status: 'loading'; menus: HeaderMenus | null }
  | { status: 'ready'; menus: HeaderMenus }
  | { status: 'error'; menus: HeaderMenus | null }

/**
 * The mega-menus' wiki data, read after hydration (the links to the section pages work before
 * that and without JavaScript). The 'refreshHeaderData' window event, sent after wiki changes,
 * reads it again, debounced by 300 ms; menus already shown stay until the new data arrives.
 */
export function useHeaderMenus(lang: Lang): HeaderMenusState {
  const [state, setState] = useState<HeaderMenusState>({ status: 'loading', menus: null })

  useEffect(() => {
    let controller: AbortController | undefined
    let timer: ReturnType<typeof setTimeout> | undefined

    const load = async () => {
      controller?.abort()
      const current = new AbortController()
      controller = current
      // Already loading (the first reading): the same state, so the header is not rendered again.
      setState((previous) =>
        previous.status === 'loading' ? previous : { status: 'loading', menus: previous.menus },
      )
      try {
        const response = await fetch(`/api/v1/header-menus?lang=${lang}`, {
          signal: current.signal,
          headers: { accept: 'application/json' },
        })
        if (!response.ok) throw new Error(`header menus: HTTP ${response.status}`)
        const menus = (await response.json()) as HeaderMenus
        if (!current.signal.aborted) setState({ status: 'ready', menus })
      } catch {
        if (!current.signal.aborted)
          setState((previous) => ({ status: 'error', menus: previous.menus }))
      }
    }

    const refresh = () => {
      clearTimeout(timer)
      timer = setTimeout(() => void load(), REFRESH_HEADER_DEBOUNCE_MS)
    }

    void load()
    window.addEventListener(REFRESH_HEADER_EVENT, refresh)
    return () => {
      window.removeEventListener(REFRESH_HEADER_EVENT, refresh)
      clearTimeout(timer)
      controller?.abort()
    }
  }, [lang])

  return state
}
