import { use, useMemo } from 'react'
import { useMatches } from 'react-router'

import { areasOfPage, type Area } from '~/i18n/areas'
import { loadMissingAreas } from '~/i18n/i18n'
import { useTranslation } from '~/i18n/use-translation'
import { useRootData } from './use-root-data'
import { isTeam } from '~/domain/permissions'

/** The translation areas the current page needs (see app/i18n/areas.ts). */
export function usePageAreas(): Area[] {
  const matches = useMatches()
  const { auth } = useRootData()
  const team = isTeam(auth)
  return useMemo(() => areasOfPage(matches, team), [matches, team])
}

/**
 * Suspends until the browser has the strings of these areas. Navigations run in a transition,
 * so the page on screen stays until the next one can render in full, never with raw keys.
 */
export function useAreasLoaded(areas: readonly Area[]) {
  const { i18n } = useTranslation()
  const loading = loadMissingAreas(i18n, areas)
  if (loading) use(loading)
}
