/**
 * The inline page editor in its own chunk: a visitor's page never downloads it (visitor pages
 * stay within 150 kB of gzipped JavaScript: docs/decisions/0006-javascript-budget.md). Pages
 * render it only for the editorial team, inside <Suspense>.
 */
import { lazy } from 'react'

export const LazyPageEditor = lazy(() => import('./page-editor'))
