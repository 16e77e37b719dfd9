/**
 * How the wiki's visitor pages navigate: a placeholder for a slow link, and no reload of an
 * address an admin's change just left. Apart from use-wiki-action.ts, so visitor pages do not
 * download the admin forms' plumbing.
 */
import { useEffect, useState } from 'react'
import { useNavigation } from 'react-router'

import type { WikiActionResult } from '~/domain/wiki-types'

/**
 * The path a link navigation is loading, once it has taken longer than `delay` ms (so a fast
 * answer shows no placeholder at all); undefined otherwise. Form submissions are ignored.
 */
export function useSlowNavigationPath(delay = 150): string | undefined {
  const navigation = useNavigation()
  const target =
    navigation.state === 'loading' && !navigation.formMethod
      ? navigation.location.pathname
      : undefined
  const [slow, setSlow] = useState<string | undefined>(undefined)
  useEffect(() => {
    if (!target) return
    const timer = setTimeout(() => setSlow(target), delay)
    return () => clearTimeout(timer)
  }, [target, delay])
  return target && slow === target ? target : undefined
}

/**
 * For article pages: when an admin's change moves the article (new category) or deletes it,
 * the page goes to the new address itself, so the old one is not loaded again in between.
 */
export function shouldRevalidateWikiPage({
  actionResult,
  currentUrl,
  defaultShouldRevalidate,
}: {
  actionResult?: unknown
  currentUrl: URL
  defaultShouldRevalidate: boolean
}) {
  const result = actionResult as WikiActionResult | undefined
  if (result?.ok && result.redirectTo && result.redirectTo !== currentUrl.pathname) return false
  return defaultShouldRevalidate
}
