/**
 * With no connection, a click on a link of the site loads the page as a document instead of
 * through the client router: the router would need the page's code and data from the network,
 * while the service worker answers a document request from the device (the saved page, or the
 * offline page that leads to first aid).
 */
import { useEffect } from 'react'

export function OfflineNavigation() {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (navigator.onLine || event.defaultPrevented || event.button !== 0) return
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
      const link = (event.target as Element | null)?.closest?.('a[href]')
      if (!(link instanceof HTMLAnchorElement) || link.target || link.hasAttribute('download'))
        return
      const url = new URL(link.href)
      if (url.origin !== window.location.origin || !navigator.serviceWorker?.controller) return
      if (
        url.pathname === window.location.pathname &&
        url.search === window.location.search &&
        url.hash
      )
        return
      event.preventDefault()
      event.stopPropagation()
      window.location.assign(url)
    }
    // Capture phase: before React Router's own link handler.
    document.addEventListener('click', onClick, true)
    return () => document.removeEventListener('click', onClick, true)
  }, [])
  return null
}
