import { useEffect, useRef } from 'react'
import { useLocation, useNavigation, useNavigationType } from 'react-router'

/** After a navigation that follows an action (a save, a delete), scroll to the top after 100 ms. */
export const SCROLL_AFTER_ACTION_MS = 100

/**
 * React Router's <ScrollRestoration /> already scrolls to the top on every new page and restores
 * the browser's position on back and forward. Here: a page reached through a form submission
 * (an action and its redirect) is scrolled to the top once more 100 ms later, when content that
 * rendered after the navigation has settled. An action that stays on its page does not scroll.
 */
export function ScrollManager() {
  const navigation = useNavigation()
  const location = useLocation()
  const navigationType = useNavigationType()
  const submittedFrom = useRef<string | null>(null)

  useEffect(() => {
    if (navigation.formMethod && navigation.formMethod.toUpperCase() !== 'GET') {
      submittedFrom.current ??= location.key
      return
    }
    if (navigation.state !== 'idle' || submittedFrom.current === null) return
    const moved = submittedFrom.current !== location.key
    submittedFrom.current = null
    if (!moved || navigationType === 'POP' || location.hash) return
    const timer = setTimeout(
      () => window.scrollTo({ top: 0, left: 0, behavior: 'instant' }),
      SCROLL_AFTER_ACTION_MS,
    )
    return () => clearTimeout(timer)
  }, [navigation.state, navigation.formMethod, location.key, location.hash, navigationType])

  return null
}
