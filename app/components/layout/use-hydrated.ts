import { useEffect, useState } from 'react'

/** True once the page has switched to its interactive forms: what mounts later starts that way. */
let pageHydrated = false
/** The components waiting for the switch, and whether a task for it is already scheduled. */
const waiting = new Set<(hydrated: true) => void>()
let switchScheduled = false

/**
 * Switches every waiting component at once, in a task of its own: the task that ran the
 * hydration's effects ends first, and React renders the interactive forms in one batch after it.
 */
function switchSoon(setHydrated: (hydrated: true) => void) {
  waiting.add(setHydrated)
  if (switchScheduled) return
  switchScheduled = true
  setTimeout(() => {
    pageHydrated = true
    for (const set of waiting) set(true)
    waiting.clear()
  })
}

/**
 * False on the server and while hydrating, true afterwards: lets a control render as a plain
 * link without JavaScript and become an interactive button once the page is hydrated.
 *
 * `useSyncExternalStore` with a server snapshot did this before, but React re-renders such
 * components synchronously inside the task that runs the hydration's effects, which made that
 * task the longest of a page's load. The switch now comes in the next task, one render for all
 * (decision 0033). It is an ordinary update, not a transition: a transition would wait for any
 * other transition that is suspended, such as an admin form's editor still loading. Components
 * mounted after the switch (a client navigation) start as true. A Suspense boundary hydrating
 * after the switch would read true as well and differ from its server HTML: none of the
 * components that use this hook sits in one.
 */
export function useHydrated() {
  const [hydrated, setHydrated] = useState(pageHydrated)
  useEffect(() => {
    if (hydrated) return
    switchSoon(setHydrated)
    return () => {
      waiting.delete(setHydrated)
    }
  }, [hydrated])
  return hydrated
}

/**
 * Marks the page as taken over by React (`data-hydrated` on <html>) once the interactive forms
 * are in place, in the same render as every other useHydrated switch: the browser tests wait for
 * it before they click.
 */
export function HydratedMark() {
  const hydrated = useHydrated()
  useEffect(() => {
    if (hydrated) document.documentElement.dataset.hydrated = ''
  }, [hydrated])
  return null
}
