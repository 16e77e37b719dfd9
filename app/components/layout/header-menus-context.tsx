import { createContext, use, type ReactNode } from 'react'

import type { Lang } from '~/i18n/languages'
import { useHeaderMenus, type HeaderMenusState } from './use-header-menus'

const HeaderMenusContext = createContext<HeaderMenusState>({ status: 'loading', menus: null })

/**
 * Holds the mega-menus' data for the header. The data arrives after hydration; kept here rather
 * than in the header's state, its arrival renders again only the menu lists that read it (with
 * useHeaderMenusState, and only open menus render their lists), not the whole header with its
 * links, icons and dialogs. `children` keep their identity when the state changes, so React
 * skips them.
 */
export function HeaderMenusProvider({ lang, children }: { lang: Lang; children: ReactNode }) {
  const state = useHeaderMenus(lang)
  return <HeaderMenusContext value={state}>{children}</HeaderMenusContext>
}

/** The header menus' data, from the nearest HeaderMenusProvider. */
export function useHeaderMenusState(): HeaderMenusState {
  return use(HeaderMenusContext)
}
