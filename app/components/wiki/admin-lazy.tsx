/**
 * The wiki's admin parts, each in its own chunk: a visitor's page never downloads them (visitor
 * pages stay within 150 kB of gzipped JavaScript: docs/decisions/0006-javascript-budget.md). Pages
 * render them only for admins, inside <Suspense>.
 */
import { lazy } from 'react'

export const LazyCategoryManager = lazy(() => import('./category-manager'))
export const LazyArticleEditorDialog = lazy(() => import('./article-editor-dialog'))
export const LazyInlineArticleForm = lazy(() => import('./inline-article-form'))
export const LazyMedicalReviewPanel = lazy(() => import('./medical-review-panel'))
export const LazyReviewNoteNotice = lazy(() =>
  import('~/components/editorial/review-note-notice').then((module) => ({
    default: module.ReviewNoteNotice,
  })),
)
export const LazyPendingChangeNotice = lazy(() =>
  import('~/components/editorial/pending-change-notice').then((module) => ({
    default: module.PendingChangeNotice,
  })),
)
