/**
 * "Try again" on the offline page (app/routes/offline.tsx). The service worker sends a visitor to
 * /offline?page=<the page asked for>; trying again opens that page, or this one again when it
 * names none. A cached copy of /offline answers every such address, so the server cannot write
 * the target into the page: it is read from the address in the browser, before hydration by a
 * small inline script (offlineRetryScript) and afterwards by React.
 *
 * Both functions are inlined as source text: they use nothing but their arguments and the
 * browser's globals.
 */

/** The page to try again: the `page` parameter when it is a path of this site, else null. */
export function retryTarget(search: string): string | null {
  const asked = new URLSearchParams(search).get('page')
  return asked && asked.charAt(0) === '/' && asked.charAt(1) !== '/' && asked.charAt(1) !== '\\'
    ? asked
    : null
}

function runEarlyRetry(button: Element | null, target: typeof retryTarget) {
  if (!button) return
  button.addEventListener('click', () => {
    // Once React has the page, its own handler does it.
    if (document.documentElement.hasAttribute('data-hydrated')) return
    const page = target(window.location.search)
    if (page) window.location.assign(page)
    else window.location.reload()
  })
}

/** The inline script placed right after the button: it makes the button work before hydration. */
export function offlineRetryScript(): string {
  return `(${String(runEarlyRetry)})(document.currentScript.previousElementSibling,${String(retryTarget)})`.replaceAll(
    '</',
    '<\\/',
  )
}
