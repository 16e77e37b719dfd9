/**
 * Registers the service worker (first aid and read pages offline, app/service-worker) for
 * visitors. Admins never get it: their pages depend on the session and are never cached, so an
 * admin's browser drops a worker registered earlier. Account and admin pages do not register it.
 * Development builds have no worker.
 */
import { useEffect } from 'react'
import { useLocation } from 'react-router'

import { isPrivatePath } from '~/lib/offline-rules'
import { useRootData } from '~/components/use-root-data'
import { isTeam } from '~/domain/permissions'

export function ServiceWorkerRegistration() {
  const { lang, auth } = useRootData()
  const team = isTeam(auth)
  const privatePage = isPrivatePath(useLocation().pathname)
  useEffect(() => {
    if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return
    const container = navigator.serviceWorker
    if (team) {
      void container
        .getRegistrations()
        .then((registrations) =>
          Promise.all(registrations.map((registration) => registration.unregister())),
        )
        .catch(() => undefined)
      return
    }
    if (privatePage) return
    container
      .register('/sw.js', { scope: '/' })
      .then(() => container.ready)
      .then((registration) => registration.active?.postMessage({ type: 'lang', lang }))
      .catch(() => {
        // No worker (private mode, storage full): the site works online as before.
      })
  }, [team, lang, privatePage])
  return null
}
