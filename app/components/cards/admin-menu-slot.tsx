/**
 * The admin's Edit/Delete menu on cards and detail pages, loaded only when an admin is looking:
 * visitors never download it (DESIGN principle 7).
 */
import { lazy, Suspense } from 'react'

import type { ContentAdminMenuProps } from './content-admin-menu'

const ContentAdminMenu = lazy(() => import('./content-admin-menu').then((module) => ({ default: module.ContentAdminMenu })))

export function AdminMenuSlot(props: ContentAdminMenuProps) {
  return (
    // The fallback keeps the menu button's place so nothing shifts when it arrives.
    <Suspense fallback={<span className="inline-block size-9 shrink-0" aria-hidden="true" />}>
      <ContentAdminMenu {...props} />
    </Suspense>
  )
}
