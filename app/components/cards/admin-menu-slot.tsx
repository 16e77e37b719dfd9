/**
 * The admin's Edit/Delete menu on cards and detail pages, loaded only when an admin is looking:
 * visitors never download it (visitor pages stay within 150 kB of gzipped JavaScript:
 * docs/decisions/0006-javascript-budget.md).
 */
import { lazy, Suspense } from 'react'

import { useHydrated } from '~/components/layout/use-hydrated'
import type { ContentAdminMenuProps } from './content-admin-menu'

const ContentAdminMenu = lazy(() =>
  import('./content-admin-menu').then((module) => ({ default: module.ContentAdminMenu })),
)

/** Keeps the menu button's place so nothing shifts when it arrives. */
const placeholder = <span className="inline-block size-9 shrink-0" aria-hidden="true" />

export function AdminMenuSlot(props: ContentAdminMenuProps) {
  // Rendered in the browser only: a button sent in the HTML would ignore clicks until its code
  // arrived, and the menu needs JavaScript anyway.
  const hydrated = useHydrated()
  if (!hydrated) return placeholder
  return (
    <Suspense fallback={placeholder}>
      <ContentAdminMenu {...props} />
    </Suspense>
  )
}
